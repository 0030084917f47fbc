import { Alert, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_STATUSES, type ContentStatus } from '../../../common/schemas/common.js';
import { useLocale } from '../../lib/locale.js';
import { PORTAL_TIME_ZONE } from '../../../common/time/zoned-time.js';
import { formatDateTime } from '../shared/format.js';
import { type AdminView, type EditForm, publicationState } from './edit-form-state.js';
import type { ItemForm } from './use-item-form.js';
import type { ItemPermissions } from './item-permissions.js';

function PublicationNotice({ form }: { form: EditForm }) {
  const { t } = useTranslation('dashboard-edit');
  const locale = useLocale();
  const state = publicationState(form, Date.now(), PORTAL_TIME_ZONE);
  if (state.kind === 'scheduled') {
    return (
      <Alert color="noksBlue" variant="outline" p="xs">
        <Text size="sm" c="noksBlue.9" fw={600}>
          {t('publishing.scheduled', { time: formatDateTime(state.time, locale) })}
        </Text>
      </Alert>
    );
  }
  const text = state.kind === 'live' ? t('publishing.live', { time: formatDateTime(state.time, locale) }) : state.kind === 'now' ? t('publishing.now') : t('publishing.hidden');
  return <Text size="sm">{text}</Text>;
}

/** Status and publish time (with what they mean now), and the saved item's version and dates. */
export function PublishingFields({ itemForm, base, permissions }: { itemForm: ItemForm; base: AdminView | null; permissions: ItemPermissions }) {
  const { t } = useTranslation('dashboard-edit');
  const locale = useLocale();
  const { form } = itemForm;
  const { mayPublish, mayWithdraw, isReviewed } = permissions;
  // Without the right to publish only a draft is offered; where review holds publishing back, the
  // item may still be taken back. The item's own status stays shown as it is.
  const offered = (status: ContentStatus) => mayPublish || status === 'draft' || status === form.status || (mayWithdraw && status !== 'published');
  const statuses = CONTENT_STATUSES.filter(offered);
  const statusHint = isReviewed ? t('publishing.reviewed') : mayPublish ? t('publishing.statusHint') : t('permissions.noPublish');
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('publishing.status')}
        description={statusHint}
        value={form.status}
        onChange={(event) => itemForm.setStatus(event.currentTarget.value as ContentStatus)}
        data={statuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
      />
      <TextInput
        type="datetime-local"
        label={t('publishing.publishedAt')}
        description={t('publishing.publishedAtHint')}
        value={form.publishedAt}
        onChange={(event) => itemForm.setPublishedAt(event.currentTarget.value)}
        onBlur={() => itemForm.blur('publishedAt')}
        error={itemForm.errors.publishedAt}
      />
      <PublicationNotice form={form} />
      {base && (
        <Text size="sm" c="dimmed">
          {t('publishing.meta', { version: base.version, created: formatDateTime(base.createdAt, locale), updated: formatDateTime(base.updatedAt, locale) })}
        </Text>
      )}
    </Stack>
  );
}
