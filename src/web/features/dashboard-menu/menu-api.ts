import { menuRequest } from '../../../common/initial-data.js';
import type { ContentStatus } from '../../../common/schemas/common.js';
import type { MENUS, MENU_TARGET_TYPES, MenuTarget } from '../../../common/schemas/content.js';
import { type Placement, toPlacements } from './menu-tree.js';

export type MenuName = (typeof MENUS)[number];
export type EntityTargetType = (typeof MENU_TARGET_TYPES)[number];

/**
 * One item of GET /api/admin/menu-items/tree. It mirrors the server's AdminMenuNode
 * (src/server/modules/menu/menu-tree.schema.ts); tests/integration/menu-tree.test.ts checks that
 * the server answers this shape and accepts what orderRequest() builds from it.
 */
export interface MenuEditorNode {
  id: number;
  parentId: number | null;
  position: number;
  version: number;
  status: ContentStatus;
  publishedAt: string | null;
  target: MenuTarget;
  targetTitle: string | null;
  isTargetPublic: boolean;
  labels: { sr: string; lat: string; en: string | null };
  children: MenuEditorNode[];
}

export interface AdminMenuTree {
  menu: MenuName;
  /** Levels the server accepts (top level included). */
  depthMax: number;
  items: MenuEditorNode[];
}

/** PUT /api/admin/menu-items/tree: every item of the menu with its place and the version it was loaded at. */
export interface MenuOrderRequest {
  menu: MenuName;
  items: (Placement & { version: number })[];
}

/** The item as GET /api/admin/menu-items/:id gives it (the fields the editor reads). */
export interface MenuItemView {
  id: number;
  version: number;
  status: ContentStatus;
  menu: MenuName;
  parentId: number | null;
  position: number;
  target: MenuTarget;
  translations: {
    sr: { label: string } | null;
    lat: { label: string; overrides: string[] } | null;
    en: { label: string } | null;
  };
}

export const MENU_ITEMS_API = '/api/admin/menu-items';
export const MENU_TREE_API = `${MENU_ITEMS_API}/tree`;

/** How many items the target search offers at once. */
export const TARGET_SEARCH_LIMIT = 20;

const TARGET_SEGMENTS: Record<EntityTargetType, string> = { page: 'pages', category: 'categories', article: 'articles', presentation: 'presentations' };

export const menuTreePath = (menu: MenuName) => `${MENU_TREE_API}?menu=${menu}`;

export const menuItemPath = (id: number) => `${MENU_ITEMS_API}/${id}`;

/**
 * The public menu the portal's header and footer read (src/web/app/layout/use-menu.ts and the
 * server's LAYOUT_REQUESTS use the same path, so the dashboard can refresh that cache entry).
 */
export const publicMenuPath = (menu: MenuName) => menuRequest(menu).path;

/** Admin list of one target type, searched by title, for the target picker. */
export function targetSearchPath(type: EntityTargetType, query: string): string {
  const params = new URLSearchParams({ limit: String(TARGET_SEARCH_LIMIT) });
  if (query.trim()) params.set('q', query.trim());
  return `/api/admin/${TARGET_SEGMENTS[type]}?${params.toString()}`;
}

export function orderRequest(menu: MenuName, tree: MenuEditorNode[]): MenuOrderRequest {
  return { menu, items: toPlacements(tree).map(({ id, parentId, position, node }) => ({ id, parentId, position, version: node.version })) };
}

/** Ids a 409 of the order save names: items changed or deleted since, and items added since. */
export function conflictIds(details: Record<string, unknown> | undefined): number[] {
  const ids = (key: string) => (Array.isArray(details?.[key]) ? (details[key] as unknown[]).filter((id): id is number => typeof id === 'number') : []);
  return [...ids('stale'), ...ids('added')];
}
