import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, isStorageKey, type FileStorage } from './file-storage.js';

const bytesOf = (value: string): Uint8Array => new TextEncoder().encode(value);

describe('createLocalStorage', () => {
  let root: string;
  let storage: FileStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'noks-storage-'));
    storage = createLocalStorage(root);
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores bytes under a new random 128-bit hex key, sharded by its first four digits', async () => {
    const key = await storage.put(bytesOf('први'));
    const other = await storage.put(bytesOf('први'));
    expect(key).toMatch(/^[a-f0-9]{32}$/);
    expect(other).not.toBe(key);
    expect(await readdir(join(root, key.slice(0, 2), key.slice(2, 4)))).toEqual([key]);
  });

  it('reads, streams and sizes what was stored', async () => {
    const key = await storage.put(bytesOf('Национални оквир'));
    expect((await storage.read(key)).toString('utf8')).toBe('Национални оквир');
    expect(await text(storage.stream(key))).toBe('Национални оквир');
    expect(await storage.size(key)).toBe(bytesOf('Национални оквир').length);
    expect(await storage.exists(key)).toBe(true);
  });

  it('removes files and treats removing a missing key as done', async () => {
    const key = await storage.put(bytesOf('x'));
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.remove(key)).resolves.toBeUndefined();
    await expect(storage.read(key)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('stores variants beside their base file and replaces them on a second write', async () => {
    const key = await storage.put(bytesOf('original'));
    const variantKey = await storage.putVariant(key, 'w640.webp', bytesOf('first'));
    expect(variantKey).toBe(`${key}.w640.webp`);
    await storage.putVariant(key, 'w640.webp', bytesOf('second'));
    expect((await storage.read(variantKey)).toString()).toBe('second');
    const folder = await readdir(join(root, key.slice(0, 2), key.slice(2, 4)));
    expect(folder.sort()).toEqual([key, variantKey].sort());
  });

  it('leaves no temporary files behind', async () => {
    const keys = await Promise.all(Array.from({ length: 20 }, (_, index) => storage.put(bytesOf(`file ${index}`))));
    await Promise.all(keys.map((key) => storage.putVariant(key, 'w320.webp', bytesOf('variant'))));
    const files = (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    expect(files).toHaveLength(40);
    expect(files.every((file) => isStorageKey(file.name))).toBe(true);
  });

  it('cleans up its temporary file when a write fails', async () => {
    const key = await storage.put(bytesOf('original'));
    const folder = join(root, key.slice(0, 2), key.slice(2, 4));
    await mkdir(join(folder, `${key}.w320.webp`));
    await expect(storage.putVariant(key, 'w320.webp', bytesOf('variant'))).rejects.toThrow();
    expect((await readdir(folder)).sort()).toEqual([key, `${key}.w320.webp`].sort());
  });

  it('refuses keys that are not in the issued format', async () => {
    const hex = 'a'.repeat(32);
    const badKeys = ['../etc/passwd', '', 'A'.repeat(32), `${hex}/../x`, hex.slice(1), `${hex}.`, `${hex}.x/y`];
    for (const key of badKeys) {
      await expect(storage.read(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/Invalid storage key/);
      expect(() => storage.stream(key)).toThrow(/Invalid storage key/);
    }
    const key = await storage.put(bytesOf('x'));
    await expect(storage.putVariant('../etc/passwd', 'webp', bytesOf('x'))).rejects.toThrow(/Invalid base/);
    await expect(storage.putVariant(`${key}.webp`, 'webp', bytesOf('x'))).rejects.toThrow(/Invalid base/);
    await expect(storage.putVariant(key, '../../x', bytesOf('x'))).rejects.toThrow(/suffix/);
    await expect(storage.putVariant(key, 'W640.WEBP', bytesOf('x'))).rejects.toThrow(/suffix/);
  });
});

describe('isStorageKey', () => {
  it('accepts issued keys with an optional dotted suffix only', () => {
    expect(isStorageKey('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(isStorageKey('0123456789abcdef0123456789abcdef.w640.webp')).toBe(true);
    expect(isStorageKey('.0123456789abcdef0123456789abcdef.123456.tmp')).toBe(false);
    expect(isStorageKey('0123456789abcdef0123456789abcdef\n')).toBe(false);
  });
});
