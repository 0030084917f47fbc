import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Locale } from '../../../common/locales.js';
import { listPath } from '../../../common/routes.js';
import { encodePath } from '../site/site-text.js';

/**
 * The links of the alerts' messages, each signed for what it does and whom it is for: confirming
 * one subscription, a subscriber's settings page, and the one-click unsubscribe of a message. The
 * signature is an HMAC under a key derived from the portal's secret, over the purpose, the ids and
 * the subscriber's random salt: nothing is kept per link, a link of a subscriber deleted (and its
 * id given again) leads nowhere, and a copy of the database alone makes no link.
 */

const keys = new Map<string, Buffer>();
function linkKey(secretKey: string): Buffer {
  let key = keys.get(secretKey);
  if (!key) keys.set(secretKey, (key = Buffer.from(hkdfSync('sha256', secretKey, 'noks-portal', 'e-mail alert links', 32))));
  return key;
}

type Purpose = 'confirm' | 'settings' | 'unsubscribe';

/** The signature of a link: 128 bits, base64url. */
export function signLink(secretKey: string, purpose: Purpose, salt: string, ids: string): string {
  return createHmac('sha256', linkKey(secretKey)).update(`${purpose}:${ids}:${salt}`).digest('base64url').slice(0, 22);
}

export function isLinkSigned(secretKey: string, purpose: Purpose, salt: string, ids: string, token: string): boolean {
  const expected = Buffer.from(signLink(secretKey, purpose, salt, ids));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface LinkSigner {
  publicUrl: string;
  secretKey: string;
}

const withQuery = (path: string, query: Record<string, string>) => `${encodePath(path)}?${new URLSearchParams(query).toString()}`;

/** The page that confirms a subscription (a GET shows it; its button confirms). */
export function confirmPath(signer: LinkSigner, locale: Locale, subscription: { id: number; salt: string }): string {
  return withQuery(listPath('alert-confirm', locale), { s: String(subscription.id), t: signLink(signer.secretKey, 'confirm', subscription.salt, String(subscription.id)) });
}

/** A subscriber's settings page: every subscription, its frequency, unsubscribing. */
export function settingsPath(signer: LinkSigner, locale: Locale, subscriber: { id: number; salt: string }, done?: string): string {
  return withQuery(listPath('alert-settings', locale), {
    p: String(subscriber.id),
    t: signLink(signer.secretKey, 'settings', subscriber.salt, String(subscriber.id)),
    ...(done ? { done } : {}),
  });
}

/** The address of a message's one-click unsubscribe (RFC 8058): it ends the subscriptions the message was sent for. */
export function unsubscribeUrl(signer: LinkSigner, subscriber: { id: number; salt: string }, subscriptionIds: readonly number[]): string {
  const ids = [...subscriptionIds].sort((a, b) => a - b).join('.');
  const query = new URLSearchParams({ p: String(subscriber.id), s: ids, t: signLink(signer.secretKey, 'unsubscribe', subscriber.salt, `${subscriber.id}/${ids}`) });
  return `${signer.publicUrl}/api/alerts/unsubscribe?${query.toString()}`;
}

/** The ids an unsubscribe link signs, as signLink takes them. */
export const unsubscribeIds = (subscriberId: number, ids: string) => `${subscriberId}/${ids}`;
