import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Storage of uploaded bytes under server-generated keys. A key is 32 lowercase hex digits
 * (128 random bits), optionally followed by a suffix naming a derived file of the same upload,
 * e.g. `<key>.w640.webp`. Keys never come from user input, and every method validates its key,
 * so no caller can reach outside the storage root.
 */
export interface FileStorage {
  /** Stores the bytes under a new random key and returns the key. */
  put(bytes: Uint8Array): Promise<string>;
  /** Stores a derived file (e.g. suffix 'w640.webp') beside `baseKey`, replacing any earlier one; returns its key. */
  putVariant(baseKey: string, suffix: string, bytes: Uint8Array): Promise<string>;
  read(key: string): Promise<Buffer>;
  /** A missing file is reported as an 'error' event (ENOENT) on the stream. */
  stream(key: string): Readable;
  exists(key: string): Promise<boolean>;
  /** Removing a key that is not stored is not an error. */
  remove(key: string): Promise<void>;
  /** Size in bytes. */
  size(key: string): Promise<number>;
}

const BASE_KEY = /^[a-f0-9]{32}$/;
const VARIANT_SUFFIX = /^[a-z0-9]{1,16}(?:\.[a-z0-9]{1,16}){0,3}$/;
const STORAGE_KEY = /^[a-f0-9]{32}(?:\.[a-z0-9]{1,16}){0,4}$/;

/** True for strings of the key format FileStorage issues; use it before a key from a URL reaches a query. */
export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key);
}

/** Files are sharded as `ab/cd/<key>` by the key's first four hex digits, so no folder grows huge. */
export function createLocalStorage(rootDir: string): FileStorage {
  const root = resolve(rootDir);
  const pathOf = (key: string): string => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return join(root, key.slice(0, 2), key.slice(2, 4), key);
  };

  return {
    async put(bytes) {
      const key = randomBytes(16).toString('hex');
      await writeAtomically(pathOf(key), bytes);
      return key;
    },
    async putVariant(baseKey, suffix, bytes) {
      if (!BASE_KEY.test(baseKey)) throw new Error(`Invalid base storage key: ${JSON.stringify(baseKey)}`);
      if (!VARIANT_SUFFIX.test(suffix)) throw new Error(`Invalid storage key suffix: ${JSON.stringify(suffix)}`);
      const key = `${baseKey}.${suffix}`;
      await writeAtomically(pathOf(key), bytes);
      return key;
    },
    read: async (key) => readFile(pathOf(key)),
    stream: (key) => createReadStream(pathOf(key)),
    exists: async (key) => (await statOrNull(pathOf(key))) !== null,
    remove: async (key) => unlinkIfPresent(pathOf(key)),
    size: async (key) => (await stat(pathOf(key))).size,
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

async function statOrNull(path: string): Promise<{ size: number } | null> {
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
