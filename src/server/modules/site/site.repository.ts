import type { Locale } from '../../../common/locales.js';
import type { ContentRouteKey } from '../../../common/routes.js';
import type { Db } from '../../db/database.js';

const TABLES: Record<ContentRouteKey, { table: string; translations: string }> = {
  article: { table: 'articles', translations: 'article_translations' },
  category: { table: 'categories', translations: 'category_translations' },
  page: { table: 'pages', translations: 'page_translations' },
  presentation: { table: 'presentations', translations: 'presentation_translations' },
  level: { table: 'levels', translations: 'level_translations' },
  qualification: { table: 'qualifications', translations: 'qualification_translations' },
  tag: { table: 'tags', translations: 'tag_translations' },
};

export interface PublishedItem {
  id: number;
  updatedAt: string;
  /** The locales the item is translated into, with its slug in each. */
  slugs: Partial<Record<Locale, string>>;
}

/** Every published item of a type that has a page, with its slug per locale (for the sitemap). */
export async function findPublishedItems(db: Db, key: ContentRouteKey, now: string): Promise<PublishedItem[]> {
  const { table, translations } = TABLES[key];
  // NOTE: the four tables share these columns; Kysely's types name one of them for all.
  const rows = await db
    .selectFrom(`${table} as e` as 'pages as e')
    .innerJoin(`${translations} as t` as 'page_translations as t', 't.entity_id', 'e.id')
    .select(['e.id', 'e.updated_at', 't.locale', 't.slug'])
    .where('e.status', '=', 'published')
    .where('e.published_at', '<=', now)
    .orderBy('e.id')
    .execute();
  const items = new Map<number, PublishedItem>();
  for (const row of rows) {
    const item = items.get(row.id) ?? items.set(row.id, { id: row.id, updatedAt: row.updated_at, slugs: {} }).get(row.id)!;
    item.slugs[row.locale as Locale] = row.slug;
  }
  return [...items.values()];
}

/** More events than a calendar feed should carry; the earliest are kept. */
export const CALENDAR_EVENTS_MAX = 1000;

function publishedEvents(db: Db, locale: Locale, now: string) {
  return db
    .selectFrom('articles as a')
    .innerJoin('article_translations as t', (join) => join.onRef('t.entity_id', '=', 'a.id').on('t.locale', '=', locale))
    .select(['a.id', 'a.event_start', 'a.event_end', 'a.updated_at', 't.title', 't.slug', 't.summary'])
    .where('a.status', '=', 'published')
    .where('a.published_at', '<=', now)
    .where('a.event_start', 'is not', null);
}

/**
 * Published articles translated into `locale` with an event that has not ended before `from`
 * (an event without an end counts as ending where it starts), of one category when given,
 * earliest first.
 */
export function findEventsSince(db: Db, filter: { locale: Locale; now: string; from: string; categoryId: number | null }) {
  const { from, categoryId } = filter;
  let query = publishedEvents(db, filter.locale, filter.now).where((eb) =>
    eb.or([eb('a.event_end', '>=', from), eb.and([eb('a.event_end', 'is', null), eb('a.event_start', '>=', from)])]),
  );
  if (categoryId !== null) query = query.where('a.category_id', '=', categoryId);
  return query.orderBy('a.event_start').orderBy('a.id').limit(CALENDAR_EVENTS_MAX).execute();
}

export type CalendarEventRow = Awaited<ReturnType<typeof findEventsSince>>[number];

/** One published article's event, translated into `locale`. */
export function findEvent(db: Db, filter: { locale: Locale; now: string; articleId: number }): Promise<CalendarEventRow | undefined> {
  return publishedEvents(db, filter.locale, filter.now).where('a.id', '=', filter.articleId).executeTakeFirst();
}

/** A published category's or tag's name and slug in `locale`, else in Serbian; undefined when there is none. */
export async function findTopic(db: Db, topic: { kind: 'category' | 'tag'; id: number }, locale: Locale, now: string) {
  const [table, translations] = topic.kind === 'category' ? (['categories', 'category_translations'] as const) : (['tags', 'tag_translations'] as const);
  const rows = await db
    .selectFrom(`${table} as e` as 'tags as e')
    .innerJoin(`${translations} as t` as 'tag_translations as t', 't.entity_id', 'e.id')
    .select(['t.locale', 't.name', 't.slug'])
    .where('e.id', '=', topic.id)
    .where('e.status', '=', 'published')
    .where('e.published_at', '<=', now)
    .where('t.locale', 'in', [locale, 'sr'])
    .execute();
  return rows.find((row) => row.locale === locale) ?? rows[0];
}
