import type { Locale } from '../../../common/locales.js';
import type { FixedPageKey } from '../../../common/schemas/content.js';
import type { Db } from '../../db/database.js';
import { pageAndTotal } from '../../db/paging.js';
import { hasTranslation } from '../content/public.js';

export type PageRow = { id: number; page_key: string | null; updated_at: string };

/** Published pages; with `preview`, every page (the dashboard's preview of a draft). */
function publishedPages(db: Db, now: string, preview = false) {
  const query = db.selectFrom('pages').select(['id', 'page_key', 'updated_at']);
  return preview ? query : query.where('status', '=', 'published').where('published_at', '<=', now);
}

/** One page of the published pages translated into `locale` (the fixed one of `key`, when given), oldest first, and how many there are. */
export async function findPublishedPagePage(db: Db, filter: { locale: Locale; now: string; key?: FixedPageKey | undefined; page: number; limit: number }) {
  const { locale, now, key } = filter;
  let query = publishedPages(db, now).where(hasTranslation('page_translations', 'pages.id', locale));
  if (key) query = query.where('page_key', '=', key);
  return pageAndTotal(query, (ordered) => ordered.orderBy('id'), filter);
}

/** A published page; with `preview`, any page. */
export function findPage(db: Db, id: number, now: string, preview: boolean) {
  return publishedPages(db, now, preview).where('id', '=', id).executeTakeFirst();
}

export function findPageTranslations(db: Db, ids: number[]) {
  return db.selectFrom('page_translations').select(['entity_id', 'locale', 'title', 'slug', 'body']).where('entity_id', 'in', ids).execute();
}
