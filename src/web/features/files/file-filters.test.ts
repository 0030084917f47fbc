import { describe, expect, it } from 'vitest';
import { SCREEN_REQUESTS } from '../../../common/initial-data.js';
import { EMPTY_FILTERS, filterYears, filtersFromQuery, hasFilters, queryFromFilters } from './file-filters.js';

describe('file filters', () => {
  it('reads the filters from the URL, dropping nonsense', () => {
    expect(filtersFromQuery(new URLSearchParams('type=pdf&year=2024&category=3&q=закон&page=2'))).toEqual({
      q: 'закон',
      type: 'pdf',
      year: '2024',
      category: '3',
    });
    expect(filtersFromQuery(new URLSearchParams('type=exe&year=soon&category=-1'))).toEqual(EMPTY_FILTERS);
  });

  it('writes only the chosen filters and starts again at page 1', () => {
    const query = queryFromFilters({ q: '  брошура ', type: '', year: '2025', category: '' });
    expect(query.toString()).toBe(`year=2025&q=${encodeURIComponent('брошура').replace(/%20/g, '+')}`);
    expect(query.has('page')).toBe(false);
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasFilters({ ...EMPTY_FILTERS, q: '   ' })).toBe(false);
  });

  it('gives the URL the screen requests as SCREEN_REQUESTS builds it', () => {
    const query = queryFromFilters({ q: 'oquir', type: 'pdf', year: '2024', category: '2' });
    query.set('page', '2');
    const { files, categories } = SCREEN_REQUESTS.files({ key: 'files', locale: 'en' }, query);
    expect([files.path, categories.path]).toEqual(['/api/files?type=pdf&year=2024&category=2&q=oquir&page=2', '/api/categories?limit=100']);
  });

  it('offers the years back to the first one, and a chosen year outside them', () => {
    expect(filterYears(2026, 2023, '')).toEqual([2026, 2025, 2024, 2023]);
    expect(filterYears(2026, 2024, '1999')).toEqual([2026, 2025, 2024, 1999]);
    expect(filterYears(2026, 2024, '2025')).toEqual([2026, 2025, 2024]);
  });
});
