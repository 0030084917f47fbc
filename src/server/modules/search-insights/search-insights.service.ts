import { type BestBet, INSIGHTS_LIST_LENGTH, INSIGHTS_PERIOD_DAYS_MAX, type SearchInsights, type SearchInsightsQueryRow } from '../../../common/schemas/search-insights.js';
import type { Locale } from '../../../common/locales.js';
import type { Db } from '../../db/database.js';
import { nowIso, nowMs } from '../../lib/clock.js';
import { invalid, notFound } from '../../lib/errors.js';
import { addDays, localDateKey } from '../../lib/local-time.js';
import { scheduleJob } from '../jobs/scheduled-job.js';
import * as bestBets from '../search/best-bet.repository.js';
import type { BestBetType } from '../search/best-bet.repository.js';
import { normaliseQuery } from '../search/normalised-query.js';
import { type InsightsFilter, deleteDaysBefore, findCommonForms, findQueries, findSearchesPerDay, formKey } from './search-log.repository.js';

/** Days the insights cover when no period is asked for. */
const DEFAULT_PERIOD_DAYS = 30;

type QueryRow = Awaited<ReturnType<typeof findQueries>>[number];

const toRow = (row: QueryRow, forms: Map<string, string>): SearchInsightsQueryRow => ({
  locale: row.locale as Locale,
  query: row.query,
  typed: forms.get(formKey(row.locale, row.query)) ?? row.query,
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
  const forms = await findCommonForms(db, filter, [...frequent, ...noResults, ...notOpened]);
  return {
    from,
    to,
    days: days.map((row) => ({ day: row.day, searches: Number(row.searches) })),
    frequent: frequent.map((row) => toRow(row, forms)),
    noResults: noResults.map((row) => toRow(row, forms)),
    notOpened: notOpened.map((row) => toRow(row, forms)),
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

/** The whole log, for the forms a best bet's query was typed in. */
const ALL_DAYS: InsightsFilter = { from: '0000-01-01', to: '9999-12-31', limit: 0 };

/** Every best bet as the dashboard lists them, each query in the form readers typed most. */
export async function listBestBets(db: Db): Promise<BestBet[]> {
  const rows = await bestBets.listBestBets(db);
  const forms = await findCommonForms(db, ALL_DAYS, rows);
  return rows.map((row) => ({
    id: row.id,
    locale: row.locale as Locale,
    query: row.query,
    typed: forms.get(formKey(row.locale, row.query)) ?? row.query,
    target: { type: row.entity_type as BestBetType, id: row.entity_id, title: row.title ?? null },
    createdAt: row.created_at,
  }));
}

/** Sets the item shown first for a query (its words folded as the log keeps them); replaces the query's bet. */
export async function saveBestBet(db: Db, actorId: number, input: { locale: Locale; query: string; type: BestBetType; id: number }): Promise<BestBet> {
  const query = normaliseQuery(input.query);
  if (!query) throw invalid({ query: 'Enter at least one word' });
  if (!(await bestBets.itemExists(db, input.type, input.id))) throw invalid({ id: `No ${input.type} has this id` });
  const id = await bestBets.saveBestBet(db, { ...input, query, createdBy: actorId, now: nowIso() });
  return (await listBestBets(db)).find((bet) => bet.id === id)!;
}

export async function deleteBestBet(db: Db, id: number): Promise<void> {
  if (!(await bestBets.deleteBestBet(db, id))) throw notFound('Best bet');
}
