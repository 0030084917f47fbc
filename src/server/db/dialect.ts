import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Database } from './schema.js';

/** The two databases the portal runs on. Everything that differs between them lives in this file. */
export type DialectName = 'sqlite' | 'postgres';

/** Name of the Unicode-aware lower() registered on every SQLite connection (see database.ts). */
export const SQLITE_LOWER = 'unicode_lower';

export interface DialectHelpers {
  name: DialectName;
  /** Column type of instants: ISO text on SQLite (sorts correctly), timestamptz on PostgreSQL. */
  timestampType: 'text' | 'timestamptz';
  /** An auto-incrementing integer primary key. */
  primaryId(col: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
}

export function dialectHelpers(name: DialectName): DialectHelpers {
  return {
    name,
    timestampType: name === 'sqlite' ? 'text' : 'timestamptz',
    primaryId: (col) =>
      name === 'sqlite'
        ? col.primaryKey().autoIncrement()
        : col.primaryKey().generatedByDefaultAsIdentity(),
  };
}

/**
 * Brings the query planner's statistics up to date where they are missing or stale. SQLite keeps
 * none until asked (without them it reads every published article to find this month's events).
 * PostgreSQL's autovacuum analyzes a table in its own time, or never where it is off: until then
 * the planner takes a table just filled by a bulk write for nearly empty, and a search right after
 * an import of 5,000 qualifications read every document's vector (156 ms) where the index answers
 * in 2 ms. So a bulk write names the `tables` it filled, and they are analyzed at once.
 */
export async function refreshStatistics(db: Kysely<Database>, tables: readonly string[] = []): Promise<void> {
  if (dialectOf(db) === 'sqlite') {
    await sql`pragma optimize=0x10002`.execute(db);
    return;
  }
  for (const table of new Set(tables)) {
    // A table an older backup named may be gone since (a migration after it): nothing to analyze.
    const { rows } = await sql<{ exists: boolean }>`select to_regclass(${table}) is not null as exists`.execute(db);
    if (rows[0]?.exists) await sql`analyze ${sql.table(table)}`.execute(db);
  }
}

interface HasExecutor {
  getExecutor(): { adapter: unknown };
}

/** Which database a Kysely instance or transaction talks to. */
export function dialectOf(db: HasExecutor): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Case-insensitive "contains" for any script (ILIKE on PostgreSQL; on SQLite, whose LIKE folds
 * ASCII only, both sides through the Unicode lower() database.ts registers), with LIKE wildcards
 * in the user's text escaped so it matches literally.
 */
export function containsText(db: HasExecutor, column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (dialectOf(db) === 'postgres') return sql<boolean>`${sql.ref(column)} ilike ${pattern} escape '\\'`;
  return sql<boolean>`${sql.raw(SQLITE_LOWER)}(${sql.ref(column)}) like ${pattern.toLowerCase()} escape '\\'`;
}
