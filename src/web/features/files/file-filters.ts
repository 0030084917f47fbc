import { FILE_KINDS, type FileKind } from '../../../common/public-filters.js';

/** The document library's filters as the URL query holds them (also the form's fields). */
export interface FileFilters {
  q: string;
  type: FileKind | '';
  year: string;
  category: string;
}

export const EMPTY_FILTERS: FileFilters = { q: '', type: '', year: '', category: '' };

/** The filters in a URL query; unknown values are dropped rather than sent to the API. */
export function filtersFromQuery(query: URLSearchParams): FileFilters {
  const type = query.get('type') ?? '';
  const year = query.get('year') ?? '';
  const category = query.get('category') ?? '';
  return {
    q: query.get('q') ?? '',
    type: (FILE_KINDS as readonly string[]).includes(type) ? (type as FileKind) : '',
    year: /^\d{4}$/.test(year) ? year : '',
    category: /^[1-9]\d{0,9}$/.test(category) ? category : '',
  };
}

/**
 * The URL query of a filter choice, in the order routeRequests() builds the API request from:
 * empty filters are left out and the page starts again at 1.
 */
export function queryFromFilters(filters: FileFilters): URLSearchParams {
  const query = new URLSearchParams();
  const values: [keyof FileFilters, string][] = [
    ['type', filters.type],
    ['year', filters.year],
    ['category', filters.category],
    ['q', filters.q.trim()],
  ];
  for (const [key, value] of values) if (value) query.set(key, value);
  return query;
}

export function hasFilters(filters: FileFilters): boolean {
  return queryFromFilters(filters).size > 0;
}

/** The years offered in the year filter: this year back to `first`, plus a chosen year outside that range. */
export function filterYears(currentYear: number, first: number, chosen: string): number[] {
  const years: number[] = [];
  for (let year = currentYear; year >= first; year--) years.push(year);
  const extra = Number(chosen);
  if (chosen && !years.includes(extra)) years.push(extra);
  return years.sort((a, b) => b - a);
}
