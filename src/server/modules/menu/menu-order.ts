import type { MenuPlacement } from './menu-tree.schema.js';

/** An item's stored place, as the reorder compares it with the requested one. */
export interface StoredPlacement {
  id: number;
  parentId: number | null;
  position: number;
  version: number;
}

/** Field messages keyed like the request (`items.3.parentId`), for a 400 answer. */
export type FieldProblems = Record<string, string>;

export function findDuplicateIds(items: readonly MenuPlacement[]): number[] {
  const seen = new Set<number>();
  const duplicates = new Set<number>();
  for (const item of items) {
    if (seen.has(item.id)) duplicates.add(item.id);
    seen.add(item.id);
  }
  return [...duplicates];
}

/**
 * Positions renumbered 0, 1, 2… within each parent, in the order the request gives them (ties
 * keep the request's order), so stored positions stay dense whatever numbers the client sent.
 */
export function normalizePositions(items: readonly MenuPlacement[]): MenuPlacement[] {
  const byParent = new Map<number | null, { item: MenuPlacement; index: number }[]>();
  items.forEach((item, index) => byParent.set(item.parentId, [...(byParent.get(item.parentId) ?? []), { item, index }]));
  const positions = new Map<number, number>();
  for (const siblings of byParent.values()) {
    siblings.sort((a, b) => a.item.position - b.item.position || a.index - b.index);
    siblings.forEach(({ item }, position) => positions.set(item.id, position));
  }
  return items.map((item) => ({ ...item, position: positions.get(item.id)! }));
}

/**
 * What is wrong with the tree the items describe: a parent that is not in this menu, an item
 * under itself (directly or through its children), or nesting deeper than `depthMax` levels.
 * Every item of the menu must be in `items`, so the walk up from each item is complete.
 */
export function findStructureProblems(items: readonly MenuPlacement[], depthMax: number): FieldProblems {
  const parentOf = new Map(items.map((item) => [item.id, item.parentId]));
  const problems: FieldProblems = {};
  items.forEach((item, index) => {
    const field = `items.${index}.parentId`;
    if (item.parentId !== null && !parentOf.has(item.parentId)) {
      problems[field] = 'The parent is not an item of this menu';
      return;
    }
    const seen = new Set<number>([item.id]);
    let depth = 1;
    for (let current = item.parentId; current !== null; current = parentOf.get(current) ?? null) {
      if (seen.has(current)) {
        problems[field] = 'An item cannot be placed under itself or its own child';
        return;
      }
      seen.add(current);
      depth++;
    }
    if (depth > depthMax) problems[field] = `Menus show at most ${depthMax} levels`;
  });
  return problems;
}

/** The requested placements that differ from the stored ones (only these are written). */
export function changedPlacements(items: readonly MenuPlacement[], stored: ReadonlyMap<number, StoredPlacement>): MenuPlacement[] {
  return items.filter((item) => {
    const current = stored.get(item.id);
    return !current || current.parentId !== item.parentId || current.position !== item.position;
  });
}

/** Items the request would move although someone saved them after the editor's screen loaded. */
export function stalePlacements(changed: readonly MenuPlacement[], stored: ReadonlyMap<number, StoredPlacement>): number[] {
  return changed.filter((item) => stored.get(item.id)?.version !== item.version).map((item) => item.id);
}
