import { INSIGHTS_LIST_LENGTH, INSIGHTS_PERIOD_DAYS_MAX, type SearchInsights, type SearchInsightsQueryRow } from '../../../common/schemas/search-insights.js';
import type { Locale } from '../../../common/locales.js';
import type { Db } from '../../db/database.js';
import { nowIso, nowMs } from '../../lib/clock.js';
import { invalid } from '../../lib/errors.js';
import { addDays, localDateKey } from '../../lib/local-time.js';
import { scheduleJob } from '../jobs/scheduled-job.js';
import { type InsightsFilter, deleteDaysBefore, findQueries, findSearchesPerDay } from './search-log.repository.js';

/** Days the insights cover when no period is asked for. */
const DEFAULT_PERIOD_DAYS = 30;

type QueryRow = Awaited<ReturnType<typeof findQueries>>[number];

const toRow = (row: QueryRow): SearchInsightsQueryRow => ({
  locale: row.locale as Locale,
  query: row.query,
  searches: Number(row.searches),
  results: Number(row.results),
  opened: Number(row.opened),
});

/** What readers searched for in a period: searches per day, the frequent queries, those that found nothing, those whose results nobody opened. */
export async function searchInsights(db: Db, query: { from?: string | undefined; to?: string | undefined; locale?: Locale | undefined }): Promise<SearchInsights> {
  const to = query.to ?? localDateKey(nowIso());
  const from = query.from ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  if (from > to) throw invalid({ from: 'Must not be after "to"' });
  if (addDays(from, INSIGHTS_PERIOD_DAYS_MAX) <= to) throw invalid({ from: `The period can be at most ${INSIGHTS_PERIOD_DAYS_MAX} days` });
  const filter: InsightsFilter = { from, to, locale: query.locale, limit: INSIGHTS_LIST_LENGTH };
  const [days, frequent, noResults, notOpened] = await Promise.all([
    findSearchesPerDay(db, filter),
    findQueries(db, filter, 'frequent'),
    findQueries(db, filter, 'no-results'),
    findQueries(db, filter, 'not-opened'),
  ]);
  return {
    from,
    to,
    days: days.map((row) => ({ day: row.day, searches: Number(row.searches) })),
    frequent: frequent.map(toRow),
    noResults: noResults.map(toRow),
    notOpened: notOpened.map(toRow),
  };
}

/** Removes the days of the search log older than `days`; returns how many rows. */
export function pruneSearchLog(db: Db, days: number): Promise<number> {
  return deleteDaysBefore(db, addDays(localDateKey(new Date(nowMs()).toISOString()), -days));
}

const PRUNE_EVERY_MS = 24 * 60 * 60_000;

/** Prunes the search log once a day among all instances (modules/jobs); returns the schedule's stop. */
export function scheduleSearchLogPruning(db: Db, { days, onError }: { days: number; onError: (error: unknown) => void }): () => Promise<void> {
  return scheduleJob(db, { name: 'search-log-prune', everyMs: PRUNE_EVERY_MS, work: () => pruneSearchLog(db, days), onError });
}
