import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { DialectHelpers } from '../dialect.js';
import * as initial from './0001-initial.js';

interface DialectMigration {
  up(db: Kysely<unknown>, dialect: DialectHelpers): Promise<void>;
}

/** Migrations in order; one list for both databases, the dialect passed to each. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '0001-initial': initial,
};

export function migrationProvider(dialect: DialectHelpers): MigrationProvider {
  return {
    async getMigrations() {
      const entries = Object.entries(MIGRATIONS).map(([name, migration]): [string, Migration] => [
        name,
        { up: (db) => migration.up(db, dialect) },
      ]);
      return Object.fromEntries(entries);
    },
  };
}
