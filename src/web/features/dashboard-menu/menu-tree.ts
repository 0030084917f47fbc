/**
 * Pure operations on a menu tree as the editor changes it: every function returns a new tree and
 * leaves the one it got alone, so React state and "is there anything to save" stay simple.
 * Depth counts levels: top-level items are at depth 1.
 */

export interface TreeNode<T> {
  id: number;
  children: T[];
}

/** An item's place in the tree, as the server stores it. */
export interface Placement {
  id: number;
  parentId: number | null;
  position: number;
}

export type DropPlacement = 'before' | 'after' | 'inside';

/** Where a node is: its parent, its index among its siblings, how many siblings, its depth. */
export interface Location<T> {
  node: T;
  parentId: number | null;
  index: number;
  siblings: T[];
  depth: number;
}

export function locate<T extends TreeNode<T>>(nodes: T[], id: number, parentId: number | null = null, depth = 1): Location<T> | null {
  for (const [index, node] of nodes.entries()) {
    if (node.id === id) return { node, parentId, index, siblings: nodes, depth };
    const inner = locate(node.children, id, node.id, depth + 1);
    if (inner) return inner;
  }
  return null;
}

export function findNode<T extends TreeNode<T>>(nodes: T[], id: number): T | null {
  return locate(nodes, id)?.node ?? null;
}

/** Levels a node takes with its descendants: 1 for a leaf. */
export function heightOf<T extends TreeNode<T>>(node: T): number {
  return 1 + Math.max(0, ...node.children.map((child) => heightOf(child)));
}

/** Whether `id` is `ancestorId` or lies under it. */
export function isWithin<T extends TreeNode<T>>(nodes: T[], id: number, ancestorId: number): boolean {
  const ancestor = findNode(nodes, ancestorId);
  return ancestor !== null && (ancestor.id === id || findNode(ancestor.children, id) !== null);
}

/** Tree → the flat list the server stores: each node's parent and its index among its siblings, in reading order. */
export function toPlacements<T extends TreeNode<T>>(nodes: T[], parentId: number | null = null): (Placement & { node: T })[] {
  return nodes.flatMap((node, position) => [{ id: node.id, parentId, position, node }, ...toPlacements(node.children, node.id)]);
}

/** A flat item placed in a tree. */
export type Nested<P> = P & { children: Nested<P>[] };

/**
 * Flat list → tree: children under their parents, siblings by position (then id, as the server
 * orders them); an item whose parent is not in the list becomes a top-level item.
 */
export function fromPlacements<P extends Placement>(items: readonly P[]): Nested<P>[] {
  const nodes = new Map<number, Nested<P>>(items.map((item) => [item.id, { ...item, children: [] }]));
  const sorted = [...nodes.values()].sort((a, b) => a.position - b.position || a.id - b.id);
  const roots: Nested<P>[] = [];
  for (const node of sorted) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent && parent !== node ? parent.children : roots).push(node);
  }
  return roots;
}

/** Whether two trees put every item under the same parent at the same position. */
export function isSameOrder<T extends TreeNode<T>>(a: T[], b: T[]): boolean {
  const key = (nodes: T[]) => toPlacements(nodes).map((p) => `${p.id}:${p.parentId}:${p.position}`).join(',');
  return key(a) === key(b);
}

/** Ids of nodes deeper than `depthMax` (only data saved by other means can have them). */
export function findTooDeep<T extends TreeNode<T>>(nodes: T[], depthMax: number, depth = 1): number[] {
  return nodes.flatMap((node) => [...(depth > depthMax ? [node.id] : []), ...findTooDeep(node.children, depthMax, depth + 1)]);
}

function removeNode<T extends TreeNode<T>>(nodes: T[], id: number): T[] {
  return nodes.filter((node) => node.id !== id).map((node) => ({ ...node, children: removeNode(node.children, id) }));
}

function insertNode<T extends TreeNode<T>>(nodes: T[], parentId: number | null, index: number, inserted: T): T[] {
  if (parentId === null) return [...nodes.slice(0, index), inserted, ...nodes.slice(index)];
  return nodes.map((node) =>
    node.id === parentId
      ? { ...node, children: [...node.children.slice(0, index), inserted, ...node.children.slice(index)] }
      : { ...node, children: insertNode(node.children, parentId, index, inserted) },
  );
}

/** Puts node `id` under `parentId` at `index` of the siblings it will have once it is taken out. */
function moveNode<T extends TreeNode<T>>(nodes: T[], id: number, parentId: number | null, index: number): T[] {
  const node = findNode(nodes, id);
  return node ? insertNode(removeNode(nodes, id), parentId, index, node) : nodes;
}

/** Whether a node with its descendants fits when it starts at `depth`. */
const fits = <T extends TreeNode<T>>(node: T, depth: number, depthMax: number) => depth + heightOf(node) - 1 <= depthMax;

export function canMoveUp<T extends TreeNode<T>>(nodes: T[], id: number): boolean {
  return (locate(nodes, id)?.index ?? 0) > 0;
}

export function canMoveDown<T extends TreeNode<T>>(nodes: T[], id: number): boolean {
  const at = locate(nodes, id);
  return at !== null && at.index < at.siblings.length - 1;
}

/** Indenting puts a node under its previous sibling, as that sibling's last child. */
export function canIndent<T extends TreeNode<T>>(nodes: T[], id: number, depthMax: number): boolean {
  const at = locate(nodes, id);
  return at !== null && at.index > 0 && fits(at.node, at.depth + 1, depthMax);
}

export function canOutdent<T extends TreeNode<T>>(nodes: T[], id: number): boolean {
  return (locate(nodes, id)?.parentId ?? null) !== null;
}

export function moveUp<T extends TreeNode<T>>(nodes: T[], id: number): T[] {
  const at = locate(nodes, id);
  return at && at.index > 0 ? moveNode(nodes, id, at.parentId, at.index - 1) : nodes;
}

export function moveDown<T extends TreeNode<T>>(nodes: T[], id: number): T[] {
  const at = locate(nodes, id);
  return at && at.index < at.siblings.length - 1 ? moveNode(nodes, id, at.parentId, at.index + 1) : nodes;
}

export function indent<T extends TreeNode<T>>(nodes: T[], id: number, depthMax: number): T[] {
  const at = locate(nodes, id);
  if (!at || !canIndent(nodes, id, depthMax)) return nodes;
  const newParent = at.siblings[at.index - 1]!;
  return moveNode(nodes, id, newParent.id, newParent.children.length);
}

/** Outdenting puts a node right after its parent, on the parent's level. */
export function outdent<T extends TreeNode<T>>(nodes: T[], id: number): T[] {
  const at = locate(nodes, id);
  if (!at || at.parentId === null) return nodes;
  const parent = locate(nodes, at.parentId)!;
  return moveNode(nodes, id, parent.parentId, parent.index + 1);
}

/**
 * Whether node `id` may be dropped before, after or inside `targetId`: never on or under itself,
 * and not so that it (with its descendants) would go deeper than `depthMax`.
 */
export function canDrop<T extends TreeNode<T>>(nodes: T[], id: number, targetId: number, placement: DropPlacement, depthMax: number): boolean {
  const dragged = locate(nodes, id);
  const target = locate(nodes, targetId);
  if (!dragged || !target || isWithin(nodes, targetId, id)) return false;
  return fits(dragged.node, placement === 'inside' ? target.depth + 1 : target.depth, depthMax);
}

/** Drops node `id` before or after `targetId` (as its sibling) or inside it (as its last child). */
export function dropNode<T extends TreeNode<T>>(nodes: T[], id: number, targetId: number, placement: DropPlacement, depthMax: number): T[] {
  if (!canDrop(nodes, id, targetId, placement, depthMax)) return nodes;
  const node = findNode(nodes, id)!;
  const rest = removeNode(nodes, id);
  const target = locate(rest, targetId)!;
  if (placement === 'inside') return insertNode(rest, targetId, target.node.children.length, node);
  return insertNode(rest, target.parentId, placement === 'before' ? target.index : target.index + 1, node);
}

/**
 * Where a drop lands from the pointer's height over the row it is over: the upper quarter means
 * before, the lower quarter after, the middle inside (or the nearer edge where nesting is not allowed).
 */
export function dropPlacementAt(offsetY: number, height: number, canNest: boolean): DropPlacement {
  const ratio = height > 0 ? offsetY / height : 0;
  if (canNest && ratio > 0.25 && ratio < 0.75) return 'inside';
  return ratio < 0.5 ? 'before' : 'after';
}

/** Adds a node at the end of the top level (a new item). */
export function appendNode<T extends TreeNode<T>>(nodes: T[], node: T): T[] {
  return [...nodes, node];
}

/** Takes a node and its descendants out (a deleted item). */
export function withoutNode<T extends TreeNode<T>>(nodes: T[], id: number): T[] {
  return removeNode(nodes, id);
}

/** Replaces one node's own data, keeping its place and children. */
export function updateNode<T extends TreeNode<T>>(nodes: T[], id: number, update: (node: T) => T): T[] {
  return nodes.map((node) => (node.id === id ? { ...update(node), children: node.children } : { ...node, children: updateNode(node.children, id, update) }));
}
