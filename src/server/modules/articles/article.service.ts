import type { Locale } from '../../../common/locales.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { scheduleUpkeep } from '../jobs/scheduled-job.js';
import { loadCategoryRefs, loadTagRefs, pickTranslation, slugsByLocale } from '../content/public.js';
import { loadMediaMap } from '../media/media.service.js';
import type { GenerationMemo } from '../response-cache/response-cache.js';
import * as repo from './article.repository.js';

export const RELATED_ARTICLES = 4;

/** List items of articles, with category, tags and cover resolved in one query each. */
export async function toArticleSummaries(db: Db, memo: GenerationMemo, rows: repo.ArticleSummaryRow[], locale: Locale, now: string) {
  const ids = rows.map((row) => row.id);
  const [categories, tags, media] = await Promise.all([
    loadCategoryRefs(db, memo, rows.map((row) => row.category_id), locale, now),
    loadTagRefs(db, memo, 'article_tags', ids, locale, now),
    loadMediaMap(db, rows.map((row) => row.cover_media_id)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    locale: row.locale as Locale,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    publishedAt: row.published_at!,
    eventStart: row.event_start,
    eventEnd: row.event_end,
    category: row.category_id ? (categories.get(row.category_id) ?? null) : null,
    tags: tags.get(row.id) ?? [],
    cover: row.cover_media_id ? (media.get(row.cover_media_id) ?? null) : null,
  }));
}

/**
 * A page of published articles and their total. The total is counted once per cache generation
 * (counting every published row on each request would cost more than the page itself).
 */
export async function listPublishedArticles(db: Db, memo: GenerationMemo, filter: Omit<repo.PublicArticleFilter, 'now'>) {
  const now = nowIso();
  const { page, limit, ...countFilter } = filter;
  const [rows, total] = await Promise.all([
    repo.findPublishedArticles(db, { ...filter, now }),
    memo.remember(`articles:${JSON.stringify(countFilter)}`, () => repo.countPublishedArticles(db, { ...countFilter, now })),
  ]);
  return { items: await toArticleSummaries(db, memo, rows, filter.locale, now), total, page, limit };
}

/** The latest published articles of a locale, of a category or a tag when given, without a total (feeds). */
export async function listLatestArticles(db: Db, memo: GenerationMemo, locale: Locale, limit: number, topic: { categoryId?: number; tagId?: number } = {}) {
  const now = nowIso();
  return toArticleSummaries(db, memo, await repo.findPublishedArticles(db, { locale, now, page: 1, limit, ...topic }), locale, now);
}

/** A published article in `locale` (or its fallback); `preview` shows it whatever its status. */
export async function getArticle(db: Db, memo: GenerationMemo, id: number, locale: Locale, preview = false) {
  const now = nowIso();
  const article = await repo.findArticle(db, id, now, preview);
  if (!article) throw notFound('Article');
  const translations = await repo.findArticleTranslations(db, id);
  const picked = pickTranslation(translations, locale);
  if (!picked) throw notFound('Article');
  const [categories, tags, media, related] = await Promise.all([
    loadCategoryRefs(db, memo, [article.category_id], locale, now),
    loadTagRefs(db, memo, 'article_tags', [id], locale, now),
    loadMediaMap(db, [article.cover_media_id]),
    repo.findPublishedArticles(db, { locale, now, categoryId: article.category_id ?? undefined, excludeId: id, page: 1, limit: RELATED_ARTICLES }),
  ]);
  const { row, fallback } = picked;
  return {
    id,
    locale: row.locale as Locale,
    fallback,
    slug: row.slug,
    slugs: slugsByLocale(translations),
    title: row.title,
    summary: row.summary,
    body: row.body,
    seoDescription: row.seo_description,
    // A previewed draft that was never published shows the time it would be published now.
    publishedAt: article.published_at ?? now,
    updatedAt: article.updated_at,
    eventStart: article.event_start,
    eventEnd: article.event_end,
    category: article.category_id ? (categories.get(article.category_id) ?? null) : null,
    tags: tags.get(id) ?? [],
    cover: article.cover_media_id ? (media.get(article.cover_media_id) ?? null) : null,
    related: await toArticleSummaries(db, memo, related, locale, now),
  };
}

/**
 * How often the parts of the list totals are folded: a total sums the parts of the changes since,
 * a few rows even on a busy day (decision 22).
 */
const FOLD_TOTALS_EVERY_MS = 60_000;

/**
 * Folds the list totals' parts now and every minute while the portal runs, one instance at a time
 * (a fold with nothing to fold costs two reads a table); a failed run is reported to `onError` and
 * tried again. Returns a function that stops the schedule and waits for a run in progress.
 */
export function scheduleArticleTotalsFolding(db: Db, { onError }: { onError: (error: unknown) => void }): () => Promise<void> {
  return scheduleUpkeep(db, { name: 'article-totals-fold', everyMs: FOLD_TOTALS_EVERY_MS, work: () => repo.foldArticleTotals(db), onError });
}
