import type { Locale } from '../../../common/locales.js';
import type { Db } from '../../db/database.js';
import { pageAndTotal } from '../../db/paging.js';
import { hasTranslation } from '../content/public.js';

/** Published tags; with `preview`, every tag (the dashboard's preview of a draft). */
function publishedTags(db: Db, now: string, preview = false) {
  const query = db.selectFrom('tags').select('id');
  return preview ? query : query.where('status', '=', 'published').where('published_at', '<=', now);
}

/** One page of the published tags translated into `locale`, oldest first, and how many there are. */
export async function findPublishedTagPage(db: Db, filter: { locale: Locale; now: string; page: number; limit: number }) {
  const { locale, now } = filter;
  const query = publishedTags(db, now).where(hasTranslation('tag_translations', 'tags.id', locale));
  const { rows, total } = await pageAndTotal(query, (ordered) => ordered.orderBy('id'), filter);
  return { ids: rows.map((row) => row.id), total };
}

/** A published tag; with `preview`, any tag. */
export function findTag(db: Db, id: number, now: string, preview: boolean) {
  return publishedTags(db, now, preview).where('id', '=', id).executeTakeFirst();
}

export function findTagTranslations(db: Db, ids: number[]) {
  return db.selectFrom('tag_translations').select(['entity_id', 'locale', 'name', 'slug']).where('entity_id', 'in', ids).execute();
}
