import { alertWord } from '../../../common/alerts/alert-text.js';
import { ALERT_FREQUENCIES, type AlertFrequency, parseTopicKey } from '../../../common/alerts/alert-topics.js';
import { EMAIL_PATTERN } from '../../../common/forms/form-state.js';
import type { Locale } from '../../../common/locales.js';
import { listPath } from '../../../common/routes.js';
import type { AlertConfirmation, AlertSettings, AlertSignup } from '../../../common/schemas/alerts.js';
import { EMAIL_MAX } from '../../../common/schemas/user.js';
import { type Db, inTransaction } from '../../db/database.js';
import { nowIso, nowMs } from '../../lib/clock.js';
import { countTries } from '../auth/failure-limits.js';
import { enqueueMail } from '../mail/mail.service.js';
import { encodePath } from '../site/site-text.js';
import { type LinkSigner, confirmPath, isLinkSigned, settingsPath, unsubscribeIds } from './alert-links.js';
import { alreadySubscribedMessage, confirmationMessage } from './alert.messages.js';
import * as repo from './alert.repository.js';
import { findFollowableTopic, listTopics, nameTopics } from './topic-names.js';

export interface AlertDeps extends LinkSigner {
  db: Db;
}

/** A subscription not confirmed within this long is dropped (its link stops working). */
export const CONFIRM_WITHIN_MS = 7 * 86_400_000;
/** Sign-ups from one client in the window of the failure limits (15 minutes). */
const SIGNUPS_PER_CLIENT = 10;
/** Confirmation messages to one address in that window: nobody fills another's inbox with them. */
const SIGNUPS_PER_ADDRESS = 3;

const FIELD = { email: 'email', frequency: 'frequency', topic: 'topic', honeypot: 'website' } as const;

type Posted = ReadonlyMap<string, readonly string[]>;
const fieldOf = (posted: Posted, name: string) => posted.get(name)?.[0] ?? '';

/** The subscription page as it opens: a topic's form, or every topic to choose from. */
export async function readSignup(db: Db, query: { topic?: string; sent?: '1' }, locale: Locale): Promise<AlertSignup> {
  const now = nowIso();
  const asked = query.topic ? parseTopicKey(query.topic) : null;
  const topic = asked ? await findFollowableTopic(db, asked, locale, now) : null;
  return { topic, topics: topic ? [] : await listTopics(db, locale, now), values: { email: '', frequency: 'immediate' }, errors: [], sent: query.sent === '1' && topic !== null };
}

export type SignupOutcome = { sent: string } | { status: 422 | 429; state: AlertSignup };

/**
 * A sign-up posted from the subscription page. Valid, it records the subscription unconfirmed and
 * queues the message that confirms it, then leads to "check your e-mail" (303), saying nothing of
 * whether the address followed the topic already (that address is told by e-mail instead).
 */
export async function postSignup(deps: AlertDeps, locale: Locale, posted: Posted, ip: string): Promise<SignupOutcome> {
  const now = nowIso();
  const email = fieldOf(posted, FIELD.email).trim().toLowerCase();
  const frequency = fieldOf(posted, FIELD.frequency);
  const asked = parseTopicKey(fieldOf(posted, FIELD.topic));
  const topic = asked ? await findFollowableTopic(deps.db, asked, locale, now) : null;
  const values = { email: fieldOf(posted, FIELD.email).slice(0, EMAIL_MAX), frequency: (ALERT_FREQUENCIES as readonly string[]).includes(frequency) ? (frequency as AlertFrequency) : 'immediate' };
  const refuse = async (status: 422 | 429, errors: AlertSignup['errors']): Promise<SignupOutcome> => ({
    status,
    state: { topic, topics: topic ? [] : await listTopics(deps.db, locale, now), values, errors, sent: false },
  });
  if (fieldOf(posted, FIELD.honeypot) !== '') return refuse(422, [{ field: '', message: alertWord('refused', locale) }]);
  const errors = [
    ...(topic ? [] : [{ field: FIELD.topic, message: alertWord('topicMissing', locale) }]),
    ...(email === '' ? [{ field: FIELD.email, message: alertWord('emailMissing', locale) }] : email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email) ? [{ field: FIELD.email, message: alertWord('emailInvalid', locale) }] : []),
    ...((ALERT_FREQUENCIES as readonly string[]).includes(frequency) ? [] : [{ field: FIELD.frequency, message: alertWord('frequencyInvalid', locale) }]),
  ];
  if (errors.length > 0 || !topic) return refuse(422, errors);
  const limited = await countTries(deps.db, [{ key: `alert-signup:${ip}`, limit: SIGNUPS_PER_CLIENT }, { key: `alert-address:${email}`, limit: SIGNUPS_PER_ADDRESS }], '', nowMs());
  if (limited) return refuse(429, [{ field: '', message: alertWord('tooMany', locale, { minutes: Math.ceil(Number(limited.details?.retryAfterSeconds ?? 60) / 60) }) }]);
  await inTransaction(deps.db, async (trx) => {
    const subscriber = await repo.findOrAddSubscriber(trx, email, locale, now);
    const existing = await repo.findSubscriptionOf(trx, subscriber.id, topic.key);
    if (existing?.confirmed_at) {
      await enqueueMail(trx, alreadySubscribedMessage({ to: email, locale, topic: topic.name, settingsUrl: deps.publicUrl + settingsPath(deps, locale, subscriber) }));
      return;
    }
    let id = existing?.id;
    if (id === undefined) id = await repo.addPendingSubscription(trx, { subscriberId: subscriber.id, topic: topic.key, frequency: values.frequency, now });
    else await repo.renewPendingSubscription(trx, id, values.frequency, now);
    const confirmUrl = deps.publicUrl + confirmPath(deps, locale, { id, salt: subscriber.salt });
    await enqueueMail(trx, confirmationMessage({ to: email, locale, topic: topic.name, frequency: values.frequency, confirmUrl }));
  });
  return { sent: `${encodePath(listPath('alerts', locale))}?${new URLSearchParams({ topic: topic.key, sent: '1' }).toString()}` };
}

/** The subscription a confirmation link names, if the link is its own and its week has not passed. */
async function linkedSubscription(deps: AlertDeps, link: { s: number; t: string }) {
  const subscription = await repo.findSubscription(deps.db, link.s);
  if (!subscription || !isLinkSigned(deps.secretKey, 'confirm', subscription.salt, String(subscription.id), link.t)) return null;
  if (!subscription.confirmed_at && Date.parse(String(subscription.created_at)) < nowMs() - CONFIRM_WITHIN_MS) return null;
  return subscription;
}

/** The confirmation page's content; null (not found) for a wrong or expired link. */
export async function readConfirmation(deps: AlertDeps, link: { s: number; t: string }, locale: Locale): Promise<AlertConfirmation | null> {
  const subscription = await linkedSubscription(deps, link);
  if (!subscription) return null;
  const topic = (await nameTopics(deps.db, [subscription.topic], locale, nowIso())).get(subscription.topic)!;
  return { email: subscription.email, topic, frequency: subscription.frequency as AlertFrequency, confirmed: subscription.confirmed_at !== null };
}

/** Confirms the subscription (the page's button); the address of the subscriber's settings, or null for a wrong link. */
export async function confirmByLink(deps: AlertDeps, link: { s: number; t: string }, locale: Locale): Promise<string | null> {
  const subscription = await linkedSubscription(deps, link);
  if (!subscription) return null;
  await inTransaction(deps.db, (trx) => repo.confirmSubscription(trx, { id: subscription.id, subscriberId: subscription.subscriber_id, locale, now: nowIso() }));
  return settingsPath(deps, locale, { id: subscription.subscriber_id, salt: subscription.salt }, 'confirmed');
}

/** The subscriber a settings link names, if the link is its own. */
async function linkedSubscriber(deps: AlertDeps, link: { p: number; t: string }) {
  const subscriber = await repo.findSubscriber(deps.db, link.p);
  return subscriber && isLinkSigned(deps.secretKey, 'settings', subscriber.salt, String(subscriber.id), link.t) ? subscriber : null;
}

/** The settings page's content; null (not found) for a wrong link. */
export async function readSettings(deps: AlertDeps, link: { p: number; t: string; done?: AlertSettings['notice'] }, locale: Locale): Promise<AlertSettings | null> {
  const subscriber = await linkedSubscriber(deps, link);
  if (!subscriber) return null;
  const subscriptions = await repo.confirmedSubscriptionsOf(deps.db, subscriber.id);
  const topics = await nameTopics(deps.db, subscriptions.map((row) => row.topic), locale, nowIso());
  return {
    email: subscriber.email,
    subscriptions: subscriptions.map((row) => ({ id: row.id, topic: topics.get(row.topic)!, frequency: row.frequency as AlertFrequency })),
    notice: link.done ?? null,
  };
}

/**
 * A change posted from the settings page: `action` is `save` (each `frequency-<id>`), `remove-<id>`
 * or `remove-all`. Returns the page to go back to, with what it did; null for a wrong link.
 */
export async function changeSettings(deps: AlertDeps, link: { p: number; t: string }, locale: Locale, posted: Posted): Promise<string | null> {
  const subscriber = await linkedSubscriber(deps, link);
  if (!subscriber) return null;
  const action = fieldOf(posted, 'action');
  const now = nowIso();
  const done = await inTransaction(deps.db, async (trx) => {
    await repo.touchSubscriber(trx, subscriber.id, now, locale);
    if (action === 'remove-all') {
      await repo.removeSubscriptions(trx, subscriber.id, null);
      return 'removed-all';
    }
    const removed = /^remove-([1-9][0-9]{0,9})$/.exec(action);
    if (removed) {
      await repo.removeSubscriptions(trx, subscriber.id, [Number(removed[1])]);
      return 'removed';
    }
    for (const row of await repo.confirmedSubscriptionsOf(trx, subscriber.id)) {
      const frequency = fieldOf(posted, `frequency-${row.id}`);
      if ((ALERT_FREQUENCIES as readonly string[]).includes(frequency) && frequency !== row.frequency) await repo.setFrequency(trx, subscriber.id, row.id, frequency);
    }
    return 'saved';
  });
  return settingsPath(deps, locale, subscriber, done);
}

/**
 * The one-click unsubscribe of a message (RFC 8058): ends the subscriptions it was sent for.
 * Returns false for a link that is not the subscriber's; a link used twice is fine.
 */
export async function unsubscribeByLink(deps: AlertDeps, link: { p: number; s: string; t: string }): Promise<boolean> {
  const subscriber = await repo.findSubscriber(deps.db, link.p);
  if (!subscriber || !isLinkSigned(deps.secretKey, 'unsubscribe', subscriber.salt, unsubscribeIds(subscriber.id, link.s), link.t)) return false;
  await inTransaction(deps.db, async (trx) => {
    await repo.removeSubscriptions(trx, subscriber.id, link.s.split('.').map(Number));
    await repo.touchSubscriber(trx, subscriber.id, nowIso());
  });
  return true;
}

/** The settings page of the subscriber an unsubscribe link names (a GET of it leads there and changes nothing). */
export async function settingsOfUnsubscribeLink(deps: AlertDeps, link: { p: number; s: string; t: string }): Promise<string | null> {
  const subscriber = await repo.findSubscriber(deps.db, link.p);
  if (!subscriber || !isLinkSigned(deps.secretKey, 'unsubscribe', subscriber.salt, unsubscribeIds(subscriber.id, link.s), link.t)) return null;
  return settingsPath(deps, subscriber.locale as Locale, subscriber);
}
