import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Locale } from '../../../common/locales.js';
import { REGISTER_FILTERS, type RegisterFilter } from '../../../common/register.js';
import type { QualificationQuery } from '../../../common/schemas/qualifications.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { sortKeyColumn } from '../../lib/collation-key.js';
import { adminTitleCondition } from '../search/search.repository.js';


type RegisterQuery = SelectQueryBuilder<Database & { e: Database['qualifications'] }, 'e', object>;
type Eb = ExpressionBuilder<Database & { e: Database['qualifications'] }, 'e'>;

const COLUMN: Record<Exclude<RegisterFilter, 'awardingBody'>, 'level_code' | 'eqf_level' | 'qualification_type' | 'field' | 'register_status'> = {
  level: 'level_code',
  eqf: 'eqf_level',
  type: 'qualification_type',
  field: 'field',
  status: 'register_status',
};

/** Published qualifications matching the query's words and every filter but `except` (a filter's own counts ignore it). */
function matching(db: Db, query: QualificationQuery, now: string, except?: RegisterFilter): RegisterQuery {
  let builder = db
    .selectFrom('qualifications as e')
    .where('e.status', '=', 'published')
    .where('e.published_at', '<=', now) as unknown as RegisterQuery;
  // The site search's index finds the words in any locale's title, in either script.
  const words = query.q ? adminTitleCondition(db, 'qualification', query.q) : null;
  if (query.q && !words) return builder.where(sql<boolean>`1 = 0`);
  if (words) builder = builder.where(words);
  for (const filter of REGISTER_FILTERS) {
    const values = query[filter] as (string | number)[] | undefined;
    if (filter === except || !values?.length) continue;
    if (filter === 'awardingBody') {
      builder = builder.where((eb: Eb) =>
        eb.exists(eb.selectFrom('qualification_awarding_bodies as b').select('b.qualification_id').whereRef('b.qualification_id', '=', 'e.id').where('b.awarding_body_id', 'in', values as number[])),
      );
    } else {
      builder = builder.where(`e.${COLUMN[filter]}`, 'in', values as never);
    }
  }
  return builder;
}

/** One page of the register, in the query's order, with the total. */
export async function findRegisterPage(db: Db, query: QualificationQuery, locale: Locale, now: string) {
  const base = matching(db, query, now);
  const titled = base
    .innerJoin('qualification_translations as s', (join) => join.onRef('s.entity_id', '=', 'e.id').on('s.locale', '=', 'sr'))
    .leftJoin('qualification_translations as t', (join) => join.onRef('t.entity_id', '=', 'e.id').on('t.locale', '=', locale));
  // Every qualification is in the register in every locale: untranslated ones in Cyrillic, said so.
  const summaries = titled.select([
    'e.id',
    'e.code',
    'e.level_code',
    'e.eqf_level',
    'e.qualification_type',
    'e.field',
    'e.register_status',
    'e.credits',
    'e.hours',
    sql<string>`coalesce(t.locale, s.locale)`.as('locale'),
    sql<string>`coalesce(t.title, s.title)`.as('title'),
    sql<string>`coalesce(t.slug, s.slug)`.as('slug'),
  ]);
  // By title: the sort keys of the locale's alphabet (collation-key.ts), read in order from their index.
  const byTitle = `e.${sortKeyColumn(locale)}` as const;
  const ordered =
    query.sort === 'code'
      ? summaries.orderBy('e.code')
      : query.sort === 'newest'
        ? summaries.orderBy('e.registered_on', 'desc')
        : query.sort === 'level'
          ? summaries.orderBy('e.level_position').orderBy(byTitle)
          : summaries.orderBy(byTitle);
  const [rows, counted] = await Promise.all([
    ordered
      .orderBy('e.id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
}

type ColumnFilter = Exclude<RegisterFilter, 'awardingBody'>;
const COLUMN_FILTERS = Object.keys(COLUMN) as ColumnFilter[];

type ValueCount = { value: unknown; count: number };

/** Values in one order on both databases (their collations differ): numbers by value, texts by code point. */
const byValue = (a: ValueCount, b: ValueCount) =>
  typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : String(a.value) < String(b.value) ? -1 : String(a.value) > String(b.value) ? 1 : 0;

/**
 * The counts of every filter whose values the query does not choose, from one pass: for those,
 * "the other filters applied" is the query itself, so one grouping by all their columns at once
 * gives each column's counts, added up here, where a grouping a column would read the register again.
 */
async function countUnchosen(db: Db, query: QualificationQuery, now: string, filters: ColumnFilter[]): Promise<Map<ColumnFilter, ValueCount[]>> {
  const counts = new Map<ColumnFilter, ValueCount[]>();
  if (filters.length === 0) return counts;
  const columns = filters.map((filter) => `e.${COLUMN[filter]}` as const);
  const combinations = (await matching(db, query, now)
    .select([...(columns as 'e.level_code'[]), (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(columns)
    .execute()) as Record<string, unknown>[];
  for (const filter of filters) {
    const totals = new Map<unknown, number>();
    for (const row of combinations) totals.set(row[COLUMN[filter]], (totals.get(row[COLUMN[filter]]) ?? 0) + Number(row.count));
    counts.set(filter, [...totals].map(([value, count]) => ({ value, count })).sort(byValue));
  }
  return counts;
}

/** A chosen filter's counts ignore its own choice: a grouping of its own. */
async function countChosen(db: Db, query: QualificationQuery, now: string, filter: ColumnFilter): Promise<ValueCount[]> {
  const column = `e.${COLUMN[filter]}` as const;
  const rows = (await matching(db, query, now, filter)
    .select([column as 'e.level_code', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(column)
    .execute()) as Record<string, unknown>[];
  return rows.map((row) => ({ value: row[COLUMN[filter]], count: Number(row.count) })).sort(byValue);
}

/** For each filter, how many qualifications each of its values gives with the other filters applied, by value (the same order on both databases). */
export async function countRegisterValues(db: Db, query: QualificationQuery, now: string) {
  const chosen = COLUMN_FILTERS.filter((filter) => (query[filter] as unknown[] | undefined)?.length);
  const byBody = matching(db, query, now, 'awardingBody')
    .innerJoin('qualification_awarding_bodies as b', 'b.qualification_id', 'e.id')
    .select(['b.awarding_body_id', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('b.awarding_body_id')
    .orderBy('b.awarding_body_id')
    .execute();
  const [unchosen, ownCounts, awardingBody] = await Promise.all([
    countUnchosen(db, query, now, COLUMN_FILTERS.filter((filter) => !chosen.includes(filter))),
    Promise.all(chosen.map(async (filter) => [filter, await countChosen(db, query, now, filter)] as const)),
    byBody,
  ]);
  const of = (filter: ColumnFilter) => unchosen.get(filter) ?? ownCounts.find(([chosenFilter]) => chosenFilter === filter)![1];
  return {
    level: of('level'),
    eqf: of('eqf').map(({ value, count }) => ({ value: Number(value), count })),
    type: of('type'),
    field: of('field'),
    status: of('status'),
    awardingBody: awardingBody.map((row) => ({ value: row.awarding_body_id, count: Number(row.count) })),
  };
}
