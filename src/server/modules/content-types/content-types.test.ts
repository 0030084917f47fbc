import { describe, expect, it } from 'vitest';
import { ENTITY_TYPES } from '../../../common/schemas/admin.js';
import { SEARCH_TYPES } from '../../../common/schemas/search.js';
import { ALL_CONTENT_TYPES, CONTENT_TYPES, SEARCHABLE_TYPES } from './content-types.js';

describe('the registry of content types', () => {
  it('registers every type under its own name, each with a table of its own', () => {
    expect(Object.keys(CONTENT_TYPES).sort()).toEqual([...ENTITY_TYPES].sort());
    for (const [entity, type] of Object.entries(CONTENT_TYPES)) expect(type.entity).toBe(entity);
    expect(new Set(ALL_CONTENT_TYPES.map((type) => type.table)).size).toBe(ENTITY_TYPES.length);
    expect(new Set(ALL_CONTENT_TYPES.map((type) => type.translationTable)).size).toBe(ENTITY_TYPES.length);
  });

  it('searches exactly the types the public search filters name, each under its own', () => {
    expect(SEARCHABLE_TYPES.map((type) => type.search!.type).sort()).toEqual([...SEARCH_TYPES].sort());
    for (const type of SEARCHABLE_TYPES) expect(type.search!.type).toBe(type.entity);
  });
});
