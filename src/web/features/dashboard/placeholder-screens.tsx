import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardPath } from '../../../common/routes.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { useLocale } from '../../lib/locale.js';

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
