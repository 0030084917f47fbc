import pLimit from 'p-limit';
import type { DocumentWarning } from '../../common/schemas/admin.js';
import { type ZipContainer, inspectZip } from './archive-inspection.js';
import { type ImageVariants, makeImageVariants } from './image-variants.js';
import { inspectPdf } from './pdf-metadata.js';
import { ALLOWED_IMAGE_MIME_TYPES, type UploadKind, type UploadType, detectUploadType } from './upload-type.js';

export interface InspectedUpload {
  type: UploadType;
  /** An image's size and WebP variants; null for a document. */
  image: ImageVariants | null;
  /** What a PDF lacks of a title and a language; null for other files. */
  documentWarnings: DocumentWarning[] | null;
}

/** The zip-based document types and the macros each can hold. */
const ZIP_CONTAINERS: Readonly<Record<string, ZipContainer>> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'office-open-xml',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'office-open-xml',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'office-open-xml',
  'application/vnd.oasis.opendocument.text': 'open-document',
  'application/vnd.oasis.opendocument.spreadsheet': 'open-document',
  'application/vnd.oasis.opendocument.presentation': 'open-document',
  'application/zip': 'zip',
};

/**
 * Uploads are inspected one at a time in this process. Decoding an image holds a thread of
 * libuv's pool (and libvips's threads on every core) for up to seconds, and that pool also serves
 * every file read and every response compressed: several large images at once held all of it, and
 * a download or a page waited behind them for seconds. One at a time, the pool keeps threads for
 * reads, and an upload waits its turn instead.
 */
const oneAtATime = pLimit(1);

/**
 * What an upload is (detectUploadType), and what the portal makes of it: an image's variants, a
 * PDF's findings; refuses with ContentRefusedError what it will not keep (a PDF that runs code, an
 * Office file with macros or a password, a zip bomb, an image too large), throws InvalidImageError
 * for an image that cannot be decoded. Null when the type is not accepted for `kind`.
 */
export function inspectUpload(bytes: Buffer, kind: UploadKind, declaredName: string | undefined): Promise<InspectedUpload | null> {
  return oneAtATime(async () => {
    const type = await detectUploadType(bytes, kind, declaredName);
    if (!type) return null;
    if ((ALLOWED_IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) {
      return { type, image: await makeImageVariants(bytes, type.mime), documentWarnings: null };
    }
    if (type.mime === 'application/pdf') return { type, image: null, documentWarnings: await inspectPdf(bytes) };
    const container = ZIP_CONTAINERS[type.mime];
    if (container) await inspectZip(bytes, container);
    return { type, image: null, documentWarnings: null };
  });
}
