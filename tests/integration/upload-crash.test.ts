import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.js';
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
/** Concurrent uploaders; with several in flight, a kill finds some between writing and recording. */
const UPLOADERS = 6;
/** A kill that finds every upload already recorded (or not yet written) is tried again, this many times in all. */
const KILL_ATTEMPTS = 5;
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

  /** Uploads in UPLOADERS loops until the portal is killed, as soon as `killAfter` uploads were recorded; the URLs recorded. */
  async function uploadUntilKilled(portal: PortalProcess, killAfter: number): Promise<string[]> {
    const token = await signIn(portal);
    const recorded: string[] = [];
    const loop = async () => {
      while (portal.isRunning) {
        const { payload, headers } = multipart([{ filename: 'slika.png', contentType: 'image/png', bytes: image }]);
        const response = await fetch(`${portal.url}/api/admin/media/images`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${token}` }, body: new Uint8Array(payload) }).catch(() => null);
        if (response?.status !== 201) continue;
        recorded.push(((await response.json()) as { url: string }).url);
        if (recorded.length >= killAfter) killPortal(portal);
      }
    };
    await Promise.all(Array.from({ length: UPLOADERS }, loop));
    expect(await portal.exited).toMatchObject({ signal: 'SIGKILL' });
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

  /** Files left that no row records, and temporary files. */
  async function leftovers(): Promise<string[]> {
    const recorded = await recordedKeys();
    return filesInUploads()
      .map((file) => file.name)
      .filter((name) => TEMPORARY.test(name) || !recorded.has(name));
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
    const recorded: string[] = [];
    let left: string[] = [];
    for (let attempt = 1; attempt <= KILL_ATTEMPTS && left.length === 0; attempt++) {
      recorded.push(...(await uploadUntilKilled(await startPortal(), 2 * attempt)));
      left = await leftovers();
    }
    expect(left.length, 'the kill left files behind (else the sweep would have nothing to do)').toBeGreaterThan(0);

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
  });
});
