import { searchFilterValue } from '../../../common/initial-data.js';
import type { SearchType } from '../../../common/schemas/search.js';

/** The search screen's form as the URL query holds it: the words, a content type and a date range. */
export interface SearchFilters {
  q: string;
  type: SearchType | '';
  /** First and last day, YYYY-MM-DD (what a date input gives), or empty. */
  from: string;
  to: string;
}

/** The filters of a URL query, read the way routeRequests() reads them, so the form shows what was searched. */
export function filtersFromQuery(query: URLSearchParams): SearchFilters {
  return {
    q: searchFilterValue('q', query.get('q')) ?? '',
    type: (searchFilterValue('type', query.get('type')) ?? '') as SearchType | '',
    from: searchFilterValue('from', query.get('from')) ?? '',
    to: searchFilterValue('to', query.get('to')) ?? '',
  };
}

/**
 * The URL query of a form submission: empty fields are left out, the page starts again at 1, and
 * a range given backwards is turned round rather than finding nothing.
 */
export function queryFromFilters(filters: SearchFilters): URLSearchParams {
  const [from, to] = filters.from && filters.to && filters.from > filters.to ? [filters.to, filters.from] : [filters.from, filters.to];
  const query = new URLSearchParams();
  const values: [keyof SearchFilters, string][] = [
    ['q', filters.q.trim()],
    ['type', filters.type],
    ['from', from],
    ['to', to],
  ];
  for (const [key, value] of values) if (value) query.set(key, value);
  return query;
}

/** Whether anything beyond the words narrows the results (a type or a date). */
export function isNarrowed(filters: SearchFilters): boolean {
  return Boolean(filters.type || filters.from || filters.to);
}

/** The same search without its type and dates (the "clear filters" link). */
export function withoutNarrowing(filters: SearchFilters): URLSearchParams {
  return queryFromFilters({ ...filters, type: '', from: '', to: '' });
}
