import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Payload,
  type View,
  adminGet,
  adminPost,
  adminView,
  articlePayload,
  categoryPayload,
  createItem,
  deleteItem,
  expectError,
  filePayload,
  menuItemPayload,
  pagePayload,
  presentationPayload,
  publicGet,
  publicJson,
  putItem,
  tagPayload,
  unique,
  updateItem,
} from './support/factories.js';
import { uploadPdf } from './support/multipart.js';
import { type TestApp, bearer, expectStatus, startTestApp } from './support/test-app.js';

let t: TestApp;
let pdfId: number;
beforeAll(async () => {
  t = await startTestApp();
  pdfId = (await uploadPdf(t)).id;
});
afterAll(() => t.close());

interface TypeCase {
  path: string;
  /** The translated field that names an item. */
  field: string;
  payload(): Payload;
}

const TYPES: TypeCase[] = [
  { path: 'articles', field: 'title', payload: () => articlePayload() },
  { path: 'categories', field: 'name', payload: () => categoryPayload() },
  { path: 'pages', field: 'title', payload: () => pagePayload() },
  { path: 'presentations', field: 'title', payload: () => presentationPayload() },
  { path: 'tags', field: 'name', payload: () => tagPayload() },
  { path: 'files', field: 'title', payload: () => filePayload(pdfId) },
  { path: 'menu-items', field: 'label', payload: () => menuItemPayload({ type: 'route', route: 'home' }) },
];

/** The name of a public item: menu nodes call it label, the rest title or name. */
const publicName = (item: Record<string, unknown>, field: string) => item[field];

describe.each(TYPES)('admin CRUD of $path', ({ path, field, payload }) => {
  it('creates an item with every locale, reads it, updates it and deletes it', async () => {
    const input = payload();
    const created = await createItem(t, path, input);
    expect(created).toMatchObject({ status: 'published', version: 1, createdBy: t.users.editor, updatedBy: t.users.editor });
    const { sr, en } = (input as { translations: Record<string, Record<string, string>> }).translations;
    expect(created.translations.sr?.[field]).toBe(sr![field]);
    expect(created.translations.en?.[field]).toBe(en![field]);
    expect(created.translations.lat?.[field]).toMatch(/^[^\u0400-\u04ff]+$/);

    expect(await adminView(t, path, created.id)).toEqual(created);
    const inEnglish = await publicJson(t, `${path}/${created.id}`, '/en');
    expect(publicName(inEnglish, field)).toBe(en![field]);

    const renamed = `${sr![field]} измењено`;
    const updated = await updateItem(t, path, created.id, { ...input, translations: { sr: { ...sr, [field]: renamed }, en } });
    expect(updated.version).toBe(2);
    expect(updated.translations.sr?.[field]).toBe(renamed);
    expect(updated.translations.lat?.[field]).toMatch(/ izmenjeno$/);
    expect(publicName(await publicJson(t, `${path}/${created.id}`), field)).toBe(renamed);

    expectStatus(await deleteItem(t, path, created.id), 204);
    expectError(await adminGet(t, `${path}/${created.id}`), 404, 'NOT_FOUND');
    expectError(await publicGet(t, `${path}/${created.id}`), 404, 'NOT_FOUND');
    expectError(await deleteItem(t, path, created.id), 404, 'NOT_FOUND');
    expectError(await putItem(t, path, created.id, { ...input, version: updated.version }), 404, 'NOT_FOUND');
  });

  it('keeps drafts out of the public API but lists them for editors', async () => {
    const draft = await createItem(t, path, { ...payload(), status: 'draft' });
    expect(draft.publishedAt).toBeNull();
    expectError(await publicGet(t, `${path}/${draft.id}`), 404, 'NOT_FOUND');
    const list = expectStatus<{ items: { id: number; status: string }[] }>(await adminGet(t, `${path}?status=draft&limit=100`), 200);
    expect(list.items.find((item) => item.id === draft.id)).toMatchObject({ status: 'draft' });
  });

  it('refuses requests without a token and invalid input with 400 and the field', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/admin/${path}`, payload: payload() });
    expectError(anonymous, 401, 'UNAUTHORIZED');
    expectError(await t.app.inject({ method: 'GET', url: `/api/admin/${path}` }), 401, 'UNAUTHORIZED');
    const input = payload() as { translations: { sr: Record<string, string> } };
    const blank = { ...input, translations: { ...input.translations, sr: { ...input.translations.sr, [field]: '  ' } } };
    const error = expectError(await adminPost(t, path, blank), 400, 'VALIDATION_FAILED');
    expect(error.details?.fields).toHaveProperty(`translations.sr.${field}`);
    expectError(await adminPost(t, path, { ...payload(), status: 'secret' }), 400, 'VALIDATION_FAILED');
  });
});

describe('admin lists', () => {
  it('filter by status and text, flag scheduled items, and cap the limit', async () => {
    const n = unique();
    const live = await createItem(t, 'articles', articlePayload({ translations: { sr: { title: `Претрага ${n} 1` } } }));
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await createItem(t, 'articles', articlePayload({ publishedAt: later, translations: { sr: { title: `Претрага ${n} 2` } } }));
    const archived = await createItem(t, 'articles', articlePayload({ status: 'archived', translations: { sr: { title: `Претрага ${n} 3` } } }));
    type AdminList = { items: { id: number; title: string; scheduled: boolean; locales: string[] }[]; total: number };

    const found = expectStatus<AdminList>(await adminGet(t, `articles?q=${encodeURIComponent(`Претрага ${n}`)}&sort=title&order=asc`), 200);
    expect(found.items.map((item) => item.id)).toEqual([live.id, scheduled.id, archived.id]);
    expect(found.total).toBe(3);
    expect(found.items.map((item) => item.scheduled)).toEqual([false, true, false]);
    expect(found.items[0]!.locales.sort()).toEqual(['lat', 'sr']);

    const anyCase = expectStatus<AdminList>(await adminGet(t, `articles?q=${encodeURIComponent(`пРЕТРАГА ${n}`)}`), 200);
    expect(anyCase.total).toBe(3);
    // The other script, without diacritics, and the start of a word find them too.
    expect(expectStatus<AdminList>(await adminGet(t, `articles?q=${encodeURIComponent(`pretr ${n}`)}`), 200).total).toBe(3);
    expect(expectStatus<AdminList>(await adminGet(t, `articles?q=${encodeURIComponent(`ретраг ${n}`)}`), 200).total).toBe(0);

    // Other types, and a title only the English text has.
    const page = await createItem(t, 'pages', pagePayload({ translations: { sr: { title: `Страна ${n}`, body: '<p>Садржај</p>' }, en: { title: `Handbook ${n}`, body: '<p>Content</p>' } } }));
    expect(expectStatus<AdminList>(await adminGet(t, `pages?q=${encodeURIComponent(`handb ${n}`)}`), 200).items.map((item) => item.id)).toEqual([page.id]);
    expect(expectStatus<AdminList>(await adminGet(t, `articles?q=${encodeURIComponent(`handb ${n}`)}`), 200).total).toBe(0);

    const onlyArchived = expectStatus<AdminList>(await adminGet(t, `articles?q=${n}&status=archived`), 200);
    expect(onlyArchived.items.map((item) => item.id)).toEqual([archived.id]);
    expectError(await adminGet(t, 'articles?limit=101'), 400, 'VALIDATION_FAILED');

    const category = await createItem(t, 'categories', categoryPayload());
    const filed = await createItem(t, 'articles', articlePayload({ categoryId: category.id, status: 'draft' }));
    const inCategory = expectStatus<AdminList>(await adminGet(t, `articles?categoryId=${category.id}`), 200);
    expect(inCategory.items.map((item) => item.id)).toEqual([filed.id]);
  });
});

describe('bulk actions', () => {
  type BulkResult = { results: { id: number; ok: boolean; error?: string }[] };
  const bulk = (path: string, action: string, ids: number[]) => adminPost(t, `${path}/bulk`, { action, ids });

  it('publish and unpublish several items, each with a new version and revision', async () => {
    const drafts = [await createItem(t, 'pages', pagePayload({ status: 'draft' })), await createItem(t, 'pages', pagePayload({ status: 'draft' }))];
    const ids = drafts.map((draft) => draft.id);
    const published = expectStatus<BulkResult>(await bulk('pages', 'publish', ids), 200);
    expect(published.results).toEqual(ids.map((id) => ({ id, ok: true })));
    for (const id of ids) {
      expect(await adminView(t, 'pages', id)).toMatchObject({ status: 'published', version: 2 });
      expectStatus(await publicGet(t, `pages/${id}`), 200);
      const revisions = expectStatus<{ items: unknown[] }>(await adminGet(t, `pages/${id}/revisions`), 200);
      expect(revisions.items).toHaveLength(2);
    }
    expectStatus(await bulk('pages', 'unpublish', ids), 200);
    for (const id of ids) {
      expect(await adminView(t, 'pages', id)).toMatchObject({ status: 'draft', version: 3 });
      expectError(await publicGet(t, `pages/${id}`), 404, 'NOT_FOUND');
    }
  });

  it('delete several items and report the ones it could not find', async () => {
    const tags = [await createItem(t, 'tags', tagPayload()), await createItem(t, 'tags', tagPayload())];
    const missing = 2_000_000;
    const result = expectStatus<BulkResult>(await bulk('tags', 'delete', [...tags.map((tag) => tag.id), missing]), 200);
    expect(result.results.map((r) => r.ok)).toEqual([true, true, false]);
    for (const tag of tags) expectError(await adminGet(t, `tags/${tag.id}`), 404, 'NOT_FOUND');
  });

  it('archive hides items from the public', async () => {
    const article = await createItem(t, 'articles', articlePayload());
    expectStatus(await bulk('articles', 'archive', [article.id]), 200);
    expect((await adminView(t, 'articles', article.id)).status).toBe('archived');
    expectError(await publicGet(t, `articles/${article.id}`), 404, 'NOT_FOUND');
  });

  it('refuses an unknown action and an empty list', async () => {
    expectError(await bulk('articles', 'explode', [1]), 400, 'VALIDATION_FAILED');
    expectError(await bulk('articles', 'publish', []), 400, 'VALIDATION_FAILED');
  });
});

describe('categories', () => {
  it('refuse a parent loop and a category under itself', async () => {
    const top = await createItem(t, 'categories', categoryPayload());
    const middle = await createItem(t, 'categories', categoryPayload({ parentId: top.id }));
    const bottom = await createItem(t, 'categories', categoryPayload({ parentId: middle.id }));
    const topInput = { ...categoryPayload(), translations: { sr: top.translations.sr!, en: top.translations.en! } };

    const loop = await putItem(t, 'categories', top.id, { ...topInput, parentId: bottom.id, version: top.version });
    expect(expectError(loop, 400, 'VALIDATION_FAILED').details?.fields).toHaveProperty('parentId');
    const self = await putItem(t, 'categories', top.id, { ...topInput, parentId: top.id, version: top.version });
    expectError(self, 400, 'VALIDATION_FAILED');
    expect(await adminView(t, 'categories', top.id)).toMatchObject({ parentId: null, version: 1 });

    const unknown = await adminPost(t, 'categories', categoryPayload({ parentId: 2_000_000 }));
    expect(expectError(unknown, 400, 'VALIDATION_FAILED').details?.fields).toHaveProperty('parentId');
    const moved = await updateItem(t, 'categories', bottom.id, { ...categoryPayload(), parentId: top.id });
    expect(moved.parentId).toBe(top.id);
  });
});

describe('references', () => {
  it('refuse unknown categories, tags and covers of an article', async () => {
    for (const [field, value] of [
      ['categoryId', 2_000_000],
      ['tagIds', [2_000_000]],
      ['coverMediaId', 2_000_000],
    ] as const) {
      const error = expectError(await adminPost(t, 'articles', articlePayload({ [field]: value })), 400, 'VALIDATION_FAILED');
      expect(error.details?.fields).toHaveProperty(field);
    }
  });

  it('give each fixed page key to one page only', async () => {
    const first = await createItem(t, 'pages', pagePayload({ key: 'nqf-council' }));
    expectError(await adminPost(t, 'pages', pagePayload({ key: 'nqf-council' })), 409, 'CONFLICT');
    const again = await updateItem(t, 'pages', first.id, pagePayload({ key: 'nqf-council' }));
    expect(again.key).toBe('nqf-council');
  });

  it('let admins use the same routes as editors', async () => {
    const created = await createItem(t, 'tags', tagPayload(), t.tokens.admin);
    expect((created as View).createdBy).toBe(t.users.admin);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/tags', headers: bearer(t.tokens.admin) });
    expect(list.statusCode).toBe(200);
  });
});
