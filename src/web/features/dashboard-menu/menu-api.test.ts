import { describe, expect, it } from 'vitest';
import { LAYOUT_REQUESTS } from '../../../common/initial-data.js';
import { MENUS } from '../../../common/schemas/content.js';
import { type MenuEditorNode, conflictIds, orderRequest, publicMenuPath, targetSearchPath } from './menu-api.js';

const node = (id: number, version: number, ...children: MenuEditorNode[]): MenuEditorNode => ({
  id,
  parentId: null,
  position: 0,
  version,
  status: 'published',
  publishedAt: null,
  target: { type: 'none' },
  targetTitle: null,
  isTargetPublic: true,
  labels: { sr: `ставка ${id}`, lat: `stavka ${id}`, en: null },
  children,
});

describe('menu editor API', () => {
  it('sends every item with its new parent, position and the version it was loaded at', () => {
    expect(orderRequest('footer', [node(5, 2), node(3, 7, node(9, 1))])).toEqual({
      menu: 'footer',
      items: [
        { id: 5, parentId: null, position: 0, version: 2 },
        { id: 3, parentId: null, position: 1, version: 7 },
        { id: 9, parentId: 3, position: 0, version: 1 },
      ],
    });
  });

  it('refreshes the very paths the portal layout requests', () => {
    for (const menu of MENUS) expect(LAYOUT_REQUESTS.map((request) => request.path)).toContain(publicMenuPath(menu));
  });

  it('searches targets by title in the admin lists', () => {
    expect(targetSearchPath('category', ' грађани ')).toBe('/api/admin/categories?limit=20&q=%D0%B3%D1%80%D0%B0%D1%92%D0%B0%D0%BD%D0%B8');
    expect(targetSearchPath('page', '')).toBe('/api/admin/pages?limit=20');
  });

  it('reads the items a conflict names', () => {
    expect(conflictIds({ stale: [3, 'x'], added: [8] })).toEqual([3, 8]);
    expect(conflictIds(undefined)).toEqual([]);
  });
});
