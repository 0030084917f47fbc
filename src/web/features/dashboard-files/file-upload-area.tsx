import { mdiPencil, mdiUpload } from '@mdi/js';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../common/locales.js';
import { Icon } from '../../components/ui/icon.js';
import { useLocale } from '../../lib/locale.js';
import { FileDropZone } from '../dashboard-media/file-drop-zone.js';
import { releaseMedia, uploadDocument } from '../dashboard-media/media-api.js';
import { DOCUMENT_ACCEPT } from '../dashboard-media/media-files.js';
import type { UploadTaskOptions } from '../dashboard-media/upload-queue.js';
import { UploadList } from '../dashboard-media/upload-list.js';
import { useUploadQueue } from '../dashboard-media/use-upload-queue.js';
import { DocumentWarnings } from './document-warnings.js';
import { newFileInput } from './file-form.js';
import { type FileView, createFile, invalidateFiles } from './files-api.js';

/** Files sent at once: each still gets its own request and progress bar. */
const UPLOAD_CONCURRENCY = 2;

/**
 * Uploads one document and records it as a draft file titled after its name; if the record
 * cannot be made, the upload is released again (nothing else refers to it).
 */
async function uploadAsFile(file: File, locale: Locale, options: UploadTaskOptions): Promise<FileView> {
  const media = await uploadDocument(file, locale, options);
  try {
    return await createFile(newFileInput(media, new Date().getFullYear()), locale, options.signal);
  } catch (error) {
    void releaseMedia(media.id, locale);
    throw error;
  }
}

/** Drop several files (or choose them): each is uploaded with its own progress and becomes a draft. */
export function FileUploadArea({ onEdit }: { onEdit: (id: number) => void }) {
  const { t } = useTranslation('dashboard-files');
  const locale = useLocale();
  const client = useQueryClient();
  const headingId = useId();
  const queue = useUploadQueue<FileView>({
    concurrency: UPLOAD_CONCURRENCY,
    upload: (file, options) => uploadAsFile(file, locale, options),
    onDone: () => void invalidateFiles(client),
  });

  return (
    <Box component="section" aria-labelledby={headingId} style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-sm)' }}>
      <Title order={2} size="h4" id={headingId}>
        {t('upload.heading')}
      </Title>
      <FileDropZone accept={DOCUMENT_ACCEPT} multiple onFiles={(files) => queue.add(files)}>
        {(open) => (
          <Stack gap="sm">
            <Group gap="sm">
              <Button leftSection={<Icon path={mdiUpload} size={18} />} onClick={open}>
                {t('upload.choose')}
              </Button>
              <Text size="sm">{t('upload.drop')}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('upload.hint')}
            </Text>
            <UploadList
              items={queue.items}
              onCancel={queue.cancel}
              onRetry={queue.retry}
              onDismiss={queue.dismiss}
              renderDone={(item) =>
                item.result && (
                  <Stack gap="xs">
                    <DocumentWarnings warnings={item.result.media?.documentWarnings} />
                    <Group>
                      <Button
                        size="compact-sm"
                        variant="default"
                        leftSection={<Icon path={mdiPencil} size={16} />}
                        onClick={() => onEdit(item.result!.id)}
                        aria-label={t('upload.edit', { title: item.result.translations.sr?.title ?? item.file.name })}
                      >
                        {t('upload.editShort')}
                      </Button>
                    </Group>
                  </Stack>
                )
              }
            />
          </Stack>
        )}
      </FileDropZone>
    </Box>
  );
}
