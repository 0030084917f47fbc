import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIGRATION_NAMES } from './index.js';

/**
 * Kysely runs the migrations in the order of their names, and a backup records them in the order of
 * this list: the two must agree, or a backup of this version cannot be restored by it.
 */
describe('the list of migrations', () => {
  it('is in the order of the names, each name a file of this folder', () => {
    expect(MIGRATION_NAMES).toEqual([...MIGRATION_NAMES].sort());
    const folder = path.dirname(fileURLToPath(import.meta.url));
    for (const name of MIGRATION_NAMES) expect(fs.existsSync(path.join(folder, `${name}.ts`)), name).toBe(true);
  });
});
