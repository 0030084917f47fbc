import { mdiUpload } from '@mdi/js';
import { Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../common/locales.js';
import type { Media } from '../../../common/schemas/public.js';
import { Icon } from '../../components/ui/icon.js';
import { useLocale } from '../../lib/locale.js';
import { FileDropZone } from './file-drop-zone.js';
import { releaseMedia } from './media-api.js';
import { acceptCheck } from './media-files.js';
import type { UploadTaskOptions } from './upload-queue.js';
import { UploadList } from './upload-list.js';
import { useUploadQueue } from './use-upload-queue.js';

export interface MediaPickerProps {
  label: string;
  value: Media | null;
  onChange: (media: Media | null) => void;
  error?: string | null | undefined;
  description?: string | undefined;
}

interface SingleMediaPickerProps extends MediaPickerProps {
  /** Prefix of the picker's texts in dashboard-media.json: 'image' or 'document'. */
  kind: 'image' | 'document';
  accept: string;
  upload: (file: File, locale: Locale, options: UploadTaskOptions) => Promise<Media>;
  renderPreview: (media: Media) => ReactNode;
}

/** Ids of the label, description and error, which the group names and describes itself by. */
function useFieldIds(description: string | undefined, error: string | null | undefined) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { label: `${id}-label`, description: `${id}-description`, error: `${id}-error`, describedBy: describedBy || undefined };
}

/**
 * One uploaded file of a form (a cover image, a presentation's PDF): shows it, uploads a new one
 * by the button or by dropping it (with a progress bar and the API's error), removes it. The
 * file it replaces or removes is released; the server keeps it while anything still uses it.
 */
export function SingleMediaPicker({ kind, label, value, onChange, error, description, accept, upload, renderPreview }: SingleMediaPickerProps) {
  const { t, ready } = useTranslation('dashboard-media', { useSuspense: false });
  const locale = useLocale();
  const ids = useFieldIds(description, error);
  const [announcement, setAnnouncement] = useState('');
  const uploadButton = useRef<HTMLButtonElement>(null);
  // An upload finishes after renders the picker did not see: it replaces the latest value.
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  }, [value]);

  const queue = useUploadQueue<Media>({
    concurrency: 1,
    check: acceptCheck(accept),
    upload: (file, options) => upload(file, locale, options),
    onDone: (media, item) => {
      const previous = current.current;
      if (previous && previous.id !== media.id) void releaseMedia(previous.id, locale);
      current.current = media;
      onChange(media);
      queue.dismiss(item.key);
      setAnnouncement(t(`${kind}.uploaded`, { name: media.originalName }));
    },
  });

  function choose(files: File[]) {
    // A new choice replaces whatever was still going or had failed.
    for (const item of queue.items) queue.cancel(item.key);
    setAnnouncement('');
    queue.add(files.slice(0, 1));
  }

  function remove() {
    if (!value) return;
    void releaseMedia(value.id, locale);
    current.current = null;
    onChange(null);
    setAnnouncement(t(`${kind}.removed`, { name: value.originalName }));
    uploadButton.current?.focus();
  }

  if (!ready) return <Skeleton height={120} aria-hidden="true" />;

  return (
    <Stack gap={6} role="group" aria-labelledby={ids.label} aria-describedby={ids.describedBy}>
      <Text id={ids.label} component="div" size="sm" fw={500}>
        {label}
      </Text>
      {description && (
        <Text id={ids.description} size="xs" c="dimmed">
          {description}
        </Text>
      )}
      <FileDropZone accept={accept} onFiles={choose}>
        {(open) => (
          <Stack gap="sm">
            {value ? renderPreview(value) : <Text size="sm">{t(`${kind}.none`)}</Text>}
            <Group gap="sm">
              <Button ref={uploadButton} variant="default" leftSection={<Icon path={mdiUpload} size={18} />} onClick={open} aria-describedby={ids.label}>
                {value ? t(`${kind}.replace`) : t(`${kind}.upload`)}
              </Button>
              {value && (
                <Button variant="outline" color="red.9" onClick={remove} aria-describedby={ids.label}>
                  {t(`${kind}.remove`)}
                </Button>
              )}
              <Text size="sm" c="dimmed">
                {t(`${kind}.drop`)}
              </Text>
            </Group>
            <UploadList items={queue.items} onCancel={queue.cancel} onRetry={queue.retry} onDismiss={queue.dismiss} />
          </Stack>
        )}
      </FileDropZone>
      {error && (
        <Text id={ids.error} size="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Stack>
  );
}
