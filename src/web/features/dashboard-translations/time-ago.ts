import type { Locale } from '../../../common/locales.js';
import { INTL_LOCALES } from '../shared/format.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The units a span is told in, largest first (months and years as 30 and 365 days: a rough age is enough). */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY_MS],
  ['month', 30 * DAY_MS],
  ['week', 7 * DAY_MS],
  ['day', DAY_MS],
  ['hour', HOUR_MS],
  ['minute', MINUTE_MS],
];

/** How long ago an instant was, in its largest whole unit: "пре 3 дана", "yesterday", "now" under a minute. */
export function formatTimeAgo(iso: string, locale: Locale, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  const format = new Intl.RelativeTimeFormat(INTL_LOCALES[locale], { numeric: 'auto' });
  for (const [unit, length] of UNITS) if (elapsed >= length) return format.format(-Math.floor(elapsed / length), unit);
  return format.format(0, 'second');
}
