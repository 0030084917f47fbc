import { nowMs } from './clock.js';
import { PORTAL_TIME_ZONE, wallClockToIso, zonedDateKey } from '../../common/time/zoned-time.js';

/** The UTC instant of a local wall-clock time in the portal's zone. */
export function localTimeToIso(year: number, month: number, day: number, hour = 0, minute = 0): string {
  const iso = wallClockToIso({ year, month, day, hour, minute, second: 0 }, PORTAL_TIME_ZONE);
  if (!iso) throw new RangeError(`no such time: ${year}-${month}-${day} ${hour}:${minute}`);
  return iso;
}

/** The portal-zone calendar date (YYYY-MM-DD) of an instant: an event at 00:30 local time belongs to that local date. */
export function localDateKey(iso: string): string {
  return zonedDateKey(iso, PORTAL_TIME_ZONE);
}

/** The calendar date `days` days after a YYYY-MM-DD date (plain date arithmetic, no time zone). */
export function addDays(dateKey: string, days: number): string {
  const [year, month, day] = dateKey.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The current month (YYYY-MM) in the portal's zone. */
export function currentMonth(now = new Date(nowMs())): string {
  return localDateKey(now.toISOString()).slice(0, 7);
}

/** [from, to) of a `YYYY-MM` month in the portal's zone, as UTC instants. */
export function monthBounds(month: string): { from: string; to: string; days: number } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? [year + 1, 1] : [year, monthNumber + 1];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: localTimeToIso(year, monthNumber, 1), to: localTimeToIso(next[0]!, next[1]!, 1), days };
}
