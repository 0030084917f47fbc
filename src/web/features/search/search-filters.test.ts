import { describe, expect, it } from 'vitest';
import { SCREEN_REQUESTS, SEARCH_FILTERS, isIsoDate, searchFilterValue } from '../../../common/initial-data.js';
import { SEARCH_QUERY_MAX, SEARCH_TYPES, searchQuerySchema } from '../../../common/schemas/search.js';
import { filtersFromQuery, isNarrowed, queryFromFilters, withoutNarrowing } from './search-filters.js';

const request = (query: string) => {
  const { results } = SCREEN_REQUESTS.search({ key: 'search', locale: 'sr' }, new URLSearchParams(query));
  return results ? [results.path] : [];
};

describe('the search request of the URL query (SCREEN_REQUESTS.search)', () => {
  it('passes the words, the type, the dates and the page through, in one order', () => {
    expect(request('page=2&to=2024-12-31&from=2024-01-01&type=article&q=kvalifikacij')).toEqual([
      '/api/search?q=kvalifikacij&type=article&from=2024-01-01&to=2024-12-31&page=2',
    ]);
  });

  it('asks nothing without words', () => {
    expect(request('')).toEqual([]);
    expect(request('q=%20%20&type=page')).toEqual([]);
  });

  it('drops values the API would refuse, so a hand-edited link still searches', () => {
    expect(request('q=%20nivo%20&type=video&from=2024-02-30&to=31.12.2024&page=0')).toEqual(['/api/search?q=nivo']);
    expect(request(`q=${'a'.repeat(SEARCH_QUERY_MAX + 10)}&page=100001`)).toEqual([`/api/search?q=${'a'.repeat(SEARCH_QUERY_MAX)}`]);
  });

  it('sends only what the API schema accepts', () => {
    const query = new URLSearchParams({ q: ` ${'я'.repeat(300)}`, type: 'file', from: '2024-02-29', to: '2025-02-28', page: '100000' });
    const path = request(query.toString())[0]!;
    const sent = Object.fromEntries(new URL(path, 'http://x').searchParams);
    expect(Object.keys(sent)).toEqual([...SEARCH_FILTERS]);
    expect(searchQuerySchema.safeParse(sent).success).toBe(true);
  });

  it('knows the same content types as the API', () => {
    for (const type of SEARCH_TYPES) expect(searchFilterValue('type', type)).toBe(type);
    expect(searchFilterValue('type', 'Article')).toBeNull();
  });

  it('reads real calendar days only', () => {
    expect(['2024-02-29', '1999-12-31'].every(isIsoDate)).toBe(true);
    expect(['2023-02-29', '2024-13-01', '2024-1-01', '2024-01-01T00:00', ''].some(isIsoDate)).toBe(false);
  });
});

describe('search filters', () => {
  it('read the URL the way the request does', () => {
    expect(filtersFromQuery(new URLSearchParams('q=+nivo+&type=page&from=2024-01-01&to=bad'))).toEqual({ q: 'nivo', type: 'page', from: '2024-01-01', to: '' });
  });

  it('write the fields that are set, without a page, a backwards range turned round', () => {
    expect(queryFromFilters({ q: ' nivo ', type: '', from: '2024-05-01', to: '2024-01-01' }).toString()).toBe('q=nivo&from=2024-01-01&to=2024-05-01');
    expect(queryFromFilters({ q: '', type: '', from: '', to: '' }).toString()).toBe('');
  });

  it('tell a narrowed search and clear its narrowing', () => {
    const filters = { q: 'nivo', type: 'file' as const, from: '', to: '2024-01-01' };
    expect(isNarrowed(filters)).toBe(true);
    expect(isNarrowed({ ...filters, type: '', to: '' })).toBe(false);
    expect(withoutNarrowing(filters).toString()).toBe('q=nivo');
  });
});
