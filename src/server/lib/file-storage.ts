import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readFile, readdir, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { type ByteRange, type RangeRequest, resolveRange } from './byte-range.js';

/**
 * Storage of uploaded bytes under server-generated keys. A key is 32 lowercase hex digits
 * (128 random bits), optionally followed by a suffix naming a derived file of the same upload,
 * e.g. `<key>.w640.webp`. Keys never come from user input, and every method validates its key,
 * so no caller can reach outside the storage root. Two implementations: a local folder
 * (createLocalStorage) and an S3-compatible bucket (createS3Storage in s3-storage.ts).
 */
export interface FileStorage {
  /** Stores the bytes under a new random key and returns the key. */
  put(bytes: Uint8Array): Promise<string>;
  /** Stores a derived file (e.g. suffix 'w640.webp') beside `baseKey`, replacing any earlier one; returns its key. */
  putVariant(baseKey: string, suffix: string, bytes: Uint8Array): Promise<string>;
  /** Stores the bytes under a key issued before (a restored backup's file), replacing any file there. */
  putAt(key: string, bytes: Uint8Array): Promise<void>;
  /** The whole file; rejects with an error whose code is 'ENOENT' when nothing is stored under the key. */
  read(key: string): Promise<Buffer>;
  /**
   * Opens the file for sending: the whole of it, or the bytes `range` asks for, with its size,
   * so a download needs no separate existence or size check (one request to a bucket, save for
   * a suffix range or one past the end). Null when nothing is stored under the key.
   */
  open(key: string, range?: RangeRequest): Promise<OpenedFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removing a key that is not stored is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored key (originals and variants), in no set order; anything else in the folder or bucket is left out. */
  list(): AsyncIterable<string>;
  /** The stored keys last written before `before` (milliseconds since the epoch, by the folder's or the bucket's clock), in no set order. */
  listWrittenBefore(before: number): AsyncIterable<string>;
  /**
   * Removes what writes that never finished left behind before `before` (the temporary files of a
   * process killed while writing to the folder); returns how many. A bucket has none: each of its
   * writes is one request, stored whole or not at all.
   */
  removeUnfinishedWrites(before: number): Promise<number>;
  /** For readiness checks: resolves when the folder can be written or the bucket answers, rejects with the reason when not. */
  check(): Promise<void>;
  /**
   * A small record of the portal's own, kept beside the files under a fixed name (the audit log's
   * head, `audit-head.json`), where the database cannot rewrite it. Its name is outside the key
   * format, so list() never yields it and no backup holds it. Null when there is none.
   */
  readRecord(name: string): Promise<Buffer | null>;
  /** Replaces the record whole: a reader gets the old one or the new one, never a part. */
  writeRecord(name: string, bytes: Uint8Array): Promise<void>;
}

export type OpenedFile =
  /** `body` holds the whole file (range: null) or the bytes of `range`, which may be cut at the file's end. */
  | { isSatisfiable: true; size: number; range: ByteRange | null; body: Readable }
  /** The range asked for holds no byte of the file (416); nothing was opened. */
  | { isSatisfiable: false; size: number };

const BASE_KEY = /^[a-f0-9]{32}$/;
const VARIANT_SUFFIX = /^[a-z0-9]{1,16}(?:\.[a-z0-9]{1,16}){0,3}$/;
const STORAGE_KEY = /^[a-f0-9]{32}(?:\.[a-z0-9]{1,16}){0,4}$/;
/** The name writeAtomically gives a file before it is complete: `.<key>.<12 hex digits>.tmp`. */
const TEMPORARY_NAME = /^\.[a-f0-9]{32}(?:\.[a-z0-9]{1,16}){0,4}\.[a-f0-9]{12}\.tmp$/;

/** True for strings of the key format FileStorage issues; use it before a key from a URL reaches a query. */
export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key);
}

/** Every FileStorage method checks its key with this first. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

const RECORD_NAME = /^[a-z][a-z0-9-]{0,62}\.json$/;

/** Every record method checks its name with this first: a fixed name such as `audit-head.json`, never a key. */
export function assertRecordName(name: string): void {
  if (!RECORD_NAME.test(name) || isStorageKey(name)) throw new Error(`Invalid record name: ${JSON.stringify(name)}`);
}

/** A new random base key (128 bits). */
export const newStorageKey = (): string => randomBytes(16).toString('hex');

/** The key of a derived file of `baseKey`, e.g. `<baseKey>.w640.webp` for the suffix 'w640.webp'. */
export function variantKeyOf(baseKey: string, suffix: string): string {
  if (!BASE_KEY.test(baseKey)) throw new Error(`Invalid base storage key: ${JSON.stringify(baseKey)}`);
  if (!VARIANT_SUFFIX.test(suffix)) throw new Error(`Invalid storage key suffix: ${JSON.stringify(suffix)}`);
  return `${baseKey}.${suffix}`;
}

/** The error read() rejects with for a missing key, alike for every storage. */
export function missingFileError(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`No file is stored under ${key}`), { code: 'ENOENT' });
}

/** Files are sharded as `ab/cd/<key>` by the key's first four hex digits, so no folder grows huge. */
export function createLocalStorage(rootDir: string): FileStorage {
  const root = resolve(rootDir);
  const pathOf = (key: string): string => {
    assertStorageKey(key);
    return join(root, key.slice(0, 2), key.slice(2, 4), key);
  };

  return {
    async put(bytes) {
      const key = newStorageKey();
      await writeAtomically(pathOf(key), bytes);
      return key;
    },
    async putVariant(baseKey, suffix, bytes) {
      const key = variantKeyOf(baseKey, suffix);
      await writeAtomically(pathOf(key), bytes);
      return key;
    },
    putAt: async (key, bytes) => writeAtomically(pathOf(key), bytes),
    read: async (key) => readFile(pathOf(key)),
    async open(key, range) {
      const path = pathOf(key);
      // Size and bytes come from one open file: a variant replaced meanwhile (by a rename)
      // cannot give the size of one file and the bytes of another.
      const file = await open(path, 'r').catch((error: unknown) => {
        if (isMissingFileError(error)) return null;
        throw error;
      });
      if (!file) return null;
      const { size } = await file.stat().catch(async (error: unknown) => {
        await file.close();
        throw error;
      });
      const positions = range ? resolveRange(range, size) : null;
      if (range && !positions) {
        await file.close();
        return { isSatisfiable: false, size };
      }
      // The stream closes the file when it ends, fails or is destroyed (a client that went away).
      return { isSatisfiable: true, size, range: positions, body: file.createReadStream(positions ?? {}) };
    },
    exists: async (key) => (await statOrNull(pathOf(key))) !== null,
    remove: async (key) => unlinkIfPresent(pathOf(key)),
    list: () => keysUnder(root),
    async *listWrittenBefore(before) {
      for await (const file of filesUnder(root)) {
        if (isStorageKey(file.name) && (await modifiedBefore(file.path, before))) yield file.name;
      }
    },
    async removeUnfinishedWrites(before) {
      let removed = 0;
      for await (const file of filesUnder(root)) {
        if (TEMPORARY_NAME.test(file.name) && (await modifiedBefore(file.path, before))) {
          await unlinkIfPresent(file.path);
          removed += 1;
        }
      }
      return removed;
    },
    async check() {
      // The folder is made by the first upload; a fresh install is ready when it can be made.
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
    async readRecord(name) {
      assertRecordName(name);
      return readFile(join(root, name)).catch((error: unknown) => {
        if (isMissingFileError(error)) return null;
        throw error;
      });
    },
    async writeRecord(name, bytes) {
      assertRecordName(name);
      await writeAtomically(join(root, name), bytes);
    },
  };
}

/**
 * Writes to a temporary file in the target's folder, flushes it to disk and renames it over
 * the target, so readers and a crash only ever see the old file or the complete new one.
 */
async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  const folder = dirname(path);
  await mkdir(folder, { recursive: true });
  // The leading dot keeps temporary names outside the key format.
  const tempPath = join(folder, `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeAndSync(tempPath, bytes);
    await rename(tempPath, path);
  } catch (error) {
    await unlinkIfPresent(tempPath);
    throw error;
  }
  await syncFolder(folder);
}

async function writeAndSync(path: string, bytes: Uint8Array): Promise<void> {
  const file = await open(path, 'wx');
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
}

/** Makes the rename itself durable. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The keys in the two levels of shard folders; a folder not made yet holds none. */
async function* keysUnder(root: string): AsyncGenerator<string> {
  // Temporary files of writes in progress start with a dot, outside the key format.
  for await (const file of filesUnder(root)) if (isStorageKey(file.name)) yield file.name;
}

/** Every file in the two levels of shard folders, keys and temporary files alike. */
async function* filesUnder(root: string): AsyncGenerator<{ name: string; path: string }> {
  for (const first of await foldersIn(root)) {
    for (const second of await foldersIn(join(root, first))) {
      const folder = join(root, first, second);
      const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissingFileError(error)) return [];
        throw error;
      });
      for (const entry of entries) if (entry.isFile()) yield { name: entry.name, path: join(folder, entry.name) };
    }
  }
}

/** False too for a file gone meanwhile (removed by another instance's sweep, or renamed over). */
async function modifiedBefore(path: string, before: number): Promise<boolean> {
  const stats = await statOrNull(path);
  return stats !== null && stats.mtimeMs < before;
}

async function foldersIn(path: string): Promise<string[]> {
  try {
    return (await readdir(path, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  } catch (error) {
    if (isMissingFileError(error)) return [];
    throw error;
  }
}

async function statOrNull(path: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    return await stat(path);
  } catch (error) {
    if (isMissingFileError(error)) return null;
    throw error;
  }
}

async function unlinkIfPresent(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch (error) {
    if (!isMissingFileError(error)) throw error;
  }
}

function isMissingFileError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
