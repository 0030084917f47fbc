import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/common/schemas/audit.js';
import type { UnpublishedReference } from '../../src/common/schemas/admin.js';
import {
  type Payload,
  type View,
  adminGet,
  adminView,
  articlePayload,
  awardingBodyPayload,
  categoryPayload,
  createItem,
  expectError,
  filePayload,
  menuItemPayload,
  minutesFromNow,
  pagePayload,
  publicJson,
  qualificationPayload,
  tagPayload,
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

type Saved = View & { unpublishedReferences?: UnpublishedReference[] };

/** Creates an item through the admin API, with `?references=` when given. */
function create(path: string, payload: Payload, references?: string) {
  const query = references ? `?references=${references}` : '';
  return t.app.inject({ method: 'POST', url: `/api/admin/${path}${query}`, headers: bearer(t.tokens.editor), payload });
}

function update(path: string, id: number, payload: Payload, references?: string) {
  const query = references ? `?references=${references}` : '';
  return t.app.inject({ method: 'PUT', url: `/api/admin/${path}/${id}${query}`, headers: bearer(t.tokens.editor), payload });
}

const draft = { status: 'draft' };
const named = (references: UnpublishedReference[]) => references.map(({ type, id, status }) => ({ type, id, status })).sort((a, b) => `${a.type}${a.id}`.localeCompare(`${b.type}${b.id}`));

async function auditOf(type: string, id: number): Promise<AuditEntry[]> {
  return expectStatus<{ items: AuditEntry[] }>(await t.app.inject({ method: 'GET', url: `/api/admin/audit?entityType=${type}&entityId=${id}`, headers: bearer(t.tokens.admin) }), 200).items;
}

async function revisionCount(path: string, id: number): Promise<number> {
  return expectStatus<{ items: unknown[] }>(await adminGet(t, `${path}/${id}/revisions`), 200).items.length;
}

describe('a published item that refers to unpublished categories and tags', () => {
  it('is saved without them by default, and its response names them', async () => {
    const category = await createItem(t, 'categories', categoryPayload(draft));
    const tags = [await createItem(t, 'tags', tagPayload(draft)), await createItem(t, 'tags', tagPayload({ status: 'archived' }))];
    const published = await createItem(t, 'tags', tagPayload());
    const saved = expectStatus<Saved>(await create('articles', articlePayload({ categoryId: category.id, tagIds: [...tags.map((tag) => tag.id), published.id] })), 201);

    expect(named(saved.unpublishedReferences!)).toEqual([
      { type: 'category', id: category.id, status: 'draft' },
      { type: 'tag', id: tags[0]!.id, status: 'draft' },
      { type: 'tag', id: tags[1]!.id, status: 'archived' },
    ]);
    expect(saved.unpublishedReferences!.find((ref) => ref.type === 'category')!.title).toBe((category.translations.sr as { name: string }).name);
    const article = await publicJson<{ category: unknown; tags: { id: number }[] }>(t, `articles/${saved.id}`);
    expect(article.category).toBeNull();
    expect(article.tags.map((tag) => tag.id)).toEqual([published.id]);
    // The revision holds the item, not the check of the moment.
    const revisions = expectStatus<{ items: { id: number }[] }>(await adminGet(t, `articles/${saved.id}/revisions`), 200).items;
    const revision = expectStatus<Record<string, unknown>>(await adminGet(t, `articles/${saved.id}/revisions/${revisions[0]!.id}`), 200);
    expect(revision).not.toHaveProperty('unpublishedReferences');
  });

  it('asked to, refuses the save (409) and names them, saving nothing', async () => {
    const category = await createItem(t, 'categories', categoryPayload(draft));
    const tag = await createItem(t, 'tags', tagPayload(draft));
    const payload = articlePayload({ categoryId: category.id, tagIds: [tag.id] });
    const error = expectError(await create('articles', payload, 'ask'), 409, 'UNPUBLISHED_REFERENCES');
    expect(named(error.details!.references as UnpublishedReference[])).toEqual([
      { type: 'category', id: category.id, status: 'draft' },
      { type: 'tag', id: tag.id, status: 'draft' },
    ]);
    expect(error.message).toContain((tag.translations.sr as { name: string }).name);
    const title = (payload.translations.sr as { title: string }).title;
    const found = expectStatus<{ items: unknown[] }>(await adminGet(t, `articles?q=${encodeURIComponent(title)}`), 200);
    expect(found.items).toHaveLength(0);

    // A saved article keeps its version when the question is asked.
    const saved = await createItem(t, 'articles', articlePayload(draft));
    expectError(await update('articles', saved.id, { ...payload, version: saved.version }, 'ask'), 409, 'UNPUBLISHED_REFERENCES');
    expect((await adminView(t, 'articles', saved.id)).version).toBe(saved.version);
  });

  it('publishes them with the item in one step: saved, versioned, audited, and shown on the public page', async () => {
    const category = await createItem(t, 'categories', categoryPayload(draft));
    const tags = [await createItem(t, 'tags', tagPayload(draft)), await createItem(t, 'tags', tagPayload(draft))];
    const article = await createItem(t, 'articles', articlePayload({ ...draft, categoryId: category.id, tagIds: tags.map((tag) => tag.id) }));
    // A public list read now is cached without them; the save must reach it.
    const before = await publicJson<{ items: { id: number }[] }>(t, `articles?tag=${tags[0]!.id}`);
    expect(before.items).toHaveLength(0);

    const payload = articlePayload({ categoryId: category.id, tagIds: tags.map((tag) => tag.id), version: article.version });
    const saved = expectStatus<Saved>(await update('articles', article.id, payload, 'publish'), 200);
    expect(saved).not.toHaveProperty('unpublishedReferences');

    const shown = await publicJson<{ category: { id: number } | null; tags: { id: number }[] }>(t, `articles/${article.id}`);
    expect(shown.category?.id).toBe(category.id);
    expect(shown.tags.map((tag) => tag.id).sort()).toEqual(tags.map((tag) => tag.id).sort());
    expect((await publicJson<{ items: { id: number }[] }>(t, `articles?tag=${tags[0]!.id}`)).items.map((item) => item.id)).toEqual([article.id]);

    for (const [path, type, item] of [['categories', 'category', category], ['tags', 'tag', tags[0]!], ['tags', 'tag', tags[1]!]] as const) {
      const view = await adminView(t, path, item.id);
      expect(view).toMatchObject({ status: 'published', version: item.version + 1, updatedBy: t.users.editor });
      expect(await revisionCount(path, item.id)).toBe(2);
      const [entry] = await auditOf(type, item.id);
      expect(entry).toMatchObject({ action: 'content-published', actor: { id: t.users.editor } });
      expect(entry!.summary).toContain(`Published with article ${article.id}`);
    }
    const [articleEntry] = await auditOf('article', article.id);
    expect(articleEntry!.action).toBe('content-published');
  });

  it('publishes them at the scheduled time of the item, not before', async () => {
    const tag = await createItem(t, 'tags', tagPayload(draft));
    const at = minutesFromNow(60).toISOString();
    const saved = expectStatus<Saved>(await create('articles', articlePayload({ publishedAt: at, tagIds: [tag.id] }), 'publish'), 201);
    expect(saved.publishedAt).toBe(at);
    expect(await adminView(t, 'tags', tag.id)).toMatchObject({ status: 'published', publishedAt: at });

    // A tag published later than the article counts as not public with it.
    const later = await createItem(t, 'tags', tagPayload({ publishedAt: minutesFromNow(120).toISOString() }));
    const error = expectError(await create('articles', articlePayload({ publishedAt: at, tagIds: [later.id] }), 'ask'), 409, 'UNPUBLISHED_REFERENCES');
    expect(named(error.details!.references as UnpublishedReference[])).toEqual([{ type: 'tag', id: later.id, status: 'published' }]);
  });

  it('says nothing for a draft, whatever it refers to', async () => {
    const tag = await createItem(t, 'tags', tagPayload(draft));
    const saved = expectStatus<Saved>(await create('articles', articlePayload({ ...draft, tagIds: [tag.id] }), 'ask'), 201);
    expect(saved).not.toHaveProperty('unpublishedReferences');
  });

  it('publishing in bulk leaves them as they are and names them per item', async () => {
    const tag = await createItem(t, 'tags', tagPayload(draft));
    const [withTag, without] = [await createItem(t, 'articles', articlePayload({ ...draft, tagIds: [tag.id] })), await createItem(t, 'articles', articlePayload(draft))];
    const bulk = expectStatus<{ results: { id: number; ok: boolean; unpublishedReferences?: UnpublishedReference[] }[] }>(
      await t.app.inject({ method: 'POST', url: '/api/admin/articles/bulk', headers: bearer(t.tokens.editor), payload: { action: 'publish', ids: [withTag.id, without.id] } }),
      200,
    );
    expect(bulk.results).toEqual([{ id: withTag.id, ok: true, unpublishedReferences: [expect.objectContaining({ type: 'tag', id: tag.id, status: 'draft' })] }, { id: without.id, ok: true }]);
    expect(await adminView(t, 'tags', tag.id)).toMatchObject({ status: 'draft', version: tag.version });
  });

  it('refuses an unknown way with 400', async () => {
    expectError(await create('articles', articlePayload(), 'maybe'), 400, 'VALIDATION_FAILED');
  });
});

interface ReferenceCase {
  name: string;
  path: string;
  /** Creates the unpublished item referred to: its type as the API names it, its admin path and id. */
  reference(): Promise<{ type: string; path: string; id: number }>;
  payload(id: number): Payload;
}

const draftOf = async (path: string, type: string, payload: Payload) => ({ type, path, id: (await createItem(t, path, payload)).id });

const CASES: ReferenceCase[] = [
  { name: 'a file with a draft category', path: 'files', reference: () => draftOf('categories', 'category', categoryPayload(draft)), payload: (id) => filePayload(pdfId, { categoryId: id }) },
  { name: 'a file with a draft tag', path: 'files', reference: () => draftOf('tags', 'tag', tagPayload(draft)), payload: (id) => filePayload(pdfId, { tagIds: [id] }) },
  { name: 'a category under a draft parent', path: 'categories', reference: () => draftOf('categories', 'category', categoryPayload(draft)), payload: (id) => categoryPayload({ parentId: id }) },
  { name: 'a menu item to a draft page', path: 'menu-items', reference: () => draftOf('pages', 'page', pagePayload(draft)), payload: (id) => menuItemPayload({ type: 'page', id }) },
  { name: 'a menu item to a draft category', path: 'menu-items', reference: () => draftOf('categories', 'category', categoryPayload(draft)), payload: (id) => menuItemPayload({ type: 'category', id }) },
  {
    name: 'a qualification with a draft awarding body',
    path: 'qualifications',
    reference: () => draftOf('awarding-bodies', 'awarding_body', awardingBodyPayload(draft)),
    payload: (id) => qualificationPayload({ awardingBodyIds: [id] }),
  },
  {
    name: 'a qualification with a draft supplement',
    path: 'qualifications',
    reference: () => draftOf('files', 'file', filePayload(pdfId, draft)),
    payload: (id) => qualificationPayload({ supplementFileIds: [id] }),
  },
];

describe.each(CASES)('$name', ({ path, reference, payload }) => {
  it('is named when asked, and published with the item', async () => {
    const target = await reference();
    const error = expectError(await create(path, payload(target.id), 'ask'), 409, 'UNPUBLISHED_REFERENCES');
    expect(named(error.details!.references as UnpublishedReference[])).toEqual([{ type: target.type, id: target.id, status: 'draft' }]);

    const saved = expectStatus<Saved>(await create(path, payload(target.id), 'publish'), 201);
    expect(saved).not.toHaveProperty('unpublishedReferences');
    expect(await adminView(t, target.path, target.id)).toMatchObject({ status: 'published', version: 2 });
    const [entry] = await auditOf(target.type, target.id);
    expect(entry).toMatchObject({ action: 'content-published' });
  });
});
