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

/** For each filter, how many qualifications each of its values gives with the other filters applied, by value (the same order on both databases). */
export async function countRegisterValues(db: Db, query: QualificationQuery, now: string) {
  const grouped = (filter: Exclude<RegisterFilter, 'awardingBody'>) => {
    const column = `e.${COLUMN[filter]}` as const;
    return matching(db, query, now, filter)
      .select([column as 'e.level_code', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(column)
      .orderBy(column)
      .execute() as Promise<Record<string, unknown>[]>;
  };
  const byBody = matching(db, query, now, 'awardingBody')
    .innerJoin('qualification_awarding_bodies as b', 'b.qualification_id', 'e.id')
    .select(['b.awarding_body_id', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('b.awarding_body_id')
    .orderBy('b.awarding_body_id')
    .execute();
  const [level, eqf, type, field, status, awardingBody] = await Promise.all([grouped('level'), grouped('eqf'), grouped('type'), grouped('field'), grouped('status'), byBody]);
  const pairs = (rows: Record<string, unknown>[], column: string) => rows.map((row) => ({ value: row[column], count: Number(row.count) }));
  return {
    level: pairs(level, 'level_code'),
    eqf: pairs(eqf, 'eqf_level').map(({ value, count }) => ({ value: Number(value), count })),
    type: pairs(type, 'qualification_type'),
    field: pairs(field, 'field'),
    status: pairs(status, 'register_status'),
    awardingBody: awardingBody.map((row) => ({ value: row.awarding_body_id, count: Number(row.count) })),
  };
}
