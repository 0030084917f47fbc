import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, ariaSortOf, filtersFromQuery, hasFilters, queryFromFilters, withFilter, withSort } from './list-filters.js';

describe('filtersFromQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(filtersFromQuery(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('reads every filter', () => {
    const query = new URLSearchParams('q=%20nqf%20&status=draft&untranslated=en&categoryId=7&level=6.1&type=academic-higher&field=0613&registerStatus=phasing-out&sort=title&order=desc&page=3');
    expect(filtersFromQuery(query)).toEqual({
      q: 'nqf',
      status: 'draft',
      untranslated: 'en',
      categoryId: '7',
      level: '6.1',
      type: 'academic-higher',
      field: '0613',
      registerStatus: 'phasing-out',
      sort: 'title',
      order: 'desc',
      page: 3,
    });
  });

  it('drops unknown or malformed values', () => {
    const query = new URLSearchParams('status=gone&untranslated=de&categoryId=0&level=9&type=castle&field=61&registerStatus=gone&sort=id&order=up&page=-2');
    expect(filtersFromQuery(query)).toEqual(DEFAULT_FILTERS);
    expect(filtersFromQuery(new URLSearchParams('page=1e3&categoryId=abc'))).toEqual(DEFAULT_FILTERS);
  });

  it('takes the natural order of the sort column when none is given', () => {
    expect(filtersFromQuery(new URLSearchParams('sort=title')).order).toBe('asc');
    expect(filtersFromQuery(new URLSearchParams('sort=published')).order).toBe('desc');
  });
});

describe('queryFromFilters', () => {
  it('leaves defaults out', () => {
    expect(queryFromFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(queryFromFilters({ ...DEFAULT_FILTERS, sort: 'title', order: 'asc' }).toString()).toBe('sort=title');
  });

  it('round-trips through the URL', () => {
    const filters = { q: 'квалификација', status: 'published', untranslated: 'lat', categoryId: '12', level: '4', type: 'vocational', field: '1013', registerStatus: 'withdrawn', sort: 'published', order: 'asc', page: 2 } as const;
    expect(filtersFromQuery(new URLSearchParams(queryFromFilters(filters).toString()))).toEqual(filters);
  });
});

describe('changes', () => {
  it('a filter starts again at page 1', () => {
    expect(withFilter({ ...DEFAULT_FILTERS, page: 4 }, { status: 'draft' })).toEqual({ ...DEFAULT_FILTERS, status: 'draft' });
  });

  it('a header click flips the order of the same column, another column starts in its own order', () => {
    const byTitle = withSort({ ...DEFAULT_FILTERS, page: 3 }, 'title');
    expect(byTitle).toMatchObject({ sort: 'title', order: 'asc', page: 1 });
    expect(withSort(byTitle, 'title')).toMatchObject({ sort: 'title', order: 'desc' });
    expect(withSort(DEFAULT_FILTERS, 'updated')).toMatchObject({ sort: 'updated', order: 'asc' });
  });

  it('tells aria-sort per column', () => {
    expect(ariaSortOf(DEFAULT_FILTERS, 'updated')).toBe('descending');
    expect(ariaSortOf(DEFAULT_FILTERS, 'title')).toBe('none');
    expect(ariaSortOf({ ...DEFAULT_FILTERS, sort: 'title', order: 'asc' }, 'title')).toBe('ascending');
  });

  it('knows when the list is narrowed', () => {
    expect(hasFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasFilters({ ...DEFAULT_FILTERS, sort: 'title', page: 2 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_FILTERS, untranslated: 'en' })).toBe(true);
  });
});
