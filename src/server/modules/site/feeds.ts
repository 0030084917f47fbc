import { type Locale, LOCALES } from '../../../common/locales.js';
import type { FeedFormat } from '../../../common/feeds.js';
import { escapeHtml as escapeXml } from './html-text.js';
import { LANGUAGE_TAG } from './site-text.js';

/** One page of the sitemap: its URL in one locale and the same page in the others. */
export interface SitemapUrl {
  loc: string;
  lastmod?: string | undefined;
  /** Absolute URL per locale the page exists in (hreflang alternates, this one included). */
  alternates: Partial<Record<Locale, string>>;
}

/** A sitemap (sitemaps.org 0.9) with xhtml:link alternates, x-default being the Serbian page. */
export function renderSitemap(urls: SitemapUrl[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const url of urls) {
    lines.push('  <url>', `    <loc>${escapeXml(url.loc)}</loc>`);
    if (url.lastmod) lines.push(`    <lastmod>${escapeXml(url.lastmod)}</lastmod>`);
    for (const locale of LOCALES) {
      const href = url.alternates[locale];
      if (href) lines.push(`    <xhtml:link rel="alternate" hreflang="${LANGUAGE_TAG[locale]}" href="${escapeXml(href)}"/>`);
    }
    if (url.alternates.sr) lines.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(url.alternates.sr)}"/>`);
    lines.push('  </url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

export const FEED_MEDIA_TYPE: Record<FeedFormat, string> = { rss: 'application/rss+xml', atom: 'application/atom+xml' };

export interface FeedChannel {
  title: string;
  link: string;
  selfLink: string;
  description: string;
  locale: Locale;
  /** Who publishes the feed (Atom asks for it). */
  author: string;
}

export interface FeedItem {
  title: string;
  link: string;
  guid: string;
  publishedAt: string;
  description: string;
  category: string | null;
}

/** RFC 822 date, as RSS 2.0 wants it ("Tue, 21 May 2024 10:00:00 GMT"). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** An RSS 2.0 feed; the channel's build date is the newest item's, so an unchanged feed is byte-identical. */
export function renderRss(channel: FeedChannel, items: FeedItem[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${LANGUAGE_TAG[channel.locale]}</language>`,
    `    <atom:link href="${escapeXml(channel.selfLink)}" rel="self" type="application/rss+xml"/>`,
  ];
  if (items[0]) lines.push(`    <lastBuildDate>${rfc822(items[0].publishedAt)}</lastBuildDate>`);
  for (const item of items) {
    lines.push(
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(item.guid)}</guid>`,
      `      <pubDate>${rfc822(item.publishedAt)}</pubDate>`,
      `      <description>${escapeXml(item.description)}</description>`,
    );
    if (item.category) lines.push(`      <category>${escapeXml(item.category)}</category>`);
    lines.push('    </item>');
  }
  lines.push('  </channel>', '</rss>', '');
  return lines.join('\n');
}

/** RFC 3339 as Atom wants it, without milliseconds. */
const rfc3339 = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * An Atom 1.0 feed (RFC 4287) of the same items: entries keep the RSS guid as their id, so a
 * reader that moves from one format to the other sees no new entries. Its date is the newest
 * item's, so an unchanged feed is byte-identical.
 */
export function renderAtom(channel: FeedChannel, items: FeedItem[]): string {
  const updated = rfc3339(items[0]?.publishedAt ?? new Date(0).toISOString());
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${LANGUAGE_TAG[channel.locale]}">`,
    `  <id>${escapeXml(channel.selfLink)}</id>`,
    `  <title>${escapeXml(channel.title)}</title>`,
    `  <subtitle>${escapeXml(channel.description)}</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(channel.link)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(channel.selfLink)}"/>`,
    `  <author><name>${escapeXml(channel.author)}</name></author>`,
  ];
  for (const item of items) {
    lines.push(
      '  <entry>',
      `    <id>${escapeXml(item.guid)}</id>`,
      `    <title>${escapeXml(item.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(item.link)}"/>`,
      `    <published>${rfc3339(item.publishedAt)}</published>`,
      `    <updated>${rfc3339(item.publishedAt)}</updated>`,
      `    <summary>${escapeXml(item.description)}</summary>`,
    );
    if (item.category) lines.push(`    <category term="${escapeXml(item.category)}"/>`);
    lines.push('  </entry>');
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}

export interface CalendarEvent {
  uid: string;
  start: string;
  end: string | null;
  updatedAt: string;
  summary: string;
  description: string;
  url: string;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** An instant as a UTC DATE-TIME: 20240520T100000Z. */
export const icsDateTime = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

const ICS_LINE_OCTETS = 75;

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and a space, never inside a
 * UTF-8 sequence (the leading space counts toward the 75).
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > ICS_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

export interface CalendarInfo {
  name: string;
  description: string;
  url: string;
}

/** An iCalendar (RFC 5545) of events: CRLF line ends, folded lines, escaped text, times in UTC. */
export function renderCalendar(info: CalendarInfo, events: CalendarEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//NOKS//National Qualifications Framework portal//EN',
    'CALSCALE:GREGORIAN',
    `NAME:${escapeIcsText(info.name)}`,
    `X-WR-CALNAME:${escapeIcsText(info.name)}`,
    `DESCRIPTION:${escapeIcsText(info.description)}`,
    `URL:${info.url}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      // NOTE: without a METHOD, DTSTAMP is when the event was last revised (RFC 5545 §3.8.7.2).
      `DTSTAMP:${icsDateTime(event.updatedAt)}`,
      `LAST-MODIFIED:${icsDateTime(event.updatedAt)}`,
      `DTSTART:${icsDateTime(event.start)}`,
    );
    if (event.end && event.end > event.start) lines.push(`DTEND:${icsDateTime(event.end)}`);
    lines.push(`SUMMARY:${escapeIcsText(event.summary)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
    lines.push(`URL:${event.url}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
