/** Calendar days are Belgrade days: an event at 00:30 local time belongs to that local date. */
export const PORTAL_TIME_ZONE = 'Europe/Belgrade';

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function localParts(instant: Date) {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
}

/** Minutes the portal's zone is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date): number {
  const p = localParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The UTC instant of a local wall-clock time in the portal's zone. */
export function localTimeToIso(year: number, month: number, day: number, hour = 0, minute = 0): string {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const offset = offsetMinutes(new Date(guess - offsetMinutes(new Date(guess)) * 60_000));
  return new Date(guess - offset * 60_000).toISOString();
}

/** The portal-zone calendar date (YYYY-MM-DD) of an instant. */
export function localDateKey(iso: string): string {
  const p = localParts(new Date(iso));
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The calendar date `days` days after a YYYY-MM-DD date (plain date arithmetic, no time zone). */
export function addDays(dateKey: string, days: number): string {
  const [year, month, day] = dateKey.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The current month (YYYY-MM) in the portal's zone. */
export function currentMonth(now = new Date()): string {
  return localDateKey(now.toISOString()).slice(0, 7);
}

/** [from, to) of a `YYYY-MM` month in the portal's zone, as UTC instants. */
export function monthBounds(month: string): { from: string; to: string; days: number } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? [year + 1, 1] : [year, monthNumber + 1];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: localTimeToIso(year, monthNumber, 1), to: localTimeToIso(next[0]!, next[1]!, 1), days };
}
