import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { addDays, localDateKey, localTimeToIso } from '../../lib/local-time.js';
import { SCHEDULED_TABLES } from '../content-types/content-types.js';
import { findNextApprovalChange } from '../providers/provider.repository.js';
import { CALENDAR_PAST_DAYS } from '../site/site.service.js';

const DAY_MS = 86_400_000;

// NOTE: every content table has the common columns (status, published_at); Kysely cannot type a
// table chosen at run time, so the query is written against one of them and the name swapped in.
type ScheduledTable = 'articles';

const toMs = (value: unknown): number | null => (value === null || value === undefined ? null : value instanceof Date ? value.getTime() : Date.parse(String(value)));

/** The earliest publication time after `now` of anything published on a schedule. */
async function findNextPublication(db: Db, now: string): Promise<number | null> {
  const times = await Promise.all(
    SCHEDULED_TABLES.map((table) =>
      db
        .selectFrom(table as ScheduledTable)
        .select((eb) => eb.fn.min('published_at').as('next'))
        .where('status', '=', 'published')
        .where('published_at', '>', now)
        .executeTakeFirst(),
    ),
  );
  return earliest(times.map((row) => toMs(row?.next)));
}

/** When the calendar feed next drops an event: CALENDAR_PAST_DAYS after the earliest end it still shows. */
async function findNextEventExpiry(db: Db, nowMs: number): Promise<number | null> {
  const from = new Date(nowMs - CALENDAR_PAST_DAYS * DAY_MS).toISOString();
  const row = await db
    .selectFrom('articles')
    .select(sql<unknown>`min(coalesce(event_end, event_start))`.as('end'))
    .where('status', '=', 'published')
    .where('event_start', 'is not', null)
    .where(sql<boolean>`coalesce(event_end, event_start) >= ${from}`)
    .executeTakeFirst();
  const end = toMs(row?.end);
  return end === null ? null : end + CALENDAR_PAST_DAYS * DAY_MS;
}

/** When an approval of a provider next starts, expires or is revoked: the registers' lists and pages change then. */
async function findNextApprovalStatusChange(db: Db, now: string): Promise<number | null> {
  return earliest((await findNextApprovalChange(db, now)).map(toMs));
}

/** The next midnight in the portal's zone: the current month and day of the calendar change then. */
export function nextLocalMidnight(nowMs: number): number {
  const [year, month, day] = addDays(localDateKey(new Date(nowMs).toISOString()), 1).split('-').map(Number) as [number, number, number];
  return Date.parse(localTimeToIso(year, month, day));
}

function earliest(times: (number | null)[]): number | null {
  const known = times.filter((time): time is number => time !== null && !Number.isNaN(time));
  return known.length ? Math.min(...known) : null;
}

/**
 * The next instant public output changes with no write: a scheduled item becomes public, an event
 * leaves the calendar feed, a provider's approval starts, expires or is revoked, or the local date
 * changes (the calendar's current month).
 */
export async function findNextChange(db: Db, nowMs: number): Promise<number> {
  const now = new Date(nowMs).toISOString();
  const [publication, eventExpiry, approvalChange] = await Promise.all([findNextPublication(db, now), findNextEventExpiry(db, nowMs), findNextApprovalStatusChange(db, now)]);
  return earliest([publication, eventExpiry, approvalChange, nextLocalMidnight(nowMs)])!;
}
