import { describe, expect, it } from 'vitest';
import { focusAfterMove, focusAfterRemoval, moveRow, removeRow, replaceRow } from './row-list-state.js';

describe('a list edited row by row', () => {
  const rows = ['a', 'b', 'c', 'd'];

  it('replaces, removes and moves one row, leaving the list it was given as it was', () => {
    expect(replaceRow(rows, 1, 'B')).toEqual(['a', 'B', 'c', 'd']);
    expect(removeRow(rows, 0)).toEqual(['b', 'c', 'd']);
    expect(moveRow(rows, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveRow(rows, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(rows).toEqual(['a', 'b', 'c', 'd']);
  });

  it('moves nothing out of range', () => {
    expect(moveRow(rows, 0, -1)).toEqual(rows);
    expect(moveRow(rows, 3, 4)).toEqual(rows);
  });

  it('after a removal, focuses the row that took its place, else the one before, else the add button', () => {
    expect(focusAfterRemoval(1, 3)).toEqual({ kind: 'row', index: 1 });
    expect(focusAfterRemoval(3, 3)).toEqual({ kind: 'row', index: 2 });
    expect(focusAfterRemoval(0, 0)).toEqual({ kind: 'add' });
  });

  it('after a move, focuses the same button on the new place, or the other one at the end of the list', () => {
    expect(focusAfterMove(1, 'up', 4)).toEqual({ kind: 'move', index: 1, direction: 'up' });
    expect(focusAfterMove(0, 'up', 4)).toEqual({ kind: 'move', index: 0, direction: 'down' });
    expect(focusAfterMove(2, 'down', 4)).toEqual({ kind: 'move', index: 2, direction: 'down' });
    expect(focusAfterMove(3, 'down', 4)).toEqual({ kind: 'move', index: 3, direction: 'up' });
  });
});
