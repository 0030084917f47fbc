import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../../../tests/support/s3-server.js';
import type { RangeRequest } from './byte-range.js';
import { type FileStorage, type OpenedFile, createLocalStorage, isStorageKey } from './file-storage.js';
import { createS3Storage } from './s3-storage.js';

const bytesOf = (value: string): Uint8Array => new TextEncoder().encode(value);

/** What open() gave, with the body read: comparable with toEqual. */
async function contentOf(opened: OpenedFile | null) {
  if (!opened?.isSatisfiable) return opened;
  const { body, ...rest } = opened;
  return { ...rest, text: (await buffer(body)).toString('utf8') };
}

async function keysOf(listed: AsyncIterable<string>): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of listed) keys.push(key);
  return keys;
}

interface StorageKind {
  name: string;
  start(): Promise<{ storage: FileStorage; stop(): Promise<void> }>;
}

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

const KINDS: StorageKind[] = [
  {
    name: 'the local folder',
    async start() {
      const root = await mkdtemp(join(tmpdir(), 'noks-storage-'));
      return { storage: createLocalStorage(root), stop: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 'an S3 bucket (s3rver)',
    start: async () => ({ storage: createS3Storage(s3.options), stop: async () => undefined }),
  },
];

describe.each(KINDS)('FileStorage on $name', (kind) => {
  let storage: FileStorage;
  let stop: () => Promise<void>;

  beforeEach(async () => {
    ({ storage, stop } = await kind.start());
  });
  afterEach(() => stop());

  it('stores bytes under a new random 128-bit hex key', async () => {
    const key = await storage.put(bytesOf('први'));
    const other = await storage.put(bytesOf('први'));
    expect(key).toMatch(/^[a-f0-9]{32}$/);
    expect(other).not.toBe(key);
  });

  it('reads and opens what was stored', async () => {
    const text = 'Национални оквир';
    const key = await storage.put(bytesOf(text));
    expect((await storage.read(key)).toString('utf8')).toBe(text);
    expect(await contentOf(await storage.open(key))).toEqual({ isSatisfiable: true, size: bytesOf(text).length, range: null, text });
    expect(await storage.exists(key)).toBe(true);
  });

  it('opens the bytes a range asks for, cut at the end of the file', async () => {
    const key = await storage.put(bytesOf('0123456789'));
    const cases: [RangeRequest, { start: number; end: number }, string][] = [
      [{ first: 2, last: 4 }, { start: 2, end: 4 }, '234'],
      [{ first: 7, last: null }, { start: 7, end: 9 }, '789'],
      [{ first: 8, last: 100 }, { start: 8, end: 9 }, '89'],
      [{ first: 9, last: 9 }, { start: 9, end: 9 }, '9'],
      [{ first: 0, last: null }, { start: 0, end: 9 }, '0123456789'],
      [{ suffixLength: 3 }, { start: 7, end: 9 }, '789'],
      [{ suffixLength: 50 }, { start: 0, end: 9 }, '0123456789'],
    ];
    for (const [request, range, text] of cases) {
      expect(await contentOf(await storage.open(key, request)), JSON.stringify(request)).toEqual({ isSatisfiable: true, size: 10, range, text });
    }
  });

  it('reports a range with no byte of the file as unsatisfiable, with the size', async () => {
    const key = await storage.put(bytesOf('0123456789'));
    for (const request of [{ first: 10, last: null }, { first: 10, last: 20 }, { first: Number.MAX_SAFE_INTEGER, last: null }, { suffixLength: 0 }]) {
      expect(await storage.open(key, request), JSON.stringify(request)).toEqual({ isSatisfiable: false, size: 10 });
    }
  });

  it('opens nothing under a key that is not stored', async () => {
    const key = 'a'.repeat(32);
    expect(await storage.open(key)).toBeNull();
    expect(await storage.open(key, { first: 0, last: 1 })).toBeNull();
    expect(await storage.open(key, { suffixLength: 1 })).toBeNull();
    expect(await storage.exists(key)).toBe(false);
  });

  it('keeps a record under its fixed name beside the files, replaced whole, never listed as a file', async () => {
    expect(await storage.readRecord('audit-head.json')).toBeNull();
    const key = await storage.put(bytesOf('a file'));
    await storage.writeRecord('audit-head.json', bytesOf('{"first":1}'));
    await storage.writeRecord('audit-head.json', bytesOf('{"second":2}'));
    expect((await storage.readRecord('audit-head.json'))?.toString()).toBe('{"second":2}');
    const listed = [];
    for await (const stored of storage.list()) listed.push(stored);
    expect(listed).toContain(key);
    expect(listed).not.toContain('audit-head.json');
    for (const name of ['../secret.key', 'Audit.json', `${key}.json`, 'head']) await expect(storage.writeRecord(name, bytesOf('x'))).rejects.toThrow(/Invalid record name/);
  });

  it('removes files and treats removing a missing key as done', async () => {
    const key = await storage.put(bytesOf('x'));
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.remove(key)).resolves.toBeUndefined();
    await expect(storage.read(key)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await storage.open(key)).toBeNull();
  });

  it('stores variants beside their base file and replaces them on a second write', async () => {
    const key = await storage.put(bytesOf('original'));
    const variantKey = await storage.putVariant(key, 'w640.webp', bytesOf('first'));
    expect(variantKey).toBe(`${key}.w640.webp`);
    await storage.putVariant(key, 'w640.webp', bytesOf('second'));
    expect((await storage.read(variantKey)).toString()).toBe('second');
    expect((await storage.read(key)).toString()).toBe('original');
  });

  it('stores bytes under a key issued before, replacing what was there', async () => {
    const key = 'b'.repeat(32);
    const variantKey = `${key}.w640.webp`;
    await storage.putAt(key, bytesOf('restored'));
    await storage.putAt(variantKey, bytesOf('first'));
    await storage.putAt(variantKey, bytesOf('second'));
    expect((await storage.read(key)).toString()).toBe('restored');
    expect((await storage.read(variantKey)).toString()).toBe('second');
  });

  it('lists the keys written before a moment, by the time of their last write', async () => {
    const key = await storage.put(bytesOf('original'));
    const variantKey = await storage.putVariant(key, 'w320.webp', bytesOf('variant'));
    // A minute either way: a bucket stamps its writes to the second, by its own clock.
    expect(await keysOf(storage.listWrittenBefore(Date.now() - 60_000))).not.toEqual(expect.arrayContaining([key]));
    expect(await keysOf(storage.listWrittenBefore(Date.now() - 60_000))).not.toEqual(expect.arrayContaining([variantKey]));
    expect(await keysOf(storage.listWrittenBefore(Date.now() + 60_000))).toEqual(expect.arrayContaining([key, variantKey]));
  });

  it('lists every stored key, originals and variants, and no removed one', async () => {
    const key = await storage.put(bytesOf('original'));
    const variantKey = await storage.putVariant(key, 'w320.webp', bytesOf('variant'));
    const removed = await storage.put(bytesOf('removed'));
    await storage.remove(removed);
    const listed = await keysOf(storage.list());
    expect(listed).toEqual(expect.arrayContaining([key, variantKey]));
    expect(listed).not.toContain(removed);
    expect(listed.every(isStorageKey)).toBe(true);
  });

  it('is ready when it can be read and written', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('refuses keys that are not in the issued format', async () => {
    const hex = 'a'.repeat(32);
    const badKeys = ['../etc/passwd', '', 'A'.repeat(32), `${hex}/../x`, hex.slice(1), `${hex}.`, `${hex}.x/y`];
    for (const key of badKeys) {
      await expect(storage.read(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.open(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.exists(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.putAt(key, bytesOf('x'))).rejects.toThrow(/Invalid storage key/);
    }
    const key = await storage.put(bytesOf('x'));
    await expect(storage.putVariant('../etc/passwd', 'webp', bytesOf('x'))).rejects.toThrow(/Invalid base/);
    await expect(storage.putVariant(`${key}.webp`, 'webp', bytesOf('x'))).rejects.toThrow(/Invalid base/);
    await expect(storage.putVariant(key, '../../x', bytesOf('x'))).rejects.toThrow(/suffix/);
    await expect(storage.putVariant(key, 'W640.WEBP', bytesOf('x'))).rejects.toThrow(/suffix/);
  });
});

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

  it('shards files by the first four digits of their keys, variants beside their base file', async () => {
    const key = await storage.put(bytesOf('original'));
    const variantKey = await storage.putVariant(key, 'w640.webp', bytesOf('variant'));
    expect((await readdir(join(root, key.slice(0, 2), key.slice(2, 4)))).sort()).toEqual([key, variantKey].sort());
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

  it('lists nothing before the first upload, and leaves out files that are not keys', async () => {
    expect(await keysOf(createLocalStorage(join(root, 'never-made')).list())).toEqual([]);
    const key = await storage.put(bytesOf('x'));
    const folder = join(root, key.slice(0, 2), key.slice(2, 4));
    await writeFile(join(folder, `.${key}.abc123.tmp`), 'a write in progress');
    await writeFile(join(root, 'notes.txt'), 'not a stored file');
    expect(await keysOf(storage.list())).toEqual([key]);
  });

  it('removes the temporary files of writes that never finished, once older than the moment given, and nothing else', async () => {
    const key = await storage.put(bytesOf('x'));
    const folder = join(root, key.slice(0, 2), key.slice(2, 4));
    const unfinished = [`.${key}.0123456789ab.tmp`, `.${key}.w640.webp.ba9876543210.tmp`];
    for (const name of unfinished) await writeFile(join(folder, name), 'a write cut short');
    await writeFile(join(folder, '.notes.tmp'), 'not ours');
    expect(await storage.removeUnfinishedWrites(Date.now() - 60_000)).toBe(0);
    expect((await readdir(folder)).sort()).toEqual([...unfinished, '.notes.tmp', key].sort());
    expect(await storage.removeUnfinishedWrites(Date.now() + 60_000)).toBe(2);
    expect((await readdir(folder)).sort()).toEqual(['.notes.tmp', key].sort());
    expect(await keysOf(storage.list())).toEqual([key]);
  });

  it('is ready on a fresh install, making its folder, and not when the folder is a file', async () => {
    const fresh = createLocalStorage(join(root, 'data', 'uploads'));
    await expect(fresh.check()).resolves.toBeUndefined();
    expect(await readdir(join(root, 'data'))).toEqual(['uploads']);
    const key = await storage.put(bytesOf('x'));
    const blocked = createLocalStorage(join(root, key.slice(0, 2), key.slice(2, 4), key));
    await expect(blocked.check()).rejects.toThrow();
  });
});

describe('createS3Storage', () => {
  it('keeps objects under their keys as they are', async () => {
    const storage = createS3Storage(s3.options);
    const key = await storage.put(bytesOf('original'));
    const variantKey = await storage.putVariant(key, 'w640.webp', bytesOf('variant'));
    expect(await s3.listKeys()).toEqual(expect.arrayContaining([key, variantKey]));
  });

  it('lists exactly the keys of its own bucket', async () => {
    // NOTE: s3rver fails listing more than 1,000 objects, so S3's paging is not rehearsed here.
    const own = await startS3Server('noks-list');
    try {
      const storage = createS3Storage(own.options);
      const keys = await Promise.all(Array.from({ length: 30 }, () => storage.put(bytesOf('x'))));
      keys.push(await storage.putVariant(keys[0]!, 'w320.webp', bytesOf('variant')));
      expect((await keysOf(storage.list())).sort()).toEqual(keys.sort());
    } finally {
      await own.stop();
    }
  });

  it('has no unfinished writes to remove: each write stores the whole object or nothing', async () => {
    const storage = createS3Storage(s3.options);
    const key = await storage.put(bytesOf('x'));
    expect(await storage.removeUnfinishedWrites(Date.now() + 60_000)).toBe(0);
    expect(await storage.exists(key)).toBe(true);
  });

  it('is not ready when the bucket does not exist, naming it', async () => {
    const storage = createS3Storage({ ...s3.options, bucket: 'no-such-bucket' });
    await expect(storage.check()).rejects.toThrow(/"no-such-bucket" cannot be used \(HTTP 404\)/);
  });

  it('is not ready when nothing answers at the endpoint', async () => {
    const storage = createS3Storage({ ...s3.options, endpoint: 'http://127.0.0.1:9' });
    await expect(storage.check()).rejects.toThrow(/"noks-test" cannot be used/);
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
