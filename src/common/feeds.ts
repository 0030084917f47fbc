import type { Locale } from './locales.js';
import { LOCALE_PREFIX } from './routes.js';

/** The news feeds of each locale, of the whole site or of one topic (a category or a tag). */
export const FEED_FORMATS = ['rss', 'atom'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

const FEED_FILE: Record<FeedFormat, string> = { rss: 'rss.xml', atom: 'atom.xml' };

export const feedPath = (locale: Locale, format: FeedFormat = 'rss') => `${LOCALE_PREFIX[locale]}/${FEED_FILE[format]}`;

/** One topic a feed or a calendar can follow instead of the whole site. */
export type Topic = { kind: 'category'; id: number } | { kind: 'tag'; id: number };

/** The query that narrows a feed or a calendar to a topic: `?category=ID`, `?tag=ID`, or none. */
export const topicQuery = (topic: Topic | null) => (topic ? `?${topic.kind}=${topic.id}` : '');

/** The events calendar of a locale, of one category when given (iCalendar). */
export const calendarPath = (locale: Locale, categoryId: number | null = null) => `/api/calendar.ics?${categoryId === null ? '' : `category=${categoryId}&`}locale=${locale}`;
