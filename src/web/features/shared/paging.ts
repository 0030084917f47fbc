/** Number of pages of a list response ({total, limit}), at least one. */
export function pageCountOf(list: { total: number; limit: number }): number {
  return list.limit > 0 ? Math.max(1, Math.ceil(list.total / list.limit)) : 1;
}
