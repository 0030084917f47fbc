import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DashboardSection, dashboardPath } from '../../../common/routes.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { useLocale } from '../../lib/locale.js';

/** /dashboard/{section}/{id|new}: the edit screens arrive in a later release. */
export function EditPlaceholder({ section, id }: { section: DashboardSection; id: string }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const title = id === 'new' ? t('edit.newTitle', { section: t(`sections.${section}`) }) : t('edit.title', { section: t(`sections.${section}`), id });
  useDocumentTitle(title);
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Text>{t('edit.later')}</Text>
      <Anchor component={Link} to={dashboardPath(locale, section)} c="noksBlue.8">
        {t('edit.back', { section: t(`sections.${section}`) })}
      </Anchor>
    </Stack>
  );
}


/** Guard 'admin' refused: a signed-in editor opened an admins' section. */
export function ForbiddenScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  useDocumentTitle(t('forbidden.title'));
  return (
    <Stack>
      <Title order={1}>{t('forbidden.title')}</Title>
      <Text>{t('forbidden.text')}</Text>
      <Anchor component={Link} to={dashboardPath(locale)} c="noksBlue.8">
        {t('forbidden.back')}
      </Anchor>
    </Stack>
  );
}
