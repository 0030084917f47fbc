import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { BackupError } from './archive-format.js';

/**
 * A gzip'd tar, written and read as a stream: an entry's bytes pass through on their way between
 * the file and the database or storage, never the whole archive in memory. tar puts each entry's
 * size in its header, so an entry is added from bytes at hand or from a file of known size.
 */

export interface ArchiveWriter {
  addBytes(name: string, bytes: Uint8Array): Promise<void>;
  /** Adds the file at `path` (`size` bytes, unchanged while it is added) as the entry `name`. */
  addFile(name: string, path: string, size: number): Promise<void>;
  /** Ends the archive and flushes it to disk. */
  finish(): Promise<void>;
  /** Stops writing; the file written so far is left for the caller to remove. */
  abort(): Promise<void>;
}

/** Writes a new archive at `path` (which must not exist); entries get `mtime` as their time. */
export function createArchiveWriter(path: string, mtime: Date): ArchiveWriter {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(path, { flags: 'wx' }));
  // A failed write (a full disk, a lost folder) fails whichever step waits, not the process.
  const failed = written.then(
    () => new Promise<never>(() => undefined),
    (error: unknown) => Promise.reject(error),
  );
  failed.catch(() => undefined);
  const whileWriting = <T>(step: Promise<T>) => Promise.race([step, failed]);

  return {
    addBytes: (name, bytes) =>
      whileWriting(new Promise<void>((resolve, reject) => pack.entry({ name, size: bytes.length, mtime }, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), (error) => (error ? reject(error) : resolve())))),
    addFile: (name, filePath, size) => whileWriting(pipeline(createReadStream(filePath), pack.entry({ name, size, mtime }))),
    async finish() {
      pack.finalize();
      await written;
      await syncToDisk(path);
    },
    async abort() {
      pack.destroy(new Error('The backup was stopped'));
      await written.catch(() => undefined);
    },
  };
}

/** Flushes the file and its folder's entry, so the rename that follows survives a crash. */
export async function syncToDisk(path: string): Promise<void> {
  for (const target of [path, dirname(path)]) {
    const handle = await open(target, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
}

export interface ArchiveEntry {
  name: string;
  size: number;
  /** Must be read to its end before the next entry comes. */
  body: AsyncIterable<Buffer>;
}

/**
 * The entries of the archive at `path`, in the order they were written. A file that is missing,
 * not a gzip'd tar, cut short or damaged fails with a BackupError that says which, whether the
 * damage is found between entries or inside one.
 */
export async function* readArchive(path: string): AsyncGenerator<ArchiveEntry> {
  await assertReadableFile(path);
  const extract = tar.extract();
  let failure: unknown = null;
  const reading = pipeline(createReadStream(path), createGunzip(), extract).catch((error: unknown) => {
    failure = error;
  });
  /** The reader's own error, once the pipeline has settled (an entry or the extractor may see another one first). */
  const failed = async (error: unknown) => {
    await reading;
    return damaged(path, failure ?? error);
  };
  async function* bodyOf(entry: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    try {
      for await (const chunk of entry) yield chunk;
    } catch (error) {
      throw await failed(error);
    }
  }
  try {
    for await (const entry of extract) {
      if (entry.header.type !== 'file') throw new BackupError(`${path} is not a backup of the portal: it holds ${JSON.stringify(entry.header.name)}, which is not a file`);
      yield { name: entry.header.name, size: entry.header.size ?? 0, body: bodyOf(entry as AsyncIterable<Buffer>) };
    }
  } catch (error) {
    throw await failed(error);
  } finally {
    extract.destroy();
  }
  await reading;
  if (failure) throw damaged(path, failure);
}

async function assertReadableFile(path: string): Promise<void> {
  const info = await stat(path).catch(() => null);
  if (!info) throw new BackupError(`There is no file at ${path}: give the path of a backup archive (made by npm run backup)`);
  if (!info.isFile()) throw new BackupError(`${path} is not a file: give the path of a backup archive (made by npm run backup)`);
}

/** The reader's error as the operator needs it: what is wrong with the file, not where in zlib it was found. */
function damaged(path: string, error: unknown): unknown {
  if (error instanceof BackupError) return error;
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'Z_DATA_ERROR' && /incorrect header check/.test(message)) {
    return new BackupError(`${path} is not a backup archive of the portal (it is not gzip-compressed)`);
  }
  if (code.startsWith('Z_') || /unexpected end|invalid tar|invalid header|checksum/i.test(message)) {
    return new BackupError(`${path} is damaged or incomplete and cannot be read (${message}); use another copy of the backup`);
  }
  return error;
}
