import { describe, expect, it } from 'vitest';
import { adminApiBase, bulkApiPath, hasCategoryFilter, isEditable, listApiPath, summarizeBulkResults } from './admin-api.js';
import { DEFAULT_FILTERS } from './list-filters.js';

describe('admin API paths', () => {
  it('maps the menu section to menu-items', () => {
    expect(adminApiBase('menu')).toBe('/api/admin/menu-items');
    expect(bulkApiPath('menu')).toBe('/api/admin/menu-items/bulk');
    expect(adminApiBase('articles')).toBe('/api/admin/articles');
  });

  it('builds the list request with page size, sorting and the set filters only', () => {
    expect(listApiPath('tags', DEFAULT_FILTERS)).toBe('/api/admin/tags?page=1&limit=20&sort=updated&order=desc');
    const filters = { ...DEFAULT_FILTERS, q: ' nqf ', status: 'draft', untranslated: 'en', categoryId: '3', sort: 'title', order: 'asc', page: 2 } as const;
    expect(listApiPath('articles', filters)).toBe('/api/admin/articles?page=2&limit=20&sort=title&order=asc&q=nqf&status=draft&untranslated=en&categoryId=3');
  });

  it('sends the category only for sections that have one', () => {
    expect(hasCategoryFilter('files')).toBe(true);
    expect(hasCategoryFilter('pages')).toBe(false);
    expect(listApiPath('pages', { ...DEFAULT_FILTERS, categoryId: '3' })).not.toContain('categoryId');
  });

  it('sends the level, type, field and register status only for the qualifications', () => {
    const filters = { ...DEFAULT_FILTERS, level: '6.2', type: 'academic-higher', field: '0421', registerStatus: 'active' } as const;
    expect(listApiPath('qualifications', filters)).toBe('/api/admin/qualifications?page=1&limit=20&sort=updated&order=desc&level=6.2&type=academic-higher&field=0421&registerStatus=active');
    expect(listApiPath('articles', filters)).toBe('/api/admin/articles?page=1&limit=20&sort=updated&order=desc');
  });

  it('knows which sections have edit screens', () => {
    expect(isEditable('articles')).toBe(true);
    expect(isEditable('files')).toBe(false);
    expect(isEditable('menu')).toBe(false);
  });
});

describe('summarizeBulkResults', () => {
  it('counts successes, names failures by title, and what published items leave unpublished', () => {
    const tag = { type: 'tag' as const, id: 7, title: 'Ознака', status: 'draft' as const, publishedAt: null };
    const results = [
      { id: 1, ok: true, unpublishedReferences: [tag] },
      { id: 2, ok: false, error: 'Category in use' },
      { id: 9, ok: false },
    ];
    expect(summarizeBulkResults(results, [{ id: 1, title: 'A' }, { id: 2, title: 'B' }])).toEqual({
      succeeded: 1,
      failures: [
        { id: 2, title: 'B', error: 'Category in use' },
        { id: 9, title: '#9', error: '' },
      ],
      leftUnpublished: [{ id: 1, title: 'A', references: [tag] }],
    });
  });
});
