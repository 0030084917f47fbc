/**
 * Pure date arithmetic of the month calendar. Dates are plain calendar dates (YYYY-MM-DD) and
 * months YYYY-MM, computed in UTC so the reader's time zone and daylight saving never shift a day.
 */
import { formattedText } from '../format.js';

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY_MS = 86_400_000;

function parseMonth(month: string): { year: number; monthIndex: number } {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`Not a month (YYYY-MM): ${month}`);
  return { year: Number(match[1]), monthIndex: Number(match[2]) - 1 };
}

function toDateKey(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Number of days in a month. */
export function daysInMonth(month: string): number {
  const { year, monthIndex } = parseMonth(month);
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** The month `delta` months after `month` (negative: before). */
export function shiftMonth(month: string, delta: number): string {
  const { year, monthIndex } = parseMonth(month);
  return toDateKey(Date.UTC(year, monthIndex + delta, 1)).slice(0, 7);
}

/** The date `days` days after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return toDateKey(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
}

/** Day of the week of a date, Monday 0 … Sunday 6 (weeks start on Monday in Serbia and the UK). */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * The weeks of a month as rows of seven cells, Monday first; cells outside the month are null.
 * Always 4 to 6 rows.
 */
export function buildMonthGrid(month: string): (string | null)[][] {
  const count = daysInMonth(month);
  const lead = weekdayIndex(`${month}-01`);
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= count; day++) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * Where a key moves the focused day of the grid (arrows by a day or a week, Home and End to the
 * start and end of the week); null when the key is not a move or the move would leave the month.
 */
export function moveInMonth(date: string, key: string): string | null {
  const weekday = weekdayIndex(date);
  const offsets: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7, Home: -weekday, End: 6 - weekday };
  const offset = offsets[key];
  if (offset === undefined) return null;
  let target = addDays(date, offset);
  const month = date.slice(0, 7);
  if (key === 'Home' || key === 'End') {
    // The week may start or end outside the month: stop at its first or last day.
    if (target.slice(0, 7) < month) target = `${month}-01`;
    if (target.slice(0, 7) > month) target = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  }
  return target.slice(0, 7) === month ? target : null;
}

const weekdayNamesByLocale = new Map<string, string>();

/**
 * Seven weekday names, Monday first, in a locale (`long` for labels, `short` for column heads);
 * made once each, or taken from the server's page (see formattedText).
 */
export function weekdayNames(intlLocale: string, width: 'long' | 'short'): readonly string[] {
  const key = `${intlLocale}|${width}`;
  const names = formattedText(`weekdays|${key}`, () => {
    let list = weekdayNamesByLocale.get(key);
    if (!list) {
      const format = new Intl.DateTimeFormat(intlLocale, { weekday: width, timeZone: 'UTC' });
      // 2024-01-01 was a Monday.
      list = Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i)))).join('\n');
      weekdayNamesByLocale.set(key, list);
    }
    return list;
  });
  return names.split('\n');
}
