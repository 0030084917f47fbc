import type { Locale } from '../../../common/locales.js';
import type { Db } from '../../db/database.js';
import { pageAndTotal } from '../../db/paging.js';
import type { Executor } from '../../db/executor.js';
import { hasTranslation } from '../content/public.js';

export interface PresentationRow {
  id: number;
  published_at: string | null;
  event_date: string | null;
  cover_media_id: number | null;
  pdf_media_id: number | null;
}

/** Published presentations; with `preview`, every presentation (the dashboard's preview of a draft). */
function publishedPresentations(db: Db, now: string, preview = false) {
  const query = db.selectFrom('presentations').select(['id', 'published_at', 'event_date', 'cover_media_id', 'pdf_media_id']);
  return preview ? query : query.where('status', '=', 'published').where('published_at', '<=', now);
}

/** One page of the published presentations translated into `locale`, newest first, and how many there are. */
export async function findPublishedPresentationPage(db: Db, filter: { locale: Locale; now: string; page: number; limit: number }) {
  const { locale, now } = filter;
  const query = publishedPresentations(db, now).where(hasTranslation('presentation_translations', 'presentations.id', locale));
  return pageAndTotal(query, (ordered) => ordered.orderBy('published_at', 'desc').orderBy('id', 'desc'), filter);
}

/** A published presentation; with `preview`, any presentation. */
export function findPresentation(db: Db, id: number, now: string, preview: boolean) {
  return publishedPresentations(db, now, preview).where('id', '=', id).executeTakeFirst();
}

export function findPresentationTranslations(db: Db, ids: number[]) {
  return db.selectFrom('presentation_translations').select(['entity_id', 'locale', 'title', 'slug', 'summary', 'place']).where('entity_id', 'in', ids).execute();
}

/** The slides of presentations, each presentation's in its order. */
export function findSlides(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('presentation_slides').select(['entity_id', 'position', 'media_id']).where('entity_id', 'in', ids).orderBy('position').execute();
}
