import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';

/** A subscriber by address, made if it is new (with its salt); the address as given, lower-cased. */
export async function findOrAddSubscriber(db: Executor, email: string, locale: string, now: string) {
  await db
    .insertInto('alert_subscribers')
    .values({ email, locale, salt: randomBytes(18).toString('base64url'), created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  return db.selectFrom('alert_subscribers').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}

export function findSubscriber(db: Executor, id: number) {
  return db.selectFrom('alert_subscribers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSubscriptionOf(db: Executor, subscriberId: number, topic: string) {
  return db.selectFrom('alert_subscriptions').selectAll().where('subscriber_id', '=', subscriberId).where('topic', '=', topic).executeTakeFirst();
}

/** A subscription with its subscriber's address, locale and salt. */
export function findSubscription(db: Executor, id: number) {
  return db
    .selectFrom('alert_subscriptions as s')
    .innerJoin('alert_subscribers as p', 'p.id', 's.subscriber_id')
    .select(['s.id', 's.subscriber_id', 's.topic', 's.frequency', 's.created_at', 's.confirmed_at', 'p.email', 'p.salt', 'p.locale'])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

export async function addPendingSubscription(db: Executor, subscription: { subscriberId: number; topic: string; frequency: string; now: string }): Promise<number> {
  const row = await db
    .insertInto('alert_subscriptions')
    .values({ subscriber_id: subscription.subscriberId, topic: subscription.topic, frequency: subscription.frequency, created_at: subscription.now, confirmed_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Asks again for a subscription not yet confirmed: the frequency now chosen, its week to confirm from now. */
export async function renewPendingSubscription(db: Executor, id: number, frequency: string, now: string): Promise<void> {
  await db.updateTable('alert_subscriptions').set({ frequency, created_at: now }).where('id', '=', id).where('confirmed_at', 'is', null).execute();
}

export async function confirmSubscription(db: Executor, subscription: { id: number; subscriberId: number; locale: string; now: string }): Promise<void> {
  await db.updateTable('alert_subscriptions').set({ confirmed_at: subscription.now }).where('id', '=', subscription.id).where('confirmed_at', 'is', null).execute();
  await touchSubscriber(db, subscription.subscriberId, subscription.now, subscription.locale);
}

export async function touchSubscriber(db: Executor, id: number, now: string, locale?: string): Promise<void> {
  await db
    .updateTable('alert_subscribers')
    .set({ updated_at: now, ...(locale ? { locale } : {}) })
    .where('id', '=', id)
    .execute();
}

export function confirmedSubscriptionsOf(db: Executor, subscriberId: number) {
  return db.selectFrom('alert_subscriptions').select(['id', 'topic', 'frequency']).where('subscriber_id', '=', subscriberId).where('confirmed_at', 'is not', null).orderBy('id').execute();
}

export async function setFrequency(db: Executor, subscriberId: number, id: number, frequency: string): Promise<void> {
  await db.updateTable('alert_subscriptions').set({ frequency }).where('id', '=', id).where('subscriber_id', '=', subscriberId).execute();
}

/** Ends subscriptions of a subscriber (all of them when `ids` is null); returns how many. */
export async function removeSubscriptions(db: Executor, subscriberId: number, ids: readonly number[] | null): Promise<number> {
  if (ids !== null && ids.length === 0) return 0;
  let query = db.deleteFrom('alert_subscriptions').where('subscriber_id', '=', subscriberId);
  if (ids !== null) query = query.where('id', 'in', ids);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The personal data the alerts no longer need: subscriptions never confirmed within their week,
 * subscribers left with no subscription for a week, and the record of what was sent after its
 * use (keeping a run from sending twice). Returns how many rows of each went.
 */
export async function deleteExpired(db: Db, limits: { pendingBefore: string; emptyBefore: string; deliveredBefore: string; itemsBefore: string }) {
  const pending = await db.deleteFrom('alert_subscriptions').where('confirmed_at', 'is', null).where('created_at', '<', limits.pendingBefore).executeTakeFirst();
  const subscribers = await db
    .deleteFrom('alert_subscribers')
    .where('updated_at', '<', limits.emptyBefore)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('alert_subscriptions').select('alert_subscriptions.id').whereRef('alert_subscriptions.subscriber_id', '=', 'alert_subscribers.id'))))
    .executeTakeFirst();
  const deliveries = await db.deleteFrom('alert_deliveries').where('created_at', '<', limits.deliveredBefore).executeTakeFirst();
  const items = await db.deleteFrom('alert_items').where('collected_at', '<', limits.itemsBefore).where('announced_at', 'is not', null).executeTakeFirst();
  return { pending: Number(pending.numDeletedRows), subscribers: Number(subscribers.numDeletedRows), deliveries: Number(deliveries.numDeletedRows), items: Number(items.numDeletedRows) };
}
