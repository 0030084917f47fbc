import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { AppContext } from '../../src/server/app-context.js';
import { bootstrap } from '../../src/server/db/bootstrap.js';
import { createLocalStorage } from '../../src/server/lib/file-storage.js';
import { currentMonth, localDateKey, localTimeToIso, monthBounds } from '../../src/server/lib/local-time.js';
import { HOME_ARTICLES_PER_AUDIENCE, HOME_LATEST_NEWS } from '../../src/server/modules/home/home.service.js';
import { articlePayload, categoryPayload, createItem } from './support/factories.js';
import { DIALECT, type TestApp, expectStatus, openTestDatabase, startTestApp, testConfig } from './support/test-app.js';
import { createResponseCache } from '../../src/server/modules/response-cache/create-response-cache.js';

const CYRILLIC = /[\u0400-\u04FF]/;

interface Ref {
  id: number;
  name: string;
  slug: string;
}
interface Summary {
  id: number;
  locale: string;
  title: string;
  publishedAt: string;
  eventStart: string | null;
  eventEnd: string | null;
  category: Ref | null;
}
interface CalendarDay {
  date: string;
  news: { id: number; title: string; slug: string; publishedAt: string }[];
  events: { id: number; title: string; slug: string; start: string; end: string | null }[];
}
interface Calendar {
  month: string;
  days: CalendarDay[];
}
interface Home {
  locale: string;
  audiences: { audience: string; category: Ref | null; articles: Summary[] }[];
  news: Summary[];
  calendar: Calendar;
}

const nextMonthOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

const isSortedDesc = (values: string[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

describe(`home page on the demo content (${DIALECT})`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-home-'));
    const config = testConfig(dataDir, { SEED_DEMO_CONTENT: 'true' });
    const { handle, drop } = await openTestDatabase(dataDir);
    const ctx: AppContext = { config, db: handle.db, storage: createLocalStorage(config.uploadDir), responseCache: createResponseCache(config, handle.db) };
    expect((await bootstrap(ctx, handle)).seeded).toBe(true);
    app = await buildApp(ctx, { webDir: path.join(dataDir, 'no-web') });
    await app.ready();
    close = async () => {
      await app.close();
      await handle.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }, 120_000);
  afterAll(() => close?.());

  const get = async <T>(url: string, headers: Record<string, string> = {}) => expectStatus<T>(await app.inject({ method: 'GET', url, headers }), 200);

  it('returns the latest articles of each audience, the latest news and this month’s calendar in one response', async () => {
    const home = await get<Home>('/api/home');
    expect(home.locale).toBe('sr');
    expect(home.audiences.map((a) => a.audience)).toEqual(['citizens', 'employers', 'institutions']);
    expect(home.audiences.map((a) => a.category?.name)).toEqual(['Грађани', 'Послодавци', 'Институције система']);
    for (const { audience, category, articles } of home.audiences) {
      expect(articles, audience).toHaveLength(HOME_ARTICLES_PER_AUDIENCE);
      expect(articles.every((a) => a.category?.id === category!.id)).toBe(true);
      expect(isSortedDesc(articles.map((a) => a.publishedAt))).toBe(true);
      const all = await get<{ items: Summary[] }>(`/api/articles?category=${category!.id}&limit=${HOME_ARTICLES_PER_AUDIENCE}`);
      expect(articles.map((a) => a.id)).toEqual(all.items.map((a) => a.id));
    }
    expect(home.news).toHaveLength(HOME_LATEST_NEWS);
    expect(new Set(home.news.map((a) => a.category?.name))).toEqual(new Set(['Вести']));
    expect(isSortedDesc(home.news.map((a) => a.publishedAt))).toBe(true);
    expect(home.calendar.month).toBe(currentMonth());
    expect(home.calendar).toEqual(await get<Calendar>(`/api/calendar?month=${currentMonth()}`));
  });

  it('marks this month’s seeded events and news on their Belgrade dates', async () => {
    const month = currentMonth();
    const { items } = await get<{ items: Summary[] }>('/api/articles?limit=100');
    const calendar = await get<Calendar>('/api/calendar');
    expect(calendar.month).toBe(month);
    const byDate = new Map(calendar.days.map((d) => [d.date, d]));
    const events = items.filter((a) => a.eventStart && localDateKey(a.eventStart).startsWith(month));
    expect(events.length).toBeGreaterThanOrEqual(3);
    for (const event of events) {
      expect(byDate.get(localDateKey(event.eventStart!))?.events.map((e) => e.id), event.title).toContain(event.id);
    }
    const news = items.filter((a) => localDateKey(a.publishedAt).startsWith(month));
    for (const item of news) expect(byDate.get(localDateKey(item.publishedAt))?.news.map((n) => n.id)).toContain(item.id);
    const listed = calendar.days.reduce((n, d) => n + d.news.length, 0);
    expect(listed).toBe(news.length);
    expect(calendar.days.map((d) => d.date)).toEqual([...calendar.days.map((d) => d.date)].sort());
  });

  it('shows next month’s events when asked for that month', async () => {
    const next = nextMonthOf(currentMonth());
    const home = await get<Home>(`/api/home?month=${next}`);
    expect(home.calendar.month).toBe(next);
    expect(home.calendar.days.filter((d) => d.events.length > 0).length).toBeGreaterThanOrEqual(3);
    expect(home.calendar.days.every((d) => d.date.startsWith(next))).toBe(true);
  });

  it('answers in the Latin and English locales, by query or by the lang header', async () => {
    const lat = await get<Home>('/api/home', { lang: '/lat' });
    expect(lat.locale).toBe('lat');
    expect(lat.audiences[0]!.category!.name).toBe('Građani');
    const titles = [...lat.audiences.flatMap((a) => a.articles), ...lat.news].map((a) => a.title);
    expect(titles.every((t) => !CYRILLIC.test(t))).toBe(true);
    const en = await get<Home>('/api/home?locale=en');
    expect(en.locale).toBe('en');
    expect(en.audiences.map((a) => a.category?.name)).toEqual(['Citizens', 'Employers', 'System institutions']);
    expect(en.news.every((a) => a.locale === 'en' && !CYRILLIC.test(a.title))).toBe(true);
    const events = en.calendar.days.flatMap((d) => d.events);
    expect(events.every((e) => !CYRILLIC.test(e.title))).toBe(true);
  });
});

describe(`calendar and home on hand-made content (${DIALECT})`, () => {
  let t: TestApp;
  const categories: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    categories.citizens = (await createItem(t, 'categories', categoryPayload({ audience: 'citizens', position: 1 }))).id;
    categories.news = (await createItem(t, 'categories', categoryPayload({ audience: null, position: 4 }))).id;
  });
  afterAll(() => t.close());

  const PUBLISHED_LONG_AGO = '2023-06-15T10:00:00.000Z';

  async function event(start: string, end: string | null, overrides: Record<string, unknown> = {}) {
    return createItem(t, 'articles', articlePayload({ publishedAt: PUBLISHED_LONG_AGO, eventStart: start, eventEnd: end, categoryId: categories.news, ...overrides }));
  }
  const calendar = async (month: string, locale = 'sr') =>
    expectStatus<Calendar>(await t.app.inject({ method: 'GET', url: `/api/calendar?month=${month}&locale=${locale}` }), 200);
  const daysOf = (c: Calendar, id: number, kind: 'events' | 'news' = 'events') => c.days.filter((d) => d[kind].some((e) => e.id === id)).map((d) => d.date);

  it('marks both days of an event that spans two days', async () => {
    const { id } = await event(localTimeToIso(2030, 5, 14, 18), localTimeToIso(2030, 5, 15, 12));
    expect(daysOf(await calendar('2030-05'), id)).toEqual(['2030-05-14', '2030-05-15']);
  });

  it('marks every day of an event across a daylight-saving change (a 23-hour day)', async () => {
    // Summer time starts on Sunday 31 March 2030; the event runs from Saturday 23:30 to Monday 00:30.
    const { id } = await event(localTimeToIso(2030, 3, 30, 23, 30), localTimeToIso(2030, 4, 1, 0, 30));
    expect(daysOf(await calendar('2030-03'), id)).toEqual(['2030-03-30', '2030-03-31']);
    expect(daysOf(await calendar('2030-04'), id)).toEqual(['2030-04-01']);
  });

  it('marks an event across the end of a month in both months, each only with its own days', async () => {
    const { id } = await event(localTimeToIso(2030, 9, 29, 9), localTimeToIso(2030, 10, 2, 17));
    expect(daysOf(await calendar('2030-09'), id)).toEqual(['2030-09-29', '2030-09-30']);
    expect(daysOf(await calendar('2030-10'), id)).toEqual(['2030-10-01', '2030-10-02']);
    expect(daysOf(await calendar('2030-11'), id)).toEqual([]);
  });

  it('places events on Belgrade dates, not UTC ones', async () => {
    // 00:30 on 1 July in Belgrade is still 30 June in UTC.
    const start = localTimeToIso(2030, 7, 1, 0, 30);
    expect(start).toBe('2030-06-30T22:30:00.000Z');
    const { id } = await event(start, localTimeToIso(2030, 7, 1, 2));
    expect(daysOf(await calendar('2030-06'), id)).toEqual([]);
    expect(daysOf(await calendar('2030-07'), id)).toEqual(['2030-07-01']);
  });

  it('does not mark the next day for an event ending at midnight, and marks one day for an event without an end', async () => {
    const evening = await event(localTimeToIso(2030, 8, 10, 20), localTimeToIso(2030, 8, 11, 0));
    const open = await event(localTimeToIso(2030, 8, 20, 9), null);
    const august = await calendar('2030-08');
    expect(daysOf(august, evening.id)).toEqual(['2030-08-10']);
    expect(daysOf(august, open.id)).toEqual(['2030-08-20']);
  });

  it('leaves out drafts and items scheduled for later', async () => {
    const draft = await event(localTimeToIso(2030, 11, 5, 10), localTimeToIso(2030, 11, 5, 12), { status: 'draft' });
    const later = await event(localTimeToIso(2030, 11, 6, 10), localTimeToIso(2030, 11, 6, 12), { publishedAt: '2099-01-01T10:00:00.000Z' });
    const shown = await event(localTimeToIso(2030, 11, 7, 10), localTimeToIso(2030, 11, 7, 12));
    const november = await calendar('2030-11');
    expect(daysOf(november, draft.id)).toEqual([]);
    expect(daysOf(november, later.id)).toEqual([]);
    expect(daysOf(november, shown.id)).toEqual(['2030-11-07']);
  });

  it('puts news on the Belgrade date of publication, in exactly one month', async () => {
    const lateEvening = await createItem(t, 'articles', articlePayload({ publishedAt: '2024-01-31T23:30:00.000Z', categoryId: categories.news }));
    const firstInstant = await createItem(t, 'articles', articlePayload({ publishedAt: monthBounds('2024-03').from, categoryId: categories.news }));
    const lastInstant = await createItem(t, 'articles', articlePayload({ publishedAt: new Date(Date.parse(monthBounds('2024-03').from) - 1).toISOString() }));
    const [january, february, march] = [await calendar('2024-01'), await calendar('2024-02'), await calendar('2024-03')];
    expect(daysOf(january, lateEvening.id, 'news')).toEqual([]);
    expect(daysOf(february, lateEvening.id, 'news')).toEqual(['2024-02-01']);
    expect(daysOf(february, firstInstant.id, 'news')).toEqual([]);
    expect(daysOf(march, firstInstant.id, 'news')).toEqual(['2024-03-01']);
    expect(daysOf(february, lastInstant.id, 'news')).toEqual(['2024-02-29']);
    expect(daysOf(march, lastInstant.id, 'news')).toEqual([]);
    for (const c of [january, february, march]) expect(c.days.every((d) => d.date.startsWith(c.month))).toBe(true);
  });

  it('lists in English only translated items, and in Latin transliterated titles', async () => {
    const srOnly = await event(localTimeToIso(2030, 12, 3, 10), localTimeToIso(2030, 12, 3, 12), {
      translations: { sr: { title: 'Седница Савета за НОКС', summary: 'Кратко.', body: '<p>Текст.</p>' } },
    });
    const both = await event(localTimeToIso(2030, 12, 4, 10), localTimeToIso(2030, 12, 4, 12));
    expect(daysOf(await calendar('2030-12', 'en'), srOnly.id)).toEqual([]);
    expect(daysOf(await calendar('2030-12', 'en'), both.id)).toEqual(['2030-12-04']);
    const lat = await calendar('2030-12', 'lat');
    expect(lat.days.find((d) => d.date === '2030-12-03')?.events[0]).toMatchObject({ id: srOnly.id, title: 'Sednica Saveta za NOKS' });
  });

  it('defaults to the current Belgrade month', async () => {
    const body = await calendar(currentMonth());
    const response = await t.app.inject({ method: 'GET', url: '/api/calendar' });
    expect(expectStatus<Calendar>(response, 200)).toEqual(body);
    expect(body.month).toBe(currentMonth());
  });

  it.each(['2024-13', '2024-00', '2024-1', '24-01', '2024/01', 'abc', '2024-01-01', ''])('refuses month=%s with 400', async (month) => {
    for (const url of [`/api/calendar?month=${month}`, `/api/home?month=${month}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.details.fields).toHaveProperty('month');
    }
  });

  it('refuses unknown query parameters and locales with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/home?page=2' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar?locale=de' })).statusCode).toBe(400);
  });

  it('keeps audience articles and news apart on the home page, and reports an audience without a category', async () => {
    const forCitizens = await createItem(t, 'articles', articlePayload({ publishedAt: new Date(Date.now() - 60_000).toISOString(), categoryId: categories.citizens }));
    const news = await createItem(t, 'articles', articlePayload({ publishedAt: new Date(Date.now() - 30_000).toISOString(), categoryId: categories.news }));
    const home = expectStatus<Home>(await t.app.inject({ method: 'GET', url: '/api/home' }), 200);
    const citizens = home.audiences.find((a) => a.audience === 'citizens')!;
    expect(citizens.category?.id).toBe(categories.citizens);
    expect(citizens.articles.map((a) => a.id)).toEqual([forCitizens.id]);
    expect(home.news[0]!.id).toBe(news.id);
    expect(home.news.map((a) => a.id)).not.toContain(forCitizens.id);
    expect(home.news.length).toBeLessThanOrEqual(HOME_LATEST_NEWS);
    for (const audience of ['employers', 'institutions']) {
      expect(home.audiences.find((a) => a.audience === audience)).toEqual({ audience, category: null, articles: [] });
    }
  });

  it("gives an audience of two categories the newest articles of both, newest first, and only the category it shows first", async () => {
    const secondCitizens = (await createItem(t, 'categories', categoryPayload({ audience: 'citizens', position: 2 }))).id;
    const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
    const ids: number[] = [];
    for (const [seconds, categoryId] of [[2, secondCitizens], [4, categories.citizens], [6, categories.citizens], [8, secondCitizens], [10, secondCitizens], [12, categories.citizens]] as const) {
      ids.push((await createItem(t, 'articles', articlePayload({ publishedAt: secondsAgo(seconds), categoryId }))).id);
    }
    const home = expectStatus<Home>(await t.app.inject({ method: 'GET', url: '/api/home' }), 200);
    const citizens = home.audiences.find((a) => a.audience === 'citizens')!;
    expect(citizens.articles.map((a) => a.id)).toEqual(ids.slice(0, HOME_ARTICLES_PER_AUDIENCE));
    expect(citizens.category?.id).toBe(categories.citizens);
  });
});
