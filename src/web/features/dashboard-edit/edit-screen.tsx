import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type EditableSection, dashboardPath } from '../../../common/routes.js';
import { ApiError } from '../../lib/api-client.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { useLocale } from '../../lib/locale.js';
import { useAdminItem, useTranslationChanges } from './edit-api.js';
import { EDIT_TYPES, parseItemId } from './edit-types.js';
import { errorMessage } from './error-message.js';
import { ItemEditor } from './item-editor.js';

/** The item could not be loaded: it does not exist (any more), or the request failed. */
function LoadFailure({ section, error, onRetry }: { section: EditableSection; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('dashboard-edit');
  const locale = useLocale();
  const isMissing = error instanceof ApiError && error.status === 404;
  const title = isMissing ? t('notFound.title') : t('loadFailed');
  useDocumentTitle(title);
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      {isMissing ? (
        <Text>{t('notFound.text')}</Text>
      ) : (
        <Alert color="noksRed" variant="outline" role="alert">
          <Text c="noksRed.9">{errorMessage(error, t)}</Text>
          <Button variant="default" mt="sm" onClick={onRetry}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      <Anchor component={Link} to={dashboardPath(locale, section)} c="noksBlue.8">
        {t('backToList', { section: t(`sections.${section}`) })}
      </Anchor>
    </Stack>
  );
}

/**
 * /dashboard/{section}/{id|new}: the edit screen of one item of an editable section (one screen
 * for every type, driven by its description in edit-types.ts). The translation status loads beside
 * the item; the screen does not wait for it (it only marks outdated translations).
 */
export default function EditScreen({ section, id }: { section: EditableSection; id: string }) {
  const { t, ready } = useTranslation('dashboard-edit', { useSuspense: false });
  const itemId = parseItemId(id);
  const item = useAdminItem(section, itemId);
  const translationChanges = useTranslationChanges(section, itemId);

  if (!ready) return <Loader aria-label="…" />;
  if (itemId !== null && item.isError) return <LoadFailure section={section} error={item.error} onRetry={() => void item.refetch()} />;
  if (itemId !== null && !item.data) return <Loader aria-label={t('loading')} />;
  return <ItemEditor spec={EDIT_TYPES[section]} loaded={item.data ?? null} idParam={id} translationChanges={translationChanges.data ?? null} />;
}
