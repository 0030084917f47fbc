import { mdiFilePdfBox } from '@mdi/js';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Media } from '../../../common/schemas/public.js';
import { Icon } from '../../components/ui/icon.js';
import { useLocale } from '../../lib/locale.js';
import { formatFileSize } from '../shared/format.js';
import { uploadDocument, uploadImage } from './media-api.js';
import { IMAGE_ACCEPT, PDF_ACCEPT, thumbnailUrl } from './media-files.js';
import { type MediaPickerProps, SingleMediaPicker } from './single-media-picker.js';

export type { MediaPickerProps } from './single-media-picker.js';
export { SlidesEditor, type SlidesEditorProps } from './slides-editor.js';

/** Wide enough for the preview box at twice the pixel density. */
const PREVIEW_WIDTH = 640;

function ImagePreview({ media }: { media: Media }) {
  const locale = useLocale();
  return (
    <Stack gap={4}>
      <img
        src={thumbnailUrl(media, PREVIEW_WIDTH)}
        alt={media.originalName}
        style={{ display: 'block', maxWidth: '100%', maxHeight: 240, objectFit: 'contain', alignSelf: 'flex-start' }}
      />
      <Text size="xs" c="dimmed">
        {media.width && media.height ? `${media.width} × ${media.height} px · ` : ''}
        {formatFileSize(media.size, locale)}
      </Text>
    </Stack>
  );
}

function DocumentPreview({ media }: { media: Media }) {
  const { t } = useTranslation('dashboard-media');
  const locale = useLocale();
  return (
    <Group gap="xs" wrap="nowrap">
      <Icon path={mdiFilePdfBox} size={32} />
      <div>
        <Anchor href={media.url} target="_blank" rel="noopener" fw={500} style={{ overflowWrap: 'anywhere' }} aria-label={t('document.open', { name: media.originalName })}>
          {media.originalName}
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatFileSize(media.size, locale)}
        </Text>
      </div>
    </Group>
  );
}

/** Cover image: upload (with progress) or remove; shows the current image. */
export function ImagePicker(props: MediaPickerProps) {
  return <SingleMediaPicker {...props} kind="image" accept={IMAGE_ACCEPT} upload={uploadImage} renderPreview={(media) => <ImagePreview media={media} />} />;
}

/** A PDF attached to an item: upload, replace, remove; shows its name and size. */
export function DocumentPicker(props: MediaPickerProps) {
  return <SingleMediaPicker {...props} kind="document" accept={PDF_ACCEPT} upload={uploadDocument} renderPreview={(media) => <DocumentPreview media={media} />} />;
}
