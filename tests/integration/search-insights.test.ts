import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchInsights, SearchInsightsQueryRow } from '../../src/common/schemas/search-insights.js';
import { localDateKey, addDays } from '../../src/server/lib/local-time.js';
import { pruneSearchLog } from '../../src/server/modules/search-insights/search-insights.service.js';
import { normaliseQuery } from '../../src/server/modules/search-insights/search-log.js';
import { adminGet, articlePayload, createItem, expectError, unique } from './support/factories.js';
import { type SiteApp, startSiteApp } from './support/site-app.js';
import { DIALECT, type TestApp, expectStatus, startTestApp } from './support/test-app.js';

// A portal serving pages too (the search screen's page counts a search).
let site: SiteApp;
let t: TestApp;
beforeAll(async () => {
  site = await startSiteApp();
  t = site.t;
});
afterAll(() => site.close());

const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: 'GET', url, headers });
const opened = (q: string, locale = 'sr') => site.app.inject({ method: 'POST', url: '/api/search/opened', payload: { q, locale } });
const flush = () => site.app.searchLog!.flush();
const insights = async (query = '') => expectStatus<SearchInsights>(await adminGet(t, `search-insights${query}`), 200);
const rowOf = (rows: SearchInsightsQueryRow[], query: string) => rows.find((row) => row.query === query);
const encode = (path: string) => path.split('/').map(encodeURIComponent).join('/');

describe(`search insights (${DIALECT})`, () => {
  it('counts each first page of the search screen, cached or not, and nothing else', async () => {
    const word = `квалитет${unique().replace(/\d/g, 'а')}`;
    await createItem(t, 'articles', articlePayload({ translations: { sr: { title: `Вест о речи ${word}`, summary: 'Сажетак.', body: '<p>Текст.</p>' } } }));
    const query = normaliseQuery(word)!;

    expect((await get(`/api/search?q=${encodeURIComponent(word)}`)).statusCode).toBe(200);
    // The same again: answered from the response cache, still a search.
    expect((await get(`/api/search?q=${encodeURIComponent(word)}`)).statusCode).toBe(200);
    // The same words in Latin, in capitals: the same query.
    expect((await get(`/api/search?q=${encodeURIComponent(normaliseQuery(word)!.toUpperCase())}`)).statusCode).toBe(200);
    // The page the server renders for a reader without the app loaded yet.
    expect((await get(`${encode('/претрага')}?q=${encodeURIComponent(word)}`)).statusCode).toBe(200);
    // Not searches made anew: the header's suggestions, a further page, a failed request.
    await get(`/api/search?q=${encodeURIComponent(word)}&limit=5`);
    await get(`/api/search?q=${encodeURIComponent(word)}&page=2`);
    await get(`/api/search?q=${encodeURIComponent(word)}&type=poem`);
    await flush();

    const found = rowOf((await insights()).frequent, query);
    expect(found).toEqual({ locale: 'sr', query, searches: 4, results: 1, opened: 0 });
    expect(rowOf((await insights()).notOpened, query)).toMatchObject({ searches: 4 });

    expect((await opened(word)).statusCode).toBe(204);
    await flush();
    expect(rowOf((await insights()).frequent, query)).toMatchObject({ searches: 4, opened: 1 });
    expect(rowOf((await insights()).notOpened, query)).toBeUndefined();
  });

  it('lists the queries that found nothing, per locale, with searches per day', async () => {
    const nothing = `nepostojece${unique().replace(/\d/g, 'x')}`;
    const before = await insights();
    const today = localDateKey(new Date().toISOString());
    const searchesToday = before.days.find((day) => day.day === today)?.searches ?? 0;
    for (let i = 0; i < 3; i++) await get(`/api/search?q=${nothing}`, { lang: '/en' });
    await get(`/en/search?q=${nothing}`);
    await flush();

    const after = await insights();
    expect(rowOf(after.noResults, nothing)).toEqual({ locale: 'en', query: nothing, searches: 4, results: 0, opened: 0 });
    expect(after.days.find((day) => day.day === today)?.searches).toBe(searchesToday + 4);
    expect(rowOf((await insights('?locale=sr')).noResults, nothing)).toBeUndefined();
    expect(rowOf((await insights('?locale=en')).noResults, nothing)).toMatchObject({ searches: 4 });
    // A period that ended before today has none of it.
    expect(rowOf((await insights(`?from=2020-01-01&to=2020-01-31`)).noResults, nothing)).toBeUndefined();
  });

  it('keeps nothing personal: a day, a locale, the folded words and counts', async () => {
    const columns = Object.keys((await t.ctx.db.selectFrom('search_log').selectAll().limit(1).executeTakeFirstOrThrow()) as object).sort();
    expect(columns).toEqual(['day', 'locale', 'opened', 'query', 'results', 'searches']);
    expect(normaliseQuery('  Квалификације   ČAČAK  ')).toBe('kvalifikacije cacak');
    expect(normaliseQuery(' ,;! ')).toBeNull();
  });

  it('is for signed-in users, and refuses a bad period or a bad report with 400', async () => {
    expectError(await get('/api/admin/search-insights'), 401, 'UNAUTHORIZED');
    expectError(await adminGet(t, 'search-insights?from=2026-02-01&to=2026-01-01'), 400, 'VALIDATION_FAILED');
    expectError(await adminGet(t, 'search-insights?from=2026-13-01'), 400, 'VALIDATION_FAILED');
    expectError(await adminGet(t, 'search-insights?from=2020-01-01&to=2026-01-01'), 400, 'VALIDATION_FAILED');
    expectError(await site.app.inject({ method: 'POST', url: '/api/search/opened', payload: { q: '', locale: 'sr' } }), 400, 'VALIDATION_FAILED');
    expectError(await site.app.inject({ method: 'POST', url: '/api/search/opened', payload: { q: 'x', locale: 'de' } }), 400, 'VALIDATION_FAILED');
  });

  it('prunes the days older than SEARCH_LOG_DAYS', async () => {
    const today = localDateKey(new Date().toISOString());
    await t.ctx.db
      .insertInto('search_log')
      .values([
        { day: addDays(today, -400), locale: 'sr', query: 'stari upit', searches: 2, results: 1, opened: 0 },
        { day: addDays(today, -10), locale: 'sr', query: 'noviji upit', searches: 2, results: 1, opened: 0 },
      ])
      .execute();
    expect(await pruneSearchLog(t.ctx.db, 365)).toBe(1);
    const kept = await t.ctx.db.selectFrom('search_log').select('query').where('query', 'in', ['stari upit', 'noviji upit']).execute();
    expect(kept.map((row) => row.query)).toEqual(['noviji upit']);
  });
});

describe(`search log turned off (${DIALECT})`, () => {
  it('records nothing with SEARCH_LOG_DAYS=0', async () => {
    const off = await startTestApp({ SEARCH_LOG_DAYS: '0' });
    try {
      expect(off.app.searchLog).toBeNull();
      expect((await off.app.inject({ method: 'GET', url: '/api/search?q=kvalifikacija' })).statusCode).toBe(200);
      expect((await off.app.inject({ method: 'POST', url: '/api/search/opened', payload: { q: 'kvalifikacija', locale: 'sr' } })).statusCode).toBe(204);
      expect(await off.ctx.db.selectFrom('search_log').selectAll().execute()).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
