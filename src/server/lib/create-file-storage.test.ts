import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../../../tests/support/s3-server.js';
import { loadConfig } from '../config.js';
import { createFileStorage } from './create-file-storage.js';

describe('createFileStorage', () => {
  let s3: S3Server;
  let dataDir: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = await mkdtemp(join(tmpdir(), 'noks-data-'));
  });
  afterAll(async () => {
    await s3.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps files in the upload folder under DATA_DIR by default', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const key = await (await createFileStorage(config)).put(new Uint8Array([1, 2, 3]));
    expect(existsSync(join(config.uploadDir, key.slice(0, 2), key.slice(2, 4), key))).toBe(true);
    expect(await s3.listKeys()).not.toContain(key);
    await rm(config.uploadDir, { recursive: true });
  });

  it('keeps files in the bucket when S3_BUCKET is set, making nothing under DATA_DIR', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, ...s3.env });
    const storage = await createFileStorage(config);
    await storage.check();
    const key = await storage.put(new Uint8Array([1, 2, 3]));
    await storage.putVariant(key, 'w320.webp', new Uint8Array([4]));
    expect(await s3.listKeys()).toEqual(expect.arrayContaining([key, `${key}.w320.webp`]));
    expect(await readdir(dataDir)).toEqual([]);
  });
});
