import { createHash } from 'node:crypto';
import type { AuditAction, AuditEntry, AuditQuery } from '../../../common/schemas/audit.js';
import { type Db, inTransaction } from '../../db/database.js';
import { nowIso, nowMs } from '../../lib/clock.js';
import { scheduleJob } from '../jobs/scheduled-job.js';
import type { Executor } from '../content/content-type.js';
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

/** The previous hash of the first entry ever written. */
const GENESIS_HASH = '0'.repeat(64);
/** The longest User-Agent kept: enough to tell browsers apart. */
const USER_AGENT_MAX = 300;

const hashOf = (previousHash: string, record: string) => createHash('sha256').update(`${previousHash}\n${record}`).digest('hex');

/** The fields of an entry as hashed, in a fixed order. */
function recordOf(row: Omit<repo.NewAuditRow, 'record' | 'previous_hash' | 'hash'>): string {
  const { at, actor_id, actor_name, action, entity_type, entity_id, summary, ip, user_agent } = row;
  return JSON.stringify({ at, actor_id, actor_name, action, entity_type, entity_id, summary, ip, user_agent });
}

async function append(trx: Executor, context: AuditContext, event: AuditEvent): Promise<void> {
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
  await repo.insertAuditRow(trx, { ...fields, record, previous_hash: previousHash, hash: hashOf(previousHash, record) });
}

/**
 * Appends an entry to the audit log: inside the caller's transaction when given one, so the
 * entry stands or falls with the change it records; in a transaction of its own otherwise.
 */
export async function recordAudit(db: Executor, context: AuditContext, event: AuditEvent): Promise<void> {
  if (db.isTransaction) await append(db, context, event);
  else await inTransaction(db as Db, (trx) => append(trx, context, event));
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

export interface AuditChainReport {
  entries: number;
  /** The first entry that does not follow from the one before it, and why; null when the chain holds. */
  broken: { id: number; reason: string } | null;
}

const VERIFY_BATCH = 1000;

/**
 * Checks the chain from the oldest entry kept (retention removes the oldest, so the first one's
 * previous hash is taken as it is): each entry's hash is that of its record and the previous
 * hash, its previous hash the hash of the entry before it, and its columns those of its record.
 */
export async function verifyAuditChain(db: Db): Promise<AuditChainReport> {
  let entries = 0;
  let previous: string | null = null;
  for (let afterId = 0; ; ) {
    const rows = await repo.findAuditBatch(db, afterId, VERIFY_BATCH);
    if (rows.length === 0) return { entries, broken: null };
    for (const row of rows) {
      if (previous !== null && row.previous_hash !== previous) return { entries, broken: { id: row.id, reason: 'the entry before it is missing or was changed' } };
      if (row.hash !== hashOf(row.previous_hash, row.record)) return { entries, broken: { id: row.id, reason: 'its record does not match its hash' } };
      if (!columnsMatch(row)) return { entries, broken: { id: row.id, reason: 'its columns differ from its hashed record' } };
      previous = row.hash;
      entries++;
    }
    afterId = rows.at(-1)!.id;
  }
}

/** Removes the entries older than the retention; returns how many. The chain is checked from the oldest kept. */
export function pruneAuditLog(db: Db, retentionMs: number): Promise<number> {
  return repo.deleteAuditEntriesBefore(db, new Date(nowMs() - retentionMs).toISOString());
}

const PRUNE_EVERY_MS = 24 * 60 * 60_000;

/** Prunes the audit log once a day among all instances (modules/jobs); returns the schedule's stop. */
export function scheduleAuditPruning(db: Db, { retentionMs, onError }: { retentionMs: number; onError: (error: unknown) => void }): () => Promise<void> {
  return scheduleJob(db, { name: 'audit-prune', everyMs: PRUNE_EVERY_MS, work: () => pruneAuditLog(db, retentionMs), onError });
}
