import type { AlertFrequency } from '../../../common/alerts/alert-topics.js';
import type { Locale } from '../../../common/locales.js';
import { PORTAL_TIME_ZONE, wallClockAt, wallClockToIso, zonedDateKey } from '../../../common/time/zoned-time.js';
import { type Db, inTransaction } from '../../db/database.js';
import { nowIso, nowMs } from '../../lib/clock.js';
import { type MailMessage, enqueueMailToMany } from '../mail/mail.service.js';
import { type LinkSigner, settingsPath, unsubscribeUrl } from './alert-links.js';
import { type AlertLine, recipientPart, sharedAlert, unsubscribeHeaders } from './alert.messages.js';
import { ALERT_SOURCE_TYPES, type AlertSource, type ItemLine, describeItems, findPublicChanges } from './public-changes.js';
import { nameTopics } from './topic-names.js';
import * as jobs from './alert-job.repository.js';
import type { AlertTopicView } from '../../../common/schemas/alerts.js';

/**
 * The alert job: find what became public, tell the immediate subscribers of each item, and send
 * the daily and weekly digests once their period has ended. Every message is queued in the
 * transaction that records its delivery (a subscriber and an item, or a subscriber and a digest
 * period, unique), so a run that stops midway and the run after it, on any instance, send each
 * message once.
 */

export interface AlertSendingDeps extends LinkSigner {
  db: Db;
}

/** Each look for changes starts this long before the last one ended: a save that committed late is still found. */
const LOOK_BACK_MS = 10 * 60_000;
/** The first look of a new database goes back a day. */
const FIRST_LOOK_MS = 86_400_000;
/** A digest's period is sent this long after it ends: a change found at its last moment has been recorded. */
export const DIGEST_MARGIN_MS = 5 * 60_000;
/** Digests cover the days from 07:00 to 07:00 in the portal's zone; the weekly one from Monday to Monday. */
export const DIGEST_HOUR = 7;
/** Recipients whose messages are queued in one transaction. */
const RECIPIENTS_PER_TRANSACTION = 500;

const iso = (value: string | Date) => (value instanceof Date ? value.toISOString() : value);

/**
 * Records the public changes since the last look as alert items, each once (its change key): an
 * item that became public once ever, a register entry that changed once a day at most (and not
 * the day it became public). Returns how many were new.
 */
export async function collectPublicChanges(db: Db): Promise<number> {
  const now = nowIso();
  const cursor = await jobs.lookedUntil(db);
  const from = new Date(cursor ? Date.parse(cursor) - LOOK_BACK_MS : nowMs() - FIRST_LOOK_MS).toISOString();
  const changes = await findPublicChanges(db, from, now);
  let added = 0;
  await inTransaction(db, async (trx) => {
    for (const change of changes) {
      const day = zonedDateKey(change.occurredAt, PORTAL_TIME_ZONE);
      if (change.kind === 'changed') {
        const introduced = await jobs.introducedAt(trx, `new:${change.entityType}:${change.entityId}`);
        if (introduced && zonedDateKey(introduced, PORTAL_TIME_ZONE) === day) continue;
      }
      const changeKey = change.kind === 'new' ? `new:${change.entityType}:${change.entityId}` : `changed:${change.entityType}:${change.entityId}:${day}`;
      if (await jobs.recordChange(trx, { ...change, changeKey, collectedAt: now })) added++;
    }
    await jobs.setLookedUntil(trx, now);
  });
  return added;
}

interface Recipient {
  subscriberId: number;
  email: string;
  locale: Locale;
  salt: string;
  subscriptionIds: number[];
  topics: string[];
}

interface AlertItemRow {
  id: number;
  entity_type: string;
  entity_id: number;
  kind: 'new' | 'changed';
  topics: string;
  occurred_at: string | Date;
}

/** The lines of items in `locale`, by alert item id: only those public now (and, in English, translated). */
async function linesOf(db: Db, items: readonly AlertItemRow[], locale: Locale, now: string): Promise<Map<number, AlertLine>> {
  const lines = new Map<number, AlertLine>();
  for (const type of ALERT_SOURCE_TYPES) {
    const ofType = items.filter((item) => item.entity_type === type);
    if (ofType.length === 0) continue;
    const described: Map<number, ItemLine> = await describeItems(db, type as AlertSource, [...new Set(ofType.map((item) => item.entity_id))], locale, now);
    for (const item of ofType) {
      const line = described.get(item.entity_id);
      if (line) lines.set(item.id, { ...line, kind: item.kind });
    }
  }
  return lines;
}

/**
 * Queues one message of `lines` to each recipient that has not had it (its delivery key), in
 * transactions of a few hundred: the common list kept once, each recipient's links their own.
 */
async function deliver(
  deps: AlertSendingDeps,
  input: { frequency: AlertFrequency; deliveryKey: string; locale: Locale; lines: readonly AlertLine[]; recipients: readonly Recipient[]; names: ReadonlyMap<string, AlertTopicView> },
): Promise<number> {
  const { locale, names } = input;
  const { subject, shared } = sharedAlert({ locale, frequency: input.frequency, lines: input.lines, publicUrl: deps.publicUrl });
  let sent = 0;
  for (let start = 0; start < input.recipients.length; start += RECIPIENTS_PER_TRANSACTION) {
    const chunk = input.recipients.slice(start, start + RECIPIENTS_PER_TRANSACTION);
    sent += await inTransaction(deps.db, async (trx) => {
      const now = nowIso();
      const fresh = await jobs.recordDeliveries(trx, chunk.map((recipient) => recipient.subscriberId), input.deliveryKey, now);
      const messages: MailMessage[] = chunk
        .filter((recipient) => fresh.has(recipient.subscriberId))
        .map((recipient) => {
          const own = recipientPart({ locale, subject, topics: recipient.topics.map((topic) => names.get(topic)?.name ?? topic), settingsUrl: deps.publicUrl + settingsPath(deps, locale, { id: recipient.subscriberId, salt: recipient.salt }) });
          return { to: recipient.email, subject, text: own.text, html: own.html, headers: unsubscribeHeaders(unsubscribeUrl(deps, { id: recipient.subscriberId, salt: recipient.salt }, recipient.subscriptionIds)) };
        });
      await enqueueMailToMany(trx, shared, messages);
      return messages.length;
    });
  }
  return sent;
}

/** Groups subscription rows by subscriber. */
function bySubscriber(rows: readonly { id: number; subscriber_id: number; topic: string; email: string; locale: string; salt: string }[]): Recipient[] {
  const recipients = new Map<number, Recipient>();
  for (const row of rows) {
    let recipient = recipients.get(row.subscriber_id);
    if (!recipient) recipients.set(row.subscriber_id, (recipient = { subscriberId: row.subscriber_id, email: row.email, locale: row.locale as Locale, salt: row.salt, subscriptionIds: [], topics: [] }));
    recipient.subscriptionIds.push(row.id);
    recipient.topics.push(row.topic);
  }
  return [...recipients.values()];
}

/**
 * Tells the immediate subscribers of each item not yet announced, one message a subscriber (if it
 * follows the item by several topics, they are named together). Returns the messages queued.
 */
export async function announceItems(deps: AlertSendingDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const items = await jobs.unannouncedItems(deps.db, 50);
    if (items.length === 0) return sent;
    for (const item of items) {
      const topics = JSON.parse(item.topics) as string[];
      const rows = topics.length === 0 ? [] : await jobs.immediateSubscriptions(deps.db, topics, iso(item.occurred_at));
      const recipients = bySubscriber(rows);
      for (const locale of new Set(recipients.map((recipient) => recipient.locale))) {
        const line = (await linesOf(deps.db, [item], locale, nowIso())).get(item.id);
        if (!line) continue;
        const names = await nameTopics(deps.db, topics, locale, nowIso());
        sent += await deliver(deps, { frequency: 'immediate', deliveryKey: `item:${item.id}`, locale, lines: [line], recipients: recipients.filter((recipient) => recipient.locale === locale), names });
      }
      await jobs.markAnnounced(deps.db, item.id, nowIso());
    }
  }
}

const FASTER: Record<Exclude<AlertFrequency, 'immediate'>, AlertFrequency[]> = { daily: ['immediate'], weekly: ['immediate', 'daily'] };
const PERIOD_DAYS = { daily: 1, weekly: 7 } as const;

/** The end of the latest digest period of `frequency` at or before `atMs`: 07:00 of a day (a Monday for the weekly). */
export function lastPeriodEnd(frequency: 'daily' | 'weekly', atMs: number): string {
  const wall = wallClockAt(atMs, PORTAL_TIME_ZONE);
  for (let back = 0; back <= 7; back++) {
    const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day - back));
    if (frequency === 'weekly' && day.getUTCDay() !== 1) continue;
    const end = wallClockToIso({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: DIGEST_HOUR, minute: 0, second: 0 }, PORTAL_TIME_ZONE)!;
    if (Date.parse(end) <= atMs) return end;
  }
  throw new Error('No digest period ended in the last eight days');
}

/**
 * Sends the digest of `frequency` for the latest period that ended (from the end of the last one
 * sent, so days the portal was down are not lost), if it was not sent yet. Each subscriber gets
 * one message of the items of its topics at that frequency, without those it hears of sooner by
 * another subscription. Returns the messages queued.
 */
export async function sendDigest(deps: AlertSendingDeps, frequency: 'daily' | 'weekly'): Promise<number> {
  const { db } = deps;
  const end = lastPeriodEnd(frequency, nowMs() - DIGEST_MARGIN_MS);
  const existing = await jobs.findDigest(db, frequency, end);
  if (existing?.finished) return 0;
  const start = existing?.start ?? (await jobs.lastDigestEndBefore(db, frequency, end)) ?? new Date(Date.parse(end) - PERIOD_DAYS[frequency] * 86_400_000).toISOString();
  if (!existing) await jobs.beginDigest(db, frequency, start, end);
  const items = await jobs.itemsFoundBetween(db, start, end);
  const sent = items.length === 0 ? 0 : await sendDigestOf(deps, frequency, `${frequency}:${end}`, items);
  await jobs.finishDigest(db, frequency, end, nowIso());
  return sent;
}

async function sendDigestOf(deps: AlertSendingDeps, frequency: 'daily' | 'weekly', deliveryKey: string, items: readonly AlertItemRow[]): Promise<number> {
  const { db } = deps;
  const rows = await jobs.subscriptionsOfSubscribersAt(db, frequency);
  const itemTopics = items.map((item) => ({ item, topics: new Set(JSON.parse(item.topics) as string[]), occurredAt: iso(item.occurred_at) }));
  // Subscribers with the same items in the same locale get the same list: it is written once.
  const groups = new Map<string, { locale: Locale; itemIds: number[]; recipients: Recipient[] }>();
  const subscriptionsOf = new Map<number, typeof rows>();
  for (const row of rows) subscriptionsOf.set(row.subscriber_id, [...(subscriptionsOf.get(row.subscriber_id) ?? []), row]);
  for (const subscriptions of subscriptionsOf.values()) {
    const follows = (frequencies: readonly string[], entry: (typeof itemTopics)[number]) =>
      subscriptions.some((s) => frequencies.includes(s.frequency) && entry.topics.has(s.topic) && iso(s.confirmed_at!) <= entry.occurredAt);
    const itemIds = itemTopics.filter((entry) => follows([frequency], entry) && !follows(FASTER[frequency], entry)).map((entry) => entry.item.id);
    if (itemIds.length === 0) continue;
    const [recipient] = bySubscriber(subscriptions.filter((s) => s.frequency === frequency));
    const signature = `${recipient!.locale}|${itemIds.join(',')}`;
    let group = groups.get(signature);
    if (!group) groups.set(signature, (group = { locale: recipient!.locale, itemIds, recipients: [] }));
    group.recipients.push(recipient!);
  }
  const topicKeys = [...new Set(rows.map((row) => row.topic))];
  const perLocale = new Map<Locale, { lines: Map<number, AlertLine>; names: Map<string, AlertTopicView> }>();
  let sent = 0;
  for (const group of groups.values()) {
    let known = perLocale.get(group.locale);
    if (!known) perLocale.set(group.locale, (known = { lines: await linesOf(db, items, group.locale, nowIso()), names: await nameTopics(db, topicKeys, group.locale, nowIso()) }));
    const { lines, names } = known;
    const shown = group.itemIds.flatMap((id) => (lines.has(id) ? [lines.get(id)!] : []));
    if (shown.length > 0) sent += await deliver(deps, { frequency, deliveryKey, locale: group.locale, lines: shown, recipients: group.recipients, names });
  }
  return sent;
}

/**
 * A run unless another instance ran one less than `everyMs` ago (a little less: instances check
 * on their own timers); the caller holds the job's lock, so two never overlap.
 */
export async function runAlertsIfDue(deps: AlertSendingDeps, everyMs: number): Promise<boolean> {
  const cursor = await jobs.lookedUntil(deps.db);
  if (cursor && Date.parse(cursor) > nowMs() - everyMs * 0.9) return false;
  await runAlerts(deps);
  return true;
}

/** One run of the alert job: what became public, its immediate alerts, then the digests due. */
export async function runAlerts(deps: AlertSendingDeps): Promise<{ collected: number; announced: number; daily: number; weekly: number }> {
  const collected = await collectPublicChanges(deps.db);
  const announced = await announceItems(deps);
  const daily = await sendDigest(deps, 'daily');
  const weekly = await sendDigest(deps, 'weekly');
  return { collected, announced, daily, weekly };
}
