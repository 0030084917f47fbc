import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_CHANGES } from '../../src/server/modules/overview/overview.service.js';
import {
  type Payload,
  adminGet,
  articlePayload,
  createItem,
  deleteItem,
  expectError,
  menuItemPayload,
  minutesFromNow,
  pagePayload,
  tagPayload,
  updateItem,
} from './support/factories.js';
import { DIALECT, type TestApp, expectStatus, startTestApp } from './support/test-app.js';

interface Overview {
  types: { type: string; total: number; drafts: number; scheduled: number }[];
  users: number | null;
  drafts: number;
  scheduled: number;
  latest: {
    revisionId: number;
    type: string;
    id: number;
    title: string | null;
    version: number;
    createdAt: string;
    createdBy: { id: number; name: string } | null;
  }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const overview = async (token = t.tokens.editor) => expectStatus<Overview>(await adminGet(t, 'overview', token), 200);
const countsOf = (o: Overview, type: string) => o.types.find((entry) => entry.type === type)!;
const srTitle = (payload: Payload) => (payload.translations as { sr: { title: string } }).sr.title;

describe(`dashboard overview (${DIALECT})`, () => {
  it('is for signed-in users only', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/overview' }), 401, 'UNAUTHORIZED');
  });

  it('counts every type, with drafts and scheduled items (published, publish time ahead)', async () => {
    const before = await overview();
    expect(before.types.map((entry) => entry.type)).toEqual(['article', 'category', 'page', 'presentation', 'tag', 'file', 'menu_item', 'level', 'qualification', 'awarding_body', 'standard', 'provider', 'council']);

    await createItem(t, 'articles', articlePayload());
    await createItem(t, 'articles', articlePayload({ status: 'draft' }));
    await createItem(t, 'articles', articlePayload({ publishedAt: minutesFromNow(60 * 24).toISOString() }));
    await createItem(t, 'articles', articlePayload({ publishedAt: minutesFromNow(-60).toISOString() }));
    await createItem(t, 'pages', pagePayload({ status: 'draft' }));
    await createItem(t, 'tags', tagPayload());

    const after = await overview();
    expect(countsOf(after, 'article')).toEqual({
      type: 'article',
      total: countsOf(before, 'article').total + 4,
      drafts: countsOf(before, 'article').drafts + 1,
      scheduled: countsOf(before, 'article').scheduled + 1,
    });
    expect(countsOf(after, 'page').drafts).toBe(countsOf(before, 'page').drafts + 1);
    expect(countsOf(after, 'tag').total).toBe(countsOf(before, 'tag').total + 1);
    expect(after.drafts).toBe(before.drafts + 2);
    expect(after.scheduled).toBe(before.scheduled + 1);
  });

  it('counts users for admins only', async () => {
    expect((await overview(t.tokens.admin)).users).toBeGreaterThanOrEqual(2);
    expect((await overview(t.tokens.editor)).users).toBeNull();
  });

  it(`lists the ${LATEST_CHANGES} latest revisions, newest first, with the Serbian title, version and author`, async () => {
    const input = articlePayload();
    const article = await createItem(t, 'articles', input);
    const renamed = { ...input, translations: { ...(input.translations as object), sr: { ...(input.translations as { sr: object }).sr, title: `Ново име ${article.id}` } } };
    await updateItem(t, 'articles', article.id, renamed);
    const tag = await createItem(t, 'tags', tagPayload(), t.tokens.admin);
    const item = await createItem(t, 'menu-items', menuItemPayload({ type: 'route', route: 'search' }));

    const { latest } = await overview();
    expect(latest.length).toBeLessThanOrEqual(LATEST_CHANGES);
    expect(latest.slice(0, 3).map((change) => [change.type, change.id, change.version])).toEqual([
      ['menu_item', item.id, 1],
      ['tag', tag.id, 1],
      ['article', article.id, 2],
    ]);
    const [menuChange, tagChange, articleChange] = latest;
    expect(menuChange!.title).toMatch(/^Ставка /);
    expect(tagChange!.createdBy).toEqual({ id: t.users.admin, name: 'Ана Админ' });
    expect(articleChange).toMatchObject({ title: `Ново име ${article.id}`, createdBy: { id: t.users.editor, name: 'Едо Уредник' } });
    expect(articleChange!.title).not.toBe(srTitle(input));
    const times = latest.map((change) => change.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('drops a deleted item from the latest changes (its revisions go with it)', async () => {
    const tag = await createItem(t, 'tags', tagPayload());
    expect((await overview()).latest[0]).toMatchObject({ type: 'tag', id: tag.id });
    expectStatus(await deleteItem(t, 'tags', tag.id), 204);
    expect((await overview()).latest.some((entry) => entry.type === 'tag' && entry.id === tag.id)).toBe(false);
  });
});
