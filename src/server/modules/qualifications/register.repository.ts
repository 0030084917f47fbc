import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Locale } from '../../../common/locales.js';
import { REGISTER_FILTERS, type RegisterFilter } from '../../../common/register.js';
import type { QualificationQuery } from '../../../common/schemas/qualifications.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
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

/**
 * Titles compared in their locale's alphabet, as ICU knows it: Serbian puts Ђ after Д and Љ after Л,
 * Č and Ć after C, Dž after D; the databases' byte order would put Ђ before А and Č after Z.
 */
const ALPHABETS: Record<Locale, Intl.Collator> = { sr: new Intl.Collator('sr'), lat: new Intl.Collator('sr-Latn'), en: new Intl.Collator('en') };

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
  const offset = (query.page - 1) * query.limit;
  if (query.sort === 'code' || query.sort === 'newest') {
    const ordered = query.sort === 'code' ? summaries.orderBy('e.code') : summaries.orderBy('e.registered_on', 'desc');
    const [rows, counted] = await Promise.all([
      ordered.orderBy('e.id').limit(query.limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(counted.total) };
  }
  // By title (or by level, then title): every match's title is read and sorted here; a register
  // holds thousands of qualifications, not millions.
  const keys = await titled.select(['e.id', 'e.level_position', sql<string>`coalesce(t.title, s.title)`.as('title')]).execute();
  const alphabet = ALPHABETS[locale];
  const byLevel = query.sort === 'level';
  keys.sort((a, b) => (byLevel ? a.level_position - b.level_position : 0) || alphabet.compare(a.title, b.title) || a.id - b.id);
  const pageIds = keys.slice(offset, offset + query.limit).map((key) => key.id);
  const rows = pageIds.length > 0 ? await summaries.where('e.id', 'in', pageIds).execute() : [];
  const position = new Map(pageIds.map((id, index) => [id, index]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { rows, total: keys.length };
}

/** For each filter, how many qualifications each of its values gives with the other filters applied. */
export async function countRegisterValues(db: Db, query: QualificationQuery, now: string) {
  const grouped = (filter: Exclude<RegisterFilter, 'awardingBody'>) => {
    const column = `e.${COLUMN[filter]}` as const;
    return matching(db, query, now, filter)
      .select([column as 'e.level_code', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(column)
      .execute() as Promise<Record<string, unknown>[]>;
  };
  const byBody = matching(db, query, now, 'awardingBody')
    .innerJoin('qualification_awarding_bodies as b', 'b.qualification_id', 'e.id')
    .select(['b.awarding_body_id', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('b.awarding_body_id')
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
