import { describe, expect, it } from 'vitest';
import { appendNew, dropIndex, moveDown, moveItem, moveUp, removeAt } from './slide-order.js';

const slides = ['a', 'b', 'c', 'd'] as const;

describe('slide order', () => {
  it('moves an item forward and backward without changing the given list', () => {
    expect(moveItem(slides, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(slides, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(slides).toEqual(['a', 'b', 'c', 'd']);
  });

  it('clamps the target and ignores a source outside the list', () => {
    expect(moveItem(slides, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(slides, 2, -5)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveItem(slides, 7, 0)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('moves up and down by one, staying put at the ends', () => {
    expect(moveUp(slides, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveDown(slides, 2)).toEqual(['a', 'b', 'd', 'c']);
    expect(moveUp(slides, 0)).toEqual(['a', 'b', 'c', 'd']);
    expect(moveDown(slides, 3)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('removes one item by its index', () => {
    expect(removeAt(slides, 1)).toEqual(['a', 'c', 'd']);
    expect(removeAt(slides, 9)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops before an item in its upper half and after it in its lower half', () => {
    // Dragging 'a' (0) onto 'c' (2).
    expect(moveItem(slides, 0, dropIndex(0, 2, false))).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(slides, 0, dropIndex(0, 2, true))).toEqual(['b', 'c', 'a', 'd']);
    // Dragging 'd' (3) onto 'b' (1).
    expect(moveItem(slides, 3, dropIndex(3, 1, false))).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(slides, 3, dropIndex(3, 1, true))).toEqual(['a', 'b', 'd', 'c']);
    // Onto itself: no change.
    expect(moveItem(slides, 1, dropIndex(1, 1, false))).toEqual(['a', 'b', 'c', 'd']);
    expect(moveItem(slides, 1, dropIndex(1, 1, true))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('appends only items not in the list yet', () => {
    expect(appendNew([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 3 }])).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });
});
