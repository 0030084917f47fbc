import type * as PdfLibModule from 'pdf-lib';
import type { PDFDocument, PDFObject } from 'pdf-lib';
import { ContentRefusedError } from './content-refusal.js';

type PdfLib = typeof PdfLibModule;

/**
 * Refuses a PDF that can run code when opened: JavaScript (an action of type JavaScript, the
 * document's JavaScript name tree, a /JS entry anywhere: open actions, additional actions of pages,
 * fields and annotations) or a launch action (which opens a program or another file). Every
 * object is looked at, wherever it is referred from, including those compressed in object streams
 * (pdf-lib unpacks them as it loads). Names are compared decoded, so `/J#61vaScript` is JavaScript.
 * An object pdf-lib could not parse is scanned as bytes; one that is an object stream it could not
 * unpack (encrypted or damaged) hides what it holds, so the file cannot be checked and is refused.
 */
export function refusePdfActiveContent(pdf: PDFDocument, pdfLib: PdfLib): void {
  const seen = new Set<PDFObject>();
  for (const [, object] of pdf.context.enumerateIndirectObjects()) walk(object, pdfLib, seen);
}

/** For a file pdf-lib cannot load at all: the same names, looked for in its bytes. */
export function refuseRawPdfActiveContent(bytes: Uint8Array): void {
  scanRawObject(bytes);
}

const JAVASCRIPT_KEYS = new Set(['JS', 'JavaScript']);

/** Depth-first over an object and every direct object in it, without recursion: nesting is the file's to choose. */
function walk(root: PDFObject, pdfLib: PdfLib, seen: Set<PDFObject>): void {
  const { PDFDict, PDFArray, PDFRawStream, PDFStream, PDFInvalidObject, PDFName } = pdfLib;
  const pending: PDFObject[] = [root];
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    // Indirect objects are each walked from enumerateIndirectObjects; a reference is not followed.
    if (seen.has(object)) continue;
    seen.add(object);
    if (object instanceof PDFInvalidObject) scanRawObject(bytesOf(object));
    if (object instanceof PDFArray) pending.push(...object.asArray());
    const dict = object instanceof PDFRawStream || object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
    for (const [key, value] of dict?.entries() ?? []) {
      const name = nameOf(key);
      if (JAVASCRIPT_KEYS.has(name)) refuseJavaScript();
      if (name === 'S' && value instanceof PDFName) {
        const action = nameOf(value);
        if (action === 'JavaScript') refuseJavaScript();
        if (action === 'Launch') refuseLaunch();
      }
      pending.push(value);
    }
  }
}

function bytesOf(object: PdfLibModule.PDFInvalidObject): Uint8Array {
  const bytes = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return bytes;
}

/** A name's text with every #xx escape decoded (pdf-lib decodes only upper-case ones; readers decode both). */
function nameOf(name: { decodeText(): string }): string {
  return decodeNameEscapes(name.decodeText());
}

function decodeNameEscapes(text: string): string {
  return text.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** PDF names in raw bytes: a slash and the regular characters after it. */
const RAW_NAME = /\/([^\s/<>[\]()%{}]+)/g;

function scanRawObject(bytes: Uint8Array): void {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let isObjectStream = false;
  for (const match of text.matchAll(RAW_NAME)) {
    const name = decodeNameEscapes(match[1]!);
    if (JAVASCRIPT_KEYS.has(name)) refuseJavaScript();
    if (name === 'Launch') refuseLaunch();
    if (name === 'ObjStm') isObjectStream = true;
  }
  if (isObjectStream) {
    throw new ContentRefusedError(
      'pdf-uncheckable',
      'The PDF keeps objects in compressed object streams that cannot be read (it is encrypted or damaged), so it cannot be checked for scripts; save it again without a password and upload it',
    );
  }
}

function refuseJavaScript(): never {
  throw new ContentRefusedError('pdf-javascript', 'The PDF contains JavaScript, which the portal does not accept in documents; save it again without scripts (for example by printing it to PDF) and upload it');
}

function refuseLaunch(): never {
  throw new ContentRefusedError('pdf-launch', 'The PDF contains a launch action, which opens a program or another file; save it again without it and upload it');
}
