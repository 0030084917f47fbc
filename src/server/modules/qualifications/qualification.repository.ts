import type { Locale } from '../../../common/locales.js';
import type { Db } from '../../db/database.js';

/** Published awarding bodies: all of them, or those of `ids`. */
export function findPublishedAwardingBodies(db: Db, now: string, ids?: number[]) {
  let query = db.selectFrom('awarding_bodies').select(['id', 'kind', 'website']).where('status', '=', 'published').where('published_at', '<=', now);
  if (ids) query = query.where('id', 'in', ids);
  return query.execute();
}

/** The names of awarding bodies in `locale` and in Cyrillic (what an untranslated one falls back to). */
export function findAwardingBodyNames(db: Db, ids: number[], locale: Locale) {
  return db
    .selectFrom('awarding_body_translations')
    .select(['entity_id', 'locale', 'name', 'city'])
    .where('entity_id', 'in', ids)
    .where('locale', 'in', [locale, 'sr'])
    .execute();
}

/** Which awarding bodies award each qualification, in the order the register gives them. */
export function findAwardingBodyLinks(db: Db, qualificationIds: number[]) {
  return db
    .selectFrom('qualification_awarding_bodies')
    .select(['qualification_id', 'awarding_body_id'])
    .where('qualification_id', 'in', qualificationIds)
    .orderBy('position')
    .execute();
}

/** A published qualification; with `preview`, any qualification (the dashboard's preview of a draft). */
export function findQualification(db: Db, id: number, now: string, preview: boolean) {
  const query = db.selectFrom('qualifications').selectAll().where('id', '=', id);
  return (preview ? query : query.where('status', '=', 'published').where('published_at', '<=', now)).executeTakeFirst();
}

export function findQualificationTranslations(db: Db, id: number) {
  return db.selectFrom('qualification_translations').selectAll().where('entity_id', '=', id).execute();
}

/** The occupations a qualification leads to, in the register's order. */
export function findOccupations(db: Db, qualificationId: number) {
  return db
    .selectFrom('qualification_occupations')
    .select(['uri', 'label_sr', 'label_en'])
    .where('qualification_id', '=', qualificationId)
    .orderBy('position')
    .execute();
}

/** The published level of the framework with this code. */
export function findPublishedLevelOfCode(db: Db, code: string, now: string) {
  return db.selectFrom('levels').select('id').where('code', '=', code).where('status', '=', 'published').where('published_at', '<=', now).executeTakeFirst();
}

/** What a link to a level says of it, in every locale. */
export function findLevelLinkTexts(db: Db, levelId: number) {
  return db.selectFrom('level_translations').select(['locale', 'slug', 'title', 'summary']).where('entity_id', '=', levelId).execute();
}

/** The ids of the published documents of the library a qualification links, in its order. */
export function findPublishedSupplementIds(db: Db, qualificationId: number, now: string) {
  return db
    .selectFrom('qualification_supplements as s')
    .innerJoin('files as f', 'f.id', 's.file_id')
    .select('f.id')
    .where('s.qualification_id', '=', qualificationId)
    .where('f.status', '=', 'published')
    .where('f.published_at', '<=', now)
    .orderBy('s.position')
    .execute();
}

/** The titles of documents of the library, in every locale. */
export function findFileTitles(db: Db, fileIds: number[]) {
  return db.selectFrom('file_translations').select(['entity_id', 'locale', 'title']).where('entity_id', 'in', fileIds).execute();
}

/** Every awarding body's Serbian name (an import names them so). */
export function findAwardingBodySerbianNames(db: Db) {
  return db.selectFrom('awarding_body_translations').select(['entity_id', 'name']).where('locale', '=', 'sr').execute();
}

/** Which of the register codes are already in the register. */
export async function findTakenCodes(db: Db, codes: string[]): Promise<string[]> {
  const rows = await db.selectFrom('qualifications').select('code').where('code', 'in', codes).execute();
  return rows.map((row) => row.code);
}
