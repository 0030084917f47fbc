import type { Locale } from '../../../common/locales.js';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';

/** How many standards and qualifications name a council, whatever their status. */
export async function countLinkedItems(db: Executor, id: number): Promise<number> {
  const [standards, qualifications] = await Promise.all([
    db.selectFrom('standards').select((eb) => eb.fn.countAll<number>().as('total')).where('council_id', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('qualifications').select((eb) => eb.fn.countAll<number>().as('total')).where('council_id', '=', id).executeTakeFirstOrThrow(),
  ]);
  return Number(standards.total) + Number(qualifications.total);
}

/** Which of the ids are councils. */
export async function findExistingCouncilIds(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom('councils').select('id').where('id', 'in', ids).execute()).map((row) => row.id);
}

/** Published councils translated into the locale. */
function publishedInLocale(db: Db, locale: Locale, now: string) {
  return db
    .selectFrom('councils as c')
    .innerJoin('council_translations as t', (join) => join.onRef('t.entity_id', '=', 'c.id').on('t.locale', '=', locale))
    .where('c.status', '=', 'published')
    .where('c.published_at', '<=', now);
}

/** One page of the published councils in the locale, in the order they were entered (the Government's list). */
export function findPublishedCouncils(db: Db, filter: { locale: Locale; now: string; page: number; limit: number }) {
  return publishedInLocale(db, filter.locale, filter.now)
    .select(['c.id', 'c.constituted_on', 't.locale', 't.slug', 't.name', 't.description'])
    .orderBy('c.id')
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .execute();
}

export async function countPublishedCouncils(db: Db, filter: { locale: Locale; now: string }): Promise<number> {
  const row = await publishedInLocale(db, filter.locale, filter.now).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** How many published items of a register name each of the councils. */
export async function countPublishedByCouncil(db: Db, table: 'standards' | 'qualifications', councilIds: number[], now: string): Promise<Map<number, number>> {
  if (councilIds.length === 0) return new Map();
  const rows = await db
    .selectFrom(table)
    .select(['council_id', (eb) => eb.fn.countAll<number>().as('total')])
    .where('council_id', 'in', councilIds)
    .where('status', '=', 'published')
    .where('published_at', '<=', now)
    .groupBy('council_id')
    .execute();
  return new Map(rows.map((row) => [row.council_id!, Number(row.total)]));
}

/** A published council; with `preview`, any council (the dashboard's preview of a draft). */
export function findCouncil(db: Db, id: number, now: string, preview: boolean) {
  const query = db.selectFrom('councils').selectAll().where('id', '=', id);
  return (preview ? query : query.where('status', '=', 'published').where('published_at', '<=', now)).executeTakeFirst();
}

export function findCouncilTranslations(db: Db, id: number) {
  return db.selectFrom('council_translations').selectAll().where('entity_id', '=', id).execute();
}

/** The published standards naming a council, with their titles in every locale, by code. */
export function findCouncilStandards(db: Db, councilId: number, now: string) {
  return db
    .selectFrom('standards as s')
    .innerJoin('standard_translations as t', 't.entity_id', 's.id')
    .select(['s.id', 's.code', 't.locale', 't.slug', 't.title'])
    .where('s.council_id', '=', councilId)
    .where('s.status', '=', 'published')
    .where('s.published_at', '<=', now)
    .orderBy('s.code')
    .execute();
}

/** The published qualifications naming a council, with their titles in every locale, by code. */
export function findCouncilQualifications(db: Db, councilId: number, now: string) {
  return db
    .selectFrom('qualifications as q')
    .innerJoin('qualification_translations as t', 't.entity_id', 'q.id')
    .select(['q.id', 'q.code', 't.locale', 't.slug', 't.title'])
    .where('q.council_id', '=', councilId)
    .where('q.status', '=', 'published')
    .where('q.published_at', '<=', now)
    .orderBy('q.code')
    .execute();
}

/** Of the ids, the published standards, with their titles in every locale. */
export function findPublishedStandardsOf(db: Db, ids: number[], now: string) {
  return db
    .selectFrom('standards as s')
    .innerJoin('standard_translations as t', 't.entity_id', 's.id')
    .select(['s.id', 's.code', 't.locale', 't.slug', 't.title'])
    .where('s.id', 'in', ids)
    .where('s.status', '=', 'published')
    .where('s.published_at', '<=', now)
    .execute();
}

/** Of the ids, the published documents of the library, with their titles in every locale. */
export function findPublishedFilesOf(db: Db, ids: number[], now: string) {
  return db
    .selectFrom('files as f')
    .innerJoin('file_translations as t', 't.entity_id', 'f.id')
    .select(['f.id', 't.locale', 't.title'])
    .where('f.id', 'in', ids)
    .where('f.status', '=', 'published')
    .where('f.published_at', '<=', now)
    .execute();
}

/** The latest published news (articles) of a published tag, translated into the locale. */
export function findSectorNews(db: Db, tagId: number, locale: Locale, now: string, limit: number) {
  return db
    .selectFrom('articles as a')
    .innerJoin('article_tags as at', 'at.entity_id', 'a.id')
    .innerJoin('tags as g', 'g.id', 'at.tag_id')
    .innerJoin('article_translations as t', (join) => join.onRef('t.entity_id', '=', 'a.id').on('t.locale', '=', locale))
    .select(['a.id', 'a.published_at', 't.slug', 't.title'])
    .where('at.tag_id', '=', tagId)
    .where('g.status', '=', 'published')
    .where('g.published_at', '<=', now)
    .where('a.status', '=', 'published')
    .where('a.published_at', '<=', now)
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

/** A published council's names and slugs in every locale (what a standard's or a qualification's link to it says). */
export function findPublishedCouncilRef(db: Db, id: number, now: string) {
  return db
    .selectFrom('councils as c')
    .innerJoin('council_translations as t', 't.entity_id', 'c.id')
    .select(['c.id', 't.locale', 't.name', 't.slug'])
    .where('c.id', '=', id)
    .where('c.status', '=', 'published')
    .where('c.published_at', '<=', now)
    .execute();
}
