import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATION_NAMES } from '../../src/server/db/migrations/index.js';
import { DIALECT, type TestDatabase, openTestDatabase } from './support/test-app.js';

/**
 * Portals that share one PostgreSQL database, each in a schema of its own (PG_SCHEMA), start and
 * migrate side by side while others are dropped: what one does to its tables never fails another's
 * migration (the introspection of the migrator reads its own schema only).
 */
describe.skipIf(DIALECT !== 'postgres')('portals sharing one PostgreSQL database (PostgreSQL only: a SQLite file holds one portal)', () => {
  const ROUNDS = 3;
  const SIDE_BY_SIDE = 4;

  async function dropAll(databases: TestDatabase[]) {
    await Promise.all(databases.map(async (database) => {
      await database.handle.close();
      await database.drop();
    }));
  }

  it(`migrates ${SIDE_BY_SIDE} schemas at once, ${ROUNDS} times, while the schemas of the round before are dropped`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-shared-'));
    let previous: TestDatabase[] = [];
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const opening = Promise.all(Array.from({ length: SIDE_BY_SIDE }, () => openTestDatabase(dataDir)));
        await dropAll(previous);
        previous = await opening;
        for (const database of previous) {
          const applied = await database.handle.db.selectFrom('kysely_migration' as never).select('name' as never).execute();
          expect(applied).toHaveLength(MIGRATION_NAMES.length);
        }
      }
    } finally {
      await dropAll(previous);
    }
  });
});
