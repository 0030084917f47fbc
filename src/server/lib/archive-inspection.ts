import type { Readable } from 'node:stream';
import type * as YauzlModule from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import { ContentRefusedError } from './content-refusal.js';

/**
 * Bounds on what an uploaded zip (a .zip, or an Office or OpenDocument file, which are zips) may
 * expand to. The documents a public library holds stay far below them: an Office file has tens to
 * hundreds of entries and expands 5 to 20 times; a zip bomb expands thousands of times (deflate
 * reaches 1,032 to 1), and one of many entries or many levels makes every extractor and scanner
 * that opens it do that work.
 */
export const ARCHIVE_LIMITS = {
  /** Entries in all, those of archives inside it included. */
  maxEntries: 2_000,
  /** Bytes it expands to in all, archives inside it included. */
  maxExpandedBytes: 512 * 1024 * 1024,
  /** Expansion over the upload's own size, once it expands beyond ratioFromBytes. */
  maxRatio: 200,
  ratioFromBytes: 10 * 1024 * 1024,
  /** Levels of archives inside the uploaded one (a zip of Word files with spreadsheets embedded is two). */
  maxNesting: 3,
  /** An archive inside is read into memory to be checked; a larger one is a bomb's inner layer. */
  maxInnerArchiveBytes: 64 * 1024 * 1024,
} as const;

/** Which macros to look for in the top level: an Office Open XML file's, an OpenDocument file's, or none (a plain zip). */
export type ZipContainer = 'office-open-xml' | 'open-document' | 'zip';

interface Budget {
  entries: number;
  expandedBytes: number;
}

/**
 * Refuses (ContentRefusedError) a zip that is a bomb (expands beyond the bounds of ARCHIVE_LIMITS,
 * declared or actual), has too many entries, holds a path that leaves the folder it is extracted
 * to or a link, has encrypted entries or entries it cannot check, or is damaged; and, for Office
 * and OpenDocument files, one with macros. Archives inside it are checked the same way, within the
 * same bounds. Every entry is inflated once (by zlib, off the event loop) to prove its declared
 * size: a header can understate it, and extractors that trust the data would not stop there.
 */
export async function inspectZip(bytes: Buffer, container: ZipContainer): Promise<void> {
  await inspectLevel(bytes, { entries: 0, expandedBytes: 0 }, 0, container);
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CONTENT_TYPES = '[Content_Types].xml';
/** The most of [Content_Types].xml kept to read (a real one is a few kilobytes). */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

async function inspectLevel(bytes: Buffer, budget: Budget, depth: number, container: ZipContainer): Promise<void> {
  const yauzl = await import('yauzl');
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false });
  } catch (error) {
    throw unreadable(error);
  }
  try {
    if (budget.entries + zip.entryCount > ARCHIVE_LIMITS.maxEntries) throw tooManyEntries();
    const entries = await checkedEntries(zip, yauzl, budget, bytes.length);
    if (container !== 'zip') refuseMacroEntries(entries.map((entry) => entry.name), container);
    for (const { entry, name } of entries) {
      const data = await readEntry(zip, entry, name === CONTENT_TYPES && container === 'office-open-xml');
      if (data.contentTypes !== null) refuseMacroContentTypes(data.contentTypes);
      if (data.innerArchive !== null) {
        if (depth + 1 > ARCHIVE_LIMITS.maxNesting) throw tooDeep();
        await inspectLevel(data.innerArchive, budget, depth + 1, 'zip');
      }
    }
  } finally {
    zip.close();
  }
}

type Yauzl = typeof YauzlModule;

/** The entries of the central directory, each checked for its path, encryption, method and size. */
async function checkedEntries(zip: ZipFile, yauzl: Yauzl, budget: Budget, archiveBytes: number): Promise<{ entry: Entry; name: string }[]> {
  const entries: { entry: Entry; name: string }[] = [];
  let expandedBytes = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      budget.entries += 1;
      if (budget.entries > ARCHIVE_LIMITS.maxEntries) throw tooManyEntries();
      const name = refuseUnsafePath(entry, yauzl);
      if (entry.isEncrypted()) {
        throw new ContentRefusedError('archive-encrypted', 'The archive has encrypted entries, which cannot be checked; upload it without a password');
      }
      if (!entry.canDecodeFileData()) throw unreadable(new Error(`compression method ${entry.compressionMethod}`));
      expandedBytes += entry.uncompressedSize;
      budget.expandedBytes += entry.uncompressedSize;
      if (budget.expandedBytes > ARCHIVE_LIMITS.maxExpandedBytes) throw bomb();
      entries.push({ entry, name });
    }
  } catch (error) {
    if (error instanceof ContentRefusedError) throw error;
    throw unreadable(error);
  }
  if (expandedBytes > ARCHIVE_LIMITS.ratioFromBytes && expandedBytes / Math.max(1, archiveBytes) > ARCHIVE_LIMITS.maxRatio) throw bomb();
  return entries;
}

/**
 * The entry's name as an extractor would write it (yauzl's reading: the Info-ZIP Unicode path when
 * present, backslashes as slashes), refused when it, or the raw name, leaves the extraction folder;
 * an entry that is a symbolic link is refused too, since a later entry could be written through it.
 */
function refuseUnsafePath(entry: Entry, yauzl: Yauzl): string {
  const raw = (entry.fileNameRaw ?? Buffer.alloc(0)).toString('latin1');
  const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false);
  const isLink = ((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000;
  if (isLink || leavesFolder(raw) || leavesFolder(name)) {
    throw new ContentRefusedError('archive-unsafe-path', `The archive holds an entry that would be written outside the folder it is extracted to: ${JSON.stringify(name.slice(0, 200))}`);
  }
  return name;
}

function leavesFolder(name: string): boolean {
  const path = name.replaceAll('\\', '/');
  return path.startsWith('/') || /^[a-z]:/i.test(path) || path.includes('\u0000') || path.split('/').includes('..');
}

/**
 * Inflates an entry to its end, counting its bytes (yauzl fails one that inflates to more or less
 * than its declared size). Kept in memory only: an archive inside (to be checked in turn) and the
 * Office content types, when asked for.
 */
async function readEntry(zip: ZipFile, entry: Entry, keepText: boolean): Promise<{ innerArchive: Buffer | null; contentTypes: string | null }> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch (error) {
    throw unreadable(error);
  }
  const kept: Buffer[] = [];
  let keptBytes = 0;
  /** Known once the first four bytes are read. */
  let isArchive: boolean | null = null;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      // The first bytes are kept to tell an archive; the rest only if there is a use for it.
      if (isArchive !== false || keepText) {
        kept.push(chunk);
        keptBytes += chunk.length;
      }
      if (isArchive === null && keptBytes >= ZIP_SIGNATURE.length) {
        isArchive = Buffer.concat(kept).subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE);
        if (isArchive && entry.uncompressedSize > ARCHIVE_LIMITS.maxInnerArchiveBytes) throw bomb();
      }
      if (keepText && keptBytes > MAX_CONTENT_TYPES_BYTES) throw unreadable(new Error(`${CONTENT_TYPES} is too large`));
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof ContentRefusedError) throw error;
    throw unreadable(error);
  }
  const data = Buffer.concat(kept);
  const archive = data.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE);
  return { innerArchive: archive ? data : null, contentTypes: keepText && !archive ? data.toString('utf8') : null };
}

/**
 * A VBA project (vbaProject.bin, wherever it is put) in an Office Open XML file; OpenDocument
 * keeps Basic macros under Basic/ and other scripts under Scripts/.
 */
function refuseMacroEntries(names: string[], container: ZipContainer): void {
  const hasMacros =
    container === 'office-open-xml'
      ? names.some((name) => /(?:^|\/)vbaProject\.bin$/i.test(name) || /(?:^|\/)vbaData\.xml$/i.test(name))
      : names.some((name) => /^(?:Basic|Scripts)\//i.test(name));
  if (hasMacros) throw macros();
}

/**
 * A macro-enabled main part (docm, xlsm, pptm and their templates), a VBA project, or an Excel 4.0
 * macro sheet, declared in [Content_Types].xml under whatever part name.
 */
function refuseMacroContentTypes(contentTypes: string): void {
  if (/macroEnabled|vbaProject|vnd\.ms-excel\.(?:intl)?macrosheet/i.test(contentTypes)) throw macros();
}

export function macros(): ContentRefusedError {
  return new ContentRefusedError('office-macros', 'The document contains macros, which the portal does not accept; save it as a document without macros (for example .docx, .xlsx or .pptx) and upload it');
}

function bomb(): ContentRefusedError {
  return new ContentRefusedError(
    'archive-bomb',
    `The archive expands to more than the portal accepts (at most ${ARCHIVE_LIMITS.maxExpandedBytes / (1024 * 1024)} MB, and not more than ${ARCHIVE_LIMITS.maxRatio} times its own size)`,
    { maxExpandedBytes: ARCHIVE_LIMITS.maxExpandedBytes, maxRatio: ARCHIVE_LIMITS.maxRatio },
  );
}

function tooManyEntries(): ContentRefusedError {
  return new ContentRefusedError('archive-too-many-entries', `The archive has more than ${ARCHIVE_LIMITS.maxEntries} entries`, { maxEntries: ARCHIVE_LIMITS.maxEntries });
}

function tooDeep(): ContentRefusedError {
  return new ContentRefusedError('archive-too-deep', `The archive holds archives nested more than ${ARCHIVE_LIMITS.maxNesting} levels deep`, { maxNesting: ARCHIVE_LIMITS.maxNesting });
}

function unreadable(cause: unknown): ContentRefusedError {
  const error = new ContentRefusedError(
    'archive-unreadable',
    'The archive is damaged, or its sizes do not match its contents, or it uses a compression method the portal cannot check (only Deflate and stored entries are)',
  );
  error.cause = cause;
  return error;
}
