import { describe, expect, it } from 'vitest';
import { EDIT_TYPES, ownFieldsByWidth } from './edit-types.js';

describe('the own fields of an edit screen', () => {
  it('keep the rows of many fields out of the side column, each field shown once, in the order of the spec', () => {
    const { side, wide } = ownFieldsByWidth(EDIT_TYPES.providers);
    expect(wide).toEqual(['approvals']);
    expect(side).not.toContain('approvals');
    expect([...side, ...wide].sort()).toEqual([...EDIT_TYPES.providers.own].sort());
    expect(ownFieldsByWidth(EDIT_TYPES.councils)).toEqual({ side: EDIT_TYPES.councils.own, wide: [] });
  });
});
