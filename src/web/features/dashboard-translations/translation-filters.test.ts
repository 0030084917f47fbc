import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, PAGE_SIZE, filtersFromQuery, hasFilters, queryFromFilters, statusApiPath } from './translation-filters.js';

describe('translation status filters', () => {
  it('read the type, the state and the page from the URL query', () => {
    expect(filtersFromQuery(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(filtersFromQuery(new URLSearchParams('type=menu_item&state=outdated&page=3'))).toEqual({ type: 'menu_item', state: 'outdated', page: 3 });
  });

  it('drop unknown or malformed values', () => {
    expect(filtersFromQuery(new URLSearchParams('type=poem&state=old&page=0'))).toEqual(DEFAULT_FILTERS);
    expect(filtersFromQuery(new URLSearchParams('page=1e3'))).toEqual(DEFAULT_FILTERS);
  });

  it('leave the defaults out of the URL, and the type and state alone narrow the list', () => {
    expect(queryFromFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(queryFromFilters({ type: 'article', state: 'stale', page: 2 }).toString()).toBe('type=article&state=stale&page=2');
    expect(hasFilters({ ...DEFAULT_FILTERS, page: 4 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_FILTERS, state: 'missing' })).toBe(true);
  });

  it('ask the API for one page of the chosen rows', () => {
    expect(statusApiPath(DEFAULT_FILTERS)).toBe(`/api/admin/translation-status?page=1&limit=${PAGE_SIZE}`);
    expect(statusApiPath({ type: 'tag', state: 'current', page: 2 })).toBe(`/api/admin/translation-status?type=tag&state=current&page=2&limit=${PAGE_SIZE}`);
  });
});
