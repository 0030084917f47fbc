import { parseAtomFeed, parseRssFeed } from 'feedsmith';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/common/locales.js';
import { contentPath, listPath } from '../../src/common/routes.js';
import {
  type View,
  articlePayload,
  categoryPayload,
  createItem,
  minutesFromNow,
  pagePayload,
  presentationPayload,
  publicJson,
  serbianOnlyArticlePayload,
  setPublishedAt,
  tagPayload,
  unique,
} from './support/factories.js';
import { PUBLIC_URL, type SiteApp, canonicalOf, encoded, getPage, startSiteApp } from './support/site-app.js';

let site: SiteApp;
beforeAll(async () => {
  site = await startSiteApp();
});
afterAll(() => site.close());

const absolute = (routePath: string) => `${PUBLIC_URL}${encoded(routePath)}`;
const slugOf = (view: View, locale: Locale) => (view.translations[locale] as { slug: string }).slug;
const titleOf = (view: View, locale: Locale) => (view.translations[locale] as { title: string }).title;
const DAY = 24 * 60;

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const xmlText = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => XML_ENTITIES[name]!);

/** Every element closed in order, nothing but whitespace outside the root, no bare "&" or "<" in text. */
function expectWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const stack: string[] = [];
  const body = xml.replace(/^<\?xml[^>]*\?>/, '');
  const tokens = body.split(/(<[^>]*>)/);
  for (const token of tokens) {
    if (token.startsWith('<')) {
      const close = /^<\/([\w:]+)>$/.exec(token);
      const open = /^<([\w:]+)(\s+[\w:]+="[^"<&]*(?:&(?:amp|lt|gt|quot|#39);[^"<&]*)*")*\s*(\/?)>$/.exec(token);
      if (close) expect(stack.pop(), token).toBe(close[1]);
      else if (open) {
        if (!open[3]) stack.push(open[1]!);
      } else throw new Error(`malformed tag ${token}`);
    } else {
      expect(token.replace(/&(amp|lt|gt|quot|#39);/g, ''), 'text').not.toMatch(/[<&]/);
      if (stack.length === 0) expect(token.trim(), 'outside the root').toBe('');
    }
  }
  expect(stack).toEqual([]);
}

function elements(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`, 'g'))].map((match) => match[1]!);
}

const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: 'GET', url, headers });

describe('robots.txt', () => {
  it('allows everything but the dashboards and the admin API, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /lat/dashboard',
        'Disallow: /en/dashboard',
        'Disallow: /api/admin',
        'Disallow: /api/auth',
        '',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('sitemap.xml', () => {
  let article: View;
  let serbianOnly: View;
  let hidden: View[];
  let others: [string, View][];
  let xml: string;

  beforeAll(async () => {
    article = await createItem(site.t, 'articles', articlePayload());
    serbianOnly = await createItem(site.t, 'articles', serbianOnlyArticlePayload());
    const scheduled = await createItem(site.t, 'articles', articlePayload());
    await setPublishedAt(site.t, 'articles', scheduled.id, minutesFromNow(30));
    hidden = [await createItem(site.t, 'articles', articlePayload({ status: 'draft' })), scheduled, await createItem(site.t, 'pages', pagePayload({ status: 'archived' }))];
    others = [
      ['category', await createItem(site.t, 'categories', categoryPayload())],
      ['page', await createItem(site.t, 'pages', pagePayload())],
      ['presentation', await createItem(site.t, 'presentations', presentationPayload())],
    ];
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    xml = response.body;
  });

  const urls = () =>
    elements(xml, 'url').map((block) => ({
      loc: xmlText(elements(block, 'loc')[0]!),
      lastmod: elements(block, 'lastmod')[0],
      alternates: Object.fromEntries([...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, xmlText(m[2]!)])),
    }));

  it('is well-formed, with ASCII (percent-encoded) URLs of this portal only', () => {
    expectWellFormedXml(xml);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    for (const { loc, alternates } of urls()) {
      for (const url of [loc, ...Object.values(alternates)]) {
        expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
        expect(url, url).toMatch(/^[\x21-\x7e]+$/);
      }
    }
  });

  it('lists home, search, files, inspire and the levels in every locale, each with all three alternates and x-default', () => {
    const all = urls();
    for (const key of ['home', 'search', 'files', 'inspire', 'levels'] as const) {
      const alternates = { 'sr-Cyrl': absolute(listPath(key, 'sr')), 'sr-Latn': absolute(listPath(key, 'lat')), en: absolute(listPath(key, 'en')), 'x-default': absolute(listPath(key, 'sr')) };
      for (const locale of ['sr', 'lat', 'en'] as const) {
        expect(all.find((url) => url.loc === absolute(listPath(key, locale)))).toEqual({ loc: absolute(listPath(key, locale)), lastmod: undefined, alternates });
      }
    }
  });

  it('lists each published item once per locale it is translated into, with its alternates and last change', async () => {
    const all = urls();
    const entries = (key: 'article' | 'category' | 'page' | 'presentation', view: View) =>
      all.filter((url) => url.loc.startsWith(`${PUBLIC_URL}`) && ['sr', 'lat', 'en'].some((l) => url.loc === absolute(contentPath(key, l as Locale, view.id, slugOf(view, l as Locale) ?? ''))));
    const translated = entries('article', article);
    expect(translated.map((url) => url.loc)).toEqual((['sr', 'lat', 'en'] as const).map((l) => absolute(contentPath('article', l, article.id, slugOf(article, l)))));
    for (const url of translated) {
      expect(url.alternates).toEqual({
        'sr-Cyrl': absolute(contentPath('article', 'sr', article.id, slugOf(article, 'sr'))),
        'sr-Latn': absolute(contentPath('article', 'lat', article.id, slugOf(article, 'lat'))),
        en: absolute(contentPath('article', 'en', article.id, slugOf(article, 'en'))),
        'x-default': absolute(contentPath('article', 'sr', article.id, slugOf(article, 'sr'))),
      });
      expect(url.lastmod).toBe((await publicJson<{ updatedAt: string }>(site.t, `articles/${article.id}`)).updatedAt);
    }
    const onlySerbian = all.filter((url) => Object.values(url.alternates).includes(absolute(contentPath('article', 'sr', serbianOnly.id, slugOf(serbianOnly, 'sr')))));
    expect(onlySerbian.map((url) => url.loc)).toEqual([absolute(contentPath('article', 'sr', serbianOnly.id, slugOf(serbianOnly, 'sr'))), absolute(contentPath('article', 'lat', serbianOnly.id, slugOf(serbianOnly, 'lat')))]);
    expect(Object.keys(onlySerbian[0]!.alternates)).toEqual(['sr-Cyrl', 'sr-Latn', 'x-default']);
    for (const [key, view] of others) expect(entries(key as 'page', view), key).toHaveLength(3);
    for (const view of hidden) expect(xml).not.toMatch(new RegExp(`/${view.id}/${encodeURIComponent(slugOf(view, 'en'))}<`));
  });

  it('names only pages that exist: each URL answers 200 with itself as canonical', async () => {
    const locs = urls().map(({ loc }) => loc);
    expect(locs.length).toBeGreaterThan(0);
    for (const loc of locs) {
      const { head } = await getPage(site.app, loc.slice(PUBLIC_URL.length) || '/');
      expect(canonicalOf(head), loc).toEqual([loc]);
    }
  });
});

describe('RSS feeds', () => {
  const FEED_PATHS: Record<Locale, string> = { sr: '/rss.xml', lat: '/lat/rss.xml', en: '/en/rss.xml' };

  it('carry the latest 30 published articles of their locale, newest first', async () => {
    const marker = unique();
    // What earlier tests published goes a day back, so these 32 are the newest.
    await site.t.ctx.db.updateTable('articles').set({ published_at: minutesFromNow(-DAY).toISOString() }).where('status', '=', 'published').execute();
    site.t.ctx.responseCache.announceChange();
    const created: View[] = [];
    for (let i = 0; i < 32; i += 1) {
      const view = await createItem(site.t, 'articles', articlePayload({ translations: { sr: { title: `Вест ${marker} ${i}`, summary: `Сажетак ${i}.` }, en: { title: `News ${marker} ${i}`, summary: `Summary ${i}.` } } }));
      await setPublishedAt(site.t, 'articles', view.id, minutesFromNow(-100 + i));
      created.push(view);
    }
    const draft = await createItem(site.t, 'articles', articlePayload({ status: 'draft' }));
    for (const locale of ['sr', 'lat', 'en'] as const) {
      const response = await get(FEED_PATHS[locale]);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expectWellFormedXml(response.body);
      const channel = elements(response.body, 'channel')[0]!;
      // Named in the locale's own script and language: НОКС, NOKS, NQFS.
      expect(xmlText(elements(channel, 'title')[0]!)).toBe({ sr: 'НОКС — Вести', lat: 'NOKS — Vesti', en: 'NQFS — News' }[locale]);
      expect(elements(channel, 'language')).toEqual([{ sr: 'sr-Cyrl', lat: 'sr-Latn', en: 'en' }[locale]]);
      expect(elements(channel, 'link')[0]).toBe(absolute(listPath('home', locale)));
      expect(channel).toContain(`<atom:link href="${PUBLIC_URL}${FEED_PATHS[locale]}" rel="self" type="application/rss+xml"/>`);
      const items = elements(response.body, 'item');
      expect(items).toHaveLength(30);
      const expected = created.slice(2).reverse();
      for (const [i, item] of items.entries()) {
        const view = expected[i]!;
        const detail = await publicJson<{ publishedAt: string; summary: string; title: string; slug: string }>(site.t, `articles/${view.id}`, `/${locale}`);
        expect(xmlText(elements(item, 'title')[0]!)).toBe(detail.title);
        expect(elements(item, 'link')[0]).toBe(absolute(contentPath('article', locale, view.id, detail.slug)));
        expect(elements(item, 'guid')[0]).toBe(absolute(`${listPath('home', locale).replace(/\/$/, '')}/${{ sr: 'вест', lat: 'vest', en: 'article' }[locale]}/${view.id}`));
        expect(elements(item, 'pubDate')[0]).toBe(new Date(detail.publishedAt).toUTCString());
        expect(elements(item, 'pubDate')[0]).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
        expect(xmlText(elements(item, 'description')[0]!)).toBe(detail.summary);
      }
      expect(response.body).not.toContain(`/${draft.id}/`);
      expect(elements(channel, 'lastBuildDate')[0]).toBe(elements(items[0]!, 'pubDate')[0]);
    }
  });

  it('leave untranslated articles out of the English feed, escape what editors write, and redirect their guid to the article', async () => {
    const serbian = await createItem(site.t, 'articles', serbianOnlyArticlePayload({ translations: { sr: { title: `Квалификације & <оквир> ${unique()}`, summary: 'Текст "у наводницима".' } } }));
    const english = (await get('/en/rss.xml')).body;
    expect(english).not.toContain(`/${serbian.id}/`);
    const cyrillic = (await get('/rss.xml')).body;
    expectWellFormedXml(cyrillic);
    const item = elements(cyrillic, 'item')[0]!;
    expect(xmlText(elements(item, 'title')[0]!)).toBe(titleOf(serbian, 'sr'));
    expect(elements(item, 'title')[0]).toContain('&amp; &lt;оквир&gt;');
    expect(xmlText(elements(item, 'description')[0]!)).toBe('Текст "у наводницима".');
    const guid = elements(item, 'guid')[0]!;
    const redirect = await get(guid.slice(PUBLIC_URL.length));
    expect(redirect.statusCode).toBe(301);
    expect(`${PUBLIC_URL}${redirect.headers.location}`).toBe(elements(item, 'link')[0]);
    const latin = elements((await get('/lat/rss.xml')).body, 'item')[0]!;
    expect(xmlText(elements(latin, 'title')[0]!)).toBe(titleOf(serbian, 'lat'));
  });
});

describe('calendar.ics', () => {
  interface IcsEvent {
    [property: string]: string;
  }

  /** Unfolds (CRLF + space) and reads the VEVENTs, property name (parameters included) → value. */
  function parseIcs(body: string): { calendar: Record<string, string>; events: IcsEvent[] } {
    const lines = body.replace(/\r\n /g, '').split('\r\n');
    expect(lines.pop()).toBe('');
    const calendar: Record<string, string> = {};
    const events: IcsEvent[] = [];
    let current: IcsEvent | null = null;
    for (const line of lines) {
      const colon = line.indexOf(':');
      const [name, value] = [line.slice(0, colon), line.slice(colon + 1)];
      if (line === 'BEGIN:VEVENT') current = {};
      else if (line === 'END:VEVENT') {
        events.push(current!);
        current = null;
      } else if (current) current[name] = value;
      else calendar[name] = value;
    }
    return { calendar, events };
  }

  const icsDate = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const at = (minutes: number) => new Date(Math.floor(minutesFromNow(minutes).getTime() / 1000) * 1000);
  const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,');

  let marker: string;
  let events: Record<string, View>;
  let times: Record<string, { start: Date; end: Date | null }>;

  beforeAll(async () => {
    marker = unique();
    times = {
      upcoming: { start: at(5 * DAY), end: at(5 * DAY + 120) },
      endedRecently: { start: at(-11 * DAY), end: at(-10 * DAY) },
      endedLongAgo: { start: at(-41 * DAY), end: at(-40 * DAY) },
      longRunning: { start: at(-40 * DAY), end: at(DAY) },
      openRecent: { start: at(-20 * DAY), end: null },
      openOld: { start: at(-40 * DAY), end: null },
      draft: { start: at(2 * DAY), end: null },
    };
    events = {};
    for (const [name, time] of Object.entries(times)) {
      const title = name === 'upcoming' ? `Састанак; радна група, Београд \\ ${marker} ${'дугачак наслов '.repeat(8)}` : `Догађај ${name} ${marker}`;
      events[name] = await createItem(
        site.t,
        'articles',
        articlePayload({
          status: name === 'draft' ? 'draft' : 'published',
          eventStart: time.start.toISOString(),
          eventEnd: time.end?.toISOString() ?? null,
          translations: { sr: { title, summary: 'Први ред.\nДруги ред, са зарезом.' }, en: { title: `Event ${name} ${marker}`, summary: 'About.' } },
        }),
      );
    }
    events.serbianOnly = await createItem(site.t, 'articles', serbianOnlyArticlePayload({ eventStart: at(3 * DAY).toISOString() }));
    events.noEvent = await createItem(site.t, 'articles', articlePayload());
  });

  it('is RFC 5545 text: CRLF line ends, lines of at most 75 octets, one VCALENDAR with VERSION and PRODID', async () => {
    const response = await get('/api/calendar.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const body = response.body;
    expect(body).not.toMatch(/[^\r]\n/);
    expect(body.endsWith('\r\n')).toBe(true);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    // The long Cyrillic title was folded, and folds never split a character.
    expect(body.split('\r\n').filter((line) => line.startsWith(' ')).length).toBeGreaterThan(2);
    expect(body).not.toContain('\uFFFD');
    const lines = body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    const { calendar } = parseIcs(body);
    expect(calendar.VERSION).toBe('2.0');
    expect(calendar.PRODID).toMatch(/^-\/\/.+\/\/.+\/\/[A-Z]{2}$/);
  });

  it('holds the published events that had not ended 30 days ago, with times in UTC', async () => {
    const { events: found } = parseIcs((await get('/api/calendar.ics')).body);
    const mine = found.filter((event) => event.SUMMARY?.includes(marker));
    const expectedNames = ['upcoming', 'endedRecently', 'longRunning', 'openRecent'];
    expect(mine.map((event) => event.UID).sort()).toEqual(expectedNames.map((name) => `article-${events[name]!.id}@noks.example.rs`).sort());
    for (const name of expectedNames) {
      const view = events[name]!;
      const event = mine.find((e) => e.UID === `article-${view.id}@noks.example.rs`)!;
      expect(event.DTSTART, name).toBe(icsDate(times[name]!.start));
      if (times[name]!.end) expect(event.DTEND, name).toBe(icsDate(times[name]!.end!));
      else expect(event.DTEND, name).toBeUndefined();
      expect(event.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
      expect(event.SUMMARY).toBe(escapeText(titleOf(view, 'sr')));
      expect(event.DESCRIPTION).toBe('Први ред.\\nДруги ред\\, са зарезом.');
      expect(event.URL).toBe(absolute(contentPath('article', 'sr', view.id, slugOf(view, 'sr'))));
    }
    const upcoming = mine.find((e) => e.UID === `article-${events.upcoming!.id}@noks.example.rs`)!;
    expect(upcoming.SUMMARY).toContain('Састанак\\; радна група\\, Београд \\\\ ');
    expect(found.some((event) => event.UID === `article-${events.serbianOnly!.id}@noks.example.rs`)).toBe(true);
    expect(found.some((event) => event.UID === `article-${events.noEvent!.id}@noks.example.rs`)).toBe(false);
    expect(new Set(found.map((event) => event.UID)).size).toBe(found.length);
  });

  it('speaks the locale of ?locale= or the lang header, with that locale\'s URLs', async () => {
    const byQuery = await get('/api/calendar.ics?locale=en');
    const byHeader = await get('/api/calendar.ics', { lang: '/en' });
    expect(byHeader.body).toBe(byQuery.body);
    const { events: found, calendar } = parseIcs(byQuery.body);
    expect(calendar['X-WR-CALNAME']).toBe('NQFS — events');
    const upcoming = found.find((e) => e.UID === `article-${events.upcoming!.id}@noks.example.rs`)!;
    expect(upcoming.SUMMARY).toBe(`Event upcoming ${marker}`);
    expect(upcoming.URL).toBe(absolute(contentPath('article', 'en', events.upcoming!.id, slugOf(events.upcoming!, 'en'))));
    // English shows only what is translated, as the public lists do.
    expect(found.some((event) => event.UID === `article-${events.serbianOnly!.id}@noks.example.rs`)).toBe(false);
    const latin = parseIcs((await get('/api/calendar.ics?locale=lat')).body).events.find((e) => e.UID === `article-${events.serbianOnly!.id}@noks.example.rs`)!;
    expect(latin.SUMMARY).toBe(escapeText(titleOf(events.serbianOnly!, 'lat')));
    expect((await get('/api/calendar.ics?locale=de')).statusCode).toBe(400);
  });

  it('is cached like the public API (ETag, 304)', async () => {
    const first = await get('/api/calendar.ics');
    expect(first.headers.etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect((await get('/api/calendar.ics', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
  });
});

describe('feeds and calendars of one topic', () => {
  let marker: string;
  let category: View;
  let tag: View;
  let inBoth: View;
  let inCategory: View;
  let tagged: View;
  let elsewhere: View;

  beforeAll(async () => {
    marker = unique();
    category = await createItem(site.t, 'categories', categoryPayload());
    tag = await createItem(site.t, 'tags', tagPayload());
    const article = (title: string, overrides: Record<string, unknown>) =>
      createItem(site.t, 'articles', articlePayload({ translations: { sr: { title: `${title} ${marker}`, summary: 'Сажетак.' }, en: { title: `${title} ${marker} (en)`, summary: 'Summary.' } }, ...overrides }));
    inBoth = await article('Обоје', { categoryId: category.id, tagIds: [tag.id], eventStart: minutesFromNow(2 * DAY).toISOString() });
    inCategory = await article('Категорија', { categoryId: category.id, eventStart: minutesFromNow(3 * DAY).toISOString(), eventEnd: minutesFromNow(3 * DAY + 90).toISOString() });
    tagged = await article('Ознака', { tagIds: [tag.id] });
    elsewhere = await article('Друго', { eventStart: minutesFromNow(4 * DAY).toISOString() });
  });

  const ownIds = (links: (string | undefined)[]) => links.filter((link) => link?.includes(marker) || [inBoth, inCategory, tagged, elsewhere].some((view) => link?.includes(`/${view.id}/`)));

  it('RSS of a category and of a tag carry only its news, in every locale, and read in a feed parser', async () => {
    for (const locale of ['sr', 'lat', 'en'] as const) {
      const prefix = { sr: '', lat: '/lat', en: '/en' }[locale];
      const ofCategory = await get(`${prefix}/rss.xml?category=${category.id}`);
      expect(ofCategory.statusCode).toBe(200);
      expect(ofCategory.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const feed = parseRssFeed(ofCategory.body);
      const categoryName = (category.translations[locale === 'en' ? 'en' : locale] as { name: string }).name;
      const brand = { sr: 'НОКС', lat: 'NOKS', en: 'NQFS' }[locale];
      expect(feed.title).toBe(`${brand} — ${categoryName}`);
      expect(feed.link).toBe(absolute(contentPath('category', locale, category.id, slugOf(category, locale))));
      expect(ownIds(feed.items!.map((item) => item.link))).toEqual([inCategory, inBoth].map((view) => absolute(contentPath('article', locale, view.id, slugOf(view, locale)))));

      const ofTag = parseRssFeed((await get(`${prefix}/rss.xml?tag=${tag.id}`)).body);
      expect(ofTag.title).toBe(`${brand} — ${(tag.translations[locale] as { name: string }).name}`);
      expect(ownIds(ofTag.items!.map((item) => item.link))).toEqual([tagged, inBoth].map((view) => absolute(contentPath('article', locale, view.id, slugOf(view, locale)))));
    }
  });

  it('Atom of the site and of a topic hold the same entries as RSS, with the same ids', async () => {
    for (const query of ['', `?category=${category.id}`, `?tag=${tag.id}`]) {
      const response = await get(`/en/atom.xml${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      expectWellFormedXml(response.body);
      const atom = parseAtomFeed(response.body);
      const rss = parseRssFeed((await get(`/en/rss.xml${query}`)).body);
      expect(atom.id).toBe(`${PUBLIC_URL}/en/atom.xml${query}`);
      expect(atom.links).toContainEqual(expect.objectContaining({ rel: 'self', href: `${PUBLIC_URL}/en/atom.xml${query}` }));
      // Atom's text constructs come with their type: { value }.
      const text = (construct: unknown) => (construct as { value?: string } | undefined)?.value;
      expect(text(atom.title)).toBe(rss.title);
      expect(atom.authors).toEqual([expect.objectContaining({ name: 'NQFS' })]);
      expect(atom.entries!.map((entry) => entry.id)).toEqual(rss.items!.map((item) => item.guid?.value));
      expect(atom.entries!.map((entry) => text(entry.title))).toEqual(rss.items!.map((item) => item.title));
      expect(atom.updated).toBe(atom.entries![0]?.updated);
    }
  });

  it('refuses a topic that is not there or not published (404), and a malformed or double one (400)', async () => {
    const draft = await createItem(site.t, 'categories', categoryPayload({ status: 'draft' }));
    expect((await get(`/rss.xml?category=${draft.id}`)).statusCode).toBe(404);
    expect((await get('/atom.xml?tag=999999')).statusCode).toBe(404);
    expect((await get('/rss.xml?category=abc')).statusCode).toBe(400);
    expect((await get(`/rss.xml?category=${category.id}&tag=${tag.id}`)).statusCode).toBe(400);
    expect((await get('/rss.xml?page=2')).statusCode).toBe(400);
    expect((await get(`/api/calendar.ics?category=${draft.id}`)).statusCode).toBe(404);
  });

  it('a category’s calendar holds its events only, and reads in an iCalendar parser', async () => {
    const response = await get(`/api/calendar.ics?category=${category.id}&locale=en`);
    expect(response.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`NQFS — events — ${(category.translations.en as { name: string }).name}`);
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.summary)).toEqual([`Обоје ${marker} (en)`, `Категорија ${marker} (en)`]);
    expect(events[1]!.endDate.toJSDate().getTime() - events[1]!.startDate.toJSDate().getTime()).toBe(90 * 60_000);
    const all = new ICAL.Component(ICAL.parse((await get('/api/calendar.ics?locale=en')).body));
    expect(all.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent).summary)).toContain(`Друго ${marker} (en)`);
  });

  it('an article’s event is a calendar of its own to add; an article without one, or unpublished, is 404', async () => {
    const response = await get(`/api/articles/${inCategory.id}/event.ics?locale=lat`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="event-${inCategory.id}.ics"`);
    const events = new ICAL.Component(ICAL.parse(response.body)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toBe(titleOf(inCategory, 'lat'));
    expect(events[0]!.uid).toBe(`article-${inCategory.id}@noks.example.rs`);
    expect(events[0]!.component.getFirstPropertyValue('url')).toBe(absolute(contentPath('article', 'lat', inCategory.id, slugOf(inCategory, 'lat'))));
    expect((await get(`/api/articles/${tagged.id}/event.ics`)).statusCode).toBe(404);
    const draft = await createItem(site.t, 'articles', articlePayload({ status: 'draft', eventStart: minutesFromNow(DAY).toISOString() }));
    expect((await get(`/api/articles/${draft.id}/event.ics`)).statusCode).toBe(404);
  });

  it('a category’s page offers its feeds beside the site’s', async () => {
    const { head } = await getPage(site.app, encoded(contentPath('category', 'en', category.id, slugOf(category, 'en'))));
    const feeds = head.links.filter((link) => link.rel === 'alternate' && link.type?.startsWith('application/'));
    const name = (category.translations.en as { name: string }).name;
    expect(feeds.map(({ type, title, href }) => ({ type, title, href }))).toEqual([
      { type: 'application/rss+xml', title: 'NQFS', href: `${PUBLIC_URL}/en/rss.xml` },
      { type: 'application/atom+xml', title: 'NQFS', href: `${PUBLIC_URL}/en/atom.xml` },
      { type: 'application/rss+xml', title: `NQFS — ${name}`, href: `${PUBLIC_URL}/en/rss.xml?category=${category.id}` },
      { type: 'application/atom+xml', title: `NQFS — ${name}`, href: `${PUBLIC_URL}/en/atom.xml?category=${category.id}` },
    ]);
  });
});
