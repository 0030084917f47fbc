import { mdiFileDocumentOutline, mdiFileReplaceOutline } from '@mdi/js';
import { Anchor, Button, Fieldset, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMedia } from '../../../common/schemas/admin.js';
import { Icon } from '../../components/ui/icon.js';
import { useLocale } from '../../lib/locale.js';
import { FileDropZone } from '../dashboard-media/file-drop-zone.js';
import { uploadDocument } from '../dashboard-media/media-api.js';
import { DOCUMENT_ACCEPT } from '../dashboard-media/media-files.js';
import { UploadList } from '../dashboard-media/upload-list.js';
import { useUploadQueue } from '../dashboard-media/use-upload-queue.js';
import { formatFileSize } from '../shared/format.js';
import { DocumentWarnings } from './document-warnings.js';

interface FileDocumentFieldProps {
  /** The document the file has now (the stored one, or a replacement not saved yet). */
  media: AdminMedia | null;
  /** Whether `media` is a replacement that the next save stores. */
  isReplacement: boolean;
  onReplace: (media: AdminMedia) => void;
  /** Goes back to the stored document. */
  onUndo: () => void;
}

function DocumentSummary({ media }: { media: AdminMedia }) {
  const { t } = useTranslation('dashboard-files');
  const locale = useLocale();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Icon path={mdiFileDocumentOutline} size={28} />
      <div>
        <Anchor href={media.url} fw={500} style={{ overflowWrap: 'anywhere' }} aria-label={t('document.download', { name: media.originalName })}>
          {media.originalName}
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatFileSize(media.size, locale)} · {media.mime}
        </Text>
      </div>
    </Group>
  );
}

/** The file's document: its name and size, and a new upload (button or drop) that replaces it on save. */
export function FileDocumentField({ media, isReplacement, onReplace, onUndo }: FileDocumentFieldProps) {
  const { t } = useTranslation('dashboard-files');
  const locale = useLocale();
  const [announcement, setAnnouncement] = useState('');
  const queue = useUploadQueue<AdminMedia>({
    concurrency: 1,
    upload: (file, options) => uploadDocument(file, locale, options),
    onDone: (uploaded, item) => {
      onReplace(uploaded);
      queue.dismiss(item.key);
      setAnnouncement(t('document.replaced', { name: uploaded.originalName }));
    },
  });

  function choose(files: File[]) {
    for (const item of queue.items) queue.cancel(item.key);
    queue.add(files.slice(0, 1));
  }

  return (
    <Fieldset legend={t('document.legend')}>
      <FileDropZone accept={DOCUMENT_ACCEPT} onFiles={choose}>
        {(open) => (
          <Stack gap="sm">
            {media ? <DocumentSummary media={media} /> : <Text size="sm">{t('document.missing')}</Text>}
            <DocumentWarnings warnings={media?.documentWarnings} />
            {isReplacement && (
              <Text size="sm" fw={500}>
                {t('document.pending')}
              </Text>
            )}
            <Group gap="sm">
              <Button variant="default" leftSection={<Icon path={mdiFileReplaceOutline} size={18} />} onClick={open}>
                {t('document.replace')}
              </Button>
              {isReplacement && (
                <Button variant="subtle" onClick={onUndo}>
                  {t('document.undo')}
                </Button>
              )}
              <Text size="sm" c="dimmed">
                {t('document.drop')}
              </Text>
            </Group>
            <UploadList items={queue.items} onCancel={queue.cancel} onRetry={queue.retry} onDismiss={queue.dismiss} />
          </Stack>
        )}
      </FileDropZone>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Fieldset>
  );
}
