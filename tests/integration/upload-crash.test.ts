import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.js';
import { isStorageKey } from '../../src/server/lib/file-storage.js';
import { ORPHAN_UPLOAD_AGE_MS } from '../../src/server/modules/media/media.service.js';
import { type PortalProcess, freePort, killPortal, spawnPortal, waitForReady } from '../support/portal-process.js';
import { multipart } from './support/http.js';
import { DIALECT, PG_URL } from './support/test-app.js';

/**
 * The portal process killed with SIGKILL while editors upload images (each upload writes its
 * original and its variants, then records them): what it left in its upload folder (files no media
 * row refers to, temporary files of writes cut short) is gone once the portal has started again and
 * swept, and every upload it recorded is still there.
 */

const ADMIN = { email: 'crash@example.org', password: 'killed while it uploaded' };
/** Uploads cut short by the kill, each after storing its files and before recording them. */
const UPLOADERS = 3;
const TEMPORARY = /^\.[a-f0-9]{32}.*\.tmp$/;

describe('uploads cut short by kill -9', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-crash-'));
  const uploadDir = path.join(dataDir, 'uploads');
  const databaseName = `noks_crash_${randomBytes(6).toString('hex')}`;
  const portals: PortalProcess[] = [];
  let databaseUrl: string | undefined;
  let handle: DatabaseHandle | undefined;
  let image: Buffer;

  async function onServer(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  async function startPortal(): Promise<PortalProcess> {
    const env: Record<string, string> = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO_CONTENT: 'false', LOG_LEVEL: 'warn' };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    const portal = spawnPortal(await freePort(), env);
    portals.push(portal);
    await waitForReady(portal);
    return portal;
  }

  async function signIn(portal: PortalProcess): Promise<string> {
    const response = await fetch(`${portal.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  }

  function upload(portal: PortalProcess, token: string): Promise<Response | null> {
    const { payload, headers } = multipart([{ filename: 'slika.png', contentType: 'image/png', bytes: image }]);
    return fetch(`${portal.url}/api/admin/media/images`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${token}` }, body: new Uint8Array(payload) }).catch(() => null);
  }

  /**
   * Holds every new media row back (a lock another connection takes on the table), so that the
   * uploads sent meanwhile have written their files and wait to record them: the moment a crash
   * leaves files no row refers to, reached every time instead of by chance. Gives the release.
   */
  async function holdMediaRows(): Promise<() => Promise<void>> {
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('begin');
      // Conflicts with the insert's row-exclusive lock, not with reads.
      await client.query('lock table media in share mode');
      return async () => {
        await client.query('rollback');
        await client.end();
      };
    }
    // SQLite: one writer at a time; the portal's insert waits (busy_timeout) while this one holds it.
    const sqlite = new SQLite(path.join(dataDir, 'noks.sqlite'));
    sqlite.exec('begin immediate');
    return async () => {
      sqlite.exec('rollback');
      sqlite.close();
    };
  }

  /** Uploads a few images that are recorded, then kills the portal while UPLOADERS more wait to record theirs; the URLs recorded. */
  async function uploadAndKill(portal: PortalProcess): Promise<string[]> {
    const token = await signIn(portal);
    const recorded: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await upload(portal, token);
      expect(response?.status).toBe(201);
      recorded.push(((await response!.json()) as { url: string }).url);
    }
    const before = filesInUploads().length;
    const release = await holdMediaRows();
    try {
      const cut = Array.from({ length: UPLOADERS }, () => upload(portal, token));
      // A waiting upload has stored its original and its variants (five files) before its row. On
      // PostgreSQL all of them wait; SQLite's driver waits for its lock on the process's one
      // thread (busy_timeout, 5 s), so the first upload to reach its row holds up the others.
      const waiting = DIALECT === 'postgres' ? UPLOADERS : 1;
      await vi.waitFor(() => expect(filesInUploads().length).toBeGreaterThanOrEqual(before + 5 * waiting), { timeout: 60_000, interval: 20 });
      killPortal(portal);
      expect(await portal.exited).toMatchObject({ signal: 'SIGKILL' });
      for (const response of await Promise.all(cut)) expect(response).toBeNull();
    } finally {
      await release();
    }
    return recorded;
  }

  /** Every file in the upload folder, by name, with its path. */
  function filesInUploads(): { name: string; path: string }[] {
    if (!fs.existsSync(uploadDir)) return [];
    return fs
      .readdirSync(uploadDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => ({ name: entry.name, path: path.join(entry.parentPath, entry.name) }));
  }

  /** The stored keys the media rows record: originals and their variants. */
  async function recordedKeys(): Promise<Set<string>> {
    handle ??= openDatabase(databaseUrl ? { databaseUrl, sqlitePath: '' } : { sqlitePath: path.join(dataDir, 'noks.sqlite') });
    const rows = await handle.db.selectFrom('media').select(['storage_key', 'variants']).execute();
    return new Set(rows.flatMap((row) => [row.storage_key, ...(JSON.parse(row.variants) as { key: string }[]).map((variant) => variant.key)]));
  }

  /** Stored files that no row records, and temporary files (the portal's own records, such as the audit log's head, are neither). */
  async function leftovers(): Promise<string[]> {
    const recorded = await recordedKeys();
    return filesInUploads()
      .map((file) => file.name)
      .filter((name) => TEMPORARY.test(name) || (isStorageKey(name) && !recorded.has(name)));
  }

  beforeAll(async () => {
    // Four variants each: four writes, and then the row, after the original is stored.
    image = await sharp({ create: { width: 1700, height: 900, channels: 3, background: '#0a4' } })
      .png()
      .toBuffer();
    if (DIALECT === 'postgres') {
      if (!PG_URL) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suite');
      await onServer(`create database ${databaseName}`);
      const url = new URL(PG_URL);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
    }
  });

  afterAll(async () => {
    for (const portal of portals) killPortal(portal);
    await Promise.all(portals.map((portal) => portal.exited));
    await handle?.close();
    // FORCE: a connection left by a killed instance must not keep the database alive.
    if (databaseUrl) await onServer(`drop database if exists ${databaseName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no orphaned or temporary file after the next start has swept, and keeps every recorded upload', async () => {
    const recorded = await uploadAndKill(await startPortal());
    expect((await leftovers()).length, 'the kill left files behind (else the sweep would have nothing to do)').toBeGreaterThanOrEqual(5);

    // An hour passes: the files left are older than the sweep's threshold, and the sweep is due.
    const hourAgo = new Date(Date.now() - ORPHAN_UPLOAD_AGE_MS - 60_000);
    for (const file of filesInUploads()) fs.utimesSync(file.path, hourAgo, hourAgo);
    await handle!.db.deleteFrom('job_runs').where('name', '=', 'upload-sweep').execute();

    const restarted = await startPortal();
    await vi.waitFor(async () => expect(await handle!.db.selectFrom('job_runs').select('name').where('name', '=', 'upload-sweep').executeTakeFirst()).toBeDefined(), {
      timeout: 30_000,
      interval: 200,
    });

    expect(await leftovers()).toEqual([]);
    const stored = new Set(filesInUploads().map((file) => file.name));
    for (const key of await recordedKeys()) expect(stored.has(key), key).toBe(true);
    for (const url of recorded) expect((await fetch(`${restarted.url}${url}`)).status, url).toBe(200);
    // Two starts of a real portal process, each migrating its database first.
  }, 180_000);
});
