import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.js';
import { createLocalStorage } from '../../src/server/lib/file-storage.js';
import { createResponseCache } from '../../src/server/modules/response-cache/create-response-cache.js';
import { multipart } from './support/http.js';
import { pngBytes } from './support/multipart.js';
import { type TestApp, bearer, startTestApp, testConfig } from './support/test-app.js';

/** A port where nothing listens: every connection is refused. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the database is out', () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-outage-'));
    const config = testConfig(dataDir);
    // The pool of a PostgreSQL that is down (its settings as the portal's: time-outs included).
    handle = openDatabase({ databaseUrl: `postgres://noks@127.0.0.1:${await closedPort()}/noks`, sqlitePath: '' });
    const ctx = { config, db: handle.db, storage: createLocalStorage(config.uploadDir), responseCache: createResponseCache(config, handle.db) };
    app = await buildApp(ctx, { webDir: path.join(dataDir, 'no-web') });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers reads, sign-ins and signed-in writes 503 with Retry-After at once, never 500', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/articles' },
      { method: 'GET' as const, url: '/api/search?q=kvalifikacije' },
      { method: 'POST' as const, url: '/api/auth/login', payload: { email: 'ana@example.org', password: 'correct horse battery staple' } },
      { method: 'POST' as const, url: '/api/admin/articles', headers: bearer('a'.repeat(43)), payload: {} },
    ];
    for (const request of requests) {
      const started = Date.now();
      const response = await app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });
});

describe('the disk is full', () => {
  let t: TestApp;
  let isFull = true;
  beforeAll(async () => {
    t = await startTestApp();
    // The storage as a full disk leaves it: every write fails with ENOSPC, reads go on.
    const storage = t.ctx.storage;
    const full = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    t.ctx.storage = {
      ...storage,
      put: (bytes) => (isFull ? Promise.reject(full()) : storage.put(bytes)),
      putVariant: (key, suffix, bytes) => (isFull ? Promise.reject(full()) : storage.putVariant(key, suffix, bytes)),
    };
  });
  afterAll(() => t.close());

  it('answers an upload 507 with a clear message, keeps nothing of it, and takes uploads again once there is room', async () => {
    const upload = async () => {
      const { payload, headers } = multipart([{ filename: 'slika.png', contentType: 'image/png', bytes: await pngBytes() }]);
      return t.app.inject({ method: 'POST', url: '/api/admin/media/images', headers: { ...headers, ...bearer(t.tokens.editor) }, payload });
    };
    const mediaRows = async () => (await t.ctx.db.selectFrom('media').select('id').execute()).length;
    const before = await mediaRows();

    const refused = await upload();
    expect(refused.statusCode).toBe(507);
    expect(refused.json().error).toEqual({ code: 'INSUFFICIENT_STORAGE', message: 'The server has no room to store this right now; nothing was saved. Try again later' });
    expect(await mediaRows()).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/articles' })).statusCode).toBe(200);

    isFull = false;
    expect((await upload()).statusCode).toBe(201);
    expect(await mediaRows()).toBe(before + 1);
  });
});
