import { sql } from 'kysely';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../../src/server/db/database.js';
import { nowIso } from '../../src/server/lib/clock.js';
import { createLocalStorage } from '../../src/server/lib/file-storage.js';
import { hashPassword } from '../../src/server/lib/passwords.js';
import { createResponseCache } from '../../src/server/modules/response-cache/create-response-cache.js';
import { insertUserInGroups } from '../../src/server/modules/users/user.service.js';
import { fillDisk } from '../support/fill-disk.js';
import { articlePayload } from './support/factories.js';
import { DIALECT, TEST_PASSWORD, bearer, testConfig } from './support/test-app.js';

/** A small disk of its own needs mounting a tmpfs, which only root may do. */
const canMount = process.getuid?.() === 0 && DIALECT === 'sqlite';
const DISK_BYTES = 8 * 1024 * 1024;

describe.skipIf(!canMount)('a full disk under SQLite and the uploads (SQLite as root only: it mounts a small tmpfs)', () => {
  let disk: string;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let token: string;
  const filler = () => path.join(disk, 'filler');

  beforeAll(async () => {
    disk = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_BYTES}`, 'tmpfs', disk]);
    const config = testConfig(disk);
    handle = openDatabase({ sqlitePath: config.sqlitePath });
    await migrateToLatest(handle);
    await insertUserInGroups(handle.db, { email: 'ana@example.org', name: 'Ана', passwordHash: await hashPassword(TEST_PASSWORD), now: nowIso() }, ['publishers', 'authors']);
    app = await buildApp({ config, db: handle.db, storage: createLocalStorage(config.uploadDir), responseCache: createResponseCache(config, handle.db) }, { webDir: path.join(disk, 'no-web') });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ana@example.org', password: TEST_PASSWORD } });
    token = login.json<{ token: string }>().token;
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    if (disk) {
      execFileSync('umount', [disk]);
      fs.rmSync(disk, { recursive: true, force: true });
    }
  });

  it('answers saves 507, keeps serving reads and what was saved, and saves again once there is room', async () => {
    const save = (payload: object) => app.inject({ method: 'POST', url: '/api/admin/articles', headers: bearer(token), payload });
    const kept = await save(articlePayload());
    expect(kept.statusCode).toBe(201);

    const articles = async () => (await handle.db.selectFrom('articles').select('id').execute()).length;
    const before = await articles();
    // The write-ahead log keeps the size the migrations grew it to, and a save that fits in it needs no
    // new room: emptied, as a checkpoint leaves it on a portal that has run a while, the save must grow it.
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(handle.db);
    fillDisk(filler());
    const big = articlePayload({ translations: { sr: { title: 'Велики текст', summary: 'Сажетак.', body: `<p>${'Квалификације. '.repeat(20_000)}</p>` } } });
    const refused = await save(big);
    expect(refused.statusCode).toBe(507);
    expect(refused.json().error.code).toBe('INSUFFICIENT_STORAGE');
    // Nothing of the refused save is left behind.
    expect(await articles()).toBe(before);

    const read = await app.inject({ method: 'GET', url: `/api/articles/${kept.json<{ id: number }>().id}`, headers: { lang: '/sr' } });
    expect(read.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/articles' })).statusCode).toBe(200);

    fs.rmSync(filler());
    const saved = await save(big);
    expect(saved.statusCode).toBe(201);
    const again = await app.inject({ method: 'GET', url: `/api/articles/${saved.json<{ id: number }>().id}`, headers: { lang: '/sr' } });
    expect(again.statusCode).toBe(200);
  });
});
