import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SCREEN_REQUESTS, screenRequests } from '../../src/common/initial-data.js';
import { type ApiRequest, PUBLIC_READS, type ReadContract, apiRequest } from '../../src/common/public-api.js';
import { contentPath, listPath, matchPath } from '../../src/common/routes.js';
import {
  articlePayload,
  categoryPayload,
  createItem,
  pagePayload,
  presentationPayload,
  publicJson,
  providerPayload,
  qualificationPayload,
  standardPayload,
  councilPayload,
  tagPayload,
  unique,
} from './support/factories.js';
import { type TestApp, startTestApp } from './support/test-app.js';

/**
 * A public read is defined once against its contract (src/common/public-api.ts): the API serves it
 * and the pages compute it in-process, typed by the same schema. These tests hold the two to the
 * same answers, and every contract to a read the app serves.
 */

let t: TestApp;
let marker: string;
/** An id of a public item of each read that takes one. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  marker = unique();
  const category = await createItem(t, 'categories', categoryPayload());
  const tag = await createItem(t, 'tags', tagPayload());
  const article = await createItem(t, 'articles', articlePayload({ categoryId: category.id, tagIds: [tag.id], translations: { sr: { title: `Чланак ${marker}`, body: '<p>Текст.</p>' }, en: { title: `Article ${marker}`, body: '<p>Text.</p>' } } }));
  const page = await createItem(t, 'pages', pagePayload());
  const presentation = await createItem(t, 'presentations', presentationPayload());
  const qualification = await createItem(t, 'qualifications', qualificationPayload());
  const standard = await createItem(t, 'standards', standardPayload());
  const council = await createItem(t, 'councils', councilPayload());
  const provider = await createItem(t, 'providers', providerPayload());
  const levels = await publicJson<{ items: { id: number }[] }>(t, 'levels');
  Object.assign(ids, { article: article.id, category: category.id, tag: tag.id, page: page.id, presentation: presentation.id, qualification: qualification.id, standard: standard.id, council: council.id, provider: provider.id, level: levels.items[0]!.id });
});

afterAll(() => t.close());

/** A request of each contract that its read answers with 200. */
function requestOf(name: keyof typeof PUBLIC_READS): ApiRequest {
  const contract: ReadContract = PUBLIC_READS[name];
  if (contract.url.endsWith('/:id')) return apiRequest(contract, { id: ids[name]! });
  if (name === 'form') return apiRequest(contract, { form: 'initiative' });
  return apiRequest(contract, {}, name === 'search' ? [['q', marker]] : []);
}

describe('public reads, in-process and over HTTP', () => {
  // A submission and a subscription are read by private links: public-forms.test.ts and email-alerts.test.ts follow them, over HTTP and as pages.
  const byPrivateLink: readonly string[] = ['submission', 'alertConfirmation', 'alertSettings'];
  const compared = (Object.keys(PUBLIC_READS) as (keyof typeof PUBLIC_READS)[]).filter((name) => !byPrivateLink.includes(name));
  it.each(compared)('%s: computes in-process exactly what the API sends', async (name) => {
    const request = requestOf(name);
    const overHttp = await t.app.inject({ method: 'GET', url: request.path, headers: { lang: '/en' } });
    expect(overHttp.statusCode, `${request.path}: ${overHttp.body.slice(0, 200)}`).toBe(200);
    const inProcess = await t.app.publicReads.read(request, 'en');
    // A form's opening moment is signed when it is read: the two reads differ in it alone.
    const withoutOpening = (body: unknown) => (name === 'form' ? { ...(body as object), started: 'signed' } : body);
    expect(inProcess.ok && { ...inProcess, body: withoutOpening(inProcess.body) }).toEqual({ ok: true, status: 200, body: withoutOpening(overHttp.json()) });
  });

  it('finds what the search asks for, as the search screen requests it', async () => {
    const { results } = SCREEN_REQUESTS.search({ key: 'search', locale: 'en' }, new URLSearchParams({ q: marker }));
    const answer = await t.app.publicReads.read(results!, 'en');
    expect(answer.ok && answer.body.items.map((item) => item.title)).toEqual([`Article ${marker}`]);
  });

  it('refuses what the route refuses: an invalid query is 400, an item that is not public 404', async () => {
    const invalidPage = apiRequest(PUBLIC_READS.articles, {}, [['page', 'two']]);
    expect((await t.app.inject({ method: 'GET', url: invalidPage.path })).statusCode).toBe(400);
    expect(await t.app.publicReads.read(invalidPage, 'sr')).toEqual({ ok: false, status: 400 });

    const unknownField = apiRequest(PUBLIC_READS.levels, {}, [['colour', 'blue']]);
    expect(await t.app.publicReads.read(unknownField, 'sr')).toEqual({ ok: false, status: 400 });

    const draft = await createItem(t, 'articles', articlePayload({ status: 'draft' }));
    const unpublished = apiRequest(PUBLIC_READS.article, { id: draft.id });
    expect((await t.app.inject({ method: 'GET', url: unpublished.path })).statusCode).toBe(404);
    expect(await t.app.publicReads.read(unpublished, 'sr')).toEqual({ ok: false, status: 404 });
    expect(await t.app.publicReads.read(apiRequest(PUBLIC_READS.article, { id: 'abc' }), 'sr')).toEqual({ ok: false, status: 400 });
  });

  it('says which contract no read was defined for, instead of answering for another', async () => {
    const undefinedRead = { url: '/api/articles', response: z.object({ items: z.array(z.never()) }) };
    await expect(t.app.publicReads.read(apiRequest(undefinedRead), 'sr')).rejects.toThrow('No public read is registered for /api/articles');
  });

  it("computes every request of every screen's address (the menus and the item first)", async () => {
    const addresses = [
      listPath('home', 'sr'),
      `${listPath('search', 'en')}?q=x`,
      `${listPath('files', 'lat')}?type=pdf`,
      `${listPath('qualifications', 'en')}?level=4`,
      listPath('levels', 'en'),
      contentPath('article', 'en', ids.article!, 'x'),
      `${contentPath('category', 'lat', ids.category!, 'x')}?page=2`,
    ];
    for (const address of addresses) {
      const url = new URL(address, 'http://portal.invalid');
      const match = matchPath(decodeURI(url.pathname));
      expect(match, address).not.toBeNull();
      if (!match || match.key === 'dashboard') continue;
      const requests = screenRequests(match, url.searchParams);
      expect(requests.length, address).toBeGreaterThan(0);
      for (const request of requests) expect((await t.app.publicReads.read(request, match.locale)).status, request.path).toBe(200);
    }
  });
});
