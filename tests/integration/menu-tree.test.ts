import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_DEPTH_MAX } from '../../src/server/modules/menu/menu-tree.schema.js';
import { type MenuEditorNode, type MenuName, orderRequest } from '../../src/web/features/dashboard-menu/menu-api.js';
import { dropNode, indent, moveDown, moveUp, outdent, toPlacements } from '../../src/web/features/dashboard-menu/menu-tree.js';
import {
  adminGet,
  createItem,
  deleteItem,
  expectError,
  menuItemPayload,
  pagePayload,
  publicGet,
  publicJson,
  updateItem,
} from './support/factories.js';
import { type SiteApp, getPage, startSiteApp } from './support/site-app.js';
import { type TestApp, bearer, expectStatus } from './support/test-app.js';

let site: SiteApp;
let t: TestApp;
beforeAll(async () => {
  site = await startSiteApp();
  t = site.t;
});
afterAll(() => site.close());

interface AdminTree {
  menu: MenuName;
  depthMax: number;
  items: MenuEditorNode[];
}
interface PublicNode {
  id: number;
  label: string;
  children: PublicNode[];
}

const route = { type: 'route', route: 'files' };

async function adminTree(menu: MenuName): Promise<AdminTree> {
  return expectStatus<AdminTree>(await adminGet(t, `menu-items/tree?menu=${menu}`), 200);
}

function putTree(body: unknown, token = t.tokens.editor): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'PUT', url: '/api/admin/menu-items/tree', headers: bearer(token), payload: body as Record<string, unknown> });
}

async function saveTree(menu: MenuName, tree: MenuEditorNode[]): Promise<AdminTree> {
  return expectStatus<AdminTree>(await putTree(orderRequest(menu, tree)), 200);
}

/** Ids in reading order with their nesting, e.g. "3 4(5 6) 7". */
function shape(nodes: { id: number; children: { id: number }[] }[]): string {
  return nodes.map((node) => (node.children.length ? `${node.id}(${shape(node.children as never)})` : String(node.id))).join(' ');
}

async function publicShape(menu: MenuName, lang?: string): Promise<string> {
  return shape((await publicJson<{ items: PublicNode[] }>(t, `menu-items?menu=${menu}`, lang)).items);
}

/** Three fresh top-level items at the end of `menu`, the second with two sub-items. */
async function addItems(menu: MenuName) {
  const before = await adminTree(menu);
  const start = before.items.length;
  const a = await createItem(t, 'menu-items', menuItemPayload(route, { menu, position: start }));
  const b = await createItem(t, 'menu-items', menuItemPayload(route, { menu, position: start + 1 }));
  const b1 = await createItem(t, 'menu-items', menuItemPayload(route, { menu, parentId: b.id, position: 0 }));
  const b2 = await createItem(t, 'menu-items', menuItemPayload({ type: 'none' }, { menu, parentId: b.id, position: 1, status: 'draft' }));
  const c = await createItem(t, 'menu-items', menuItemPayload(route, { menu, position: start + 2 }));
  return { a: a.id, b: b.id, b1: b1.id, b2: b2.id, c: c.id, prefix: shape(before.items) };
}

const withPrefix = (prefix: string, rest: string) => (prefix ? `${prefix} ${rest}` : rest);

async function revisionCount(id: number): Promise<number> {
  return expectStatus<{ items: unknown[] }>(await adminGet(t, `menu-items/${id}/revisions`), 200).items.length;
}

describe('admin menu tree', () => {
  it('gives the whole tree of a menu with every status, label and target', async () => {
    const page = await createItem(t, 'pages', pagePayload({ status: 'draft' }));
    const ids = await addItems('main');
    const toPage = await createItem(t, 'menu-items', menuItemPayload({ type: 'page', id: page.id }, { menu: 'main', parentId: ids.c }));
    const tree = await adminTree('main');
    expect(tree.depthMax).toBe(MENU_DEPTH_MAX);
    expect(shape(tree.items)).toBe(withPrefix(ids.prefix, `${ids.a} ${ids.b}(${ids.b1} ${ids.b2}) ${ids.c}(${toPage.id})`));
    const b2 = tree.items.find((node) => node.id === ids.b)!.children[1]!;
    expect(b2).toMatchObject({ id: ids.b2, parentId: ids.b, position: 1, version: 1, status: 'draft', target: { type: 'none' }, isTargetPublic: true });
    expect(b2.labels.sr).toMatch(/^Ставка /);
    expect(b2.labels.lat).toMatch(/^Stavka /);
    expect(b2.labels.en).toMatch(/^Item /);
    const pageNode = tree.items.find((node) => node.id === ids.c)!.children[0]!;
    expect(pageNode).toMatchObject({ target: { type: 'page', id: page.id }, targetTitle: page.translations.sr!.title, isTargetPublic: false });

    // The public menu leaves out drafts and unpublished targets; the admin tree shows them.
    expect(await publicShape('main')).toBe(withPrefix(ids.prefix, `${ids.a} ${ids.b}(${ids.b1}) ${ids.c}`));
  });

  it('is for signed-in editors only and checks its query', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/menu-items/tree?menu=main' }), 401, 'UNAUTHORIZED');
    expectError(await adminGet(t, 'menu-items/tree?menu=sidebar'), 400, 'VALIDATION_FAILED');
    expectError(await t.app.inject({ method: 'PUT', url: '/api/admin/menu-items/tree', payload: { menu: 'main', items: [] } }), 401, 'UNAUTHORIZED');
    expect(await adminTree('footer')).toMatchObject({ menu: 'footer' });
  });
});

describe('saving a menu order', () => {
  it('moves and nests items at once, writing a version and a revision only for the items that moved', async () => {
    const ids = await addItems('footer');
    const tree = await adminTree('footer');
    const revisionsBefore = await revisionCount(ids.a);
    const untouched = await revisionCount(ids.b);
    // The editor's own operations: c up above b, a down and under c, b2 out of b and dragged back before b1.
    let next = moveUp(tree.items, ids.c);
    next = moveDown(next, ids.a);
    next = indent(next, ids.a, MENU_DEPTH_MAX);
    next = outdent(next, ids.b2);
    expect(shape(next)).toBe(withPrefix(ids.prefix, `${ids.c}(${ids.a}) ${ids.b}(${ids.b1}) ${ids.b2}`));
    next = dropNode(next, ids.b2, ids.b1, 'before', MENU_DEPTH_MAX);

    const saved = await saveTree('footer', next);
    const expected = withPrefix(ids.prefix, `${ids.c}(${ids.a}) ${ids.b}(${ids.b2} ${ids.b1})`);
    expect(shape(saved.items)).toBe(expected);
    expect(shape((await adminTree('footer')).items)).toBe(expected);
    expect(toPlacements(saved.items).map(({ position }) => position)).toEqual(toPlacements(next).map(({ position }) => position));

    const versions = new Map(toPlacements(saved.items).map(({ id, node }) => [id, node.version]));
    expect(versions.get(ids.a)).toBe(2);
    expect(versions.get(ids.b)).toBe(1);
    expect(await revisionCount(ids.a)).toBe(revisionsBefore + 1);
    expect(await revisionCount(ids.b)).toBe(untouched);

    // The public menu (what the header and footer read) shows the new order at once.
    expect(await publicShape('footer')).toBe(withPrefix(ids.prefix, `${ids.c}(${ids.a}) ${ids.b}(${ids.b1})`));
  });

  it('shows the new order in the next page load and never answers an old ETag with 304', async () => {
    const ids = await addItems('main');
    const before = await publicGet(t, 'menu-items?menu=main', '/en');
    const etag = String(before.headers.etag);
    expect(before.headers['cache-control']).toMatch(/max-age=/);

    await saveTree('main', moveUp((await adminTree('main')).items, ids.c));
    const after = await t.app.inject({ method: 'GET', url: '/api/menu-items?menu=main', headers: { lang: '/en', 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    const order = shape(after.json<{ items: PublicNode[] }>().items);
    expect(order).toContain(`${ids.a} ${ids.c} ${ids.b}`);

    // A fresh load of the portal carries the menu in the page itself, read when the page is made.
    const { response, head } = await getPage(site.app, '/en');
    expect(response.headers['cache-control']).toBe('no-cache');
    const inlined = head.initialData!.responses['/api/menu-items?menu=main'] as { items: PublicNode[] };
    expect(shape(inlined.items)).toBe(order);
  });

  it('refuses the whole order when an item it moves was saved by someone else meanwhile, naming it', async () => {
    const ids = await addItems('footer');
    const stale = await adminTree('footer');
    await updateItem(t, 'menu-items', ids.c, menuItemPayload(route, { menu: 'footer', position: 0 }));
    const error = expectError(await putTree(orderRequest('footer', moveUp(moveUp(stale.items, ids.c), ids.a))), 409, 'VERSION_CONFLICT');
    expect(error.details).toEqual({ stale: [ids.c], added: [] });
    expect(error.message).toMatch(/Ставка /);
    // Nothing was written: the first move was not kept either.
    const current = await adminTree('footer');
    expect(toPlacements(current.items).find((p) => p.id === ids.a)!.node.version).toBe(1);
  });

  it('lets only one of two reorders made from the same menu win, even when they move different items', async () => {
    const ids = await addItems('footer');
    const loaded = await adminTree('footer');
    // One swaps the sub-items of b, the other moves a to the end: no item in common.
    const first = orderRequest('footer', moveDown(loaded.items, ids.b1));
    const second = orderRequest('footer', moveDown(moveDown(loaded.items, ids.a), ids.a));
    const responses = await Promise.all([putTree(first), putTree(second)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = responses[0]!.statusCode === 200 ? first : second;
    expect(orderRequest('footer', (await adminTree('footer')).items).items.map(({ id, parentId, position }) => ({ id, parentId, position }))).toEqual(
      winner.items.map(({ id, parentId, position }) => ({ id, parentId, position })),
    );
  });

  it('does not mind items saved meanwhile that it leaves where they are', async () => {
    const ids = await addItems('footer');
    const loaded = await adminTree('footer');
    const b1 = toPlacements(loaded.items).find((p) => p.id === ids.b1)!.node;
    await updateItem(t, 'menu-items', ids.b1, menuItemPayload(route, { menu: 'footer', parentId: ids.b, position: b1.position }));
    const saved = await saveTree('footer', moveDown(loaded.items, ids.a));
    expect(shape(saved.items)).toContain(`${ids.b}(${ids.b1} ${ids.b2}) ${ids.a} ${ids.c}`);
  });

  it('refuses an order made before items were added or deleted', async () => {
    const ids = await addItems('footer');
    const loaded = await adminTree('footer');
    const added = await createItem(t, 'menu-items', menuItemPayload(route, { menu: 'footer', position: 99 }));
    expect(expectError(await putTree(orderRequest('footer', loaded.items)), 409, 'VERSION_CONFLICT').details).toEqual({ stale: [], added: [added.id] });

    const withAdded = await adminTree('footer');
    expectStatus(await deleteItem(t, 'menu-items', ids.a), 204);
    expect(expectError(await putTree(orderRequest('footer', withAdded.items)), 409, 'VERSION_CONFLICT').details).toEqual({ stale: [ids.a], added: [] });
  });

  it('refuses items of the other menu, items listed twice, loops, unknown parents and nesting too deep', async () => {
    const ids = await addItems('main');
    const footerItem = await createItem(t, 'menu-items', menuItemPayload(route, { menu: 'footer', position: 99 }));
    const request = orderRequest('main', (await adminTree('main')).items);
    const itemIndex = (id: number) => request.items.findIndex((item) => item.id === id);
    const withItem = (id: number, change: Record<string, unknown>) => ({
      ...request,
      items: request.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
    });

    const other = expectError(await putTree({ ...request, items: [...request.items, { id: footerItem.id, parentId: null, position: 0, version: 1 }] }), 400, 'VALIDATION_FAILED');
    expect(other.details?.fields).toEqual({ [`items.${request.items.length}.id`]: 'This item belongs to the footer menu' });

    expectError(await putTree({ ...request, items: [...request.items, request.items[0]] }), 400, 'VALIDATION_FAILED');

    const loop = expectError(await putTree(withItem(ids.b, { parentId: ids.b1 })), 400, 'VALIDATION_FAILED');
    expect(loop.details?.fields).toHaveProperty([`items.${itemIndex(ids.b)}.parentId`], 'An item cannot be placed under itself or its own child');

    const unknown = expectError(await putTree(withItem(ids.a, { parentId: footerItem.id })), 400, 'VALIDATION_FAILED');
    expect(unknown.details?.fields).toEqual({ [`items.${itemIndex(ids.a)}.parentId`]: 'The parent is not an item of this menu' });

    const deep = expectError(await putTree(withItem(ids.b, { parentId: ids.a })), 400, 'VALIDATION_FAILED');
    expect(deep.details?.fields).toEqual({
      [`items.${itemIndex(ids.b1)}.parentId`]: `Menus show at most ${MENU_DEPTH_MAX} levels`,
      [`items.${itemIndex(ids.b2)}.parentId`]: `Menus show at most ${MENU_DEPTH_MAX} levels`,
    });

    expectError(await putTree({ menu: 'main', items: [{ id: ids.a, parentId: null, position: -1, version: 1 }] }), 400, 'VALIDATION_FAILED');
    expectError(await putTree({ menu: 'sidebar', items: [] }), 400, 'VALIDATION_FAILED');
    // None of that changed anything.
    expect(orderRequest('main', (await adminTree('main')).items)).toEqual(request);
  });

  it('renumbers positions within each parent in the order given', async () => {
    const ids = await addItems('main');
    const request = orderRequest('main', (await adminTree('main')).items);
    const spaced = { ...request, items: request.items.map((item) => (item.id === ids.a ? { ...item, position: 1000 } : { ...item, position: item.position * 10 })) };
    const saved = expectStatus<AdminTree>(await putTree(spaced), 200);
    const placements = toPlacements(saved.items);
    expect(placements.map((p) => p.node.position)).toEqual(placements.map((p) => p.position));
    expect(shape(saved.items).endsWith(`${ids.b}(${ids.b1} ${ids.b2}) ${ids.c} ${ids.a}`)).toBe(true);
  });
});
