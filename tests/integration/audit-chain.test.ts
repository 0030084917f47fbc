import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest, openDatabase } from '../../src/server/db/database.js';
import { setClock } from '../../src/server/lib/clock.js';
import { createLocalStorage } from '../../src/server/lib/file-storage.js';
import { AuditChain, GENESIS_HASH, HEAD_RECORD, plainHashOf } from '../../src/server/modules/audit/audit-chain.js';
import {
  AuditLogAlteredError,
  advanceAuditHead,
  auditChainOf,
  chainAuditLog,
  pruneAuditLog,
  recordAudit,
  settleAuditHead,
  useAuditChain,
  verifyAuditChain,
} from '../../src/server/modules/audit/audit.service.js';
import { createBackup } from '../../src/server/modules/backup/backup.service.js';
import { restoreBackup } from '../../src/server/modules/backup/restore.service.js';
import { BackupError } from '../../src/server/modules/backup/archive-format.js';
import { DIALECT, PG_URL, TEST_SECRET_KEY, type TestApp, type TestDatabase, auditHeadErrors, openTestDatabase, startTestApp, testConfig } from './support/test-app.js';

/**
 * The audit log is chained under the server's key and its end is kept outside the database: an
 * attacker with the database alone can neither rewrite an entry (recomputing the chain with plain
 * SHA-256 or under a key of their own) nor remove the newest ones unnoticed.
 */
const COMMAND = fileURLToPath(new URL('../../src/server/commands/verify-audit-log.ts', import.meta.url));
const WRONG_KEY = 'a-key-that-is-not-the-portals-but-long-enough-0123456789';
const SOMEONE = { actor: null, ip: '10.40.0.1', userAgent: null };

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0)) await item.close();
});

/** A portal of its own (the chain of each test is broken on purpose), with `entries` more entries, its head caught up. */
async function portalWith(entries: number): Promise<TestApp> {
  const t = await startTestApp();
  opened.push(t);
  for (let i = 0; i < entries; i++) await recordAudit(t.ctx.db, SOMEONE, { action: 'sign-in-failed', summary: `Wrong password ${i}` });
  await settleAuditHead(t.ctx.db);
  return t;
}

/** A database of its own with nothing in its log, chained as the portal chains it (no app, so no sign-ins). */
async function bareDatabase(): Promise<Db> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-audit-bare-'));
  const database = await openTestDatabase(dataDir);
  opened.push({
    async close() {
      await database.handle.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
  return database.handle.db;
}

const idsOf = async (db: Db) => (await db.selectFrom('audit_log').select('id').orderBy('id').execute()).map((row) => row.id);
const headOf = (t: TestApp) => auditChainOf(t.ctx.db).readHead();

/** What an attacker with the database does: change an entry's summary, then hash it and every later entry again with `hashOf`. */
async function rewriteFrom(db: Db, id: number, hashOf: (previousHash: string, record: string) => string, untilId?: number): Promise<void> {
  let query = db.selectFrom('audit_log').selectAll().where('id', '>=', id);
  if (untilId !== undefined) query = query.where('id', '<=', untilId);
  const rows = await query.orderBy('id').execute();
  let previousHash = (await db.selectFrom('audit_log').select('hash').where('id', '<', id).orderBy('id', 'desc').limit(1).executeTakeFirst())?.hash ?? GENESIS_HASH;
  for (const row of rows) {
    const summary = row.id === id ? 'Nothing happened' : row.summary;
    const record = JSON.stringify({ ...JSON.parse(row.record), summary });
    const hash = hashOf(previousHash, record);
    await db.updateTable('audit_log').set({ summary, record, previous_hash: previousHash, hash }).where('id', '=', row.id).execute();
    previousHash = hash;
  }
}

describe('the chain under the key, and its head outside the database', () => {
  it('holds for a log as the portal wrote it, up to the newest entry its head names', async () => {
    const t = await portalWith(5);
    const ids = await idsOf(t.ctx.db);
    expect(await headOf(t)).toMatchObject({ last: { id: ids.at(-1) }, start: { id: ids[0], previousHash: GENESIS_HASH } });
    expect(JSON.parse(fs.readFileSync(path.join(t.ctx.config.uploadDir, HEAD_RECORD), 'utf8'))).toMatchObject({ format: 'noks-audit-head/1', signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await verifyAuditChain(t.ctx.db)).toEqual({
      entries: ids.length,
      plainEntries: 0,
      head: { lastId: ids.at(-1), startId: ids[0], location: path.join(t.ctx.config.uploadDir, HEAD_RECORD) },
      afterHead: 0,
      broken: null,
    });
  });

  it('detects the newest entries deleted, and does not let the next entry hide it', async () => {
    const t = await portalWith(5);
    const ids = await idsOf(t.ctx.db);
    await t.ctx.db.deleteFrom('audit_log').where('id', '>=', ids.at(-2)!).execute();
    const report = await verifyAuditChain(t.ctx.db);
    expect(report.broken).toEqual({ id: ids.at(-1), reason: expect.stringMatching(new RegExp(`^it is missing: the log was cut short after entry ${ids.at(-3)} \\(the head at .+ names entry ${ids.at(-1)} as the newest it reached\\)$`)) });
    // A new entry chains onto what is left; the head refuses to follow it, so the gap stays in sight.
    await recordAudit(t.ctx.db, SOMEONE, { action: 'sign-in-failed', summary: 'After the cut' });
    await settleAuditHead(t.ctx.db);
    await expect(advanceAuditHead(t.ctx.db)).rejects.toThrow(AuditLogAlteredError);
    expect((await headOf(t))?.last.id).toBe(ids.at(-1));
    expect((await verifyAuditChain(t.ctx.db)).broken).toEqual({ id: ids.at(-1), reason: expect.stringMatching(new RegExp(`^it is missing: the log was cut short after entry ${ids.at(-3)} `)) });
  });

  it('detects an entry edited and the chain computed again with plain SHA-256', async () => {
    const t = await portalWith(5);
    const ids = await idsOf(t.ctx.db);
    await rewriteFrom(t.ctx.db, ids.at(-3)!, plainHashOf);
    expect((await verifyAuditChain(t.ctx.db)).broken).toEqual({ id: ids.at(-3), reason: "its hash is plain SHA-256, not made with this portal's key: it was computed again after a change" });
  });

  it('detects an entry edited and the chain computed again with an HMAC under another key', async () => {
    const t = await portalWith(5);
    const ids = await idsOf(t.ctx.db);
    const attackers = new AuditChain(WRONG_KEY, createLocalStorage(path.join(t.dataDir, 'elsewhere')), 'elsewhere');
    await rewriteFrom(t.ctx.db, ids.at(-3)!, (previousHash, record) => attackers.hashOf(previousHash, record));
    expect((await verifyAuditChain(t.ctx.db)).broken).toEqual({ id: ids.at(-3), reason: "its record does not match its hash under this portal's key" });
    // Checked with the attacker's key, the entries hold, but the head, signed with the portal's, does not.
    expect((await verifyAuditChain(t.ctx.db, new AuditChain(WRONG_KEY, t.ctx.storage, 'the head'))).broken).toEqual({
      id: null,
      reason: "The audit log's head at the head is not signed with this portal's key: it was altered, or SECRET_KEY is not the key it was written with",
    });
  });

  it('detects the newest entry rewritten, and a head edited by hand', async () => {
    const t = await portalWith(3);
    const ids = await idsOf(t.ctx.db);
    await rewriteFrom(t.ctx.db, ids.at(-1)!, (previousHash, record) => auditChainOf(t.ctx.db).hashOf(previousHash, record));
    // Even rehashed with the right key (which an attacker with the database lacks), the head keeps the old hash.
    expect((await verifyAuditChain(t.ctx.db)).broken).toEqual({ id: ids.at(-1), reason: expect.stringMatching(/^it does not have the hash the head at .+ keeps for it: it was changed$/) });
    const file = path.join(t.ctx.config.uploadDir, HEAD_RECORD);
    const head = JSON.parse(fs.readFileSync(file, 'utf8')) as { last: { id: number } };
    fs.writeFileSync(file, JSON.stringify({ ...head, last: { ...head.last, id: ids[0] } }));
    expect((await verifyAuditChain(t.ctx.db)).broken).toEqual({ id: null, reason: expect.stringMatching(/is not signed with this portal's key/) });
  });

  it('moves the head forward only, one entry at a time under many writers at once', async () => {
    const t = await portalWith(0);
    await Promise.all(Array.from({ length: 40 }, (_, i) => recordAudit(t.ctx.db, SOMEONE, { action: 'sign-in-failed', summary: `At once ${i}` })));
    await settleAuditHead(t.ctx.db);
    const ids = await idsOf(t.ctx.db);
    expect((await headOf(t))?.last.id).toBe(ids.at(-1));
    expect((await verifyAuditChain(t.ctx.db)).broken).toBeNull();
  });
});

describe.runIf(DIALECT === 'postgres')('several instances on one PostgreSQL database', () => {
  it('extend one chain and move one head forward, never back, whoever writes it last', async () => {
    const t = await portalWith(1);
    // Two more instances: each its own connections and its own chain object, one head in the same storage.
    const instances = [0, 1].map(() => openDatabase(t.databaseOptions));
    try {
      for (const instance of instances) useAuditChain(instance.db, new AuditChain(TEST_SECRET_KEY, t.ctx.storage, 'shared'), (error) => auditHeadErrors.push(error));
      const writers = [t.ctx.db, ...instances.map((instance) => instance.db)];
      const errorsBefore = auditHeadErrors.length;
      await Promise.all(writers.flatMap((db, w) => Array.from({ length: 15 }, (_, i) => recordAudit(db, SOMEONE, { action: 'sign-in-failed', summary: `Instance ${w}, ${i}` }))));
      for (const db of writers) await settleAuditHead(db);
      expect(auditHeadErrors.slice(errorsBefore)).toEqual([]);
      const ids = await idsOf(t.ctx.db);
      expect(ids).toHaveLength(1 + 2 + 45);
      expect((await headOf(t))?.last.id).toBe(ids.at(-1));
      expect((await verifyAuditChain(t.ctx.db)).broken).toBeNull();
    } finally {
      for (const instance of instances) await instance.close();
    }
  });
});

describe('a log written before the key (plain SHA-256)', () => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-audit-plain-'));
    database = await openTestDatabase(dataDir);
  });
  afterAll(async () => {
    await database.handle.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is checked and held from the first start on: its head marks the switch-over, and keyed entries follow it', async () => {
    const { db } = database.handle;
    // As the earlier version wrote it, with no head anywhere.
    let previousHash = GENESIS_HASH;
    for (let i = 0; i < 4; i++) {
      const fields = { at: new Date(Date.UTC(2025, 0, i + 1)).toISOString(), actor_id: null, actor_name: null, action: 'sign-in-failed', entity_type: null, entity_id: null, summary: `Old ${i}`, ip: '10.41.0.1', user_agent: null };
      const record = JSON.stringify(fields);
      const hash = plainHashOf(previousHash, record);
      await db.insertInto('audit_log').values({ ...fields, record, previous_hash: previousHash, hash }).execute();
      previousHash = hash;
    }
    expect(await verifyAuditChain(db)).toMatchObject({ entries: 4, plainEntries: 4, head: null, broken: null });
    await advanceAuditHead(db);
    for (let i = 0; i < 3; i++) await recordAudit(db, SOMEONE, { action: 'sign-in-failed', summary: `New ${i}` });
    await settleAuditHead(db);
    const ids = await idsOf(db);
    expect(await verifyAuditChain(db)).toMatchObject({ entries: 7, plainEntries: 4, head: { lastId: ids.at(-1), startId: ids[0] }, broken: null });
    // The plain entries cannot be rewritten any more: the first keyed entry holds the hash of the last of them...
    await rewriteFrom(db, ids[1]!, plainHashOf, ids[3]);
    expect((await verifyAuditChain(db)).broken).toEqual({ id: ids[4], reason: 'the entry before it is missing or was changed' });
    // ...and rewriting the keyed ones too with plain SHA-256 leaves the newest without the hash its head keeps.
    await rewriteFrom(db, ids[1]!, plainHashOf);
    expect((await verifyAuditChain(db)).broken).toEqual({ id: ids.at(-1), reason: expect.stringMatching(/^it does not have the hash the head at .+ keeps for it/) });
  });
});

describe('retention', () => {
  const DAY_MS = 86_400_000;
  /** Entries appended as if `daysAgo` days ago (the portal's clock moved back meanwhile). */
  async function appendDaysAgo(db: Db, daysAgo: number, count: number): Promise<void> {
    const then = Date.now() - daysAgo * DAY_MS;
    setClock(() => then);
    try {
      for (let i = 0; i < count; i++) await recordAudit(db, SOMEONE, { action: 'sign-in-failed', summary: `${daysAgo} days ago, ${i}` });
    } finally {
      setClock(null);
    }
    await settleAuditHead(db);
  }

  it('lets the log start later as entries expire, but not one entry later than retention left it', async () => {
    const db = await bareDatabase();
    await appendDaysAgo(db, 100, 3);
    await appendDaysAgo(db, 10, 3);
    const ids = await idsOf(db);
    expect(await pruneAuditLog(db, 90 * DAY_MS)).toBe(3);
    expect((await auditChainOf(db).readHead())?.start.id).toBe(ids[3]);
    expect(await verifyAuditChain(db)).toMatchObject({ entries: 3, broken: null });
    // Deleting the oldest kept entry looks like retention, but the head knows where retention left the log.
    await db.deleteFrom('audit_log').where('id', '=', ids[3]!).execute();
    expect((await verifyAuditChain(db)).broken).toEqual({ id: ids[3], reason: expect.stringMatching(/^it is missing: the log must hold it and every entry after it/) });
  });

  it('keeps the newest entry, however old: the head must find it', async () => {
    const db = await bareDatabase();
    await appendDaysAgo(db, 400, 3);
    const ids = await idsOf(db);
    expect(await pruneAuditLog(db, 30 * DAY_MS)).toBe(2);
    expect(await idsOf(db)).toEqual([ids[2]]);
    expect(await verifyAuditChain(db)).toMatchObject({ entries: 1, head: { lastId: ids[2], startId: ids[2] }, broken: null });
  });
});

describe('backups and restores', () => {
  it('restore a log that holds, with a head of its own, over a longer one; an archive altered or of another key is refused', async () => {
    const source = await portalWith(3);
    const archive = path.join(source.dataDir, 'backup.tar.gz');
    await createBackup(source.handle, source.ctx.storage, archive);
    const target = await portalWith(30);
    await restoreBackup(target.handle, target.ctx.storage, archive, { force: true });
    const ids = await idsOf(target.ctx.db);
    const restored = await verifyAuditChain(target.ctx.db);
    expect(restored).toMatchObject({ entries: ids.length, head: { lastId: ids.at(-1), startId: ids[0] }, broken: null });
    expect(ids.length).toBeLessThan(30);
    const newest = await target.ctx.db.selectFrom('audit_log').select(['action']).where('id', '=', ids.at(-1)!).executeTakeFirstOrThrow();
    expect(newest.action).toBe('backup-restored');

    // A portal with another key cannot vouch for the archive's entries: it refuses, and keeps its own log.
    const other = await startTestApp({ SECRET_KEY: WRONG_KEY });
    opened.push(other);
    const before = await idsOf(other.ctx.db);
    await expect(restoreBackup(other.handle, other.ctx.storage, archive, { force: true })).rejects.toThrow(BackupError);
    await expect(restoreBackup(other.handle, other.ctx.storage, archive, { force: true })).rejects.toThrow(/does not hold under this portal's key: entry \d+: its record does not match its hash/);
    expect(await idsOf(other.ctx.db)).toEqual(before);
  });
});

describe('npm run audit:verify', () => {
  /** A database where the command looks for it (DATA_DIR/noks.sqlite; on PostgreSQL a schema named in DATABASE_URL), its log chained as the portal chains it. */
  async function operatorsDatabase() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-audit-verify-'));
    const config = testConfig(dataDir);
    const database = DIALECT === 'postgres' ? await openTestDatabase(dataDir) : { handle: openDatabase({ sqlitePath: config.sqlitePath }), options: null, drop: async () => undefined };
    if (DIALECT === 'sqlite') await migrateToLatest(database.handle);
    chainAuditLog({ config, db: database.handle.db, storage: createLocalStorage(config.uploadDir) }, (error) => auditHeadErrors.push(error));
    const schema = database.options?.pgSchema;
    const env = { DATA_DIR: dataDir, SECRET_KEY: TEST_SECRET_KEY, DATABASE_URL: schema ? `${PG_URL}${PG_URL!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}` : '' };
    opened.push({
      async close() {
        await database.handle.close();
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    });
    const run = (overrides: Record<string, string> = {}, args: string[] = []) =>
      spawnSync(process.execPath, ['--import', 'tsx', COMMAND, ...args], { env: { ...process.env, ...env, ...overrides }, encoding: 'utf8' });
    return { db: database.handle.db, headAt: path.join(config.uploadDir, HEAD_RECORD), run };
  }

  it('says the log holds (exit 0); exits with 1 naming the entry where it was cut short or rewritten, or the key that is not the one', async () => {
    const { db, headAt, run } = await operatorsDatabase();
    for (let i = 0; i < 4; i++) await recordAudit(db, SOMEONE, { action: 'sign-in-failed', summary: `Wrong password ${i}` });
    await settleAuditHead(db);
    const ids = await idsOf(db);

    const holding = run();
    expect(holding.stdout).toBe(`The audit log holds: 4 entries, each following from the one before it, up to entry ${ids[3]}, the newest the head at ${headAt} names.\n`);
    expect(holding.status).toBe(0);

    const wrongKey = run({ SECRET_KEY: WRONG_KEY });
    expect(wrongKey.stderr).toBe(`The audit log cannot be trusted: The audit log's head at ${headAt} is not signed with this portal's key: it was altered, or SECRET_KEY is not the key it was written with\n`);
    expect(wrongKey.status).toBe(1);

    await rewriteFrom(db, ids[2]!, plainHashOf);
    const rewritten = run();
    expect(rewritten.stderr).toBe(`The audit log's chain is broken at entry ${ids[2]}: its hash is plain SHA-256, not made with this portal's key: it was computed again after a change (2 entries before it hold).\n`);
    expect(rewritten.status).toBe(1);

    await db.deleteFrom('audit_log').where('id', '>=', ids[2]!).execute();
    const cut = run();
    expect(cut.stderr).toBe(`The audit log's chain is broken at entry ${ids[3]}: it is missing: the log was cut short after entry ${ids[1]} (the head at ${headAt} names entry ${ids[3]} as the newest it reached) (2 entries before it hold).\n`);
    expect(cut.status).toBe(1);
    // A lost head can be written anew for the log as it stands; a head that does not match is no lost head.
    fs.rmSync(headAt);
    const lost = run();
    expect(lost.stderr).toBe(`The audit log cannot be trusted: The audit log's head is missing from ${headAt}: whether entries were removed from the end of the log cannot be checked\n`);
    expect(lost.status).toBe(1);
    const renewed = run({}, ['--new-head']);
    expect(renewed.stdout).toBe(`The audit log holds: 2 entries, each following from the one before it, up to entry ${ids[1]}, the newest the head at ${headAt} names.\n`);
    expect(renewed.status).toBe(0);
  });
});
