import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Payload,
  adminPost,
  adminView,
  articlePayload,
  createItem,
  expectError,
  menuItemPayload,
  pagePayload,
  publicGet,
  publicJson,
  putItem,
  unique,
  updateItem,
} from './support/factories.js';
import { type TestApp, startTestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface MenuNode {
  id: number;
  label: string;
  target: Record<string, unknown>;
  children: MenuNode[];
}

async function menuTree(menu: 'main' | 'footer', lang?: string): Promise<MenuNode[]> {
  return (await publicJson<{ menu: string; items: MenuNode[] }>(t, `menu-items?menu=${menu}`, lang)).items;
}

function findNode(nodes: MenuNode[], id: number): MenuNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findNode(node.children, id);
    if (inner) return inner;
  }
  return undefined;
}

const route = { type: 'route', route: 'files' };

describe('menu items', () => {
  it('form a tree per menu, children in position order', async () => {
    const root = await createItem(t, 'menu-items', menuItemPayload(route));
    const second = await createItem(t, 'menu-items', menuItemPayload({ type: 'url', url: 'https://example.org/' }, { parentId: root.id, position: 2 }));
    const first = await createItem(t, 'menu-items', menuItemPayload(route, { parentId: root.id, position: 1 }));
    const grandchild = await createItem(t, 'menu-items', menuItemPayload({ type: 'none' }, { parentId: first.id }));
    const footer = await createItem(t, 'menu-items', menuItemPayload(route, { menu: 'footer' }));

    const main = await menuTree('main');
    const node = findNode(main, root.id)!;
    expect(main.map((n) => n.id)).toContain(root.id);
    expect(node.children.map((child) => child.id)).toEqual([first.id, second.id]);
    expect(node.children[0]!.children).toEqual([{ id: grandchild.id, label: grandchild.translations.sr!.label, target: { type: 'none' }, children: [] }]);
    expect(node.children[1]!.target).toEqual({ type: 'url', url: 'https://example.org/' });
    expect(findNode(main, footer.id)).toBeUndefined();
    expect(findNode(await menuTree('footer'), footer.id)).toMatchObject({ target: route });
    expect(await publicJson<MenuNode>(t, `menu-items/${first.id}`)).toMatchObject({ id: first.id, children: [{ id: grandchild.id }] });
    expectError(await publicGet(t, 'menu-items?menu=sidebar'), 400, 'VALIDATION_FAILED');
  });

  it('refuse a parent in another menu', async () => {
    const footerParent = await createItem(t, 'menu-items', menuItemPayload(route, { menu: 'footer' }));
    const error = expectError(await adminPost(t, 'menu-items', menuItemPayload(route, { menu: 'main', parentId: footerParent.id })), 400, 'VALIDATION_FAILED');
    expect(error.details?.fields).toHaveProperty('parentId');
    const unknown = expectError(await adminPost(t, 'menu-items', menuItemPayload(route, { parentId: 2_000_000 })), 400, 'VALIDATION_FAILED');
    expect(unknown.details?.fields).toHaveProperty('parentId');
  });

  it('refuse a loop and an item under itself, leaving the item as it was', async () => {
    const input = menuItemPayload(route);
    const top = await createItem(t, 'menu-items', input);
    const child = await createItem(t, 'menu-items', menuItemPayload(route, { parentId: top.id }));
    const grandchild = await createItem(t, 'menu-items', menuItemPayload(route, { parentId: child.id }));
    for (const parentId of [grandchild.id, top.id]) {
      const error = expectError(await putItem(t, 'menu-items', top.id, { ...input, parentId, version: top.version }), 400, 'VALIDATION_FAILED');
      expect(error.details?.fields).toHaveProperty('parentId');
    }
    expect(await adminView(t, 'menu-items', top.id)).toEqual(top);
    const moved = await updateItem(t, 'menu-items', grandchild.id, { ...menuItemPayload(route), parentId: top.id });
    expect(moved.parentId).toBe(top.id);
  });

  it('move to the other menu only without sub-items', async () => {
    const input = menuItemPayload(route);
    const parent = await createItem(t, 'menu-items', input);
    const child = await createItem(t, 'menu-items', menuItemPayload(route, { parentId: parent.id }));
    const error = expectError(await putItem(t, 'menu-items', parent.id, { ...input, menu: 'footer', version: parent.version }), 400, 'VALIDATION_FAILED');
    expect(error.details?.fields).toHaveProperty('menu');
    expect(await adminView(t, 'menu-items', parent.id)).toEqual(parent);

    const leaf = await updateItem(t, 'menu-items', child.id, { ...menuItemPayload(route), menu: 'footer' });
    expect(leaf).toMatchObject({ menu: 'footer', parentId: null });
    const moved = await updateItem(t, 'menu-items', parent.id, { ...input, menu: 'footer' });
    expect(moved.menu).toBe('footer');
    expect(findNode(await menuTree('footer'), parent.id)).toBeDefined();
  });

  it('leave out entries whose target is not published, with their children', async () => {
    const pageInput = pagePayload({ status: 'draft' });
    const page = await createItem(t, 'pages', pageInput);
    const article = await createItem(t, 'articles', articlePayload());
    const toPage = await createItem(t, 'menu-items', menuItemPayload({ type: 'page', id: page.id }));
    const below = await createItem(t, 'menu-items', menuItemPayload(route, { parentId: toPage.id }));
    const toArticle = await createItem(t, 'menu-items', menuItemPayload({ type: 'article', id: article.id }));

    const before = await menuTree('main');
    expect(findNode(before, toPage.id)).toBeUndefined();
    expect(findNode(before, below.id)).toBeUndefined();
    expectError(await publicGet(t, `menu-items/${toPage.id}`), 404, 'NOT_FOUND');
    expect(findNode(before, toArticle.id)!.target).toEqual({ type: 'article', id: article.id, slug: article.translations.sr!.slug });

    await updateItem(t, 'pages', page.id, { ...pageInput, status: 'published' });
    const after = await menuTree('main');
    expect(findNode(after, toPage.id)).toMatchObject({ target: { type: 'page', id: page.id, slug: page.translations.sr!.slug }, children: [{ id: below.id }] });
    await updateItem(t, 'articles', article.id, { ...articlePayload(), status: 'archived' });
    expect(findNode(await menuTree('main'), toArticle.id)).toBeUndefined();
  });

  it('have labels and target slugs in the locale', async () => {
    const page = await createItem(t, 'pages', pagePayload());
    const n = unique();
    const item = await createItem(t, 'menu-items', menuItemPayload({ type: 'page', id: page.id }, { translations: { sr: { label: `Њива ${n}` }, en: { label: `Field ${n}` } } }));
    const serbianOnly = await createItem(t, 'menu-items', menuItemPayload(route, { translations: { sr: { label: `Ђачки ${n}` } } }));
    const label = async (lang: string, id: number) => findNode(await menuTree('main', lang), id);
    expect(await label('/sr', item.id)).toMatchObject({ label: `Њива ${n}`, target: { slug: page.translations.sr!.slug } });
    expect(await label('/lat', item.id)).toMatchObject({ label: `Njiva ${n}`, target: { slug: page.translations.lat!.slug } });
    expect(await label('/en', item.id)).toMatchObject({ label: `Field ${n}`, target: { slug: page.translations.en!.slug } });
    expect(await publicJson(t, `menu-items/${item.id}?locale=en`)).toMatchObject({ label: `Field ${n}` });
    expect(await label('/lat', serbianOnly.id)).toMatchObject({ label: `Đački ${n}` });
    expect(await label('/en', serbianOnly.id)).toMatchObject({ label: `Ђачки ${n}` });
  });

  it('refuse unknown targets and unsafe URLs', async () => {
    const bad: Payload[] = [
      { type: 'page', id: 2_000_000 },
      { type: 'url', url: 'javascript:alert(1)' },
      { type: 'route', route: 'admin' },
      { type: 'unknown' },
    ];
    for (const target of bad) expectError(await adminPost(t, 'menu-items', menuItemPayload(target)), 400, 'VALIDATION_FAILED');
  });

  it('refuse deleting an item that still has sub-items', async () => {
    const parent = await createItem(t, 'menu-items', menuItemPayload({ type: 'none' }, { menu: 'footer' }));
    const child = await createItem(t, 'menu-items', menuItemPayload(route, { menu: 'footer', parentId: parent.id }));
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/admin/menu-items/${parent.id}`, headers: { authorization: `Bearer ${t.tokens.editor}` } }), 409, 'IN_USE');
    expect((await adminView(t, 'menu-items', child.id)).id).toBe(child.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/menu-items/${child.id}`, headers: { authorization: `Bearer ${t.tokens.editor}` } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/menu-items/${parent.id}`, headers: { authorization: `Bearer ${t.tokens.editor}` } })).statusCode).toBe(204);
  });
});
