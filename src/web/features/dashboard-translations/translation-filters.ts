import { ENTITY_TYPES, type EntityType } from '../../../common/schemas/admin.js';
import { TRANSLATION_STATE_FILTERS } from '../../../common/schemas/translation-status.js';

export type StateFilter = (typeof TRANSLATION_STATE_FILTERS)[number];

/** The translation status screen's filters and page as the URL query holds them. */
export interface TranslationFilters {
  type: EntityType | '';
  state: StateFilter | '';
  page: number;
}

export const DEFAULT_FILTERS: TranslationFilters = { type: '', state: '', page: 1 };

/** Rows per page, as in the other dashboard lists. */
export const PAGE_SIZE = 20;

const API_PATH = '/api/admin/translation-status';
const PAGE_PATTERN = /^[1-9]\d{0,5}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';
}

/** The filters in a URL query; unknown or malformed values fall back to the defaults. */
export function filtersFromQuery(query: URLSearchParams): TranslationFilters {
  const page = query.get('page') ?? '';
  return {
    type: oneOf(ENTITY_TYPES, query.get('type')),
    state: oneOf(TRANSLATION_STATE_FILTERS, query.get('state')),
    page: PAGE_PATTERN.test(page) ? Number(page) : 1,
  };
}

/** The URL query of the filters; defaults are left out, so the plain list has a plain URL. */
export function queryFromFilters(filters: TranslationFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.type) query.set('type', filters.type);
  if (filters.state) query.set('state', filters.state);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query;
}

/** Whether anything narrows the list (the page does not). */
export function hasFilters(filters: TranslationFilters): boolean {
  return Boolean(filters.type || filters.state);
}

/** GET path of one page of the list with the filters. */
export function statusApiPath(filters: TranslationFilters): string {
  const query = queryFromFilters({ ...filters, page: 1 });
  query.set('page', String(filters.page));
  query.set('limit', String(PAGE_SIZE));
  return `${API_PATH}?${query.toString()}`;
}
