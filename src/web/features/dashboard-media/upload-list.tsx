import { mdiClose, mdiReload } from '@mdi/js';
import { ActionIcon, Box, Group, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.js';
import { useLocale } from '../../lib/locale.js';
import { formatFileSize } from '../shared/format.js';
import { isRetryable, uploadErrorText } from './media-files.js';
import type { UploadItem } from './upload-queue.js';

const ERROR_COLOR = 'var(--mantine-color-error)';

interface UploadListProps<T> {
  items: readonly UploadItem<T>[];
  onCancel: (key: string) => void;
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
  /** More for a finished file (the files screen offers to edit its record). */
  renderDone?: (item: UploadItem<T>) => ReactNode;
}

function stateText<T>(item: UploadItem<T>, t: (key: string) => string): string {
  if (item.state === 'uploading') return item.progress >= 1 ? t('uploads.processing') : t('uploads.uploading');
  return t(`uploads.${item.state}`);
}

/** How far the uploads are, said once per change by the list's live region (not per percent). */
function Summary<T>({ items }: { items: readonly UploadItem<T>[] }) {
  const { t } = useTranslation('dashboard-media');
  const done = items.filter((item) => item.state === 'done').length;
  const failed = items.filter((item) => item.state === 'failed').length;
  const text = failed > 0 ? t('uploads.summaryFailed', { done, total: items.length, failed }) : t('uploads.summary', { done, total: items.length });
  return (
    <Text size="sm" fw={500} role="status">
      {text}
    </Text>
  );
}

function UploadRow<T>({ item, onCancel, onRetry, onDismiss, renderDone }: { item: UploadItem<T> } & Omit<UploadListProps<T>, 'items'>) {
  const { t } = useTranslation('dashboard-media');
  const locale = useLocale();
  const name = item.file.name;
  const percent = Math.round(item.progress * 100);
  const isActive = item.state === 'queued' || item.state === 'uploading';
  return (
    <Box component="li" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {name} <Text span size="sm" c="dimmed">({formatFileSize(item.file.size, locale)})</Text>
        </Text>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" c={item.state === 'failed' ? ERROR_COLOR : undefined}>
            {stateText(item, t)}
          </Text>
          {item.state === 'failed' && isRetryable(item.error) && (
            <ActionIcon variant="default" aria-label={t('uploads.retry', { name })} onClick={() => onRetry(item.key)}>
              <Icon path={mdiReload} size={18} />
            </ActionIcon>
          )}
          <ActionIcon
            variant="default"
            aria-label={isActive ? t('uploads.cancel', { name }) : t('uploads.dismiss', { name })}
            onClick={() => (isActive ? onCancel(item.key) : onDismiss(item.key))}
          >
            <Icon path={mdiClose} size={18} />
          </ActionIcon>
        </Group>
      </Group>
      <Progress.Root size="md" radius="sm">
        <Progress.Section
          value={item.state === 'done' ? 100 : percent}
          color={item.state === 'failed' ? 'red.9' : item.state === 'done' ? 'teal.9' : 'noksBlue.8'}
          aria-label={t('uploads.progress', { name })}
        />
      </Progress.Root>
      {item.state === 'failed' && (
        <Text size="sm" c={ERROR_COLOR}>
          {uploadErrorText(item.error, t, locale)}
        </Text>
      )}
      {item.state === 'done' && renderDone?.(item)}
    </Box>
  );
}

/** Each file being uploaded with its own progress bar, state and buttons (cancel, retry, dismiss). */
export function UploadList<T>({ items, ...actions }: UploadListProps<T>) {
  const { t } = useTranslation('dashboard-media');
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Summary items={items} />
      <Box component="ul" aria-label={t('uploads.label')} m={0} p={0} style={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-sm)' }}>
        {items.map((item) => (
          <UploadRow key={item.key} item={item} {...actions} />
        ))}
      </Box>
    </Stack>
  );
}
