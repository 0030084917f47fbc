/**
 * Number of pages of a list response ({total, limit}), at least one. A total that is a floor
 * (a search's moreThanTotal) has at least one result more, which may open one more page.
 */
export function pageCountOf(list: { total: number; limit: number; moreThanTotal?: boolean }): number {
  const results = list.total + (list.moreThanTotal ? 1 : 0);
  return list.limit > 0 ? Math.max(1, Math.ceil(results / list.limit)) : 1;
}
