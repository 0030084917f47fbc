import type { Locale } from '../../../common/locales.js';
import type { AdminMedia } from '../../../common/schemas/admin.js';
import type { Media } from '../../../common/schemas/public.js';
import { apiFetch } from '../../lib/api-client.js';
import { uploadFiles } from '../../lib/upload.js';
import type { UploadTaskOptions } from './upload-queue.js';

export const IMAGES_API_PATH = '/api/admin/media/images';
export const DOCUMENTS_API_PATH = '/api/admin/media/documents';

/** POST /api/admin/media/images with one image: 201 → the stored image with its variants. */
export function uploadImage(file: File, locale: Locale, options: UploadTaskOptions): Promise<Media> {
  return uploadFiles<Media>(IMAGES_API_PATH, locale, [file], options);
}

/**
 * POST /api/admin/media/documents with one file (one per request, so each has its own progress);
 * a PDF comes back with what its check found missing (documentWarnings).
 */
export async function uploadDocument(file: File, locale: Locale, options: UploadTaskOptions): Promise<AdminMedia> {
  const { items } = await uploadFiles<{ items: AdminMedia[] }>(DOCUMENTS_API_PATH, locale, [file], options);
  const [media] = items;
  if (!media) throw new Error('The server stored no file');
  return media;
}

/**
 * Tells the server an upload is no longer wanted here. It is deleted later only if nothing (no
 * content, rich text or revision) refers to it, so releasing media still in use is harmless.
 * Failures are ignored: at worst an unused file stays in storage.
 */
export async function releaseMedia(id: number, locale: Locale): Promise<void> {
  try {
    await apiFetch<null>(`/api/admin/media/${id}/release`, locale, { method: 'POST' }, { trackLoading: false });
  } catch {
    // The screen's own work is done; nothing to tell the editor.
  }
}
