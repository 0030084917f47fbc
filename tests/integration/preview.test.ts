import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPath } from '../../src/common/routes.js';
import {
  type Payload,
  type View,
  articlePayload,
  categoryPayload,
  createItem,
  expectError,
  minutesFromNow,
  pagePayload,
  presentationPayload,
  tagPayload,
} from './support/factories.js';
import { type SiteApp, encoded, getPage, startSiteApp } from './support/site-app.js';
import { bearer } from './support/test-app.js';

let site: SiteApp;
beforeAll(async () => {
  site = await startSiteApp();
});
afterAll(() => site.close());

const TYPES: { admin: string; api: string; route: 'article' | 'page' | 'presentation' | 'category' | 'tag'; payload: (o: Payload) => Payload }[] = [
  { admin: 'articles', api: 'articles', route: 'article', payload: articlePayload },
  { admin: 'pages', api: 'pages', route: 'page', payload: pagePayload },
  { admin: 'presentations', api: 'presentations', route: 'presentation', payload: presentationPayload },
  { admin: 'categories', api: 'categories', route: 'category', payload: categoryPayload },
  { admin: 'tags', api: 'tags', route: 'tag', payload: tagPayload },
];

const get = (url: string, headers: Record<string, string> = {}) => site.t.app.inject({ method: 'GET', url, headers: { lang: '/en', ...headers } });

describe.each(TYPES)('preview of $admin', ({ admin, api, route, payload }) => {
  const unpublished: [string, Payload][] = [
    ['a draft', { status: 'draft' }],
    ['a scheduled item', { status: 'published', publishedAt: minutesFromNow(60).toISOString() }],
    ['an archived item', { status: 'archived' }],
  ];

  it.each(unpublished)('shows %s to a signed-in editor, uncached, and to nobody else', async (_label, overrides) => {
    const item: View = await createItem(site.t, admin, payload(overrides));
    expectError(await get(`/api/${api}/${item.id}`), 404, 'NOT_FOUND');
    expectError(await get(`/api/${api}/${item.id}?preview=1`), 401, 'UNAUTHORIZED');

    const preview = await get(`/api/${api}/${item.id}?preview=1`, bearer(site.t.tokens.editor));
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    const body = preview.json<{ id: number; locale: string; slug: string }>();
    expect(body.id).toBe(item.id);
    expect(body.locale).toBe('en');
    expect(body.slug).toBe((item.translations.en as { slug: string }).slug);
  });

  it('shows a published item the same with or without preview', async () => {
    const item: View = await createItem(site.t, admin, payload({}));
    const plain = await get(`/api/${api}/${item.id}`);
    const preview = await get(`/api/${api}/${item.id}?preview=1`, bearer(site.t.tokens.editor));
    expect(preview.json()).toEqual(plain.json());
    expect(plain.headers['cache-control']).toMatch(/^public/);
  });

  it('refuses any other value of preview', async () => {
    const item: View = await createItem(site.t, admin, payload({}));
    expectError(await get(`/api/${api}/${item.id}?preview=yes`, bearer(site.t.tokens.editor)), 400, 'VALIDATION_FAILED');
  });

  it("serves the page of a draft's preview without its data, unindexed and unstored", async () => {
    const item: View = await createItem(site.t, admin, payload({ status: 'draft' }));
    const path = encoded(contentPath(route, 'en', item.id, (item.translations.en as { slug: string }).slug));
    await getPage(site.app, path, 404);
    const { response, head } = await getPage(site.app, `${path}?preview=1`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(head.meta.robots).toEqual(['noindex']);
    expect(head.titles).toEqual(['Preview before publishing | NQFS']);
    // The server has no editor's token: the web app fetches the draft itself.
    expect(head.initialData).toBeNull();
  });
});

it('a never-published draft shows the time of the preview as its publication time', async () => {
  const before = Date.now();
  const item: View = await createItem(site.t, 'articles', articlePayload({ status: 'draft', publishedAt: null }));
  const preview = await get(`/api/articles/${item.id}?preview=1`, bearer(site.t.tokens.editor));
  const publishedAt = Date.parse(preview.json<{ publishedAt: string }>().publishedAt);
  expect(publishedAt).toBeGreaterThanOrEqual(before - 1000);
  expect(publishedAt).toBeLessThanOrEqual(Date.now() + 1000);
});
