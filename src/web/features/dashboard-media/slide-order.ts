/**
 * The order of a presentation's slides: pure list operations the slides editor applies for its
 * buttons and for drag and drop. Each returns a new list and leaves the given one as it was.
 */

/** Moves the item at `from` so it ends up at index `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.min(Math.max(to, 0), list.length - 1);
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}

export const moveUp = <T>(list: readonly T[], index: number): T[] => moveItem(list, index, index - 1);

export const moveDown = <T>(list: readonly T[], index: number): T[] => moveItem(list, index, index + 1);

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/**
 * Where a dragged item lands when dropped on the item at `over`: in the upper half of that item
 * it goes before it, in the lower half after it. Returns the final index for moveItem.
 */
export function dropIndex(from: number, over: number, isLowerHalf: boolean): number {
  const insertBefore = isLowerHalf ? over + 1 : over;
  // Taking the item out first shifts everything after it up by one.
  return insertBefore > from ? insertBefore - 1 : insertBefore;
}

/** Appends items whose id is not in the list yet (an upload answered twice is shown once). */
export function appendNew<T extends { id: number }>(list: readonly T[], items: readonly T[]): T[] {
  const ids = new Set(list.map((item) => item.id));
  return [...list, ...items.filter((item) => !ids.has(item.id))];
}
