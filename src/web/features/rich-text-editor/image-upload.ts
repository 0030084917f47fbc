import type { Locale } from '../../../common/locales.js';
import type { Media } from '../../../common/schemas/public.js';
import { apiFetch } from '../../lib/api-client.js';
import { uploadFiles } from '../../lib/upload.js';

/**
 * The editor's default image-added and image-removed handlers (SPEC §7): a file is stored through
 * the media API and its URL inserted; an image uploaded here and then removed for good is
 * released, and the server deletes it once no content or revision refers to it.
 */

export const IMAGE_UPLOAD_PATH = '/api/admin/media/images';

/**
 * URL → media id of the images uploaded since the dashboard was opened. Images of stored content
 * are not in it and are never released from here: the server already keeps anything a saved
 * content or revision refers to, so only this session's uploads can end up referred to by nothing.
 */
const sessionUploads = new Map<string, number>();

export async function uploadEditorImage(file: File, locale: Locale, onProgress: (fraction: number) => void): Promise<string> {
  const media = await uploadFiles<Media>(IMAGE_UPLOAD_PATH, locale, [file], { onProgress });
  sessionUploads.set(media.url, media.id);
  return media.url;
}

export function releaseEditorImage(src: string, locale: Locale): void {
  const id = sessionUploads.get(src);
  if (id === undefined) return;
  sessionUploads.delete(src);
  // keepalive: the release may be sent while the page unloads. A failed release only leaves a
  // file behind; nobody is waiting for it, so it stays out of the loading bar and shows nothing.
  apiFetch(`/api/admin/media/${id}/release`, locale, { method: 'POST', keepalive: true }, { trackLoading: false }).catch(() => {});
}
