import { describe, expect, it } from 'vitest';
import type { CatalogueTable } from '../../db/catalogue.js';
import { inLoadOrder, isArchived, parentsFirst, parentsLoadedLater, storedFilesOf, toArchivedValue } from './archived-tables.js';

const table = (name: string, parents: string[] = []): CatalogueTable => ({
  name,
  columns: ['id', 'parent_id'],
  primaryKey: ['id'],
  foreignKeys: parents.map((parent) => ({ column: parent === name ? 'parent_id' : `${parent}_id`, parent, parentColumn: 'id' })),
  identity: 'id',
});

describe('isArchived', () => {
  it('leaves out the search index, the counts kept by triggers, sessions and other passing state', () => {
    for (const name of ['search_documents', 'search_fts_sr', 'search_words', 'search_meta', 'article_total_parts', 'article_tag_total_parts', 'article_totals', 'article_tag_totals', 'auth_tokens', 'login_failures', 'login_devices', 'job_runs']) {
      expect(isArchived(name), name).toBe(false);
    }
  });

  it('keeps every other table, one a later migration adds too', () => {
    for (const name of ['users', 'audit_log', 'media', 'articles', 'revisions', 'levels', 'totp_recovery_codes', 'a_table_of_tomorrow']) expect(isArchived(name), name).toBe(true);
  });
});

describe('inLoadOrder', () => {
  it('puts every table after the tables it refers to, by name where the order is free', () => {
    const order = inLoadOrder([table('article_translations', ['articles']), table('articles', ['users', 'media', 'categories']), table('media', ['users']), table('categories', ['categories', 'users']), table('users')]);
    expect(order.map((t) => t.name)).toEqual(['users', 'categories', 'media', 'articles', 'article_translations']);
  });

  it('ignores references to tables outside the list, and fails on a cycle', () => {
    expect(inLoadOrder([table('articles', ['search_documents'])]).map((t) => t.name)).toEqual(['articles']);
    expect(() => inLoadOrder([table('a', ['b']), table('b', ['a'])])).toThrow(/a, b refer to each other in a cycle/);
  });

  it('names the tables an archive lists after one that refers to them', () => {
    expect(parentsLoadedLater(table('articles', ['users', 'media']), ['media', 'articles', 'users'])).toEqual(['users']);
    expect(parentsLoadedLater(table('articles', ['users']), ['users', 'articles'])).toEqual([]);
  });
});

describe('parentsFirst', () => {
  it('orders the rows of a tree so each comes after its parent, whatever their ids', () => {
    const rows = [
      { id: 1, parent_id: 3 },
      { id: 2, parent_id: null },
      { id: 3, parent_id: 4 },
      { id: 4, parent_id: null },
      { id: 5, parent_id: 1 },
    ];
    const ordered = parentsFirst(rows, table('categories', ['categories']).foreignKeys);
    const position = (id: number) => ordered.findIndex((row) => row.id === id);
    expect(ordered).toHaveLength(5);
    for (const row of rows) if (row.parent_id !== null) expect(position(row.parent_id), `parent of ${row.id}`).toBeLessThan(position(row.id));
  });

  it('keeps a row whose parent is missing or itself, for the database to judge', () => {
    const rows = [
      { id: 1, parent_id: 99 },
      { id: 2, parent_id: 2 },
    ];
    expect(parentsFirst(rows, table('categories', ['categories']).foreignKeys)).toEqual(rows);
  });
});

describe('toArchivedValue', () => {
  it('passes text, numbers, booleans and null, and turns dates and safe bigints into ISO strings and numbers', () => {
    expect(['текст', 42, 1.5, true, null].map((value) => toArchivedValue(value, 't', 'c'))).toEqual(['текст', 42, 1.5, true, null]);
    expect(toArchivedValue(new Date('2025-03-01T10:00:00.000Z'), 't', 'c')).toBe('2025-03-01T10:00:00.000Z');
    expect(toArchivedValue(57_000_000n, 't', 'c')).toBe(57_000_000);
  });

  it('refuses what an archive could not give back as it was', () => {
    expect(() => toArchivedValue(Buffer.from('x'), 'media', 'bytes')).toThrow('media.bytes holds a value the backup format cannot carry (Buffer)');
    expect(() => toArchivedValue(2n ** 60n, 'users', 'step')).toThrow(/users\.step/);
  });
});

describe('storedFilesOf', () => {
  it("gives an upload's original and its variants, and nothing for other tables", () => {
    const key = 'a'.repeat(32);
    const row = { storage_key: key, variants: JSON.stringify([{ width: 320, height: 200, key: `${key}.w320.webp` }]) };
    expect(storedFilesOf('media', row)).toEqual([key, `${key}.w320.webp`]);
    expect(storedFilesOf('articles', row)).toEqual([]);
  });
});
