import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchInsights, SearchInsightsQueryRow } from '../../src/common/schemas/search-insights.js';
import { localDateKey, addDays } from '../../src/server/lib/local-time.js';
import { pruneSearchLog } from '../../src/server/modules/search-insights/search-insights.service.js';
import { normaliseQuery, typedQueryForm } from '../../src/server/modules/search/normalised-query.js';
import { adminGet, articlePayload, createItem, expectError, pagePayload, unique, updateItem } from './support/factories.js';
import { bearer } from './support/test-app.js';
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
    // Shown as readers typed it (three times in Cyrillic, once in Latin capitals), not as the folded Latin words.
    expect(found).toEqual({ locale: 'sr', query, typed: word, searches: 4, results: 1, opened: 0 });
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
    expect(rowOf(after.noResults, nothing)).toEqual({ locale: 'en', query: nothing, typed: nothing, searches: 4, results: 0, opened: 0 });
    expect(after.days.find((day) => day.day === today)?.searches).toBe(searchesToday + 4);
    expect(rowOf((await insights('?locale=sr')).noResults, nothing)).toBeUndefined();
    expect(rowOf((await insights('?locale=en')).noResults, nothing)).toMatchObject({ searches: 4 });
    // A period that ended before today has none of it.
    expect(rowOf((await insights(`?from=2020-01-01&to=2020-01-31`)).noResults, nothing)).toBeUndefined();
  });

  it('shows each query in the form readers typed most in the period, in its own script', async () => {
    const marker = unique().replace(/\d/g, 'б');
    const cyrillic = `Квалификације НОКС ${marker}`;
    const latin = `kvalifikacije noks ${normaliseQuery(marker)}`;
    const query = normaliseQuery(cyrillic)!;
    expect(normaliseQuery(latin)).toBe(query);
    for (const q of [latin, latin, cyrillic]) await get(`/api/search?q=${encodeURIComponent(q)}`);
    await flush();
    expect(rowOf((await insights()).frequent, query)).toMatchObject({ typed: latin, searches: 3 });
    // Typed more often in Cyrillic since (diacritics and case aside, a form is the words as typed).
    for (const q of [cyrillic, `  КВАЛИФИКАЦИЈЕ,  нокс ${marker.toUpperCase()}!`, cyrillic]) await get(`/api/search?q=${encodeURIComponent(q)}`);
    await flush();
    expect(rowOf((await insights()).frequent, query)).toMatchObject({ typed: cyrillic.toLowerCase(), searches: 6 });
    // A best bet for the query is listed in the same form.
    const page = await createItem(t, 'pages', pagePayload());
    expectStatus(await site.app.inject({ method: 'PUT', url: '/api/admin/search-best-bets', headers: bearer(t.tokens.editor), payload: { locale: 'sr', query: latin, type: 'page', id: page.id } }), 200);
    const bets = expectStatus<{ items: { query: string; typed: string }[] }>(await adminGet(t, 'search-best-bets'), 200);
    expect(bets.items.find((bet) => bet.query === query)).toMatchObject({ typed: cyrillic.toLowerCase() });
  });

  it('keeps nothing personal: a day, a locale, the folded words, the forms typed and counts', async () => {
    const columns = Object.keys((await t.ctx.db.selectFrom('search_log').selectAll().limit(1).executeTakeFirstOrThrow()) as object).sort();
    expect(columns).toEqual(['day', 'locale', 'opened', 'query', 'results', 'searches']);
    const formColumns = Object.keys((await t.ctx.db.selectFrom('search_log_forms').selectAll().limit(1).executeTakeFirstOrThrow()) as object).sort();
    expect(formColumns).toEqual(['day', 'form', 'locale', 'query', 'searches']);
    expect(normaliseQuery('  Квалификације   ČAČAK  ')).toBe('kvalifikacije cacak');
    expect(typedQueryForm('  Квалификације   ČAČAK!  ')).toBe('квалификације čačak');
    expect(normaliseQuery(' ,;! ')).toBeNull();
    expect(typedQueryForm(' ,;! ')).toBeNull();
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
    await t.ctx.db
      .insertInto('search_log_forms')
      .values([
        { day: addDays(today, -400), locale: 'sr', query: 'stari upit', form: 'стари упит', searches: 2 },
        { day: addDays(today, -10), locale: 'sr', query: 'noviji upit', form: 'новији упит', searches: 2 },
      ])
      .execute();
    expect(await pruneSearchLog(t.ctx.db, 365)).toBe(1);
    const kept = await t.ctx.db.selectFrom('search_log').select('query').where('query', 'in', ['stari upit', 'noviji upit']).execute();
    expect(kept.map((row) => row.query)).toEqual(['noviji upit']);
    const keptForms = await t.ctx.db.selectFrom('search_log_forms').select('form').where('query', 'in', ['stari upit', 'noviji upit']).execute();
    expect(keptForms.map((row) => row.form)).toEqual(['новији упит']);
  });
});

interface Hits {
  items: { type: string; id: number; title: string; bestBet?: boolean }[];
  total: number;
}

describe(`search best bets (${DIALECT})`, () => {
  const putBet = (payload: object, token = t.tokens.editor) =>
    site.app.inject({ method: 'PUT', url: '/api/admin/search-best-bets', headers: bearer(token), payload });
  const deleteBet = (id: number) => site.app.inject({ method: 'DELETE', url: `/api/admin/search-best-bets/${id}`, headers: bearer(t.tokens.editor) });
  const hits = async (query: string, lang = '/') => expectStatus<Hits>(await get(`/api/search?${query}`, { lang }), 200);

  it('shows the chosen item first for its query, in every spelling, even when nothing matches, until it is removed', async () => {
    const page = await createItem(t, 'pages', pagePayload());
    const missing = `upisnirok${unique().replace(/\d/g, 'q')}`;
    expect((await hits(`q=${missing}`)).total).toBe(0);

    const bet = expectStatus<{ id: number; query: string; target: { type: string; id: number; title: string } }>(
      await putBet({ locale: 'sr', query: `  ${missing.toUpperCase()} `, type: 'page', id: page.id }),
      200,
    );
    expect(bet).toMatchObject({ query: missing, target: { type: 'page', id: page.id, title: page.translations.sr!.title } });
    // The cached answer of the search before is not served again: the very next search shows the bet.
    const found = await hits(`q=${missing}`);
    expect(found.items).toEqual([expect.objectContaining({ type: 'page', id: page.id, bestBet: true })]);
    expect(found.total).toBe(1);
    // Another locale's search has its own bets.
    expect((await hits(`q=${missing}`, '/en')).items).toEqual([]);

    const listed = expectStatus<{ items: { id: number }[] }>(await adminGet(t, 'search-best-bets'), 200);
    expect(listed.items.map((item) => item.id)).toContain(bet.id);
    expect((await deleteBet(bet.id)).statusCode).toBe(204);
    expect((await hits(`q=${missing}`)).items).toEqual([]);
    expectError(await deleteBet(bet.id), 404, 'NOT_FOUND');
  });

  it('puts the bet first among the matches without repeating it, on the first page of an unfiltered search only', async () => {
    const word = `okvir${unique().replace(/\d/g, 'z')}`;
    const articles = [];
    for (let i = 0; i < 3; i++) {
      articles.push(await createItem(t, 'articles', articlePayload({ translations: { sr: { title: `Вест ${i} ${word}`, summary: 'Сажетак.', body: '<p>Текст.</p>' } } })));
    }
    const chosen = articles[0]!;
    expectStatus(await putBet({ locale: 'sr', query: word, type: 'article', id: chosen.id }), 200);

    const first = await hits(`q=${word}&limit=2`);
    expect(first.items[0]).toMatchObject({ type: 'article', id: chosen.id, bestBet: true });
    expect(first.items).toHaveLength(2);
    expect(first.items.filter((item) => item.id === chosen.id)).toHaveLength(1);
    expect(first.total).toBe(3);
    expect((await hits(`q=${word}&limit=2&page=2`)).items.some((item) => item.bestBet)).toBe(false);
    expect((await hits(`q=${word}&type=page`)).items).toEqual([]);

    // A bet whose item is no longer public is not shown.
    await updateItem(t, 'articles', chosen.id, { ...articlePayload({ translations: { sr: { title: `Вест 0 ${word}`, summary: 'Сажетак.', body: '<p>Текст.</p>' } } }), status: 'draft' });
    expect((await hits(`q=${word}`)).items.some((item) => item.bestBet)).toBe(false);
  });

  it('replaces a query\'s bet, and refuses a bad one with 400 or an anonymous caller with 401', async () => {
    const [a, b] = [await createItem(t, 'pages', pagePayload()), await createItem(t, 'pages', pagePayload())];
    const query = `zamena${unique().replace(/\d/g, 'w')}`;
    const first = expectStatus<{ id: number }>(await putBet({ locale: 'lat', query, type: 'page', id: a.id }), 200);
    const second = expectStatus<{ id: number; target: { id: number } }>(await putBet({ locale: 'lat', query, type: 'page', id: b.id }), 200);
    expect(second).toMatchObject({ id: first.id, target: { id: b.id } });

    expectError(await putBet({ locale: 'sr', query: ' !? ', type: 'page', id: a.id }), 400, 'VALIDATION_FAILED');
    expectError(await putBet({ locale: 'sr', query, type: 'page', id: 999_999 }), 400, 'VALIDATION_FAILED');
    expectError(await putBet({ locale: 'sr', query, type: 'tag', id: a.id }), 400, 'VALIDATION_FAILED');
    expectError(await putBet({ locale: 'de', query, type: 'page', id: a.id }), 400, 'VALIDATION_FAILED');
    expectError(await site.app.inject({ method: 'PUT', url: '/api/admin/search-best-bets', payload: { locale: 'sr', query, type: 'page', id: a.id } }), 401, 'UNAUTHORIZED');
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
