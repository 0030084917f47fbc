import type { Locale } from '../../../common/locales.js';
import { PORTAL_TIME_ZONE, wallClockToIso } from '../../../common/time/zoned-time.js';
import { rememberMany } from '../../lib/remember-last.js';

/** BCP 47 tags of the portal's locales, for Intl formatting and `lang` attributes. */
export const INTL_LOCALES: Record<Locale, string> = { sr: 'sr-Cyrl', lat: 'sr-Latn', en: 'en-GB' };

/** Texts kept per formatter before they are all dropped. */
const TEXTS_KEPT = 2000;

/**
 * Texts formatted while the server rendered the page, by what they format; the browser starts
 * from them (the page's data carries them). The first Intl formatter a page makes costs a phone a
 * long moment, as the browser loads its locale data, which hydrating the server's markup (the
 * same texts) need not pay; a formatter is made when a text not on the page is asked for.
 */
const fromServer = new Map<string, string>();
/** Texts formatted during the server's render under way, by the same keys. */
let recording: Record<string, string> | null = null;

/** Runs a server render and gives back, with its result, every text it formatted. */
export function recordFormattedTexts<T>(render: () => T): { result: T; formattedTexts: Record<string, string> } {
  const formattedTexts: Record<string, string> = {};
  recording = formattedTexts;
  try {
    return { result: render(), formattedTexts };
  } finally {
    recording = null;
  }
}

/** The texts the server formatted for this page (main.tsx, before the page hydrates). */
export function seedFormattedTexts(texts: Record<string, string>): void {
  for (const [key, text] of Object.entries(texts)) fromServer.set(key, text);
}

/** The text of `key`: the server's, else computed; recorded while the server renders. */
export function formattedText(key: string, compute: () => string): string {
  const text = fromServer.get(key) ?? compute();
  if (recording) recording[key] = text;
  return text;
}

// The server counts calendar days in the portal's zone, so dates and times are shown in that
// zone too, whatever the reader's own zone is; calendar dates (YYYY-MM-DD) carry no zone.
const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: PORTAL_TIME_ZONE };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

/** The date formats, by the name their texts are kept and sent under. */
const DATE_FORMATS = {
  date: DATE,
  'date-time': DATE_TIME,
  'event-range': DATE_TIME,
  day: DAY,
  'weekday-day': { ...DAY, weekday: 'long' },
  month: { month: 'long', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Making a formatter costs far more than formatting, and formatting more than looking a text up:
// one formatter is made per format and locale, when a text is first asked for, with its texts
// kept by input; a calendar formats dozens of days a render. Each format is written one way
// (`make`), so a text is the same whoever asks for it.
const formats = new Map<string, (input: string) => string>();

function textsOf(locale: Locale, name: keyof typeof DATE_FORMATS, make: (format: Intl.DateTimeFormat, input: string) => string): (input: string) => string {
  const prefix = `${name}|${locale}|`;
  let texts = formats.get(prefix);
  if (!texts) {
    let format: Intl.DateTimeFormat | undefined;
    const formatText = rememberMany((input) => make((format ??= new Intl.DateTimeFormat(INTL_LOCALES[locale], DATE_FORMATS[name])), input), TEXTS_KEPT);
    formats.set(prefix, (texts = (input) => formattedText(prefix + input, () => formatText(input))));
  }
  return texts;
}

const instant = (format: Intl.DateTimeFormat, iso: string) => format.format(new Date(iso));
const calendarDay = (format: Intl.DateTimeFormat, day: string) => format.format(new Date(`${day}T00:00:00Z`));

/** An instant as a date in the portal's zone: "5. новембар 2026.", "5 November 2026". */
export function formatDate(iso: string, locale: Locale): string {
  return textsOf(locale, 'date', instant)(iso);
}

/** An instant as date and time: "5. новембар 2026. 12:56". */
export function formatDateTime(iso: string, locale: Locale): string {
  return textsOf(locale, 'date-time', instant)(iso);
}

/** The time span of an event; the day is not repeated when start and end share it. */
export function formatEventRange(start: string, end: string | null, locale: Locale): string {
  if (!end || end <= start) return formatDateTime(start, locale);
  const range = textsOf(locale, 'event-range', (format, span) => {
    const [from, to] = span.split('/');
    return format.formatRange(new Date(from!), new Date(to!));
  });
  return range(`${start}/${end}`);
}

/** A calendar date (YYYY-MM-DD, no time zone), e.g. "четвртак, 5. новембар 2026." with `weekday`. */
export function formatDay(day: string, locale: Locale, withWeekday = false): string {
  return textsOf(locale, withWeekday ? 'weekday-day' : 'day', calendarDay)(day);
}

/** A month (YYYY-MM): "новембар 2026.", "November 2026". */
export function formatMonth(month: string, locale: Locale): string {
  return textsOf(locale, 'month', (format, input) => format.format(new Date(`${input}-01T00:00:00Z`)))(month);
}

const SIZE_UNITS = ['kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A byte count for people, in SI units as the unit names say (1 kB = 1000 B):
 * "500 B", "16,7 kB", "1,5 MB".
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  return formattedText(`file-size|${locale}|${bytes}`, () => fileSizeText(bytes, INTL_LOCALES[locale]));
}

function fileSizeText(bytes: number, tag: string): string {
  if (!Number.isFinite(bytes) || bytes < 1000) return `${new Intl.NumberFormat(tag).format(Math.max(0, Math.round(bytes || 0)))} B`;
  let value = bytes;
  let unit: (typeof SIZE_UNITS)[number] = SIZE_UNITS[0];
  for (const next of SIZE_UNITS) {
    unit = next;
    value /= 1000;
    if (value < 1000) break;
  }
  // 999.96 kB would round to "1000 kB": step up instead.
  if (Math.round(value * 10) / 10 >= 1000 && unit !== 'gigabyte') {
    value /= 1000;
    unit = SIZE_UNITS[SIZE_UNITS.indexOf(unit) + 1]!;
  }
  return new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}

const TODAY = 'today';

/**
 * Today's date (YYYY-MM-DD) in the portal's zone, the zone the calendar's days are counted in.
 * The server's today comes with the instants its day starts and ends, so the browser keeps it only
 * while it is still that day.
 */
export function todayInPortalZone(now: Date = new Date()): string {
  const [date, starts, ends] = fromServer.get(TODAY)?.split('|') ?? [];
  if (date && Number(starts) <= now.getTime() && now.getTime() < Number(ends)) return date;
  todayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const today = todayFormat.format(now);
  if (recording) recording[TODAY] = `${today}|${dayStartsAt(today)}|${dayStartsAt(nextDay(today))}`;
  return today;
}

let todayFormat: Intl.DateTimeFormat | undefined;

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The instant (ms) a day of the portal's zone begins. */
function dayStartsAt(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.parse(wallClockToIso({ year, month, day, hour: 0, minute: 0, second: 0 }, PORTAL_TIME_ZONE)!);
}
