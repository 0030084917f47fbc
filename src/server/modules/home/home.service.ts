import type { Locale } from '../../../common/locales.js';
import { AUDIENCES } from '../../../common/schemas/content.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { addDays, localDateKey, monthBounds } from '../../lib/local-time.js';
import { findEvents, findNewestInCategories, findPublishedBetween } from '../articles/article.repository.js';
import { toArticleSummaries } from '../articles/article.service.js';
import { loadCategoryRefs } from '../content/public.js';
import type { GenerationMemo } from '../response-cache/response-cache.js';

export const HOME_ARTICLES_PER_AUDIENCE = 4;
export const HOME_LATEST_NEWS = 6;

interface CalendarDay {
  date: string;
  news: { id: number; title: string; slug: string; publishedAt: string }[];
  events: { id: number; title: string; slug: string; start: string; end: string | null }[];
}

/**
 * Belgrade dates of the month on which an event takes place. The end is exclusive, so an event
 * ending at midnight does not mark the next day; dates are stepped as calendar dates, so a
 * daylight-saving change (a 23- or 25-hour day) never skips or repeats one.
 */
function daysCovered(start: string, end: string | null, month: string): string[] {
  const first = localDateKey(start);
  const last = end && end > start ? localDateKey(new Date(Date.parse(end) - 1).toISOString()) : first;
  const monthFirst = `${month}-01`;
  const monthLast = `${month}-${String(monthBounds(month).days).padStart(2, '0')}`;
  const days: string[] = [];
  for (let day = first > monthFirst ? first : monthFirst; day <= last && day <= monthLast; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Days of a month with news published or events taking place, in date order. The home page and
 * the calendar read the same months: kept until the next change of public content (a write, a
 * scheduled publication, the day changing).
 */
export function loadCalendar(db: Db, memo: GenerationMemo, month: string, locale: Locale) {
  return memo.remember(`calendar:${month}:${locale}`, () => readCalendar(db, month, locale));
}

async function readCalendar(db: Db, month: string, locale: Locale) {
  const now = nowIso();
  const { from, to } = monthBounds(month);
  const [news, events] = await Promise.all([findPublishedBetween(db, locale, now, from, to), findEvents(db, locale, now, from, to)]);
  const days = new Map<string, CalendarDay>();
  const dayOf = (date: string) => days.get(date) ?? days.set(date, { date, news: [], events: [] }).get(date)!;
  for (const item of news) {
    dayOf(localDateKey(item.published_at!)).news.push({ id: item.id, title: item.title, slug: item.slug, publishedAt: item.published_at! });
  }
  for (const event of events) {
    for (const date of daysCovered(event.event_start!, event.event_end, month)) {
      dayOf(date).events.push({ id: event.id, title: event.title, slug: event.slug, start: event.event_start!, end: event.event_end });
    }
  }
  return { month, days: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)) };
}

/**
 * The latest news: published articles in the locale that are not in an audience category (the
 * "News" category, or none), so the news list does not repeat the audience columns.
 */
function findLatestNews(db: Db, locale: Locale, now: string) {
  return db
    .selectFrom('articles as a')
    .innerJoin('article_translations as t', (join) => join.onRef('t.entity_id', '=', 'a.id').on('t.locale', '=', locale))
    .select(['a.id', 'a.published_at', 'a.category_id', 'a.cover_media_id', 'a.event_start', 'a.event_end', 't.locale', 't.title', 't.slug', 't.summary'])
    .where('a.status', '=', 'published')
    .where('a.published_at', '<=', now)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('categories as c').select('c.id').whereRef('c.id', '=', 'a.category_id').where('c.audience', 'is not', null))),
    )
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(HOME_LATEST_NEWS)
    .execute();
}

/**
 * Everything the home page shows, in one response. The audiences' articles and the latest news
 * are read first and their categories, tags and covers resolved together, one query each.
 */
export async function loadHome(db: Db, memo: GenerationMemo, locale: Locale, month: string) {
  const now = nowIso();
  const audienceCategories = await db
    .selectFrom('categories')
    .select(['id', 'audience'])
    .where('status', '=', 'published')
    .where('published_at', '<=', now)
    .where('audience', 'is not', null)
    // The first of an audience's categories names its column: the same one on every database and plan.
    .orderBy('position')
    .orderBy('id')
    .execute();
  const categoryIdsOf = (audience: (typeof AUDIENCES)[number]) => audienceCategories.filter((c) => c.audience === audience).map((c) => c.id);
  const [refs, newsRows, calendar, ...audienceRows] = await Promise.all([
    loadCategoryRefs(db, memo, audienceCategories.map((c) => c.id), locale, now),
    findLatestNews(db, locale, now),
    loadCalendar(db, memo, month, locale),
    ...AUDIENCES.map((audience) => findNewestInCategories(db, { locale, now, categoryIds: categoryIdsOf(audience), limit: HOME_ARTICLES_PER_AUDIENCE })),
  ]);
  const summaries = await toArticleSummaries(db, memo, [...newsRows, ...audienceRows.flat()], locale, now);
  const news = summaries.splice(0, newsRows.length);
  const audiences = AUDIENCES.map((audience, i) => {
    const categoryId = categoryIdsOf(audience)[0];
    return { audience, category: categoryId ? (refs.get(categoryId) ?? null) : null, articles: summaries.splice(0, audienceRows[i]!.length) };
  });
  return { locale, audiences, news, calendar };
}
