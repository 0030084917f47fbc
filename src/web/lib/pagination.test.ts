import { describe, expect, it } from 'vitest';
import { type PaginationItem, paginationItems, searchWithPage } from './pagination.js';

const pages = (items: PaginationItem[]) => items.map((item) => (item.type === 'page' ? item.page : '…'));

describe('pagination', () => {
  it('shows nothing for a single page', () => {
    expect(paginationItems(1, 1)).toEqual([]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('shows every page when few', () => {
    expect(pages(paginationItems(2, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows first, last and neighbours with gaps between', () => {
    expect(pages(paginationItems(10, 20))).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(pages(paginationItems(1, 20))).toEqual([1, 2, '…', 20]);
    expect(pages(paginationItems(20, 20))).toEqual([1, '…', 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pages(paginationItems(4, 20))).toEqual([1, 2, 3, 4, 5, '…', 20]);
  });

  it('clamps a page out of range', () => {
    expect(pages(paginationItems(99, 3))).toEqual([1, 2, 3]);
  });

  it('sets ?page= and drops it for page 1', () => {
    expect(searchWithPage('?q=nqf', 3)).toBe('?q=nqf&page=3');
    expect(searchWithPage('?q=nqf&page=3', 1)).toBe('?q=nqf');
    expect(searchWithPage('', 1)).toBe('');
  });
});
