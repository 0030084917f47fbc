import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Resolves when the database answers a statement; rejects when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** The names of the migrations run on this database; rejects while it has no migration table. */
export async function findAppliedMigrationNames(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return new Set(rows.map((row) => row.name));
}
