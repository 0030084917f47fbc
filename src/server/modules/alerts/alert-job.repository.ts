import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { PublicChange } from './public-changes.js';

/** The alert job's records: how far it looked, the changes it found, what it delivered, the digest periods. */

const ITEM_COLUMNS = ['id', 'entity_type', 'entity_id', 'kind', 'topics', 'occurred_at'] as const;

const iso = (value: string | Date) => (value instanceof Date ? value.toISOString() : value);

/** The moment the job last looked for changes; null before its first look. */
export async function lookedUntil(db: Executor): Promise<string | null> {
  const row = await db.selectFrom('alert_cursor').select('looked_until').where('id', '=', 1).executeTakeFirst();
  return row ? iso(row.looked_until) : null;
}

export async function setLookedUntil(db: Executor, at: string): Promise<void> {
  await db
    .insertInto('alert_cursor')
    .values({ id: 1, looked_until: at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ looked_until: at }))
    .execute();
}

/** When an item, by its change key `new:…`, was found to have become public; null if never. */
export async function introducedAt(db: Executor, changeKey: string): Promise<string | null> {
  const row = await db.selectFrom('alert_items').select('occurred_at').where('change_key', '=', changeKey).executeTakeFirst();
  return row ? iso(row.occurred_at) : null;
}

/** Records a change under its key unless it is recorded already; whether it was new. */
export async function recordChange(db: Executor, change: PublicChange & { changeKey: string; collectedAt: string }): Promise<boolean> {
  const row = await db
    .insertInto('alert_items')
    .values({
      entity_type: change.entityType,
      entity_id: change.entityId,
      kind: change.kind,
      change_key: change.changeKey,
      topics: JSON.stringify(change.topics),
      occurred_at: change.occurredAt,
      collected_at: change.collectedAt,
      announced_at: null,
    })
    .onConflict((oc) => oc.column('change_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the deliveries of `key` to subscribers; the ids of those it had not been delivered to. */
export async function recordDeliveries(db: Executor, subscriberIds: readonly number[], key: string, now: string): Promise<Set<number>> {
  const rows = await db
    .insertInto('alert_deliveries')
    .values(subscriberIds.map((id) => ({ subscriber_id: id, delivery_key: key, created_at: now })))
    .onConflict((oc) => oc.columns(['subscriber_id', 'delivery_key']).doNothing())
    .returning('subscriber_id')
    .execute();
  return new Set(rows.map((row) => row.subscriber_id));
}

export function unannouncedItems(db: Db, limit: number) {
  return db.selectFrom('alert_items').select(ITEM_COLUMNS).where('announced_at', 'is', null).orderBy('id').limit(limit).execute();
}

export async function markAnnounced(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('alert_items').set({ announced_at: at }).where('id', '=', id).execute();
}

const subscriptionsWithSubscribers = (db: Db) =>
  db
    .selectFrom('alert_subscriptions as s')
    .innerJoin('alert_subscribers as p', 'p.id', 's.subscriber_id')
    .select(['s.id', 's.subscriber_id', 's.topic', 's.frequency', 's.confirmed_at', 'p.email', 'p.locale', 'p.salt'])
    .orderBy('s.subscriber_id')
    .orderBy('s.id');

/** The immediate subscriptions to any of `topics` confirmed by `at`, with their subscribers. */
export function immediateSubscriptions(db: Db, topics: readonly string[], at: string) {
  return subscriptionsWithSubscribers(db).where('s.frequency', '=', 'immediate').where('s.topic', 'in', topics).where('s.confirmed_at', '<=', at).execute();
}

/** Every confirmed subscription of the subscribers with one at `frequency`, with their subscribers. */
export function subscriptionsOfSubscribersAt(db: Db, frequency: string) {
  return subscriptionsWithSubscribers(db)
    .where('s.confirmed_at', 'is not', null)
    .where('s.subscriber_id', 'in', (eb) => eb.selectFrom('alert_subscriptions').select('subscriber_id').where('frequency', '=', frequency).where('confirmed_at', 'is not', null))
    .execute();
}

/** The digest period of `frequency` ending at `end`, if it was begun. */
export async function findDigest(db: Db, frequency: string, end: string) {
  const row = await db.selectFrom('alert_digests').selectAll().where('frequency', '=', frequency).where('period_end', '=', end).executeTakeFirst();
  return row && { start: iso(row.period_start), finished: row.finished_at !== null };
}

/** The end of the last period of `frequency` sent before `end`; null if none was. */
export async function lastDigestEndBefore(db: Db, frequency: string, end: string): Promise<string | null> {
  const row = await db.selectFrom('alert_digests').select(({ fn }) => fn.max('period_end').as('end')).where('frequency', '=', frequency).where('finished_at', 'is not', null).where('period_end', '<', end).executeTakeFirst();
  return row?.end ? iso(row.end) : null;
}

export async function beginDigest(db: Db, frequency: string, start: string, end: string): Promise<void> {
  await db.insertInto('alert_digests').values({ frequency, period_end: end, period_start: start, finished_at: null }).onConflict((oc) => oc.columns(['frequency', 'period_end']).doNothing()).execute();
}

export async function finishDigest(db: Db, frequency: string, end: string, at: string): Promise<void> {
  await db.updateTable('alert_digests').set({ finished_at: at }).where('frequency', '=', frequency).where('period_end', '=', end).execute();
}

/** The changes found from `start` up to `end`, in the order found. */
export function itemsFoundBetween(db: Db, start: string, end: string) {
  return db.selectFrom('alert_items').select(ITEM_COLUMNS).where('collected_at', '>=', start).where('collected_at', '<', end).orderBy('id').execute();
}
