import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/server/app-context.js';
import { withAdvisoryLock } from '../../src/server/db/advisory-lock.js';
import { bootstrap } from '../../src/server/db/bootstrap.js';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.js';
import { MIGRATION_NAMES } from '../../src/server/db/migrations/index.js';
import { createLocalStorage } from '../../src/server/lib/file-storage.js';
import { runJobIfDue } from '../../src/server/modules/jobs/scheduled-job.js';
import { createResponseCache } from '../../src/server/modules/response-cache/create-response-cache.js';
import { DIALECT, PG_URL, type TestApp, startTestApp, testConfig } from './support/test-app.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function onPostgres(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(query);
  await client.end();
}

describe('scheduled jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('run once per period, and again after a run that failed', async () => {
    const name = `job-${randomBytes(4).toString('hex')}`;
    let runs = 0;
    const job = { name, everyMs: 60_000, work: async () => void runs++ };
    expect(await runJobIfDue(t.ctx.db, job)).toBe(true);
    expect(await runJobIfDue(t.ctx.db, job)).toBe(false);
    expect(runs).toBe(1);
    // Due again once its period has passed since the last finished run.
    expect(await runJobIfDue(t.ctx.db, { ...job, everyMs: 0 })).toBe(true);
    expect(runs).toBe(2);

    const failing = { name: `${name}-failing`, everyMs: 60_000, work: async () => Promise.reject(new Error('storage down')) };
    await expect(runJobIfDue(t.ctx.db, failing)).rejects.toThrow('storage down');
    expect(await runJobIfDue(t.ctx.db, { ...failing, work: async () => void runs++ })).toBe(true);
    expect(runs).toBe(3);
  });
});

// Several instances share one database only on PostgreSQL; on SQLite the portal is one process.
describe.skipIf(DIALECT !== 'postgres')('instances sharing one PostgreSQL database (PostgreSQL only: SQLite runs one process)', () => {
  const schema = `inst_${randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-instances-'));
  const handles: DatabaseHandle[] = [];
  const instance = (): AppContext => {
    const handle = openDatabase({ databaseUrl: PG_URL, sqlitePath: '', pgSchema: schema });
    handles.push(handle);
    const config = testConfig(dataDir);
    return { config, db: handle.db, storage: createLocalStorage(config.uploadDir), responseCache: createResponseCache(config, handle.db) };
  };

  beforeAll(() => onPostgres(`create schema ${schema}`));
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await onPostgres(`drop schema ${schema} cascade`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('start together on an empty database: it is migrated and given its first admin once', async () => {
    const starts = [instance(), instance(), instance()].map((ctx, i) => bootstrap(ctx, handles[i]!));
    const results = await Promise.all(starts);
    expect(results.filter((result) => result.generatedAdmin !== null)).toHaveLength(1);
    const db = handles[0]!.db;
    expect((await db.selectFrom('users').select('email').execute()).length).toBe(1);
    const migrations = await db.selectFrom('kysely_migration' as never).select('name' as never).execute();
    expect(migrations.length).toBe(MIGRATION_NAMES.length);
  });

  it('run a scheduled job on one instance at a time, once per period between them', async () => {
    const [a, b] = [instance(), instance()];
    let runs = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = { name: 'media-purge-test', everyMs: 60_000, work: async () => ((runs += 1), await held) };
    const first = runJobIfDue(a.db, slow);
    await pause(200);
    // While the first instance runs it, the other skips at once instead of waiting.
    expect(await runJobIfDue(b.db, slow)).toBe(false);
    release();
    expect(await first).toBe(true);
    // Later in the same period the other instance finds it done.
    expect(await runJobIfDue(b.db, slow)).toBe(false);
    expect(runs).toBe(1);
  });

  it('release a lock whose holder died', async () => {
    const [a, b] = [instance(), instance()];
    let finish!: () => void;
    const holder = withAdvisoryLock(a.db, 'crash-test', { wait: false }, () => new Promise<void>((resolve) => (finish = resolve)));
    await pause(200);
    expect((await withAdvisoryLock(b.db, 'crash-test', { wait: false }, async () => 'ran')).ran).toBe(false);
    // The holding connection ends, as when an instance crashes.
    await onPostgres(`
      select pg_terminate_backend(pid) from pg_locks
      where locktype = 'advisory' and granted and ((classid::bigint << 32) | objid::bigint) = hashtextextended('${schema}:crash-test', 0)`);
    expect(await withAdvisoryLock(b.db, 'crash-test', { wait: false }, async () => 'ran')).toEqual({ ran: true, value: 'ran' });
    finish();
    await holder.catch(() => undefined);
  });
});
