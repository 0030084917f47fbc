import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/common/locales.js';
import { contentPath, listPath } from '../../src/common/routes.js';
import { buildApp } from '../../src/server/app.js';
import { nowMs, setClock } from '../../src/server/lib/clock.js';
import { ResponseCache } from '../../src/server/modules/response-cache/response-cache.js';
import { findNextChange, nextLocalMidnight } from '../../src/server/modules/response-cache/next-change.repository.js';
import { adminGet, adminPost, articlePayload, createItem, deleteItem, menuItemPayload, putItem, unique, updateItem } from './support/factories.js';
import { uploadImage } from './support/multipart.js';
import { type SiteApp, encoded, startSiteApp } from './support/site-app.js';
import { bearer, expectStatus } from './support/test-app.js';

let site: SiteApp;
let app: FastifyInstance;

beforeAll(async () => {
  site = await startSiteApp();
  app = site.app;
});
afterAll(() => site.close());
afterEach(() => setClock(null));

const LOCALES: Locale[] = ['sr', 'lat', 'en'];
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const stats = () => site.t.ctx.responseCache.stats();

interface ArticleDetail {
  id: number;
  title: string;
  slug: string;
}

/** The article as every locale's API shows it (null where it is not public). */
async function articleInEachLocale(id: number): Promise<Record<Locale, ArticleDetail | null>> {
  const entries = await Promise.all(
    LOCALES.map(async (locale) => {
      const response = await get(`/api/articles/${id}?locale=${locale}`);
      return [locale, response.statusCode === 200 ? response.json<ArticleDetail>() : null] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Locale, ArticleDetail | null>;
}

const listTitles = async (locale: Locale) => (await get('/api/articles?limit=100', { lang: `/${locale}` })).json<{ items: { title: string }[] }>().items.map((item) => item.title);
const homeHtml = async (locale: Locale) => (await get(encoded(listPath('home', locale)), { 'accept-language': locale === 'en' ? 'en' : 'sr' })).body;
const articleHtml = (locale: Locale, article: ArticleDetail) => get(encoded(contentPath('article', locale, article.id, article.slug)));

/** Reads every public view of the article once, so that each is in the cache before a write. */
async function warm(article?: ArticleDetail & { slugs?: Record<string, string> }) {
  for (const locale of LOCALES) {
    await listTitles(locale);
    await homeHtml(locale);
    if (article) {
      await get(`/api/articles/${article.id}?locale=${locale}`);
      await get(encoded(contentPath('article', locale, article.id, article.slug)));
    }
  }
}

describe('a public read', () => {
  it('is computed once and then served from the cache, byte for byte, with the same strong ETag', async () => {
    await createItem(site.t, 'articles', articlePayload());
    const first = await get('/api/articles?locale=lat&page=1');
    const before = stats();
    // The same read with its query in another order and the locale as a header.
    const again = await get('/api/articles?page=1', { lang: '/lat' });
    expect(stats().hits).toBe(before.hits + 1);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('keeps an invalid ?locale= apart: it is refused, not answered from the default locale', async () => {
    await get('/api/articles');
    expect((await get('/api/articles?locale=xx')).statusCode).toBe(400);
  });

  it('is compressed with brotli or gzip as the client asks, the same text as uncompressed, HTML included', async () => {
    for (const url of ['/api/home', '/', encoded(listPath('files', 'en'))]) {
      const plain = await get(url);
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(br.headers.vary, url).toMatch(/Accept-Encoding/);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size, url).toBe(3);
    }
  });

  it('answers a matching If-None-Match with 304 for the API and for pages, in each coding', async () => {
    for (const url of ['/api/articles', '/', encoded(listPath('search', 'lat'))]) {
      for (const coding of ['br', 'gzip', 'identity']) {
        const first = await get(url, { 'accept-encoding': coding });
        const etag = String(first.headers.etag);
        const again = await get(url, { 'accept-encoding': coding, 'if-none-match': etag });
        expect(again.statusCode, `${url} ${coding}`).toBe(304);
        expect(again.body).toBe('');
        expect(again.headers.etag).toBe(etag);
        const weak = await get(url, { 'accept-encoding': coding, 'if-none-match': `"other", W/${etag}` });
        expect(weak.statusCode).toBe(304);
      }
    }
  });
});

describe('after a write, the very next public read shows it', () => {
  it('a new article: in the API lists of every locale and on the home pages', async () => {
    await warm();
    const created = await createItem(site.t, 'articles', articlePayload());
    const article = (await articleInEachLocale(created.id)).sr!;
    for (const locale of LOCALES) {
      const shown = (await articleInEachLocale(created.id))[locale]!;
      expect(await listTitles(locale)).toContain(shown.title);
      expect(await homeHtml(locale)).toContain(JSON.stringify(shown.title).slice(1, -1));
    }
    expect((await articleHtml('sr', article)).statusCode).toBe(200);
  });

  it('an update, an unpublish, a publish, a restore and a delete: API and HTML in every locale', async () => {
    const created = await createItem(site.t, 'articles', articlePayload());
    const original = await articleInEachLocale(created.id);
    await warm(original.sr!);
    await warm(original.en!);

    const n = unique();
    await updateItem(site.t, 'articles', created.id, articlePayload({ translations: { sr: { title: `Измењено ${n}`, summary: 'С', body: '<p>Т</p>' }, en: { title: `Changed ${n}`, summary: 'S', body: '<p>T</p>' } } }));
    const changed = await articleInEachLocale(created.id);
    expect(changed.sr!.title).toBe(`Измењено ${n}`);
    expect(changed.lat!.title).toBe(`Izmenjeno ${n}`);
    expect(changed.en!.title).toBe(`Changed ${n}`);
    for (const locale of LOCALES) {
      const page = await articleHtml(locale, changed[locale]!);
      expect(page.statusCode, locale).toBe(200);
      expect(page.body).toContain(changed[locale]!.title);
      expect(await listTitles(locale)).toContain(changed[locale]!.title);
    }

    expectStatus(await adminPost(site.t, 'articles/bulk', { action: 'unpublish', ids: [created.id] }), 200);
    expect(Object.values(await articleInEachLocale(created.id))).toEqual([null, null, null]);
    for (const locale of LOCALES) {
      expect((await articleHtml(locale, changed[locale]!)).statusCode).toBe(404);
      expect(await listTitles(locale)).not.toContain(changed[locale]!.title);
    }

    expectStatus(await adminPost(site.t, 'articles/bulk', { action: 'publish', ids: [created.id] }), 200);
    expect((await articleInEachLocale(created.id)).en!.title).toBe(`Changed ${n}`);

    const revisions = expectStatus<{ items: { id: number; version: number }[] }>(await adminGet(site.t, `articles/${created.id}/revisions`), 200).items;
    const first = revisions.find((revision) => revision.version === 1)!;
    const { version } = expectStatus<{ version: number }>(await adminGet(site.t, `articles/${created.id}`), 200);
    expectStatus(await adminPost(site.t, `articles/${created.id}/revisions/${first.id}/restore`, { version }), 200);
    const restored = await articleInEachLocale(created.id);
    for (const locale of LOCALES) {
      expect(restored[locale]!.title).toBe(original[locale]!.title);
      expect((await articleHtml(locale, restored[locale]!)).body).toContain(original[locale]!.title);
    }

    expect((await deleteItem(site.t, 'articles', created.id)).statusCode).toBe(204);
    expect(Object.values(await articleInEachLocale(created.id))).toEqual([null, null, null]);
    expect((await articleHtml('sr', restored.sr!)).statusCode).toBe(404);
  });

  it('a menu change: the menus every page inlines', async () => {
    const labelsOf = async (locale: Locale) =>
      JSON.stringify((await get('/api/menu-items?menu=main', { lang: `/${locale}` })).json<{ items: unknown[] }>().items);
    await warm();
    await labelsOf('en');
    const item = await createItem(site.t, 'menu-items', menuItemPayload({ type: 'url', url: 'https://www.euroguidance.rs/' }));
    const label = (item.translations.en as { label: string }).label;
    expect(await labelsOf('en')).toContain(label);
    expect(await homeHtml('en')).toContain(label);
    const response = await putItem(site.t, 'menu-items', item.id, { ...menuItemPayload({ type: 'url', url: 'https://www.euroguidance.rs/' }), version: item.version });
    const renamed = (expectStatus<{ translations: { en: { label: string } } }>(response, 200)).translations.en.label;
    expect(await homeHtml('en')).toContain(renamed);
    expect(await homeHtml('en')).not.toContain(label);
  });

  it('image uploads and releases, and user changes, start a new generation too', async () => {
    let generation = stats().generation;
    const image = await uploadImage(site.t);
    expect(stats().generation).toBeGreaterThan(generation);
    generation = stats().generation;
    expectStatus(await app.inject({ method: 'POST', url: `/api/admin/media/${image.id}/release`, headers: bearer(site.t.tokens.editor) }), 204);
    expect(stats().generation).toBeGreaterThan(generation);
    generation = stats().generation;
    const me = expectStatus<{ id: number; version: number; groups: { id: number }[] }>(await app.inject({ method: 'GET', url: `/api/admin/users/${site.t.users.editor}`, headers: bearer(site.t.tokens.admin) }), 200);
    expectStatus(
      await app.inject({ method: 'PUT', url: `/api/admin/users/${me.id}`, headers: bearer(site.t.tokens.admin), payload: { name: `Уредник ${unique()}`, groupIds: me.groups.map((group) => group.id), active: true, version: me.version } }),
      200,
    );
    expect(stats().generation).toBeGreaterThan(generation);
  });

  it('a refused write, and writes that never change public output, leave the cache as it is', async () => {
    const article = await createItem(site.t, 'articles', articlePayload());
    const user = expectStatus<{ id: number }>(
      await app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(site.t.tokens.admin), payload: { email: `u-${unique()}@example.org`, name: 'Нова Особа', groupIds: [site.t.groups.authors], password: 'a first password of hers 1' } }),
      201,
    );
    await get('/api/tags');
    const before = stats();
    const asEditor = bearer(site.t.tokens.editor);
    const asAdmin = bearer(site.t.tokens.admin);
    // Refused: not found, invalid, not allowed, a stale version.
    expect((await app.inject({ method: 'PUT', url: '/api/admin/articles/999999', headers: asEditor, payload: { ...articlePayload(), version: 1 } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/admin/articles', headers: asEditor, payload: { status: 'published' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/admin/groups', headers: asEditor, payload: { name: 'Нико', grants: [] } })).statusCode).toBe(403);
    expect((await putItem(site.t, 'articles', article.id, { ...articlePayload(), version: article.version + 5 })).statusCode).toBe(409);
    // Never public: an editor's presence on an item, a group, a password.
    expectStatus(await app.inject({ method: 'PUT', url: `/api/admin/articles/${article.id}/presence`, headers: asEditor }), 200);
    expectStatus(await app.inject({ method: 'POST', url: '/api/admin/groups', headers: asAdmin, payload: { name: `Група ${unique()}`, grants: [] } }), 201);
    expectStatus(await app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/password`, headers: asAdmin, payload: { password: 'a new password for the editor 42' } }), 204);
    expect(stats().generation).toBe(before.generation);
    await get('/api/tags');
    expect(stats().hits).toBe(before.hits + 1);
  });

  it('a sign-in is not a write: it leaves the cache as it is', async () => {
    await get('/api/tags');
    const before = stats();
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.org', password: 'wrong password 1' } });
    expect(response.statusCode).toBe(401);
    expect(stats().generation).toBe(before.generation);
    await get('/api/tags');
    expect(stats().hits).toBe(before.hits + 1);
  });
});

describe('what is not public is never served from the cache', () => {
  it('a draft never appears, before or after other writes', async () => {
    const draft = await createItem(site.t, 'articles', articlePayload({ status: 'draft' }));
    const title = (draft.translations.sr as { title: string }).title;
    for (let round = 0; round < 2; round++) {
      expect(Object.values(await articleInEachLocale(draft.id))).toEqual([null, null, null]);
      expect(await listTitles('sr')).not.toContain(title);
      expect(await homeHtml('sr')).not.toContain(title);
      await createItem(site.t, 'articles', articlePayload());
    }
  });

  it('a signed-in preview is never stored nor served to anyone else', async () => {
    const draft = await createItem(site.t, 'articles', articlePayload({ status: 'draft' }));
    const url = `/api/articles/${draft.id}?preview=1`;
    await get('/api/tags');
    const before = stats();
    for (let i = 0; i < 2; i++) {
      const preview = await get(url, bearer(site.t.tokens.editor));
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['cache-control']).toBe('private, no-store');
      expect(preview.headers.etag).toBeUndefined();
    }
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(`/api/articles/${draft.id}`)).statusCode).toBe(404);
    // A signed-in read of a public list is computed too, and not stored.
    await get('/api/tags', bearer(site.t.tokens.editor));
    expect(stats().entries).toBe(before.entries);
    expect(stats().hits).toBe(before.hits);
  });
});

describe('time', () => {
  it('a scheduled article appears at its time and not before, with no request or write to warm anything', async () => {
    // Belgrade's midnight expires every entry: the ten minutes this test waits must not hold one.
    let now = nowMs();
    const midnight = nextLocalMidnight(now);
    if (midnight - now <= 15 * 60_000) now = midnight + 60_000;
    setClock(() => now);
    const at = new Date(now + 10 * 60_000).toISOString();
    const created = await createItem(site.t, 'articles', articlePayload({ publishedAt: at }));
    const title = (created.translations.en as { title: string }).title;
    await warm();
    const detail = () => get(`/api/articles/${created.id}`, { lang: '/en' });
    expect((await detail()).statusCode).toBe(404);

    now += 10 * 60_000 - 1;
    const before = stats();
    expect(await listTitles('en')).not.toContain(title);
    expect(await homeHtml('en')).not.toContain(title);
    expect(stats().hits).toBe(before.hits + 2);

    now += 1;
    expect(await listTitles('en')).toContain(title);
    expect(await homeHtml('en')).toContain(title);
    expect((await detail()).statusCode).toBe(200);
  });

  it('finds the next change from the database: a scheduled publication, an event leaving the feed, or local midnight', async () => {
    const now = Date.parse('2031-03-30T12:00:00.000Z');
    // Midnight in Belgrade (UTC+2 in summer time) is 22:00 UTC.
    expect(await findNextChange(site.t.ctx.db, now)).toBeLessThanOrEqual(Date.parse('2031-03-30T22:00:00.000Z'));
    await createItem(site.t, 'articles', articlePayload({ publishedAt: '2031-03-30T15:30:00.000Z' }));
    expect(await findNextChange(site.t.ctx.db, now)).toBe(Date.parse('2031-03-30T15:30:00.000Z'));
  });
});

describe('memory', () => {
  it('keeps within its byte budget, evicting the least recently used entries', async () => {
    const small = new ResponseCache({ maxBytes: 1024 * 1024, now: nowMs, findNextChange: (now) => findNextChange(site.t.ctx.db, now) });
    const limited = await buildApp({ ...site.t.ctx, responseCache: small }, { webDir: site.webDir });
    try {
      // Bodies of random words: neither brotli nor gzip can make them much smaller.
      const words = () => Array.from({ length: 15_000 }, () => unique()).join(' ');
      const ids: number[] = [];
      for (let i = 0; i < 6; i++) ids.push((await createItem(site.t, 'articles', articlePayload({ translations: { sr: { title: `Велики ${unique()}`, summary: 'С', body: `<p>${words()}</p>` } } }))).id);
      for (const id of ids) expect((await limited.inject({ method: 'GET', url: `/api/articles/${id}` })).statusCode).toBe(200);
      const { evictions, bytes, maxBytes, entries } = small.stats();
      expect(evictions).toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(maxBytes);
      expect(entries).toBeLessThan(ids.length);
      // The most recent is still there; the first was evicted.
      const hits = small.stats().hits;
      await limited.inject({ method: 'GET', url: `/api/articles/${ids.at(-1)}` });
      expect(small.stats().hits).toBe(hits + 1);
      await limited.inject({ method: 'GET', url: `/api/articles/${ids[0]}` });
      expect(small.stats().hits).toBe(hits + 1);
    } finally {
      await limited.close();
    }
  });

  it('RESPONSE_CACHE_MB=0 turns it off and gives the same answers', async () => {
    const off = new ResponseCache({ maxBytes: 0, now: nowMs, findNextChange: () => Promise.reject(new Error('never asked')) });
    const uncached = await buildApp({ ...site.t.ctx, responseCache: off }, { webDir: site.webDir });
    try {
      const article = (await articleInEachLocale((await createItem(site.t, 'articles', articlePayload())).id)).en!;
      const urls = ['/api/articles', '/api/home', '/api/menu-items?menu=footer', `/api/articles/${article.id}`, '/api/search?q=Ljubljana', '/sitemap.xml', '/en/rss.xml', '/', encoded(contentPath('article', 'en', article.id, article.slug))];
      for (const url of urls) {
        for (const headers of [{}, { 'accept-encoding': 'br' }, { lang: '/en' }] as Record<string, string>[]) {
          const cached: LightMyRequestResponse[] = [await get(url, headers), await get(url, headers)];
          const computed = await uncached.inject({ method: 'GET', url, headers });
          for (const response of cached) {
            expect(response.statusCode, url).toBe(computed.statusCode);
            expect(response.rawPayload.equals(computed.rawPayload), url).toBe(true);
            expect(response.headers.etag, url).toBe(computed.headers.etag);
            expect(response.headers['content-encoding'], url).toBe(computed.headers['content-encoding']);
          }
        }
      }
      expect(off.stats()).toMatchObject({ entries: 0, bytes: 0, hits: 0 });
    } finally {
      await uncached.close();
    }
  });
});

describe('values kept per generation (list totals, categories and tags), with the response cache off', () => {
  it('follow every write and the clock, as the responses do', async () => {
    let now = nowMs();
    setClock(() => now);
    const off = new ResponseCache({ maxBytes: 0, now: nowMs, findNextChange: (at) => findNextChange(site.t.ctx.db, at) });
    const uncached = await buildApp({ ...site.t.ctx, responseCache: off }, { webDir: site.webDir });
    // Writes go through the app whose memo is read: its generation is the one they end.
    const write = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
      uncached.inject({ method, url: `/api/admin/${url}`, headers: bearer(site.t.tokens.editor), payload });
    const list = async () => (await uncached.inject({ method: 'GET', url: '/api/articles?limit=100', headers: { lang: '/en' } })).json<{ total: number; items: { id: number; tags: { name: string }[] }[] }>();
    try {
      const tag = expectStatus<{ id: number; version: number }>(await write('POST', 'tags', { status: 'published', translations: { sr: { name: `Ознака ${unique()}` }, en: { name: `Tag ${unique()}` } } }), 201);
      const before = await list();
      const article = expectStatus<{ id: number }>(await write('POST', 'articles', articlePayload({ tagIds: [tag.id] })), 201);
      const after = await list();
      expect(after.total).toBe(before.total + 1);

      const renamed = `Renamed ${unique()}`;
      expectStatus(await write('PUT', `tags/${tag.id}`, { status: 'published', translations: { sr: { name: `Ознака ${unique()}` }, en: { name: renamed } }, version: tag.version }), 200);
      expect((await list()).items.find((item) => item.id === article.id)!.tags.map((t) => t.name)).toEqual([renamed]);

      expectStatus(await write('POST', 'articles', articlePayload({ publishedAt: new Date(now + 60_000).toISOString() })), 201);
      expect((await list()).total).toBe(after.total);
      now += 60_000;
      expect((await list()).total).toBe(after.total + 1);

      // The calendar the home page and /api/calendar read: a new article, one published on a schedule.
      const calendarIds = async () =>
        (await uncached.inject({ method: 'GET', url: '/api/calendar', headers: { lang: '/en' } }))
          .json<{ days: { news: { id: number }[] }[] }>()
          .days.flatMap((day) => day.news.map((item) => item.id));
      const today = expectStatus<{ id: number }>(await write('POST', 'articles', articlePayload({ publishedAt: new Date(now - 1_000).toISOString() })), 201);
      expect(await calendarIds()).toContain(today.id);
      const soon = expectStatus<{ id: number }>(await write('POST', 'articles', articlePayload({ publishedAt: new Date(now + 1_000).toISOString() })), 201);
      expect(await calendarIds()).not.toContain(soon.id);
      now += 1_000;
      expect(await calendarIds()).toContain(soon.id);

      // The menus every page's layout reads: a new entry, a renamed one, one published on a schedule.
      const menuLabels = async () =>
        (await uncached.inject({ method: 'GET', url: '/api/menu-items?menu=footer', headers: { lang: '/en' } })).json<{ items: { label: string }[] }>().items.map((item) => item.label);
      const target = { type: 'url', url: 'https://europass.rs/' };
      const entry = expectStatus<{ id: number; version: number }>(await write('POST', 'menu-items', menuItemPayload(target, { menu: 'footer' })), 201);
      const entryLabel = `Entry ${unique()}`;
      expect(await menuLabels()).not.toContain(entryLabel);
      expectStatus(await write('PUT', `menu-items/${entry.id}`, { ...menuItemPayload(target, { menu: 'footer' }), translations: { sr: { label: `Ставка ${unique()}` }, en: { label: entryLabel } }, version: entry.version }), 200);
      expect(await menuLabels()).toContain(entryLabel);
      const laterLabel = `Later ${unique()}`;
      const later = menuItemPayload(target, { menu: 'footer', publishedAt: new Date(now + 60_000).toISOString() });
      expectStatus(await write('POST', 'menu-items', { ...later, translations: { sr: { label: `Ставка ${unique()}` }, en: { label: laterLabel } } }), 201);
      expect(await menuLabels()).not.toContain(laterLabel);
      now += 60_000;
      expect(await menuLabels()).toContain(laterLabel);
    } finally {
      await uncached.close();
    }
  });
});

describe('a rush of requests', () => {
  it('for a page no one has read since a write computes it once; the others wait for that one', async () => {
    await createItem(site.t, 'articles', articlePayload());
    const before = stats();
    const responses = await Promise.all(Array.from({ length: 20 }, () => get('/en', { 'accept-encoding': 'br' })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => response.rawPayload.toString('base64'))).size).toBe(1);
    expect(stats().coalesced - before.coalesced).toBe(19);
  });
});
