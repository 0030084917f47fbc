import type { Locale } from '../../../common/locales.js';
import type { SearchType } from '../../../common/schemas/search.js';
import type { Db } from '../../db/database.js';
import { containsText } from '../../db/dialect.js';

/** A published item whose title or texts contain the query somewhere (markup of rich text included). */
export interface SearchCandidate {
  type: SearchType;
  id: number;
  title: string;
  slug: string | null;
  date: string | null;
  /** Texts beside the title, in the order a snippet is looked for; rich text still as HTML. */
  texts: string[];
  /** Which of `texts` are HTML. */
  html: boolean[];
}

/**
 * Candidates per type, newest first. The simple search reads them whole and ranks them in the
 * service; the real search engine replaces this.
 */
export const CANDIDATES_PER_TYPE = 1000;

interface Filter {
  locale: Locale;
  now: string;
  q: string;
}

async function articles(db: Db, { locale, now, q }: Filter): Promise<SearchCandidate[]> {
  const rows = await db
    .selectFrom('articles as e')
    .innerJoin('article_translations as t', (join) => join.onRef('t.entity_id', '=', 'e.id').on('t.locale', '=', locale))
    .select(['e.id', 'e.published_at', 't.title', 't.slug', 't.summary', 't.body'])
    .where('e.status', '=', 'published')
    .where('e.published_at', '<=', now)
    .where((eb) => eb.or([containsText(db, 't.title', q), containsText(db, 't.summary', q), containsText(db, 't.body', q)]))
    .orderBy('e.published_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(CANDIDATES_PER_TYPE)
    .execute();
  return rows.map((r) => ({ type: 'article', id: r.id, title: r.title, slug: r.slug, date: r.published_at, texts: [r.summary, r.body], html: [false, true] }));
}

async function pages(db: Db, { locale, now, q }: Filter): Promise<SearchCandidate[]> {
  const rows = await db
    .selectFrom('pages as e')
    .innerJoin('page_translations as t', (join) => join.onRef('t.entity_id', '=', 'e.id').on('t.locale', '=', locale))
    .select(['e.id', 'e.published_at', 't.title', 't.slug', 't.body'])
    .where('e.status', '=', 'published')
    .where('e.published_at', '<=', now)
    .where((eb) => eb.or([containsText(db, 't.title', q), containsText(db, 't.body', q)]))
    .orderBy('e.published_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(CANDIDATES_PER_TYPE)
    .execute();
  return rows.map((r) => ({ type: 'page', id: r.id, title: r.title, slug: r.slug, date: r.published_at, texts: [r.body], html: [true] }));
}

async function presentations(db: Db, { locale, now, q }: Filter): Promise<SearchCandidate[]> {
  const rows = await db
    .selectFrom('presentations as e')
    .innerJoin('presentation_translations as t', (join) => join.onRef('t.entity_id', '=', 'e.id').on('t.locale', '=', locale))
    .select(['e.id', 'e.published_at', 'e.event_date', 't.title', 't.slug', 't.summary', 't.place'])
    .where('e.status', '=', 'published')
    .where('e.published_at', '<=', now)
    .where((eb) => eb.or([containsText(db, 't.title', q), containsText(db, 't.summary', q), containsText(db, 't.place', q)]))
    .orderBy('e.published_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(CANDIDATES_PER_TYPE)
    .execute();
  return rows.map((r) => ({
    type: 'presentation',
    id: r.id,
    title: r.title,
    slug: r.slug,
    date: r.event_date ?? r.published_at,
    texts: [r.summary, r.place],
    html: [false, false],
  }));
}

async function categories(db: Db, { locale, now, q }: Filter): Promise<SearchCandidate[]> {
  const rows = await db
    .selectFrom('categories as e')
    .innerJoin('category_translations as t', (join) => join.onRef('t.entity_id', '=', 'e.id').on('t.locale', '=', locale))
    .select(['e.id', 'e.published_at', 't.name', 't.slug', 't.description'])
    .where('e.status', '=', 'published')
    .where('e.published_at', '<=', now)
    .where((eb) => eb.or([containsText(db, 't.name', q), containsText(db, 't.description', q)]))
    .orderBy('e.published_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(CANDIDATES_PER_TYPE)
    .execute();
  return rows.map((r) => ({ type: 'category', id: r.id, title: r.name, slug: r.slug, date: r.published_at, texts: [r.description], html: [false] }));
}

async function files(db: Db, { locale, now, q }: Filter): Promise<SearchCandidate[]> {
  const rows = await db
    .selectFrom('files as e')
    .innerJoin('file_translations as t', (join) => join.onRef('t.entity_id', '=', 'e.id').on('t.locale', '=', locale))
    .select(['e.id', 'e.published_at', 't.title', 't.description'])
    .where('e.status', '=', 'published')
    .where('e.published_at', '<=', now)
    .where((eb) => eb.or([containsText(db, 't.title', q), containsText(db, 't.description', q)]))
    .orderBy('e.published_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(CANDIDATES_PER_TYPE)
    .execute();
  return rows.map((r) => ({ type: 'file', id: r.id, title: r.title, slug: null, date: r.published_at, texts: [r.description], html: [false] }));
}

const FINDERS: Record<SearchType, (db: Db, filter: Filter) => Promise<SearchCandidate[]>> = { article: articles, page: pages, presentation: presentations, category: categories, file: files };

/** Published items translated into the locale whose title or texts contain `q` (case-insensitive, any script). */
export async function findCandidates(db: Db, types: readonly SearchType[], filter: Filter): Promise<SearchCandidate[]> {
  const found = await Promise.all(types.map((type) => FINDERS[type](db, filter)));
  return found.flat();
}
