import { ApiError } from '../../lib/api-client.js';

type Translate = (key: string, values: Record<string, string | number>) => string;

const BYTES_PER_MEGABYTE = 1024 * 1024;

/**
 * What the editor says when an image was not added: its own words for what it knows (too large,
 * wrong type, no connection), else the API's message or the custom handler's error as it is.
 */
export function uploadRefusalText(error: unknown, name: string, t: Translate): string {
  if (error instanceof ApiError) {
    const limitBytes = error.details?.limitBytes;
    if (error.status === 413 && typeof limitBytes === 'number') return t('upload.tooLarge', { name, megabytes: Math.floor(limitBytes / BYTES_PER_MEGABYTE) });
    if (error.status === 415) return t('upload.refusedType', { name });
    const maxPixels = (error.details?.limits as { maxPixels?: unknown } | undefined)?.maxPixels;
    if (error.details?.reason === 'image-too-many-pixels' && typeof maxPixels === 'number') {
      return t('upload.tooManyPixels', { name, megapixels: Math.floor(maxPixels / 1_000_000) });
    }
    if (error.status === 0) return t('upload.network', { name });
  }
  const message = error instanceof Error && error.message ? error.message : String(error);
  return t('upload.failed', { name, message });
}
