import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from './error-text.js';
import type { MenuEditorNode, MenuName } from './menu-api.js';
import { useDeleteMenuItem } from './use-menu-api.js';

interface DeleteItemModalProps {
  menu: MenuName;
  /** The item asked about; it stays set while the dialog fades out after closing. */
  node: MenuEditorNode | null;
  opened: boolean;
  onClose: () => void;
  onDeleted: (label: string) => void;
  /** When the dialog has gone (after a deletion, the row that opened it has gone too). */
  onClosed?: () => void;
}

/**
 * Deleting asks first. An item with sub-items cannot be deleted (the server refuses, so the
 * sub-items are never lost silently): the dialog says to move or delete them first.
 */
export function DeleteItemModal({ menu, node, opened, onClose, onDeleted, onClosed }: DeleteItemModalProps) {
  const { t } = useTranslation('dashboard-menu', { useSuspense: false });
  const remove = useDeleteMenuItem(menu);
  const label = node?.labels.sr ?? '';
  const hasChildren = (node?.children.length ?? 0) > 0;

  function close() {
    remove.reset();
    onClose();
  }

  function confirm() {
    if (!node) return;
    remove.mutate(node.id, {
      onSuccess: () => {
        remove.reset();
        onDeleted(label);
      },
    });
  }

  return (
    <Modal opened={opened && node !== null} onClose={close} onExitTransitionEnd={onClosed} title={t('delete.title')} closeButtonProps={{ 'aria-label': t('form.close') }}>
      <Stack>
        {remove.isError && (
          <Alert color="red.9" variant="outline" role="alert">
            <Text c="red.9">{errorText(remove.error, t)}</Text>
          </Alert>
        )}
        <Text>{hasChildren ? t('delete.hasChildren', { label }) : t('delete.confirm', { label })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            {hasChildren ? t('form.close') : t('form.cancel')}
          </Button>
          {!hasChildren && (
            <Button color="red.9" onClick={confirm} loading={remove.isPending}>
              {t('delete.submit')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
