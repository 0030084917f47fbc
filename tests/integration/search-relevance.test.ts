import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchResponse, searchResponseSchema } from '../../src/common/schemas/search.js';
import { seedDemoContent } from '../../src/server/db/seed/seed.js';
import { RELEVANCE_SET, type RelevanceCase, demoItemId } from './support/relevance-set.js';
import { DIALECT, type TestApp, expectStatus, startTestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoContent(t.ctx, { id: t.users.admin, email: 'admin@example.org', name: 'Ана Админ', role: 'admin' });
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
