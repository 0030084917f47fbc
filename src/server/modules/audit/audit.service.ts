import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AuditAction, AuditEntry, AuditQuery } from '../../../common/schemas/audit.js';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../config.js';
import { withAdvisoryLock } from '../../db/advisory-lock.js';
import { type Db, inTransaction } from '../../db/database.js';
import { nowIso, nowMs } from '../../lib/clock.js';
import { resolveSecretKey } from '../../lib/secret-box.js';
import { scheduleJob } from '../jobs/scheduled-job.js';
import { type Executor, databaseIdentityOf } from '../../db/executor.js';
import { AuditChain, type AuditHead, AuditHeadError, GENESIS_HASH, HEAD_RECORD, plainHashOf } from './audit-chain.js';
import * as repo from './audit.repository.js';

/** Who acted and from where: the signed-in user (null for nobody) and the request's address and browser. */
export interface AuditContext {
  actor: { id: number; name: string } | null;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEvent {
  action: AuditAction;
  entity?: { type: string; id: number };
  /** What changed, in a few words (field names, never whole texts or secrets). */
  summary: string;
}

/** The longest User-Agent kept: enough to tell browsers apart. */
const USER_AGENT_MAX = 300;

/** The fields of an entry as hashed, in a fixed order. */
function recordOf(row: Omit<repo.NewAuditRow, 'record' | 'previous_hash' | 'hash'>): string {
  const { at, actor_id, actor_name, action, entity_type, entity_id, summary, ip, user_agent } = row;
  return JSON.stringify({ at, actor_id, actor_name, action, entity_type, entity_id, summary, ip, user_agent });
}

/** A database's audit chain, and the work on its head under way in this process. */
interface ChainedLog {
  db: Db;
  chain: AuditChain;
  onError: (error: unknown) => void;
  /** The head's reads and writes in this process, one after another (PostgreSQL's advisory lock orders the processes). */
  headWork: Promise<unknown>;
  /** The loop moving the head forward, while one runs. */
  headSync: Promise<void> | null;
  isHeadSyncWanted: boolean;
}

/**
 * The chained logs by database. NOTE: keyed by the database's adapter, which Kysely shares between
 * an instance and every transaction on it, so an entry appended inside any caller's transaction
 * finds the chain of its database.
 */
const chainedLogs = new WeakMap<object, ChainedLog>();

/**
 * Chains the audit log of `db` under `chain` (its key and head); `onError` hears what goes wrong
 * while the head is moved on, after the changes that answered (a head that cannot be written, a
 * log found cut short or altered). A second call replaces the chain and the listener.
 */
export function useAuditChain(db: Db, chain: AuditChain, onError: (error: unknown) => void): void {
  const current = chainedLogs.get(databaseIdentityOf(db));
  if (current) Object.assign(current, { db, chain, onError });
  else chainedLogs.set(databaseIdentityOf(db), { db, chain, onError, headWork: Promise.resolve(), headSync: null, isHeadSyncWanted: false });
}

export function isAuditLogChained(db: Executor): boolean {
  return chainedLogs.has(databaseIdentityOf(db));
}

function chainedLogOf(db: Executor): ChainedLog {
  const log = chainedLogs.get(databaseIdentityOf(db));
  if (!log) throw new Error('The audit log of this database has no key: call chainAuditLog (or useAuditChain) when opening it');
  return log;
}

/** The chain `db`'s audit log is kept under. */
export function auditChainOf(db: Executor): AuditChain {
  return chainedLogOf(db).chain;
}

/** Where the head is kept, in words: the file in the upload folder, or the object in the bucket. */
export function headLocationOf(config: Pick<Config, 's3' | 'uploadDir'>): string {
  return config.s3 ? `s3://${config.s3.bucket}/${HEAD_RECORD}` : path.join(config.uploadDir, HEAD_RECORD);
}

/**
 * Chains the audit log of the portal's database under the server's key (SECRET_KEY, or the one
 * kept in DATA_DIR, made on the first start), with its head in the portal's file storage. Called
 * where the portal opens its database for work that writes (start-up, the app, a restore).
 */
export function chainAuditLog(ctx: Pick<AppContext, 'config' | 'db' | 'storage'>, onError: (error: unknown) => void): AuditChain {
  const { key } = resolveSecretKey(ctx.config.secretKey, ctx.config.dataDir);
  const chain = new AuditChain(key, ctx.storage, headLocationOf(ctx.config));
  useAuditChain(ctx.db, chain, onError);
  return chain;
}

async function append(trx: Executor, context: AuditContext, event: AuditEvent): Promise<ChainedLog> {
  const log = chainedLogOf(trx);
  const fields = {
    at: nowIso(),
    actor_id: context.actor?.id ?? null,
    actor_name: context.actor?.name ?? null,
    action: event.action,
    entity_type: event.entity?.type ?? null,
    entity_id: event.entity?.id ?? null,
    summary: event.summary,
    ip: context.ip,
    user_agent: context.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  };
  const record = recordOf(fields);
  const previousHash = (await repo.lastHashForAppend(trx)) ?? GENESIS_HASH;
  await repo.insertAuditRow(trx, { ...fields, record, previous_hash: previousHash, hash: log.chain.hashOf(previousHash, record) });
  return log;
}

/**
 * Appends an entry to the audit log: inside the caller's transaction when given one, so the
 * entry stands or falls with the change it records; in a transaction of its own otherwise. The
 * head outside the database then follows, once the entry has committed (moveHeadOn).
 */
export async function recordAudit(db: Executor, context: AuditContext, event: AuditEvent): Promise<void> {
  const log = db.isTransaction ? await append(db, context, event) : await inTransaction(db as Db, (trx) => append(trx, context, event));
  moveHeadOn(log);
}

/**
 * Appends an entry inside `trx` without moving the head: for a restore, which writes the head of
 * the restored log itself once its transaction has committed (resetAuditHead).
 */
export async function recordAuditBeforeHeadReset(trx: Executor, context: AuditContext, event: AuditEvent): Promise<void> {
  await append(trx, context, event);
}

/** How long the head waits for more entries before it moves on: the most it lags behind a change, beside the move itself. */
const HEAD_MOVE_DELAY_MS = 50;

/**
 * Moves the head on to the newest entry, in the background: one run at a time, and one more
 * when entries were appended meanwhile. NOTE: called inside the appending transaction, the run
 * waits for it to end (repo.findNewestCommittedEntry), so it sees the entry or its rollback.
 */
function moveHeadOn(log: ChainedLog): void {
  log.isHeadSyncWanted = true;
  if (log.headSync) return;
  log.headSync = (async () => {
    while (log.isHeadSyncWanted) {
      // A burst of entries (an import, a bulk action) moves the head a few times, not once per entry.
      await sleep(HEAD_MOVE_DELAY_MS);
      log.isHeadSyncWanted = false;
      try {
        await advanceHead(log);
      } catch (error) {
        log.onError(error);
      }
    }
  })().finally(() => {
    log.headSync = null;
  });
}

/** Resolves once the head has followed every entry appended so far (tests, and a portal closing). */
export async function settleAuditHead(db: Db): Promise<void> {
  const log = chainedLogOf(db);
  while (log.headSync) await log.headSync;
}

/** Runs head work in this process one at a time, and among processes on PostgreSQL under an advisory lock. */
function withHeadLock<T>(log: ChainedLog, work: () => Promise<T>): Promise<T> {
  const run = log.headWork.then(async () => {
    const locked = await withAdvisoryLock(log.db, 'audit-head', { wait: true }, work);
    if (!locked.ran) throw new Error("The audit log's head lock was not taken");
    return locked.value;
  });
  log.headWork = run.catch(() => undefined);
  return run;
}

/** The log no longer reaches the entry its head names, or that entry or what follows it was changed. */
export class AuditLogAlteredError extends Error {
  constructor(readonly broken: { id: number; reason: string }) {
    super(`The audit log was altered in the database: entry ${broken.id}: ${broken.reason}`);
    this.name = 'AuditLogAlteredError';
  }
}

/** Moves the head on to the newest entry now (start-up writes the first head of a log that has none); throws what advanceHead finds. */
export async function advanceAuditHead(db: Db): Promise<void> {
  await advanceHead(chainedLogOf(db));
}

/**
 * Moves the head to the newest committed entry, never back: only when the entry the head names is
 * still there with its hash and every entry after it follows from it under the key. A log cut
 * short or altered keeps its head where it was, and the error says where (the verify command says
 * it too). The first head is that of the log as it is, whatever it holds.
 */
async function advanceHead(log: ChainedLog): Promise<void> {
  const { db, chain } = log;
  await withHeadLock(log, async () => {
    const head = await chain.readHead();
    const newest = await repo.findNewestCommittedEntry(db);
    if (!head) {
      // The first head: of a new log, or of one an earlier version chained with plain SHA-256,
      // which is checked first; from here on its end is known (the switch-over, decision 0020).
      const oldest = await repo.findOldestAuditEntry(db);
      if (!newest || !oldest) return;
      const broken = await verifyAuditRows(db, chain);
      await chain.writeHead({ last: { id: newest.id, hash: newest.hash }, start: { id: oldest.id, previousHash: oldest.previous_hash } });
      if (broken) throw new AuditLogAlteredError(broken);
      return;
    }
    if (newest && newest.id === head.last.id && newest.hash === head.last.hash) return;
    const anchor = await repo.findAuditEntry(db, head.last.id);
    if (!newest || !anchor) throw new AuditLogAlteredError({ id: head.last.id, reason: cutShortReason(chain, head, (await repo.findAuditEntryBefore(db, head.last.id))?.id ?? null) });
    if (anchor.hash !== head.last.hash) throw new AuditLogAlteredError({ id: head.last.id, reason: headHashReason(chain) });
    let previous = anchor;
    for (let afterId = anchor.id; afterId < newest.id; ) {
      const rows = await repo.findAuditBatch(db, afterId, VERIFY_BATCH);
      for (const row of rows) {
        if (row.id > newest.id) break;
        const check = checkEntry(chain, row, previous.hash, { isPlainAllowed: false });
        if (typeof check !== 'string') throw new AuditLogAlteredError({ id: row.id, reason: check.reason });
        previous = row;
      }
      if (rows.length < VERIFY_BATCH) break;
      afterId = rows.at(-1)!.id;
    }
    await chain.writeHead({ start: head.start, last: { id: previous.id, hash: previous.hash } });
  });
}

/**
 * Writes the head of the log as it now is, whatever the head said before: after a restore, the
 * restored log is the log (its chain was checked under the key before it was loaded).
 */
export async function resetAuditHead(db: Db): Promise<void> {
  const log = chainedLogOf(db);
  await withHeadLock(log, async () => {
    const [newest, oldest] = [await repo.findNewestCommittedEntry(db), await repo.findOldestAuditEntry(db)];
    if (newest && oldest) await log.chain.writeHead({ last: { id: newest.id, hash: newest.hash }, start: { id: oldest.id, previousHash: oldest.previous_hash } });
  });
}

function toEntry(row: repo.AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '' },
    action: row.action as AuditAction,
    entityType: row.entity_type,
    entityId: row.entity_id,
    summary: row.summary,
    ip: row.ip,
    userAgent: row.user_agent,
  };
}

export async function listAuditEntries(db: Db, filter: AuditQuery) {
  const { rows, total } = await repo.findAuditEntries(db, filter);
  return { items: rows.map(toEntry), total, page: filter.page, limit: filter.limit };
}

/** Whether the stored columns say what the hashed record says (a column edited by hand would not). */
function columnsMatch(row: repo.AuditRow): boolean {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(row.record) as Record<string, unknown>;
  } catch {
    return false;
  }
  const same = (key: keyof repo.NewAuditRow) => (record[key] ?? null) === (row[key] ?? null);
  return (
    Date.parse(String(record.at)) === Date.parse(row.at) &&
    (['actor_id', 'actor_name', 'action', 'entity_type', 'entity_id', 'summary', 'ip', 'user_agent'] as const).every(same)
  );
}

/**
 * How an entry follows from the one before it (`previousHash`; null for the oldest kept, whose
 * previous hash is taken as it is): 'keyed' (an HMAC under the key), 'plain' (SHA-256, allowed only
 * for entries written before the log was first chained under the key), or why it does not.
 */
function checkEntry(chain: AuditChain, row: repo.AuditRow, previousHash: string | null, { isPlainAllowed }: { isPlainAllowed: boolean }): 'keyed' | 'plain' | { reason: string } {
  if (previousHash !== null && row.previous_hash !== previousHash) return { reason: 'the entry before it is missing or was changed' };
  let kind: 'keyed' | 'plain';
  if (row.hash === chain.hashOf(row.previous_hash, row.record)) kind = 'keyed';
  else if (row.hash === plainHashOf(row.previous_hash, row.record)) {
    if (!isPlainAllowed) return { reason: "its hash is plain SHA-256, not made with this portal's key: it was computed again after a change" };
    kind = 'plain';
  } else return { reason: "its record does not match its hash under this portal's key" };
  return columnsMatch(row) ? kind : { reason: 'its columns differ from its hashed record' };
}

/** Why the entry the head names as the newest is gone; `keptId` is the last entry before it the log still holds. */
function cutShortReason(chain: AuditChain, head: AuditHead, keptId: number | null): string {
  const after = keptId === null ? 'to nothing' : `after entry ${keptId}`;
  return `it is missing: the log was cut short ${after} (the head at ${chain.headLocation} names entry ${head.last.id} as the newest it reached)`;
}

const headHashReason = (chain: AuditChain) => `it does not have the hash the head at ${chain.headLocation} keeps for it: it was changed`;

export interface AuditChainReport {
  entries: number;
  /** Entries chained with plain SHA-256, written before the log was first chained under the key; the keyed entries after them hold them. */
  plainEntries: number;
  /** The head kept outside the database, null when none was written yet. */
  head: { lastId: number; startId: number; location: string } | null;
  /** Entries appended after the head was last written (it follows each change a moment later): checked like the rest. */
  afterHead: number;
  /** The first entry that breaks the chain (null: the head itself), and why; null when the chain holds. */
  broken: { id: number | null; reason: string } | null;
}

const VERIFY_BATCH = 1000;

/**
 * Checks the whole log under `chain`: each entry's hash is the HMAC of its record and the hash
 * before it (plain SHA-256 is accepted only before the first keyed entry: the log as an earlier
 * version wrote it), its previous hash is the hash of the entry before it, its columns are those
 * of its record; and against the head kept outside the database, the log still reaches the
 * newest entry the head names, with its hash, and still holds the oldest entry retention kept. The
 * oldest entry's own previous hash is taken as it is: retention removes the entries before it.
 */
export async function verifyAuditChain(db: Db, chain: AuditChain = auditChainOf(db)): Promise<AuditChainReport> {
  const report: AuditChainReport = { entries: 0, plainEntries: 0, head: null, afterHead: 0, broken: null };
  let head: AuditHead | null;
  try {
    head = await chain.readHead();
  } catch (error) {
    if (!(error instanceof AuditHeadError)) throw error;
    return { ...report, broken: { id: null, reason: error.message } };
  }
  if (head) report.head = { lastId: head.last.id, startId: head.start.id, location: chain.headLocation };
  const fail = (id: number | null, reason: string) => ({ ...report, broken: { id, reason } });
  let previous: repo.AuditRow | null = null;
  let isKeyedSeen = false;
  for (let afterId = 0; ; ) {
    const rows = await repo.findAuditBatch(db, afterId, VERIFY_BATCH);
    for (const row of rows) {
      if (head && row.id > head.start.id && (previous === null || previous.id < head.start.id)) {
        return fail(head.start.id, `it is missing: the log must hold it and every entry after it (the head at ${chain.headLocation} says retention kept it), and it was deleted`);
      }
      if (head && row.id === head.start.id && row.previous_hash !== head.start.previousHash) {
        return fail(row.id, `it is not the entry the head at ${chain.headLocation} says the log starts from`);
      }
      const isAfterHead = head !== null && row.id > head.last.id;
      if (head && isAfterHead && (previous === null || previous.id < head.last.id)) return fail(head.last.id, cutShortReason(chain, head, previous?.id ?? null));
      const check = checkEntry(chain, row, previous?.hash ?? null, { isPlainAllowed: !isKeyedSeen && !isAfterHead });
      if (typeof check !== 'string') return fail(row.id, check.reason);
      if (check === 'keyed') isKeyedSeen = true;
      else report.plainEntries++;
      if (head && row.id === head.last.id && row.hash !== head.last.hash) return fail(row.id, headHashReason(chain));
      if (isAfterHead) report.afterHead++;
      report.entries++;
      previous = row;
    }
    if (rows.length < VERIFY_BATCH) break;
    afterId = rows.at(-1)!.id;
  }
  if (head && (previous === null || previous.id < head.last.id)) return fail(head.last.id, cutShortReason(chain, head, previous?.id ?? null));
  if (!head && isKeyedSeen) return fail(null, `The audit log's head is missing from ${chain.headLocation}: whether entries were removed from the end of the log cannot be checked`);
  return report;
}

/**
 * Checks the log that `db` (a restore's transaction) holds, without any head: before a restored
 * log replaces the portal's, its chain must hold under this portal's key.
 */
export async function verifyAuditRows(db: Executor, chain: AuditChain): Promise<{ id: number; reason: string } | null> {
  let previous: repo.AuditRow | null = null;
  let isKeyedSeen = false;
  for (let afterId = 0; ; ) {
    const rows = await repo.findAuditBatch(db as Db, afterId, VERIFY_BATCH);
    for (const row of rows) {
      const check = checkEntry(chain, row, previous?.hash ?? null, { isPlainAllowed: !isKeyedSeen });
      if (typeof check !== 'string') return { id: row.id, reason: check.reason };
      isKeyedSeen ||= check === 'keyed';
      previous = row;
    }
    if (rows.length < VERIFY_BATCH) return null;
    afterId = rows.at(-1)!.id;
  }
}

/**
 * Removes the entries older than the retention; returns how many. The head is first moved on to
 * the newest entry, then told the new oldest entry (before any is deleted: a crash between the two
 * leaves old entries the next run removes), so verification accepts the log starting there, and no
 * later. The newest entry is always kept, however old.
 */
export async function pruneAuditLog(db: Db, retentionMs: number): Promise<number> {
  const log = chainedLogOf(db);
  await advanceHead(log);
  return withHeadLock(log, async () => {
    const head = await log.chain.readHead();
    if (!head) return 0;
    const firstKept = await repo.findFirstAuditEntryFrom(db, new Date(nowMs() - retentionMs).toISOString());
    const start = firstKept && firstKept.id <= head.last.id ? firstKept : await repo.findAuditEntry(db, head.last.id);
    if (start && start.id > head.start.id) await log.chain.writeHead({ last: head.last, start: { id: start.id, previousHash: start.previous_hash } });
    return repo.deleteAuditEntriesBeforeId(db, Math.max(start?.id ?? 0, head.start.id));
  });
}

const PRUNE_EVERY_MS = 24 * 60 * 60_000;

/** Prunes the audit log once a day among all instances (modules/jobs); returns the schedule's stop. */
export function scheduleAuditPruning(db: Db, { retentionMs, onError }: { retentionMs: number; onError: (error: unknown) => void }): () => Promise<void> {
  return scheduleJob(db, { name: 'audit-prune', everyMs: PRUNE_EVERY_MS, work: () => pruneAuditLog(db, retentionMs), onError });
}
