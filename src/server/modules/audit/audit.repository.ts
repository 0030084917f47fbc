import { sql } from 'kysely';
import type { AuditFilter, AuditQuery } from '../../../common/schemas/audit.js';
import type { Db } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import type { AuditLogTable } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';

export type AuditRow = Omit<AuditLogTable, 'id'> & { id: number };
export type NewAuditRow = Omit<AuditLogTable, 'id'>;

/** Any number, the same in every process: the advisory lock that lets one append at a time. */
const APPEND_LOCK = 7_316_001;

/**
 * The hash of the newest entry, read so that no other transaction appends before this one
 * commits: PostgreSQL takes a transaction-scoped lock; SQLite writes one transaction at a time.
 */
export async function lastHashForAppend(trx: Executor): Promise<string | null> {
  if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${APPEND_LOCK})`.execute(trx);
  const last = await trx.selectFrom('audit_log').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return last?.hash ?? null;
}

export async function insertAuditRow(trx: Executor, row: NewAuditRow): Promise<void> {
  await trx.insertInto('audit_log').values(row).execute();
}

/**
 * The newest entry whose transaction has committed, and none in flight before it: on PostgreSQL
 * the read waits for the append lock, which every appending transaction holds to its end (ids are
 * taken in that order); on SQLite a read waits for the writing transaction anyway.
 */
export async function findNewestCommittedEntry(db: Db): Promise<{ id: number; hash: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${APPEND_LOCK})`.execute(trx);
    return trx.selectFrom('audit_log').select(['id', 'hash']).orderBy('id', 'desc').limit(1).executeTakeFirst();
  });
}

export async function findAuditEntry(db: Db, id: number): Promise<AuditRow | undefined> {
  return (await db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst()) as AuditRow | undefined;
}

/** The newest entry before `id`. */
export async function findAuditEntryBefore(db: Db, id: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('audit_log').select('id').where('id', '<', id).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export async function findOldestAuditEntry(db: Db): Promise<AuditRow | undefined> {
  return (await db.selectFrom('audit_log').selectAll().orderBy('id').limit(1).executeTakeFirst()) as AuditRow | undefined;
}

/** The oldest entry written at `at` or later. */
export async function findFirstAuditEntryFrom(db: Db, at: string): Promise<AuditRow | undefined> {
  return (await db.selectFrom('audit_log').selectAll().where('at', '>=', at).orderBy('id').limit(1).executeTakeFirst()) as AuditRow | undefined;
}

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.actor !== undefined) query = query.where('actor_id', '=', filter.actor);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.entityType) query = query.where('entity_type', '=', filter.entityType);
  if (filter.entityId !== undefined) query = query.where('entity_id', '=', filter.entityId);
  if (filter.from) query = query.where('at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) query = query.where('at', '<', new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + 86_400_000).toISOString());
  return query;
}

/** One page of entries matching the filter, newest first, and how many match. */
export async function findAuditEntries(db: Db, filter: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as AuditRow[], total: Number(count.total) };
}

/** Entries matching the filter older than `beforeId` (all when null), newest first, `limit` of them: an export reads a batch at a time. */
export async function findAuditEntriesBefore(db: Db, filter: AuditFilter, beforeId: number | null, limit: number): Promise<AuditRow[]> {
  let query = filtered(db, filter).selectAll();
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  return (await query.orderBy('id', 'desc').limit(limit).execute()) as AuditRow[];
}

/** Entries after `afterId`, oldest first, `limit` of them: the chain is checked a batch at a time. */
export async function findAuditBatch(db: Db, afterId: number, limit: number): Promise<AuditRow[]> {
  return (await db.selectFrom('audit_log').selectAll().where('id', '>', afterId).orderBy('id').limit(limit).execute()) as AuditRow[];
}

export async function deleteAuditEntriesBeforeId(db: Db, id: number): Promise<number> {
  const result = await db.deleteFrom('audit_log').where('id', '<', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
