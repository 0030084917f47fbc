/** The time zone the search log counts its days in (the server's, Belgrade). */
const LOG_TIME_ZONE = 'Europe/Belgrade';
/** Days the screen shows when it opens, today included (the server's default too). */
export const DEFAULT_PERIOD_DAYS = 30;

const DAY_MS = 86_400_000;

/** The day (YYYY-MM-DD) `days` after `day`, counted on the calendar (no time zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last DEFAULT_PERIOD_DAYS days up to today in Belgrade. */
export function defaultPeriod(now: Date = new Date()): { from: string; to: string } {
  // NOTE: en-CA writes dates as YYYY-MM-DD.
  const to = new Intl.DateTimeFormat('en-CA', { timeZone: LOG_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return { from: addDays(to, -(DEFAULT_PERIOD_DAYS - 1)), to };
}

export interface DayCount {
  day: string;
  searches: number;
}

/** Every day from `from` to `to`, with the searches counted on it (days the log left out as 0). */
export function everyDay(from: string, to: string, counted: readonly DayCount[]): DayCount[] {
  const byDay = new Map(counted.map((entry) => [entry.day, entry.searches]));
  const days: DayCount[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push({ day, searches: byDay.get(day) ?? 0 });
  return days;
}

/** The total and the busiest day (the first of equals; null when nobody searched). */
export function summarise(days: readonly DayCount[]): { total: number; busiest: DayCount | null } {
  let busiest: DayCount | null = null;
  let total = 0;
  for (const entry of days) {
    total += entry.searches;
    if (entry.searches > 0 && (!busiest || entry.searches > busiest.searches)) busiest = entry;
  }
  return { total, busiest };
}
