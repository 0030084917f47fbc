import type { Db } from '../../db/database.js';

/** Counts of one query on one day, to be added to what the day already has. */
export interface QueryCounts {
  day: string;
  locale: string;
  query: string;
  searches: number;
  /** The results the query had when last counted (replaces the stored figure). */
  results: number | null;
  opened: number;
  /** Searches by the form they were typed in. */
  forms: { form: string; searches: number }[];
}

/** Adds each query's counts to its day (one statement a query; instances add up). */
export async function addQueryCounts(db: Db, rows: QueryCounts[]): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('search_log')
      .values({ day: row.day, locale: row.locale, query: row.query, searches: row.searches, results: row.results ?? 0, opened: row.opened })
      .onConflict((oc) =>
        oc.columns(['day', 'locale', 'query']).doUpdateSet((eb) => ({
          searches: eb('search_log.searches', '+', eb.ref('excluded.searches')),
          opened: eb('search_log.opened', '+', eb.ref('excluded.opened')),
          ...(row.results === null ? {} : { results: eb.ref('excluded.results') }),
        })),
      )
      .execute();
    if (row.forms.length === 0) continue;
    await db
      .insertInto('search_log_forms')
      .values(row.forms.map(({ form, searches }) => ({ day: row.day, locale: row.locale, query: row.query, form, searches })))
      .onConflict((oc) => oc.columns(['day', 'locale', 'query', 'form']).doUpdateSet((eb) => ({ searches: eb('search_log_forms.searches', '+', eb.ref('excluded.searches')) })))
      .execute();
  }
}

/** Removes the days before `day` (YYYY-MM-DD); returns how many rows. */
export async function deleteDaysBefore(db: Db, day: string): Promise<number> {
  await db.deleteFrom('search_log_forms').where('day', '<', day).execute();
  const result = await db.deleteFrom('search_log').where('day', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface InsightsFilter {
  from: string;
  to: string;
  locale?: string | undefined;
  limit: number;
}

function inPeriod(db: Db, filter: InsightsFilter) {
  let query = db.selectFrom('search_log').where('day', '>=', filter.from).where('day', '<=', filter.to);
  if (filter.locale) query = query.where('locale', '=', filter.locale);
  return query;
}

/** Searches per day of the period, days without any left out. */
export function findSearchesPerDay(db: Db, filter: InsightsFilter) {
  return inPeriod(db, filter)
    .select(['day', (eb) => eb.fn.sum<number | string>('searches').as('searches')])
    .groupBy('day')
    .orderBy('day')
    .execute();
}

export type QueryOrder = 'frequent' | 'no-results' | 'not-opened';

/**
 * The period's queries with their totals: the most frequent; those that found nothing; those
 * that found something but whose results nobody opened. The most asked first.
 */
export function findQueries(db: Db, filter: InsightsFilter, order: QueryOrder) {
  let query = inPeriod(db, filter)
    .select((eb) => [
      'locale',
      'query',
      eb.fn.sum<number | string>('searches').as('searches'),
      eb.fn.max<number>('results').as('results'),
      eb.fn.sum<number | string>('opened').as('opened'),
    ])
    .groupBy(['locale', 'query']);
  if (order === 'no-results') query = query.having((eb) => eb.fn.max('results'), '=', 0);
  if (order === 'not-opened') query = query.having((eb) => eb.fn.max('results'), '>', 0).having((eb) => eb.fn.sum('opened'), '=', 0);
  return query
    .orderBy((eb) => eb.fn.sum('searches'), 'desc')
    .orderBy('query')
    .limit(filter.limit)
    .execute();
}

/**
 * The form each of `queries` was typed in most often in the period (the first in order on a tie);
 * a query logged before forms were kept has none.
 */
export async function findCommonForms(db: Db, filter: InsightsFilter, queries: { locale: string; query: string }[]): Promise<Map<string, string>> {
  const common = new Map<string, string>();
  const words = [...new Set(queries.map((row) => row.query))];
  if (words.length === 0) return common;
  let query = db
    .selectFrom('search_log_forms')
    .select((eb) => ['locale', 'query', 'form', eb.fn.sum<number | string>('searches').as('searches')])
    .where('day', '>=', filter.from)
    .where('day', '<=', filter.to)
    .where('query', 'in', words);
  if (filter.locale) query = query.where('locale', '=', filter.locale);
  const rows = await query.groupBy(['locale', 'query', 'form']).orderBy('locale').orderBy('query').orderBy('form').execute();
  const most = new Map<string, number>();
  for (const row of rows) {
    const key = formKey(row.locale, row.query);
    const searches = Number(row.searches);
    if (searches > (most.get(key) ?? 0)) {
      most.set(key, searches);
      common.set(key, row.form);
    }
  }
  return common;
}

/** The key of a query of a locale in findCommonForms' answer. */
export const formKey = (locale: string, query: string) => `${locale}\n${query}`;
