import { describe, expect, it } from 'vitest';
import { pageCountOf } from './paging.js';

describe('pageCountOf', () => {
  it('counts pages, at least one', () => {
    expect(pageCountOf({ total: 0, limit: 20 })).toBe(1);
    expect(pageCountOf({ total: 20, limit: 20 })).toBe(1);
    expect(pageCountOf({ total: 21, limit: 20 })).toBe(2);
    expect(pageCountOf({ total: 5, limit: 0 })).toBe(1);
  });
});
