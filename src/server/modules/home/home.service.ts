import type { Locale } from '../../../common/locales.js';
import { AUDIENCES } from '../../../common/schemas/content.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { localDateKey, monthBounds } from '../../lib/local-time.js';
import { findEvents, findPublishedArticles, findPublishedBetween } from '../articles/article.repository.js';
import { toArticleSummaries } from '../articles/article.service.js';
import { loadCategoryRefs } from '../content/public.js';

export const HOME_ARTICLES_PER_AUDIENCE = 4;
export const HOME_LATEST_NEWS = 6;

interface CalendarDay {
  date: string;
  news: { id: number; title: string; slug: string; publishedAt: string }[];
  events: { id: number; title: string; slug: string; start: string; end: string | null }[];
}

/** Local dates from `start` to `end` (inclusive) that fall inside the month. */
function daysCovered(start: string, end: string | null, month: string): string[] {
  const days: string[] = [];
  const last = localDateKey(end ?? start);
  for (let t = Date.parse(start), day = localDateKey(start); day <= last; t += 86_400_000, day = localDateKey(new Date(t).toISOString())) {
    if (day.startsWith(month)) days.push(day);
    if (days.length > 31) break;
  }
  return days;
}

/** Days of a month with news published or events taking place, in date order. */
export async function loadCalendar(db: Db, month: string, locale: Locale) {
  const now = nowIso();
  const { from, to } = monthBounds(month);
  const [news, events] = await Promise.all([findPublishedBetween(db, locale, now, from, to), findEvents(db, locale, now, from, to)]);
  const days = new Map<string, CalendarDay>();
  const dayOf = (date: string) => days.get(date) ?? days.set(date, { date, news: [], events: [] }).get(date)!;
  for (const item of news) dayOf(localDateKey(item.published_at!)).news.push({ id: item.id, title: item.title, slug: item.slug, publishedAt: item.published_at! });
  for (const event of events) {
    for (const date of daysCovered(event.event_start!, event.event_end, month)) {
      dayOf(date).events.push({ id: event.id, title: event.title, slug: event.slug, start: event.event_start!, end: event.event_end });
    }
  }
  return { month, days: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)) };
}

/** Everything the home page shows, in one response. */
export async function loadHome(db: Db, locale: Locale, month: string) {
  const now = nowIso();
  const audienceCategories = await db
    .selectFrom('categories')
    .select(['id', 'audience'])
    .where('status', '=', 'published')
    .where('published_at', '<=', now)
    .where('audience', 'is not', null)
    .orderBy('position')
    .execute();
  const refs = await loadCategoryRefs(db, audienceCategories.map((c) => c.id), locale, now);
  const audiences = await Promise.all(
    AUDIENCES.map(async (audience) => {
      const { rows } = await findPublishedArticles(db, { locale, now, audience, page: 1, limit: HOME_ARTICLES_PER_AUDIENCE });
      const categoryId = audienceCategories.find((c) => c.audience === audience)?.id;
      return { audience, category: categoryId ? (refs.get(categoryId) ?? null) : null, articles: await toArticleSummaries(db, rows, locale, now) };
    }),
  );
  const latest = await findPublishedArticles(db, { locale, now, page: 1, limit: HOME_LATEST_NEWS });
  return {
    locale,
    audiences,
    news: await toArticleSummaries(db, latest.rows, locale, now),
    calendar: await loadCalendar(db, month, locale),
  };
}
