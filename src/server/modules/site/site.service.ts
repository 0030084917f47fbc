import { type FeedFormat, type Topic, feedPath, topicQuery } from '../../../common/feeds.js';
import { type Locale, LOCALES } from '../../../common/locales.js';
import { CONTENT_ROUTES, LIST_ROUTES, LOCALE_PREFIX, PRIVATE_LINK_ROUTES, contentPath, listPath, pathInLocale } from '../../../common/routes.js';
import { SITE_NAME } from '../../../common/site-name.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import type { GenerationMemo } from '../response-cache/response-cache.js';
import { listLatestArticles } from '../articles/article.service.js';
import { notFound } from '../../lib/errors.js';
import { type CalendarEvent, type FeedItem, type SitemapUrl, renderAtom, renderCalendar, renderRss, renderSitemap } from './feeds.js';
import { type CalendarEventRow, findEvent, findEventsSince, findPublishedItems, findTopic } from './site.repository.js';
import { DEFAULT_DESCRIPTION, SCREEN_TITLE, absoluteUrl } from './site-text.js';

/** Every public page in every locale it exists in, each with its alternates. */
export async function buildSitemap(db: Db, publicUrl: string): Promise<string> {
  const now = nowIso();
  const urls: SitemapUrl[] = [];
  // A submission's page is known only by its private link.
  for (const key of LIST_ROUTES.filter((route) => !PRIVATE_LINK_ROUTES.includes(route))) {
    const alternates = Object.fromEntries(LOCALES.map((locale) => [locale, absoluteUrl(publicUrl, listPath(key, locale))]));
    for (const locale of LOCALES) urls.push({ loc: alternates[locale]!, alternates });
  }
  for (const key of CONTENT_ROUTES) {
    for (const item of await findPublishedItems(db, key, now)) {
      const alternates: Partial<Record<Locale, string>> = {};
      for (const locale of LOCALES) {
        const slug = item.slugs[locale];
        if (slug) alternates[locale] = absoluteUrl(publicUrl, contentPath(key, locale, item.id, slug));
      }
      for (const locale of LOCALES) {
        const loc = alternates[locale];
        if (loc) urls.push({ loc, lastmod: item.updatedAt, alternates });
      }
    }
  }
  return renderSitemap(urls);
}

export function buildRobots(publicUrl: string): string {
  const dashboards = LOCALES.map((locale) => `Disallow: ${LOCALE_PREFIX[locale]}/dashboard`);
  return ['User-agent: *', 'Allow: /', ...dashboards, 'Disallow: /api/admin', 'Disallow: /api/auth', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** News published in a feed, newest first. */
export const FEED_ITEMS = 30;

const topicFilter = (topic: Topic | null) => (topic?.kind === 'category' ? { categoryId: topic.id } : topic?.kind === 'tag' ? { tagId: topic.id } : {});

/** A topic's name and page in `locale` (its Serbian name when it has no translation); throws 404 for one not published. */
async function describeTopic(db: Db, publicUrl: string, topic: Topic, locale: Locale): Promise<{ name: string; link: string }> {
  const found = await findTopic(db, topic, locale, nowIso());
  if (!found) throw notFound(topic.kind === 'category' ? 'Category' : 'Tag');
  const link = contentPath(topic.kind, locale, topic.id, found.slug);
  return { name: found.name, link: absoluteUrl(publicUrl, link) };
}

/** The news feed of one locale, RSS or Atom: the latest published articles translated into it, of one topic or all. */
export async function buildNewsFeed(db: Db, memo: GenerationMemo, publicUrl: string, locale: Locale, { format, topic }: { format: FeedFormat; topic: Topic | null }): Promise<string> {
  const about = topic ? await describeTopic(db, publicUrl, topic, locale) : null;
  const items = await listLatestArticles(db, memo, locale, FEED_ITEMS, topicFilter(topic));
  const feedItems: FeedItem[] = items.map((article) => ({
    title: article.title,
    link: absoluteUrl(publicUrl, contentPath('article', locale, article.id, article.slug)),
    // The slug-less address redirects to the article whatever its slug becomes, so it stays the same item.
    guid: absoluteUrl(publicUrl, pathInLocale({ key: 'article', locale, id: article.id, slug: null }, locale)),
    publishedAt: article.publishedAt,
    description: article.summary,
    category: article.category?.name ?? null,
  }));
  const channel = {
    title: `${SITE_NAME[locale]} — ${about?.name ?? SCREEN_TITLE.news[locale]}`,
    link: about?.link ?? absoluteUrl(publicUrl, listPath('home', locale)),
    selfLink: `${publicUrl}${feedPath(locale, format)}${topicQuery(topic)}`,
    description: DEFAULT_DESCRIPTION[locale],
    locale,
    author: SITE_NAME[locale],
  };
  return format === 'rss' ? renderRss(channel, feedItems) : renderAtom(channel, feedItems);
}

/** Events that ended more than this many days ago are left out of the calendar feed. */
export const CALENDAR_PAST_DAYS = 30;

const CALENDAR_NAME: Record<Locale, string> = { sr: `${SITE_NAME.sr} — догађаји`, lat: `${SITE_NAME.lat} — događaji`, en: `${SITE_NAME.en} — events` };

function toCalendarEvent(row: CalendarEventRow, publicUrl: string, locale: Locale): CalendarEvent {
  return {
    uid: `article-${row.id}@${new URL(publicUrl).hostname}`,
    start: row.event_start!,
    end: row.event_end,
    updatedAt: row.updated_at,
    summary: row.title,
    description: row.summary,
    url: absoluteUrl(publicUrl, contentPath('article', locale, row.id, row.slug)),
  };
}

/** The events calendar of one locale: of every category, or of one (its name in the calendar's). */
export async function buildCalendar(db: Db, publicUrl: string, locale: Locale, categoryId: number | null = null): Promise<string> {
  const about = categoryId === null ? null : await describeTopic(db, publicUrl, { kind: 'category', id: categoryId }, locale);
  const now = nowIso();
  const from = new Date(Date.parse(now) - CALENDAR_PAST_DAYS * 86_400_000).toISOString();
  const rows = await findEventsSince(db, { locale, now, from, categoryId });
  const name = about ? `${CALENDAR_NAME[locale]} — ${about.name}` : CALENDAR_NAME[locale];
  return renderCalendar({ name, description: DEFAULT_DESCRIPTION[locale], url: about?.link ?? absoluteUrl(publicUrl, listPath('home', locale)) }, rows.map((row) => toCalendarEvent(row, publicUrl, locale)));
}

/** One article's event as a calendar of its own, to add to one's calendar; 404 when it is not published or has no event. */
export async function buildEventCalendar(db: Db, publicUrl: string, locale: Locale, articleId: number): Promise<string> {
  const row = await findEvent(db, { locale, now: nowIso(), articleId });
  if (!row) throw notFound('Event');
  const event = toCalendarEvent(row, publicUrl, locale);
  return renderCalendar({ name: row.title, description: row.summary, url: event.url }, [event]);
}
