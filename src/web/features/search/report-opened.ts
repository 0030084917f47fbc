import type { Locale } from '../../../common/locales.js';

/**
 * Tells the search log a reader opened a result of `q` (POST /api/search/opened: the query and
 * the locale, nothing else). Sent as a beacon, so it survives the page being left; a failure is
 * of no concern to the reader.
 */
export function reportOpened(q: string, locale: Locale): void {
  const body = JSON.stringify({ q, locale });
  try {
    if (navigator.sendBeacon?.('/api/search/opened', new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Some browsers refuse a beacon (privacy settings): the request below is tried instead.
  }
  void fetch('/api/search/opened', { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
}
