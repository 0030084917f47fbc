import { describe, expect, it } from 'vitest';
import { pageCountOf } from './paging.js';

describe('pageCountOf', () => {
  it('counts pages, at least one', () => {
    expect(pageCountOf({ total: 0, limit: 20 })).toBe(1);
    expect(pageCountOf({ total: 20, limit: 20 })).toBe(1);
    expect(pageCountOf({ total: 21, limit: 20 })).toBe(2);
    expect(pageCountOf({ total: 5, limit: 0 })).toBe(1);
  });

  it('opens one more page when the total is a floor that fills its last page', () => {
    expect(pageCountOf({ total: 1000, limit: 20, moreThanTotal: true })).toBe(51);
    expect(pageCountOf({ total: 1010, limit: 20, moreThanTotal: true })).toBe(51);
    expect(pageCountOf({ total: 1000, limit: 20, moreThanTotal: false })).toBe(50);
  });
});
