import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS } from '../../src/common/permissions.js';
import { type SearchResponse, searchResponseSchema } from '../../src/common/schemas/search.js';
import { seedDemoContent } from '../../src/server/db/seed/seed.js';
import { RELEVANCE_SET, type RelevanceCase, demoItemId } from './support/relevance-set.js';
import { DIALECT, type TestApp, expectStatus, startTestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoContent(t.ctx, { id: t.users.admin, email: 'admin@example.org', name: 'Ана Админ', role: 'admin', permissions: ADMIN_PERMISSIONS });
});
afterAll(() => t.close());

async function search(c: RelevanceCase): Promise<SearchResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(c.q)}&limit=10`, headers: { lang: `/${c.locale}` } });
  return searchResponseSchema.parse(expectStatus(response, 200));
}

const rankOf = (found: SearchResponse, type: string, id: number) => found.items.findIndex((item) => item.type === type && item.id === id) + 1;

describe(`the relevance set over the demo content (${RELEVANCE_SET.length} queries, ${DIALECT})`, () => {
  it('has at least 40 queries covering both scripts, inflections, missing diacritics, prefixes, typos and English', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(40);
    expect(new Set(RELEVANCE_SET.map((c) => c.kind))).toEqual(new Set(['cyrillic', 'latin', 'inflected', 'no diacritics', 'prefix', 'typo', 'english']));
  });

  it.each(RELEVANCE_SET)('$locale "$q" ($kind) has $expect.type $expect.ref within the first $within', async (c) => {
    const id = await demoItemId(t.ctx.db, c.expect);
    const found = await search(c);
    const rank = rankOf(found, c.expect.type, id);
    expect(rank, `hits: ${found.items.map((item) => `${item.type}:${item.title}`).join(' | ')}`).toBeGreaterThan(0);
    expect(rank).toBeLessThanOrEqual(c.within);
  });

  it('finds the same items for a word in either script, any case, with or without diacritics', async () => {
    const forms = ['квалификација', 'КВАЛИФИКАЦИЈА', 'kvalifikacija', 'Kvalifikacija'];
    const results = await Promise.all(forms.map((q) => search({ locale: 'sr', q, expect: { type: 'article', ref: '' }, within: 0, kind: 'latin' })));
    const ids = results.map((r) => r.items.map((item) => `${item.type}:${item.id}`));
    expect(results[0]!.total).toBeGreaterThan(5);
    for (const other of ids.slice(1)) expect(other).toEqual(ids[0]);
  });
});

describe(`the register's titles against the news (${DIALECT})`, () => {
  const hitsOf = async (q: string, locale: 'sr' | 'lat' | 'en' = 'sr') => (await search({ locale, q, expect: { type: 'article', ref: '' }, within: 0, kind: 'cyrillic' })).items.map((item) => `${item.type}:${item.title}`);

  it('"кувар" finds the qualification Кувар, then its standard, then the news about cooks, before the other cooks', async () => {
    const news = await t.app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: { authorization: `Bearer ${t.tokens.editor}` },
      payload: { status: 'published', translations: { sr: { title: 'Кувари из Србије на европском такмичењу младих', summary: 'Ученици угоститељских школа освојили су три медаље.', body: '<p>Такмичење је одржано у Бечу.</p>' } } },
    });
    expectStatus(news, 201);
    expect((await hitsOf('кувар')).slice(0, 3)).toEqual(['qualification:Кувар', 'standard:Стандард квалификације Кувар', 'article:Кувари из Србије на европском такмичењу младих']);
    expect((await hitsOf('kuvar', 'lat')).slice(0, 3)).toEqual(['qualification:Kuvar', 'standard:Standard kvalifikacije Kuvar', 'article:Kuvari iz Srbije na evropskom takmičenju mladih']);
    expect((await hitsOf('kuvar', 'lat')).slice(3)).toEqual(expect.arrayContaining(['qualification:Majstor kuvar', 'standard:Standard kvalifikacije Majstor kuvar', 'qualification:Pomoćni kuvar']));
  });

  it('"стандарди квалификација" finds the news and documents about standards, not every standard by the words of its title', async () => {
    for (const [q, locale, news] of [
      ['стандарди квалификација', 'sr', 'article:Јавно представљање нових стандарда квалификација нивоа 4 и 5'],
      ['standard kvalifikacije', 'lat', 'article:Šta standard kvalifikacije govori poslodavcu'],
      ['qualification standards', 'en', 'article:Public presentation of new qualification standards at levels 4 and 5'],
    ] as const) {
      const first = (await hitsOf(q, locale)).slice(0, 4);
      expect(first, q).toContain(news);
      expect(first.filter((hit) => hit.startsWith('standard:')), q).toEqual([]);
    }
    // The words of the lead still find a standard with the rest of its title, and in the dashboard's title search.
    expect((await hitsOf('стандард квалификације кувар'))[0]).toBe('standard:Стандард квалификације Кувар');
    const listed = expectStatus<{ items: { title: string }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/admin/standards?q=${encodeURIComponent('стандард квалификације мајстор кувар')}`, headers: { authorization: `Bearer ${t.tokens.editor}` } }),
      200,
    );
    expect(listed.items.map((item) => item.title)).toEqual(['Стандард квалификације Мајстор кувар']);
  });
});
