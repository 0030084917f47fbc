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
  menuItemPayload,
  publicJson,
  putItem,
  tagPayload,
  unique,
  updateItem,
} from './support/factories.js';
import { type TestApp, expectStatus, startTestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Revision {
  id: number;
  version: number;
  createdAt: string;
  createdBy: { id: number; name: string } | null;
}

async function revisionsOf(path: string, id: number): Promise<Revision[]> {
  return expectStatus<{ items: Revision[] }>(await adminGet(t, `${path}/${id}/revisions`), 200).items;
}

const restore = (path: string, id: number, revisionId: number, version: number) =>
  adminPost(t, `${path}/${id}/revisions/${revisionId}/restore`, { version });

function withTitle(payload: Payload, title: string): Payload {
  const translations = payload.translations as { sr: object; en?: object };
  return { ...payload, translations: { ...translations, sr: { ...translations.sr, title } } };
}

describe('revisions', () => {
  it('are written by every save, newest first, with the author', async () => {
    const input = articlePayload();
    const article = await createItem(t, 'articles', input);
    await updateItem(t, 'articles', article.id, withTitle(input, `Друга верзија ${unique()}`));
    const third = await updateItem(t, 'articles', article.id, withTitle(input, `Трећа верзија ${unique()}`));
    const revisions = await revisionsOf('articles', article.id);
    expect(revisions.map((r) => r.version)).toEqual([3, 2, 1]);
    expect(revisions[0]!.createdBy).toEqual({ id: t.users.editor, name: 'Едо Уредник' });

    const snapshot = expectStatus<View>(await adminGet(t, `articles/${article.id}/revisions/${revisions[0]!.id}`), 200);
    expect(snapshot).toEqual(third);
    const first = expectStatus<View>(await adminGet(t, `articles/${article.id}/revisions/${revisions[2]!.id}`), 200);
    expect(first).toEqual(article);
  });

  it('can be restored: a new version with the old content, itself undoable', async () => {
    const input = articlePayload();
    const article = await createItem(t, 'articles', input);
    const oldTitle = article.translations.sr!.title;
    const changed = await updateItem(t, 'articles', article.id, { ...withTitle(input, `Погрешна измена ${unique()}`), status: 'draft' });
    const [, original] = await revisionsOf('articles', article.id);

    const restored = expectStatus<View>(await restore('articles', article.id, original!.id, changed.version), 200);
    expect(restored).toMatchObject({ version: 3, status: 'published', publishedAt: article.publishedAt });
    expect(restored.translations).toEqual(article.translations);
    expect((await publicJson(t, `articles/${article.id}`)).title).toBe(oldTitle);
    const revisions = await revisionsOf('articles', article.id);
    expect(revisions.map((r) => r.version)).toEqual([3, 2, 1]);

    const undone = expectStatus<View>(await restore('articles', article.id, revisions[1]!.id, restored.version), 200);
    expect(undone.translations.sr).toEqual(changed.translations.sr);
    expect(undone).toMatchObject({ status: 'draft', version: 4 });
  });

  it('restore keeps Latin overrides and relations of the revision', async () => {
    const tag = await createItem(t, 'tags', tagPayload());
    const category = await createItem(t, 'categories', categoryPayload());
    const input = articlePayload({ categoryId: category.id, tagIds: [tag.id], translations: { sr: { title: `Рестаурација ${unique()}` }, lat: { title: 'Ručni naslov' } } });
    const article = await createItem(t, 'articles', input);
    const stripped = await updateItem(t, 'articles', article.id, { status: 'published', translations: { sr: { title: `Без ичега ${unique()}` } } });
    expect(stripped).toMatchObject({ categoryId: null, tagIds: [] });
    const original = (await revisionsOf('articles', article.id)).find((r) => r.version === 1)!;
    const restored = expectStatus<View>(await restore('articles', article.id, original.id, stripped.version), 200);
    expect(restored).toMatchObject({ categoryId: category.id, tagIds: [tag.id] });
    expect(restored.translations.lat).toMatchObject({ title: 'Ručni naslov', overrides: ['title'] });
  });

  it('work for every content type', async () => {
    for (const [path, payload] of [
      ['categories', categoryPayload()],
      ['tags', tagPayload()],
      ['menu-items', menuItemPayload({ type: 'url', url: 'https://example.org/' })],
    ] as const) {
      const item = await createItem(t, path, payload);
      const moved = await updateItem(t, path, item.id, { ...payload, status: 'archived' });
      const [, first] = await revisionsOf(path, item.id);
      const restored = expectStatus<View>(await restore(path, item.id, first!.id, moved.version), 200);
      expect(restored).toMatchObject({ status: 'published', version: 3 });
      expect(await revisionsOf(path, item.id)).toHaveLength(3);
    }
  });

  it('go away with their item, and a revision of another item is not found', async () => {
    const one = await createItem(t, 'tags', tagPayload());
    const other = await createItem(t, 'tags', tagPayload());
    const [revision] = await revisionsOf('tags', one.id);
    expectError(await adminGet(t, `tags/${other.id}/revisions/${revision!.id}`), 404, 'NOT_FOUND');
    expectError(await restore('tags', other.id, revision!.id, other.version), 404, 'NOT_FOUND');
    expectStatus(await deleteItem(t, 'tags', one.id), 204);
    expectError(await adminGet(t, `tags/${one.id}/revisions`), 404, 'NOT_FOUND');
    const left = await t.ctx.db.selectFrom('revisions').select('id').where('entity_type', '=', 'tag').where('entity_id', '=', one.id).execute();
    expect(left).toEqual([]);
  });
});

describe('version checks', () => {
  it('refuse a stale save with 409 VERSION_CONFLICT and the current version, changing nothing', async () => {
    const input = articlePayload();
    const article = await createItem(t, 'articles', input);
    const theirs = await updateItem(t, 'articles', article.id, withTitle(input, `Њихова измена ${unique()}`));
    const mine = await putItem(t, 'articles', article.id, { ...withTitle(input, `Моја измена ${unique()}`), version: article.version });
    const error = expectError(mine, 409, 'VERSION_CONFLICT');
    expect(error.details).toEqual({ currentVersion: 2 });
    expect(await adminView(t, 'articles', article.id)).toEqual(theirs);
    expect(await revisionsOf('articles', article.id)).toHaveLength(2);
  });

  it('let exactly one of several saves of the same version win', async () => {
    const input = tagPayload();
    const tag = await createItem(t, 'tags', input);
    const saves = Array.from({ length: 4 }, (_, i) => putItem(t, 'tags', tag.id, { ...input, version: tag.version, translations: { sr: { name: `Истовремено ${i} ${unique()}` } } }));
    const responses = await Promise.all(saves);
    const winners = responses.filter((response) => response.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const loser of responses.filter((response) => response.statusCode !== 200)) {
      expect(expectError(loser, 409, 'VERSION_CONFLICT').details).toEqual({ currentVersion: 2 });
    }
    expect(await adminView(t, 'tags', tag.id)).toEqual(winners[0]!.json());
    expect(await revisionsOf('tags', tag.id)).toHaveLength(2);
  });

  it('refuse a stale restore the same way', async () => {
    const input = tagPayload();
    const tag = await createItem(t, 'tags', input);
    const current = await updateItem(t, 'tags', tag.id, { ...input, status: 'draft' });
    const [, first] = await revisionsOf('tags', tag.id);
    const error = expectError(await restore('tags', tag.id, first!.id, tag.version), 409, 'VERSION_CONFLICT');
    expect(error.details).toEqual({ currentVersion: current.version });
    expect(await adminView(t, 'tags', tag.id)).toEqual(current);
  });

  it('require a version on update', async () => {
    const input = tagPayload();
    const tag = await createItem(t, 'tags', input);
    const error = expectError(await putItem(t, 'tags', tag.id, input), 400, 'VALIDATION_FAILED');
    expect(error.details?.fields).toHaveProperty('version');
  });

  it('roll back the whole save when a late step fails: no new version, no revision', async () => {
    const owner = await createItem(t, 'articles', articlePayload());
    const input = articlePayload();
    const article = await createItem(t, 'articles', input);
    const translations = input.translations as { sr: object; en: object };
    const clash = { ...input, version: article.version, translations: { sr: { ...translations.sr, title: `Нови ${unique()}` }, en: { ...translations.en, slug: owner.translations.en!.slug } } };
    expectError(await putItem(t, 'articles', article.id, clash), 409, 'SLUG_TAKEN');
    expect(await adminView(t, 'articles', article.id)).toEqual(article);
    expect(await revisionsOf('articles', article.id)).toHaveLength(1);
  });
});
