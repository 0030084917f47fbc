import { ContentRefusedError } from './content-refusal.js';
import { macros } from './archive-inspection.js';

/** The Office 97–2003 formats, which share one container (the OLE compound file). */
export type CompoundOfficeType = 'doc' | 'xls' | 'ppt';

/**
 * Which Office 97–2003 application wrote a compound file, from the streams it holds (a Word
 * document's WordDocument, a workbook's Workbook, a presentation's PowerPoint Document): null
 * for any other compound file (an installer, a mail message, a drawing) and for one that cannot be
 * read. Refuses (ContentRefusedError) one with macros (a VBA project; in a workbook, Excel 4.0
 * macro sheets too) or a password, which nobody could open from a public library nor can be checked
 * (an Office Open XML file saved with a password is such a container too).
 */
export async function inspectCompoundFile(bytes: Uint8Array): Promise<CompoundOfficeType | null> {
  const { default: CFB } = await import('cfb');
  let container;
  try {
    container = CFB.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { type: 'buffer' });
  } catch {
    return null;
  }
  const streams = new Map<string, Uint8Array>();
  for (const entry of container.FileIndex) {
    const name = entry.name.toLowerCase();
    if (VBA_NAMES.has(name)) throw macros();
    if (name === 'encryptedpackage' || name === 'encryptioninfo') throw encrypted();
    if (entry.type === STREAM && entry.content) streams.set(name, Uint8Array.from(entry.content));
  }
  const word = streams.get('worddocument');
  if (word) {
    if (isWordEncrypted(word)) throw encrypted();
    return 'doc';
  }
  const workbook = streams.get('workbook') ?? streams.get('book');
  if (workbook) {
    refuseWorkbookMacrosAndPassword(workbook);
    return 'xls';
  }
  const presentation = streams.get('powerpoint document');
  if (presentation) {
    refusePresentationMacrosAndPassword(presentation);
    return 'ppt';
  }
  return null;
}

/** CFB's entry type of a stream (the others are storages and the root). */
const STREAM = 2;
/** Where Word (Macros, VBA), Excel (_VBA_PROJECT_CUR) and PowerPoint's stored projects keep VBA. */
const VBA_NAMES = new Set(['macros', 'vba', '_vba_project_cur', '_vba_project']);

/** The File Information Block's fEncrypted flag ([MS-DOC] 2.5.2). */
function isWordEncrypted(stream: Uint8Array): boolean {
  return stream.length >= 12 && (readUint16(stream, 0x0a) & 0x0100) !== 0;
}

const BIFF_EOF = 0x000a;
const BIFF_FILEPASS = 0x002f;
const BIFF_BOUNDSHEET = 0x0085;
/** BoundSheet8's sheet types of an Excel 4.0 macro sheet and of a VBA module ([MS-XLS] 2.4.28). */
const MACRO_SHEET_TYPES = new Set([0x01, 0x06]);

/** The workbook globals' records, up to their end: a macro sheet, or FILEPASS (a password). */
function refuseWorkbookMacrosAndPassword(stream: Uint8Array): void {
  for (let offset = 0; offset + 4 <= stream.length; ) {
    const type = readUint16(stream, offset);
    const size = readUint16(stream, offset + 2);
    if (type === BIFF_FILEPASS) throw encrypted();
    if (type === BIFF_BOUNDSHEET && size >= 6 && MACRO_SHEET_TYPES.has(stream[offset + 4 + 5]!)) throw macros();
    if (type === BIFF_EOF) return;
    offset += 4 + size;
  }
}

const PPT_VBA_INFO = 0x03ff;
const PPT_CRYPT_SESSION = 0x2f14;

/** Every record of the presentation stream, containers opened: a VBA project's record, or an encryption header. */
function refusePresentationMacrosAndPassword(stream: Uint8Array): void {
  for (let offset = 0; offset + 8 <= stream.length; ) {
    const isContainer = (readUint16(stream, offset) & 0x000f) === 0x000f;
    const type = readUint16(stream, offset + 2);
    if (type === PPT_VBA_INFO) throw macros();
    if (type === PPT_CRYPT_SESSION) throw encrypted();
    // A container's records follow its header; an atom's data is skipped.
    offset += isContainer ? 8 : 8 + readUint32(stream, offset + 4);
  }
}

function readUint16(bytes: Uint8Array, offset: number): number {
  return bytes[offset]! | (bytes[offset + 1]! << 8);
}

function readUint32(bytes: Uint8Array, offset: number): number {
  return (bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16)) + bytes[offset + 3]! * 0x1000000;
}

function encrypted(): ContentRefusedError {
  return new ContentRefusedError('office-encrypted', 'The document is protected by a password: nobody could open it from the portal, nor can it be checked for macros; upload it without the password');
}
