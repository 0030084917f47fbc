/**
 * The changes a list edited row by row goes through (add, remove, move, change one row), and where
 * the focus goes after each: pure, so the rules are tested without a browser.
 */

/** The list with the row at `index` replaced. */
export function replaceRow<T>(rows: readonly T[], index: number, row: T): T[] {
  return rows.map((old, i) => (i === index ? row : old));
}

/** The list without the row at `index`. */
export function removeRow<T>(rows: readonly T[], index: number): T[] {
  return rows.filter((_, i) => i !== index);
}

/** The list with the row at `from` moved to `to` (the rows between shift by one); out of range: unchanged. */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...rows];
  const moved = [...rows];
  const [row] = moved.splice(from, 1);
  moved.splice(to, 0, row as T);
  return moved;
}

/** Where the focus goes once a row is added, removed or moved: a row's first field, one of its move buttons, or the add button. */
export type RowFocus = { kind: 'row'; index: number } | { kind: 'move'; index: number; direction: 'up' | 'down' } | { kind: 'add' };

/**
 * After the row at `index` was removed from a list that now has `length` rows: the row that took
 * its place, else the one before it, else (the list is empty) the add button.
 */
export function focusAfterRemoval(index: number, length: number): RowFocus {
  if (length === 0) return { kind: 'add' };
  return { kind: 'row', index: Math.min(index, length - 1) };
}

/**
 * After a row was moved to `index`: the same button on the row's new place, so that pressing it
 * again moves it further; at the end of the list, where that button is disabled, the other one.
 */
export function focusAfterMove(index: number, direction: 'up' | 'down', length: number): RowFocus {
  const isAtEnd = direction === 'up' ? index === 0 : index === length - 1;
  if (!isAtEnd || length < 2) return { kind: 'move', index, direction };
  return { kind: 'move', index, direction: direction === 'up' ? 'down' : 'up' };
}
