import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  cancelLabel?: string;
  isDanger?: boolean;
  isPending?: boolean;
}

/** A question with two answers; the safe one (cancel) has the focus first. */
export function ConfirmDialog({ opened, title, children, confirmLabel, onConfirm, onCancel, cancelLabel, isDanger = false, isPending = false }: ConfirmDialogProps) {
  const { t } = useTranslation('dashboard-edit');
  return (
    <Modal opened={opened} onClose={onCancel} title={title} closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack>
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button color={isDanger ? 'noksRed.9' : undefined} onClick={onConfirm} loading={isPending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
