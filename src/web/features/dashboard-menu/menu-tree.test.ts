import { describe, expect, it } from 'vitest';
import {
  appendNode,
  canDrop,
  canIndent,
  canMoveDown,
  canMoveUp,
  canOutdent,
  dropNode,
  dropPlacementAt,
  findTooDeep,
  fromPlacements,
  heightOf,
  indent,
  isSameOrder,
  locate,
  moveDown,
  moveUp,
  outdent,
  toPlacements,
  updateNode,
  withoutNode,
} from './menu-tree.js';

interface Node {
  id: number;
  label: string;
  children: Node[];
}

const n = (id: number, ...children: Node[]): Node => ({ id, label: `item ${id}`, children });

/** The tree's shape as text, e.g. "1 2(3 4) 5", to compare at a glance. */
function shape(nodes: Node[]): string {
  return nodes.map((node) => (node.children.length ? `${node.id}(${shape(node.children)})` : String(node.id))).join(' ');
}

// 1, 2 with children 3 and 4, 5
const tree = () => [n(1), n(2, n(3), n(4)), n(5)];

describe('menu tree: flat list and tree', () => {
  it('flattens to parents and positions in reading order', () => {
    expect(toPlacements(tree()).map(({ id, parentId, position }) => [id, parentId, position])).toEqual([
      [1, null, 0],
      [2, null, 1],
      [3, 2, 0],
      [4, 2, 1],
      [5, null, 2],
    ]);
  });

  it('builds the tree back from placements in any order, ties by id', () => {
    const flat = toPlacements(tree()).map(({ id, parentId, position }) => ({ id, parentId, position, label: `item ${id}` }));
    expect(shape(fromPlacements([...flat].reverse()))).toBe('1 2(3 4) 5');
    const ties = [9, 8].map((id) => ({ id, parentId: null, position: 0, label: '' }));
    expect(shape(fromPlacements([...ties, { id: 7, parentId: 42, position: 0, label: '' }]))).toBe('7 8 9');
  });

  it('locates a node with its parent, index and depth', () => {
    const at = locate(tree(), 4)!;
    expect({ parentId: at.parentId, index: at.index, count: at.siblings.length, depth: at.depth }).toEqual({ parentId: 2, index: 1, count: 2, depth: 2 });
    expect(locate(tree(), 99)).toBeNull();
    expect(heightOf(tree()[1]!)).toBe(2);
  });

  it('compares orders, not data', () => {
    const relabelled = updateNode(tree(), 3, (node) => ({ ...node, label: 'new' }));
    expect(locate(relabelled, 3)!.node.label).toBe('new');
    expect(isSameOrder(tree(), relabelled)).toBe(true);
    expect(isSameOrder(tree(), moveDown(tree(), 1))).toBe(false);
  });
});

describe('menu tree: moves by buttons', () => {
  it('moves up and down among siblings only', () => {
    expect(shape(moveUp(tree(), 5))).toBe('1 5 2(3 4)');
    expect(shape(moveDown(tree(), 3))).toBe('1 2(4 3) 5');
    expect(canMoveUp(tree(), 1)).toBe(false);
    expect(canMoveUp(tree(), 3)).toBe(false);
    expect(canMoveDown(tree(), 4)).toBe(false);
    expect(canMoveDown(tree(), 5)).toBe(false);
    expect(shape(moveUp(tree(), 1))).toBe(shape(tree()));
  });

  it('indents under the previous sibling, as its last child', () => {
    expect(shape(indent(tree(), 5, 2))).toBe('1 2(3 4 5)');
    expect(shape(indent(tree(), 2, 3))).toBe('1(2(3 4)) 5');
    expect(canIndent(tree(), 1, 2)).toBe(false);
  });

  it('does not indent beyond the depth limit, counting the children that move along', () => {
    expect(canIndent(tree(), 2, 2)).toBe(false);
    expect(shape(indent(tree(), 2, 2))).toBe(shape(tree()));
    expect(canIndent(tree(), 4, 2)).toBe(false);
    expect(canIndent(tree(), 4, 3)).toBe(true);
  });

  it('outdents to right after the parent', () => {
    expect(shape(outdent(tree(), 3))).toBe('1 2(4) 3 5');
    expect(canOutdent(tree(), 3)).toBe(true);
    expect(canOutdent(tree(), 2)).toBe(false);
    expect(shape(outdent(tree(), 1))).toBe(shape(tree()));
  });

  it('leaves the tree it was given alone', () => {
    const original = tree();
    const before = JSON.stringify(original);
    moveUp(original, 5);
    indent(original, 5, 2);
    outdent(original, 3);
    dropNode(original, 1, 3, 'after', 2);
    expect(JSON.stringify(original)).toBe(before);
  });
});

describe('menu tree: drag and drop', () => {
  it('drops before, after and inside', () => {
    expect(shape(dropNode(tree(), 5, 1, 'before', 2))).toBe('5 1 2(3 4)');
    expect(shape(dropNode(tree(), 1, 3, 'after', 2))).toBe('2(3 1 4) 5');
    expect(shape(dropNode(tree(), 1, 5, 'inside', 2))).toBe('2(3 4) 5(1)');
    expect(shape(dropNode(tree(), 3, 5, 'after', 2))).toBe('1 2(4) 5 3');
  });

  it('refuses a drop on or under the dragged node and beyond the depth limit', () => {
    expect(canDrop(tree(), 2, 2, 'after', 2)).toBe(false);
    expect(canDrop(tree(), 2, 3, 'before', 3)).toBe(false);
    expect(canDrop(tree(), 2, 1, 'inside', 2)).toBe(false);
    expect(canDrop(tree(), 2, 1, 'inside', 3)).toBe(true);
    expect(canDrop(tree(), 1, 3, 'inside', 2)).toBe(false);
    expect(canDrop(tree(), 1, 3, 'after', 2)).toBe(true);
    expect(shape(dropNode(tree(), 2, 3, 'after', 3))).toBe(shape(tree()));
  });

  it('reads the drop place from the pointer height', () => {
    expect(dropPlacementAt(2, 40, true)).toBe('before');
    expect(dropPlacementAt(20, 40, true)).toBe('inside');
    expect(dropPlacementAt(38, 40, true)).toBe('after');
    expect(dropPlacementAt(15, 40, false)).toBe('before');
    expect(dropPlacementAt(25, 40, false)).toBe('after');
    expect(dropPlacementAt(0, 0, true)).toBe('before');
  });
});

describe('menu tree: items added, deleted, too deep', () => {
  it('adds at the end and removes with descendants', () => {
    expect(shape(appendNode(tree(), n(6)))).toBe('1 2(3 4) 5 6');
    expect(shape(withoutNode(tree(), 2))).toBe('1 5');
    expect(shape(withoutNode(tree(), 4))).toBe('1 2(3) 5');
  });

  it('finds nodes deeper than the limit', () => {
    expect(findTooDeep([n(1, n(2, n(3, n(4))))], 2)).toEqual([3, 4]);
    expect(findTooDeep(tree(), 2)).toEqual([]);
  });
});
