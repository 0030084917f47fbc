import { describe, expect, it } from 'vitest';
import { changedPlacements, findDuplicateIds, findStructureProblems, normalizePositions, stalePlacements } from './menu-order.js';

const place = (id: number, parentId: number | null, position: number, version = 1) => ({ id, parentId, position, version });

describe('menu order', () => {
  it('finds ids listed twice', () => {
    expect(findDuplicateIds([place(1, null, 0), place(2, null, 1), place(1, null, 2)])).toEqual([1]);
    expect(findDuplicateIds([place(1, null, 0), place(2, null, 1)])).toEqual([]);
  });

  it('renumbers positions per parent, ties in request order', () => {
    const items = [place(1, null, 10), place(2, null, 5), place(3, 2, 7), place(4, 2, 7), place(5, null, 5)];
    expect(normalizePositions(items).map((item) => [item.id, item.position])).toEqual([
      [1, 2],
      [2, 0],
      [3, 0],
      [4, 1],
      [5, 1],
    ]);
  });

  it('accepts a tree within the depth limit', () => {
    expect(findStructureProblems([place(1, null, 0), place(2, 1, 0), place(3, 1, 1), place(4, null, 1)], 2)).toEqual({});
  });

  it('names a parent outside the menu, a cycle and an item too deep by their request index', () => {
    expect(findStructureProblems([place(1, null, 0), place(2, 99, 0)], 2)).toEqual({ 'items.1.parentId': 'The parent is not an item of this menu' });
    const cycle = findStructureProblems([place(1, 2, 0), place(2, 1, 0), place(3, null, 0)], 5);
    expect(Object.keys(cycle).sort()).toEqual(['items.0.parentId', 'items.1.parentId']);
    expect(findStructureProblems([place(1, 1, 0)], 5)).toHaveProperty(['items.0.parentId'], 'An item cannot be placed under itself or its own child');
    expect(findStructureProblems([place(1, null, 0), place(2, 1, 0), place(3, 2, 0)], 2)).toEqual({ 'items.2.parentId': 'Menus show at most 2 levels' });
  });

  it('writes only moved items and refuses those saved by someone else meanwhile', () => {
    const stored = new Map([place(1, null, 0, 3), place(2, null, 1, 1), place(3, 2, 0, 7)].map((item) => [item.id, item]));
    const changed = changedPlacements([place(1, null, 1, 3), place(2, null, 0, 1), place(3, 2, 0, 6)], stored);
    expect(changed.map((item) => item.id)).toEqual([1, 2]);
    expect(stalePlacements(changed, stored)).toEqual([]);
    const moved = changedPlacements([place(1, null, 0, 3), place(2, null, 1, 1), place(3, null, 2, 6)], stored);
    expect(stalePlacements(moved, stored)).toEqual([3]);
  });
});
