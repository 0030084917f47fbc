import type { Db } from '../../db/database.js';

export type LevelRow = { id: number; code: string; eqf_level: number };

/** Published levels, lowest first; with `preview`, every level (the dashboard's preview of a draft). */
function publishedLevels(db: Db, now: string, preview = false) {
  const query = db.selectFrom('levels').select(['id', 'code', 'eqf_level']).orderBy('position');
  return preview ? query : query.where('status', '=', 'published').where('published_at', '<=', now);
}

/** Every published level, lowest first. */
export function findPublishedLevels(db: Db, now: string) {
  return publishedLevels(db, now).execute();
}

/** A published level; with `preview`, any level. */
export function findLevel(db: Db, id: number, now: string, preview: boolean) {
  return publishedLevels(db, now, preview).where('id', '=', id).executeTakeFirst();
}

export function findLevelTranslations(db: Db, ids: number[]) {
  return db
    .selectFrom('level_translations')
    .select(['entity_id', 'locale', 'slug', 'title', 'summary', 'knowledge', 'skills', 'competences'])
    .where('entity_id', 'in', ids)
    .execute();
}
