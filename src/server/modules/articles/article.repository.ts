import { sql } from 'kysely';
import type { Locale } from '../../../common/locales.js';
import type { Audience } from '../../../common/schemas/content.js';
import { type Db, inTransaction } from '../../db/database.js';

export interface PublicArticleFilter {
  locale: Locale;
  now: string;
  categoryId?: number | undefined;
  tagId?: number | undefined;
  audience?: Audience | undefined;
  from?: string | undefined;
  to?: string | undefined;
  excludeId?: number | undefined;
  page: number;
  limit: number;
}

const SUMMARY_COLUMNS = [
  'a.id',
  'a.published_at',
  'a.category_id',
  'a.cover_media_id',
  'a.event_start',
  'a.event_end',
  't.locale',
  't.title',
  't.slug',
  't.summary',
] as const;

/**
 * Published articles that have a translation in the locale (lists never mix languages: English
 * lists show only translated items, Latin always exists because it is derived), newest first.
 * With `scheduled`, the published ones whose time has not come instead.
 */
function publishedInLocale(db: Db, filter: PublicArticleFilter, scheduled = false) {
  let query = db
    .selectFrom('articles as a')
    .innerJoin('article_translations as t', (join) => join.onRef('t.entity_id', '=', 'a.id').on('t.locale', '=', filter.locale))
    .where('a.status', '=', 'published');
  query = scheduled
    ? query.where((eb) => eb.or([eb('a.published_at', '>', filter.now), eb('a.published_at', 'is', null)]))
    : query.where('a.published_at', '<=', filter.now);
  if (filter.categoryId) query = query.where('a.category_id', '=', filter.categoryId);
  if (filter.excludeId) query = query.where('a.id', '!=', filter.excludeId);
  if (filter.from) query = query.where('a.published_at', '>=', filter.from);
  if (filter.to) query = query.where('a.published_at', '<', filter.to);
  if (filter.tagId) {
    const tagId = filter.tagId;
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('article_tags as at').select('at.entity_id').whereRef('at.entity_id', '=', 'a.id').where('at.tag_id', '=', tagId)),
    );
  }
  if (filter.audience) {
    const audience = filter.audience;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('categories as c')
          .select('c.id')
          .whereRef('c.id', '=', 'a.category_id')
          .where('c.audience', '=', audience)
          .where('c.status', '=', 'published')
          .where('c.published_at', '<=', filter.now),
      ),
    );
  }
  return query;
}

/** One page of published articles, newest first. */
export function findPublishedArticles(db: Db, filter: PublicArticleFilter) {
  return publishedInLocale(db, filter)
    .select(SUMMARY_COLUMNS)
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .execute();
}

/**
 * The newest published articles of a few categories (an audience's), read category by category
 * along the (category, publication time) index: walking every article newest first until enough
 * belong to them would read most of a portal whose news are in no such category.
 */
export async function findNewestInCategories(db: Db, filter: { locale: Locale; now: string; categoryIds: number[]; limit: number }) {
  const { categoryIds, ...rest } = filter;
  const perCategory = await Promise.all(categoryIds.map((categoryId) => findPublishedArticles(db, { ...rest, categoryId, page: 1 })));
  return perCategory
    .flat()
    .sort((a, b) => (b.published_at! > a.published_at! ? 1 : b.published_at! < a.published_at! ? -1 : b.id - a.id))
    .slice(0, filter.limit);
}

type CountFilter = Omit<PublicArticleFilter, 'page' | 'limit'>;

async function countRows(db: Db, filter: CountFilter, scheduled = false): Promise<number> {
  const row = await publishedInLocale(db, { ...filter, page: 1, limit: 1 }, scheduled)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * The published articles of a locale, or of one category, tag or audience in it, as the database
 * keeps them (the sum of their parts, migration 0020, scheduled ones included); null for any other filter.
 */
async function keptTotal(db: Db, filter: CountFilter): Promise<number | null> {
  const scopes = [filter.categoryId, filter.tagId, filter.audience].filter(Boolean).length;
  if (filter.from || filter.to || filter.excludeId || scopes > 1) return null;
  if (filter.tagId) {
    const row = await db
      .selectFrom('article_tag_total_parts')
      .select((eb) => eb.fn.sum<number | null>('delta').as('total'))
      .where('locale', '=', filter.locale)
      .where('tag_id', '=', filter.tagId)
      .executeTakeFirstOrThrow();
    return Number(row.total ?? 0);
  }
  let query = db.selectFrom('article_total_parts').select((eb) => eb.fn.sum<number | null>('delta').as('total')).where('locale', '=', filter.locale);
  if (filter.categoryId) query = query.where('category_id', '=', filter.categoryId);
  if (filter.audience) {
    const audience = filter.audience;
    query = query.where('category_id', 'in', (eb) =>
      eb.selectFrom('categories').select('id').where('audience', '=', audience).where('status', '=', 'published').where('published_at', '<=', filter.now),
    );
  }
  return Number((await query.executeTakeFirstOrThrow()).total ?? 0);
}

/**
 * How many published articles the filter finds (every page's total). A locale's list, a category's,
 * a tag's and an audience's take the totals the database keeps and subtract the few published
 * articles whose time has not come, instead of counting every published article; any other
 * filter counts its rows.
 */
export async function countPublishedArticles(db: Db, filter: CountFilter): Promise<number> {
  const kept = await keptTotal(db, filter);
  if (kept === null) return countRows(db, filter);
  return kept - (await countRows(db, filter, true));
}

/** The tables of the totals' parts, each with the column that names a total besides its locale. */
const TOTAL_PARTS = [
  { table: 'article_total_parts', scope: 'category_id' },
  { table: 'article_tag_total_parts', scope: 'tag_id' },
] as const;

/**
 * Folds the parts of each total into one row holding their sum (none for a sum of 0), so that a
 * read of a total sums a row or a few; returns how many parts were folded. The whole fold sees one
 * snapshot: parts that saves add meanwhile are neither summed nor deleted, and wait for the next
 * fold. Saves only ever insert parts, so none of them waits for a fold, nor a fold for them.
 */
export function foldArticleTotals(db: Db): Promise<number> {
  return inTransaction(
    db,
    async (trx) => {
      let folded = 0;
      for (const { table, scope } of TOTAL_PARTS) {
        const { last } = await trx.selectFrom(table).select((eb) => eb.fn.max('id').as('last')).executeTakeFirstOrThrow();
        if (last === null) continue;
        // Only totals of more than one part: a folded total stays as it is.
        const scattered = sql`select locale, ${sql.ref(scope)} from ${sql.table(table)} where id <= ${last} group by locale, ${sql.ref(scope)} having count(*) > 1`;
        await sql`
          insert into ${sql.table(table)} (locale, ${sql.ref(scope)}, delta)
          select locale, ${sql.ref(scope)}, sum(delta) from ${sql.table(table)} where id <= ${last}
          group by locale, ${sql.ref(scope)} having count(*) > 1 and sum(delta) <> 0`.execute(trx);
        const deleted = await sql`delete from ${sql.table(table)} where id <= ${last} and (locale, ${sql.ref(scope)}) in (${scattered})`.execute(trx);
        folded += Number(deleted.numAffectedRows ?? 0);
      }
      return folded;
    },
    { snapshot: true },
  );
}

export type ArticleSummaryRow = Awaited<ReturnType<typeof findPublishedArticles>>[number];

/** A published article; with `preview`, any article (the dashboard's preview of a draft). */
export function findArticle(db: Db, id: number, now: string, preview = false) {
  const query = db
    .selectFrom('articles')
    .select(['id', 'published_at', 'updated_at', 'category_id', 'cover_media_id', 'event_start', 'event_end'])
    .where('id', '=', id);
  return (preview ? query : query.where('status', '=', 'published').where('published_at', '<=', now)).executeTakeFirst();
}

export function findArticleTranslations(db: Db, id: number) {
  return db
    .selectFrom('article_translations')
    .select(['locale', 'title', 'slug', 'summary', 'body', 'seo_description'])
    .where('entity_id', '=', id)
    .execute();
}

/** Published articles with an event overlapping [from, to), for the calendar. */
export function findEvents(db: Db, locale: Locale, now: string, from: string, to: string) {
  return db
    .selectFrom('articles as a')
    .innerJoin('article_translations as t', (join) => join.onRef('t.entity_id', '=', 'a.id').on('t.locale', '=', locale))
    .select(['a.id', 'a.event_start', 'a.event_end', 'a.published_at', 't.title', 't.slug'])
    .where('a.status', '=', 'published')
    .where('a.published_at', '<=', now)
    .where('a.event_start', 'is not', null)
    .where('a.event_start', '<', to)
    .where((eb) => eb.or([eb('a.event_end', '>=', from), eb.and([eb('a.event_end', 'is', null), eb('a.event_start', '>=', from)])]))
    .orderBy('a.event_start')
    .execute();
}

/** Published news (articles published within [from, to)), for the calendar. */
export function findPublishedBetween(db: Db, locale: Locale, now: string, from: string, to: string) {
  return db
    .selectFrom('articles as a')
    .innerJoin('article_translations as t', (join) => join.onRef('t.entity_id', '=', 'a.id').on('t.locale', '=', locale))
    .select(['a.id', 'a.published_at', 't.title', 't.slug'])
    .where('a.status', '=', 'published')
    .where('a.published_at', '>=', from)
    .where('a.published_at', '<', to)
    .where('a.published_at', '<=', now)
    .orderBy('a.published_at')
    .execute();
}
