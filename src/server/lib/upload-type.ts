
import { macros } from './archive-inspection.js';
import { inspectCompoundFile } from './compound-file.js';

/**
 * Upload type detection from content (magic bytes; for Office 97–2003 files, the streams of their
 * container). The file name a client sends is never trusted: it only tells CSV text from plain
 * text, which no bytes tell apart.
 */

export type UploadKind = 'image' | 'document';

export interface UploadType {
  mime: string;
  ext: string;
}

export interface PixelDimensions {
  width: number;
  height: number;
}

export const ALLOWED_IMAGE_MIME_TYPES = [
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/bmp',
  'image/x-icon',
] as const;

export const ALLOWED_DOCUMENT_MIME_TYPES = [
  ...ALLOWED_IMAGE_MIME_TYPES,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/zip',
  'text/plain',
  'text/csv',
] as const;

/** Accepted images keyed by the `ext` file-type reports; an animated PNG is still a PNG. */
const IMAGE_TYPES: Readonly<Record<string, UploadType>> = {
  png: { mime: 'image/png', ext: 'png' },
  apng: { mime: 'image/png', ext: 'png' },
  gif: { mime: 'image/gif', ext: 'gif' },
  jpg: { mime: 'image/jpeg', ext: 'jpg' },
  bmp: { mime: 'image/bmp', ext: 'bmp' },
  ico: { mime: 'image/x-icon', ext: 'ico' },
};

/** Accepted non-image documents keyed by the `ext` file-type reports (macro-enabled Office files are not). */
const DOCUMENT_TYPES: Readonly<Record<string, UploadType>> = {
  pdf: { mime: 'application/pdf', ext: 'pdf' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ext: 'pptx' },
  odt: { mime: 'application/vnd.oasis.opendocument.text', ext: 'odt' },
  ods: { mime: 'application/vnd.oasis.opendocument.spreadsheet', ext: 'ods' },
  odp: { mime: 'application/vnd.oasis.opendocument.presentation', ext: 'odp' },
  zip: { mime: 'application/zip', ext: 'zip' },
};

/** Macro-enabled Office Open XML files, as file-type names them from their main part: refused for their macros (422), not for their type. */
const MACRO_ENABLED_OFFICE = new Set(['docm', 'dotm', 'xlsm', 'xltm', 'pptm', 'potm', 'ppsm']);

/** Old Office formats share one container (OLE compound file); the streams in it tell them apart. */
const COMPOUND_FILE_TYPES: Readonly<Record<string, UploadType>> = {
  doc: { mime: 'application/msword', ext: 'doc' },
  xls: { mime: 'application/vnd.ms-excel', ext: 'xls' },
  ppt: { mime: 'application/vnd.ms-powerpoint', ext: 'ppt' },
};

const PLAIN_TEXT: UploadType = { mime: 'text/plain', ext: 'txt' };
const CSV_TEXT: UploadType = { mime: 'text/csv', ext: 'csv' };

/** Text a browser could treat as a web page or an SVG image is refused even though it is valid UTF-8. */
const MARKUP = /^\s*<[a-z!?/]|<\s*(?:!doctype|html|script|iframe|svg)\b/i;

/** BITMAPINFOHEADER and its later versions; 12 (BITMAPCOREHEADER) is read with 16-bit sizes. */
const BMP_INFO_HEADER_SIZES = new Set([40, 52, 56, 64, 108, 124]);
const BMP_CORE_HEADER_SIZE = 12;

/**
 * Returns the type of an upload, or null when the content is not allowed for `kind`.
 * `declaredName` (the client's file name) is used only to call accepted text CSV; it never
 * decides acceptance. Throws ContentRefusedError for an Office file with macros or a password.
 */
export async function detectUploadType(
  bytes: Uint8Array,
  kind: UploadKind,
  declaredName?: string,
): Promise<UploadType | null> {
  if (bytes.length === 0) return null;
  const detectedExt = await detectBinaryExt(bytes);
  if (detectedExt !== undefined) return acceptBinary(bytes, detectedExt, kind);
  return kind === 'document' ? acceptText(bytes, declaredName) : null;
}

/** Reads a BMP's size from its DIB header; null when the header is not a plausible bitmap header. */
export function readBmpDimensions(bytes: Uint8Array): PixelDimensions | null {
  if (bytes.length < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return null;
  const view = dataViewOf(bytes);
  const headerSize = view.getUint32(14, true);
  if (headerSize === BMP_CORE_HEADER_SIZE) {
    return positiveDimensions(view.getUint16(18, true), view.getUint16(20, true));
  }
  if (!BMP_INFO_HEADER_SIZES.has(headerSize)) return null;
  // A negative height marks a top-down bitmap.
  return positiveDimensions(view.getInt32(18, true), Math.abs(view.getInt32(22, true)));
}

/** Reads an ICO's size from its first directory entry, where 0 stands for 256. */
export function readIcoDimensions(bytes: Uint8Array): PixelDimensions | null {
  const directoryEnd = 6 + 16;
  if (bytes.length < directoryEnd) return null;
  const view = dataViewOf(bytes);
  const isIconDirectory = view.getUint16(0, true) === 0 && view.getUint16(2, true) === 1;
  if (!isIconDirectory || view.getUint16(4, true) === 0) return null;
  return { width: bytes[6] || 256, height: bytes[7] || 256 };
}

/** file-type's verdict, dropping its two-byte BMP and four-byte ICO guesses when the header does not hold up. */
async function detectBinaryExt(bytes: Uint8Array): Promise<string | undefined> {
  // Loaded on the first upload, like the image library: reads never need it.
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  if (found?.ext === 'bmp' && readBmpDimensions(bytes) === null) return undefined;
  if (found?.ext === 'ico' && readIcoDimensions(bytes) === null) return undefined;
  return found?.ext;
}

async function acceptBinary(bytes: Uint8Array, detectedExt: string, kind: UploadKind): Promise<UploadType | null> {
  const image = IMAGE_TYPES[detectedExt];
  if (image !== undefined) return image;
  if (kind === 'image') return null;
  if (MACRO_ENABLED_OFFICE.has(detectedExt)) throw macros();
  if (detectedExt === 'cfb') {
    const officeType = await inspectCompoundFile(bytes);
    return officeType ? COMPOUND_FILE_TYPES[officeType]! : null;
  }
  return DOCUMENT_TYPES[detectedExt] ?? null;
}

function acceptText(bytes: Uint8Array, declaredName: string | undefined): UploadType | null {
  if (bytes.includes(0)) return null;
  const text = decodeUtf8(bytes);
  if (text === null || MARKUP.test(text)) return null;
  return extensionOf(declaredName) === 'csv' ? CSV_TEXT : PLAIN_TEXT;
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function extensionOf(fileName: string | undefined): string {
  return /\.([a-z0-9]+)$/.exec(fileName?.trim().toLowerCase() ?? '')?.[1] ?? '';
}

function dataViewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function positiveDimensions(width: number, height: number): PixelDimensions | null {
  return width > 0 && height > 0 ? { width, height } : null;
}
