/** A page number to link, or a gap shown as an ellipsis. */
export type PaginationItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * The pages a pagination shows: first, last, and `siblings` on each side of the current one,
 * with gaps between; a gap never hides a single page (that page is shown instead).
 */
export function paginationItems(current: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (pageCount <= 1) return [];
  const page = Math.min(Math.max(1, current), pageCount);
  const shown = new Set([1, pageCount]);
  for (let p = page - siblings; p <= page + siblings; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) items.push({ type: 'page', page: p - 1 });
    else if (previous !== undefined && p - previous > 2) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page: p });
  });
  return items;
}

/** The same URL query with another page (page 1 drops the parameter: one URL per page). */
export function searchWithPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
