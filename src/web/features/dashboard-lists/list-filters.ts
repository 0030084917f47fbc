import { LOCALES, type Locale } from '../../../common/locales.js';
import { NQF_LEVEL_CODES, QUALIFICATION_TYPES, REGISTER_STATUSES } from '../../../common/register.js';
import { CONTENT_STATUSES, type ContentStatus } from '../../../common/schemas/common.js';

export const LIST_SORTS = ['updated', 'published', 'title'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** A dashboard list's filters, sorting and page as the URL query holds them. */
export interface ListFilters {
  q: string;
  status: ContentStatus | '';
  untranslated: Locale | '';
  categoryId: string;
  /** The register's filters (qualifications only): NQF level, type, ISCED-F field, whether still awarded. */
  level: string;
  type: string;
  field: string;
  registerStatus: string;
  sort: ListSort;
  order: SortOrder;
  page: number;
}

/** Titles read best A→Z; dates newest first. */
export function defaultOrderOf(sort: ListSort): SortOrder {
  return sort === 'title' ? 'asc' : 'desc';
}

export const DEFAULT_FILTERS: ListFilters = { q: '', status: '', untranslated: '', categoryId: '', level: '', type: '', field: '', registerStatus: '', sort: 'updated', order: 'desc', page: 1 };

/** The filters of the register, in the order the query and the toolbar give them. */
export const REGISTER_LIST_FILTERS = ['level', 'type', 'field', 'registerStatus'] as const;

const ID_PATTERN = /^[1-9]\d{0,9}$/;
const PAGE_PATTERN = /^[1-9]\d{0,5}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
}

/** The filters in a URL query; unknown or malformed values fall back to the defaults. */
export function filtersFromQuery(query: URLSearchParams): ListFilters {
  const sort = oneOf(LIST_SORTS, query.get('sort')) || DEFAULT_FILTERS.sort;
  const page = query.get('page') ?? '';
  const categoryId = query.get('categoryId') ?? '';
  return {
    q: (query.get('q') ?? '').trim(),
    status: oneOf(CONTENT_STATUSES, query.get('status')),
    untranslated: oneOf(LOCALES, query.get('untranslated')),
    categoryId: ID_PATTERN.test(categoryId) ? categoryId : '',
    level: oneOf(NQF_LEVEL_CODES, query.get('level')),
    type: oneOf(QUALIFICATION_TYPES, query.get('type')),
    field: /^\d{4}$/.test(query.get('field') ?? '') ? query.get('field')! : '',
    registerStatus: oneOf(REGISTER_STATUSES, query.get('registerStatus')),
    sort,
    order: oneOf(['asc', 'desc'] as const, query.get('order')) || defaultOrderOf(sort),
    page: PAGE_PATTERN.test(page) ? Number(page) : 1,
  };
}

/** The URL query of the filters; values equal to their defaults are left out, so a plain list has a plain URL. */
export function queryFromFilters(filters: ListFilters): URLSearchParams {
  const query = new URLSearchParams();
  const q = filters.q.trim();
  if (q) query.set('q', q);
  if (filters.status) query.set('status', filters.status);
  if (filters.untranslated) query.set('untranslated', filters.untranslated);
  if (filters.categoryId) query.set('categoryId', filters.categoryId);
  for (const name of REGISTER_LIST_FILTERS) if (filters[name]) query.set(name, filters[name]);
  if (filters.sort !== DEFAULT_FILTERS.sort) query.set('sort', filters.sort);
  if (filters.order !== defaultOrderOf(filters.sort)) query.set('order', filters.order);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query;
}

/** Whether anything narrows the list (sorting and paging do not). */
export function hasFilters(filters: ListFilters): boolean {
  return Boolean(filters.q.trim() || filters.status || filters.untranslated || filters.categoryId || REGISTER_LIST_FILTERS.some((name) => filters[name]));
}

/** A changed filter shows its results from the first page. */
export function withFilter(filters: ListFilters, change: Partial<Pick<ListFilters, 'q' | 'status' | 'untranslated' | 'categoryId' | (typeof REGISTER_LIST_FILTERS)[number]>>): ListFilters {
  return { ...filters, ...change, page: 1 };
}

/** A change of the filters, applied to them as they are when it runs. */
export type FilterChange = (current: ListFilters) => ListFilters;

/** Clicking a column header: the same column flips the order, another one starts in its natural order. */
export function withSort(filters: ListFilters, sort: ListSort): ListFilters {
  const order = filters.sort === sort ? (filters.order === 'asc' ? 'desc' : 'asc') : defaultOrderOf(sort);
  return { ...filters, sort, order, page: 1 };
}

/** The `aria-sort` of a column header. */
export function ariaSortOf(filters: ListFilters, sort: ListSort): 'ascending' | 'descending' | 'none' {
  if (filters.sort !== sort) return 'none';
  return filters.order === 'asc' ? 'ascending' : 'descending';
}
