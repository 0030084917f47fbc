import type { FileKind } from '../../../common/schemas/public.js';

/** Which MIME types each filter of the document library covers. */
export const MIME_TYPES_BY_KIND: Record<FileKind, string[]> = {
  pdf: ['application/pdf'],
  word: [
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.oasis.opendocument.text',
  ],
  spreadsheet: [
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.oasis.opendocument.spreadsheet',
    'text/csv',
  ],
  presentation: [
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.presentation',
  ],
  image: ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon'],
  archive: ['application/zip'],
  text: ['text/plain'],
};

export function kindOfMime(mime: string): FileKind {
  for (const [kind, mimes] of Object.entries(MIME_TYPES_BY_KIND)) if (mimes.includes(mime)) return kind as FileKind;
  return 'archive';
}
