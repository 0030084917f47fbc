import { type Locale, LOCALES } from '../../../common/locales.js';
import { CONTENT_ROUTES, LIST_ROUTES, LOCALE_PREFIX, contentPath, listPath, pathInLocale } from '../../../common/routes.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import type { GenerationMemo } from '../response-cache/response-cache.js';
import { listLatestArticles } from '../articles/article.service.js';
import { type CalendarEvent, type FeedItem, type SitemapUrl, renderCalendar, renderRss, renderSitemap } from './feeds.js';
import { findEventsSince, findPublishedItems } from './site.repository.js';
import { DEFAULT_DESCRIPTION, SCREEN_TITLE, SITE_NAME, absoluteUrl } from './site-text.js';

/** Every public page in every locale it exists in, each with its alternates. */
export async function buildSitemap(db: Db, publicUrl: string): Promise<string> {
  const now = nowIso();
  const urls: SitemapUrl[] = [];
  for (const key of LIST_ROUTES) {
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

export const feedPath = (locale: Locale) => `${LOCALE_PREFIX[locale]}/rss.xml`;

/** The news feed of one locale: the latest published articles translated into it. */
export async function buildNewsFeed(db: Db, memo: GenerationMemo, publicUrl: string, locale: Locale): Promise<string> {
  const items = await listLatestArticles(db, memo, locale, FEED_ITEMS);
  const feedItems: FeedItem[] = items.map((article) => ({
    title: article.title,
    link: absoluteUrl(publicUrl, contentPath('article', locale, article.id, article.slug)),
    // The slug-less address redirects to the article whatever its slug becomes, so it stays the same item.
    guid: absoluteUrl(publicUrl, pathInLocale({ key: 'article', locale, id: article.id, slug: null }, locale)),
    publishedAt: article.publishedAt,
    description: article.summary,
    category: article.category?.name ?? null,
  }));
  return renderRss(
    {
      title: `${SITE_NAME} — ${SCREEN_TITLE.news[locale]}`,
      link: absoluteUrl(publicUrl, listPath('home', locale)),
      selfLink: `${publicUrl}${feedPath(locale)}`,
      description: DEFAULT_DESCRIPTION[locale],
      locale,
    },
    feedItems,
  );
}

/** Events that ended more than this many days ago are left out of the calendar feed. */
export const CALENDAR_PAST_DAYS = 30;

const CALENDAR_NAME: Record<Locale, string> = { sr: 'НОКС — догађаји', lat: 'NOKS — događaji', en: 'NOKS — events' };

export async function buildCalendar(db: Db, publicUrl: string, locale: Locale): Promise<string> {
  const now = nowIso();
  const from = new Date(Date.parse(now) - CALENDAR_PAST_DAYS * 86_400_000).toISOString();
  const rows = await findEventsSince(db, locale, now, from);
  const host = new URL(publicUrl).hostname;
  const events: CalendarEvent[] = rows.map((row) => ({
    uid: `article-${row.id}@${host}`,
    start: row.event_start!,
    end: row.event_end,
    updatedAt: row.updated_at,
    summary: row.title,
    description: row.summary,
    url: absoluteUrl(publicUrl, contentPath('article', locale, row.id, row.slug)),
  }));
  return renderCalendar({ name: CALENDAR_NAME[locale], description: DEFAULT_DESCRIPTION[locale], url: absoluteUrl(publicUrl, listPath('home', locale)) }, events);
}
