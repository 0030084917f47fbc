import { mdiContentSave, mdiDeleteOutline, mdiOpenInNew } from '@mdi/js';
import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../common/locales.js';
import { Icon } from '../../components/ui/icon.js';
import type { AdminView } from './edit-form-state.js';
import type { EditTypeSpec } from './edit-types.js';
import { previewHref } from './preview-link.js';
import type { ItemPermissions } from './item-permissions.js';

function PreviewButton({ href, isDirty }: { href: string | null; isDirty: boolean }) {
  const { t } = useTranslation('dashboard-edit');
  if (!href) {
    return (
      <Stack gap={2} align="flex-end">
        <Button variant="default" disabled aria-describedby="preview-unsaved" leftSection={<Icon path={mdiOpenInNew} size={18} />}>
          {t('actions.preview')}
        </Button>
        <Text id="preview-unsaved" size="xs" c="dimmed">
          {t('actions.previewUnsaved')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={2} align="flex-end">
      <Button component="a" href={href} target="_blank" rel="noopener" variant="default" leftSection={<Icon path={mdiOpenInNew} size={18} />}>
        {t('actions.preview')}
        <VisuallyHidden>{` ${t('actions.newTab')}`}</VisuallyHidden>
      </Button>
      {isDirty && (
        <Text size="xs" c="dimmed">
          {t('actions.previewSaved')}
        </Text>
      )}
    </Stack>
  );
}

interface EditorActionsProps {
  spec: EditTypeSpec;
  base: AdminView | null;
  tab: Locale;
  isDirty: boolean;
  isSaving: boolean;
  permissions: ItemPermissions;
  onDelete: () => void;
}

/** Why a button the user would expect is not there: their groups do not allow it here. */
function MissingReasons({ permissions, isNew }: { permissions: ItemPermissions; isNew: boolean }) {
  const { t } = useTranslation('dashboard-edit');
  const reasons = [!permissions.maySave && t(permissions.isReviewed && permissions.maySubmit ? 'permissions.reviewSave' : 'permissions.noSave'), !isNew && !permissions.mayDelete && t('permissions.noDelete')].filter(Boolean);
  if (reasons.length === 0) return null;
  return (
    <Stack gap={2} maw={320}>
      {reasons.map((reason) => (
        <Text key={String(reason)} size="sm">
          {reason}
        </Text>
      ))}
    </Stack>
  );
}

/** Unsaved-changes mark, preview (in the tab's locale), delete and save. */
export function EditorActions({ spec, base, tab, isDirty, isSaving, permissions, onDelete }: EditorActionsProps) {
  const { t } = useTranslation('dashboard-edit');
  return (
    <Group gap="sm" align="flex-start" justify="flex-end">
      {isDirty && (
        <Badge variant="outline" color="noksRed.9" size="lg" mt={6}>
          {t('status.dirty')}
        </Badge>
      )}
      {spec.publicRoute && <PreviewButton href={previewHref(spec, base, tab)} isDirty={isDirty} />}
      <MissingReasons permissions={permissions} isNew={base === null} />
      {base && permissions.mayDelete && (
        <Button variant="outline" color="noksRed.9" onClick={onDelete} leftSection={<Icon path={mdiDeleteOutline} size={18} />}>
          {t('actions.delete')}
        </Button>
      )}
      {permissions.maySave && (
        <Button type="submit" loading={isSaving} leftSection={<Icon path={mdiContentSave} size={18} />}>
          {t('actions.save')}
        </Button>
      )}
    </Group>
  );
}
