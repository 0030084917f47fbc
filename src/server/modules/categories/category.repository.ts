import type { Locale } from '../../../common/locales.js';
import type { Audience } from '../../../common/schemas/content.js';
import type { Db } from '../../db/database.js';
import { pageAndTotal } from '../../db/paging.js';
import { hasTranslation } from '../content/public.js';

export type CategoryRow = { id: number; parent_id: number | null; position: number; audience: string | null };

/** Published categories; with `preview`, every category (the dashboard's preview of a draft). */
function publishedCategories(db: Db, now: string, preview = false) {
  const query = db.selectFrom('categories').select(['id', 'parent_id', 'position', 'audience']);
  return preview ? query : query.where('status', '=', 'published').where('published_at', '<=', now);
}

/**
 * One page of the published categories translated into `locale` (of one audience, when given), in
 * their order, and how many there are.
 */
export async function findPublishedCategoryPage(db: Db, filter: { locale: Locale; now: string; audience?: Audience | undefined; page: number; limit: number }) {
  const { locale, now, audience } = filter;
  let query = publishedCategories(db, now).where(hasTranslation('category_translations', 'categories.id', locale));
  if (audience) query = query.where('audience', '=', audience);
  return pageAndTotal(query, (ordered) => ordered.orderBy('position').orderBy('id'), filter);
}

/** A published category; with `preview`, any category. */
export function findCategory(db: Db, id: number, now: string, preview: boolean) {
  return publishedCategories(db, now, preview).where('id', '=', id).executeTakeFirst();
}

export function findCategoryTranslations(db: Db, ids: number[]) {
  return db.selectFrom('category_translations').select(['entity_id', 'locale', 'name', 'slug', 'description']).where('entity_id', 'in', ids).execute();
}
