import type { Locale } from '../../../common/locales.js';
import type { Media } from '../../../common/schemas/public.js';
import { UPLOAD_REFUSAL_REASONS } from '../../../common/upload-refusals.js';
import { ApiError } from '../../lib/api-client.js';
import { formatFileSize } from '../shared/format.js';

/** The images the server accepts (SPEC §5: png, gif, jpeg, bmp, x-icon), for the file chooser and drops. */
export const IMAGE_ACCEPT = 'image/png,image/gif,image/jpeg,image/bmp,image/x-icon,.png,.gif,.jpg,.jpeg,.bmp,.ico';

export const PDF_ACCEPT = 'application/pdf,.pdf';

/** Every document type the document library takes (the server checks the content again). */
export const DOCUMENT_ACCEPT = [
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
  '.zip',
  '.txt',
  '.csv',
  IMAGE_ACCEPT,
].join(',');

/**
 * Whether a file fits an `accept` list as the file input reads it: `.ext` tokens match the name,
 * `type/subtype` and `type/*` the MIME type the browser gives (which may be empty).
 */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: string): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .some((token) => {
      if (token.startsWith('.')) return name.endsWith(token);
      if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
      return type === token;
    });
}

/** A file refused before it was sent, because its type is not one the field takes. */
export class WrongTypeError extends Error {
  constructor(readonly fileName: string) {
    super(`${fileName} is not of an accepted type`);
    this.name = 'WrongTypeError';
  }
}

/** The `check` of an upload queue that takes only files fitting `accept`. */
export function acceptCheck(accept: string): (file: File) => WrongTypeError | null {
  return (file) => (matchesAccept(file, accept) ? null : new WrongTypeError(file.name));
}

/** The smallest variant at least `width` pixels wide (else the largest one, else the original). */
export function thumbnailUrl(media: Pick<Media, 'url' | 'variants'>, width: number): string {
  const variants = [...media.variants].sort((a, b) => a.width - b.width);
  return (variants.find((variant) => variant.width >= width) ?? variants.at(-1))?.url ?? media.url;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What the editor reads when an upload fails: the API's error codes (413 too large, 415 or 400
 * for a file of the wrong type or one that cannot be read, 422 with the reason for content
 * refused) in the dashboard's language, else the API's own message.
 */
export function uploadErrorText(error: unknown, t: Translate, locale: Locale): string {
  if (error instanceof WrongTypeError) return t('errors.wrongType');
  if (!(error instanceof ApiError)) return t('errors.generic');
  switch (error.code) {
    case 'PAYLOAD_TOO_LARGE': {
      const limit = error.details?.limitBytes;
      return typeof limit === 'number' ? t('errors.tooLargeLimit', { limit: formatFileSize(limit, locale) }) : t('errors.tooLarge');
    }
    case 'UNSUPPORTED_MEDIA_TYPE':
      return t('errors.wrongType');
    case 'CONTENT_REFUSED': {
      const reason = error.details?.reason;
      return typeof reason === 'string' && (UPLOAD_REFUSAL_REASONS as readonly string[]).includes(reason) ? t(`errors.refused.${reason}`) : error.message || t('errors.generic');
    }
    case 'VALIDATION_FAILED':
      return fieldMessage(error) === 'Empty file' ? t('errors.empty') : t('errors.unreadable');
    case 'NETWORK':
      return t('errors.network');
    case 'UNAUTHORIZED':
      return t('errors.signedOut');
    default:
      return error.message || t('errors.generic');
  }
}

/**
 * Whether sending the same file again may succeed: after a network failure, a busy or failing
 * server (429, 5xx); not when the server refused the file itself (its type, size or content).
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof WrongTypeError) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;
}

function fieldMessage(error: ApiError): unknown {
  const fields = error.details?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, unknown>).file : undefined;
}
