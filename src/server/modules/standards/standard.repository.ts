import { sql } from 'kysely';
import type { Locale } from '../../../common/locales.js';
import type { StandardQuery } from '../../../common/schemas/standards.js';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';

/** The standard holding a register code, if any. */
export function findStandardOfCode(db: Executor, code: string) {
  return db.selectFrom('standards').select('id').where('code', '=', code).executeTakeFirst();
}

/** How many qualifications rest on a standard, whatever their status. */
export async function countLinkedQualifications(db: Executor, id: number): Promise<number> {
  const row = await db.selectFrom('qualifications').select((eb) => eb.fn.countAll<number>().as('total')).where('standard_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Which of the ids are standards. */
export async function findExistingStandardIds(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom('standards').select('id').where('id', 'in', ids).execute()).map((row) => row.id);
}

/**
 * Keeps what the list's `q` looks through in step with a save: the code and the title in every
 * locale, lower-cased here (SQLite's lower() knows only ASCII letters, and titles are Cyrillic).
 */
export async function updateSearchText(db: Executor, id: number): Promise<void> {
  const [standard, titles] = await Promise.all([
    db.selectFrom('standards').select('code').where('id', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('standard_translations').select('title').where('entity_id', '=', id).orderBy('locale').execute(),
  ]);
  const text = [standard.code, ...titles.map((t) => t.title)].join('\n').toLowerCase();
  await db.updateTable('standards').set({ search_text: text }).where('id', '=', id).execute();
}

type ListFilter = Omit<StandardQuery, 'page' | 'limit'> & { locale: Locale; now: string };

/** Published standards translated into the locale and matching every filter. */
function matching(db: Db, filter: ListFilter) {
  let query = db
    .selectFrom('standards as s')
    .innerJoin('standard_translations as t', (join) => join.onRef('t.entity_id', '=', 's.id').on('t.locale', '=', filter.locale))
    .where('s.status', '=', 'published')
    .where('s.published_at', '<=', filter.now);
  if (filter.level) query = query.where('s.level_code', '=', filter.level);
  if (filter.field) query = query.where('s.field', '=', filter.field);
  if (filter.status) query = query.where('s.standard_status', '=', filter.status);
  if (filter.council) query = query.where('s.council_id', '=', filter.council);
  if (filter.q) {
    const escaped = filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    query = query.where(sql<boolean>`s.search_text like ${`%${escaped}%`} escape '\\'`);
  }
  return query;
}

/** One page of published standards in the locale, in the Serbian order of their codes. */
export function findPublishedStandards(db: Db, filter: ListFilter & { page: number; limit: number }) {
  return matching(db, filter)
    .select(['s.id', 's.code', 's.level_code', 's.eqf_level', 's.qualification_type', 's.field', 's.standard_status', 's.status_since', 's.council_id', 't.locale', 't.slug', 't.title', 't.sector_council'])
    .orderBy('s.code')
    .orderBy('s.id')
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .execute();
}

export async function countPublishedStandards(db: Db, filter: ListFilter): Promise<number> {
  const row = await matching(db, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A published standard; with `preview`, any standard (the dashboard's preview of a draft). */
export function findStandard(db: Db, id: number, now: string, preview: boolean) {
  const query = db.selectFrom('standards').selectAll().where('id', '=', id);
  return (preview ? query : query.where('status', '=', 'published').where('published_at', '<=', now)).executeTakeFirst();
}

export function findStandardTranslations(db: Db, id: number) {
  return db.selectFrom('standard_translations').selectAll().where('entity_id', '=', id).execute();
}

/** The published qualifications resting on a standard, with their titles in every locale, by code. */
export function findLinkedQualifications(db: Db, standardId: number, now: string) {
  return db
    .selectFrom('qualifications as q')
    .innerJoin('qualification_translations as t', 't.entity_id', 'q.id')
    .select(['q.id', 'q.code', 't.entity_id', 't.locale', 't.slug', 't.title'])
    .where('q.standard_id', '=', standardId)
    .where('q.status', '=', 'published')
    .where('q.published_at', '<=', now)
    .orderBy('q.code')
    .execute();
}

/** A published standard's code and titles in every locale (what a qualification's link to it says). */
export function findPublishedStandardRef(db: Db, id: number, now: string) {
  return db
    .selectFrom('standards as s')
    .innerJoin('standard_translations as t', 't.entity_id', 's.id')
    .select(['s.id', 's.code', 't.locale', 't.title', 't.slug'])
    .where('s.id', '=', id)
    .where('s.status', '=', 'published')
    .where('s.published_at', '<=', now)
    .execute();
}

/** Qualifications that name a standard in free text but link none, by code: what the editors still have to resolve. */
export function findUnresolvedStandards(db: Db) {
  return db
    .selectFrom('qualifications as q')
    .innerJoin('qualification_translations as t', (join) => join.onRef('t.entity_id', '=', 'q.id').on('t.locale', '=', 'sr'))
    .select(['q.id', 'q.code', 't.title', 't.standard'])
    .where('q.standard_id', 'is', null)
    .where(sql<boolean>`trim(t.standard) <> ''`)
    .orderBy('q.code')
    .execute();
}
