import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { type DialectName, dialectHelpers } from './dialect.js';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; absent means SQLite at sqlitePath. */
  databaseUrl?: string | undefined;
  sqlitePath: string;
  /** PostgreSQL schema to use (tests give each worker its own). */
  pgSchema?: string;
}

const PG_TIMESTAMPTZ = 1184;
const PG_INT8 = 20;

/** Instants are handed around as ISO strings on both databases, counts as numbers. */
pg.types.setTypeParser(PG_TIMESTAMPTZ, (value) => new Date(value).toISOString());
pg.types.setTypeParser(PG_INT8, (value) => Number.parseInt(value, 10));

function openSqlite(file: string): SQLite.Database {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // NOTE: synchronous=FULL with WAL makes an acknowledged write survive power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

function openPostgres(url: string, schema: string | undefined): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const dialect: DialectName = options.databaseUrl ? 'postgres' : 'sqlite';
  const kyselyDialect =
    dialect === 'postgres'
      ? new PostgresDialect({ pool: openPostgres(options.databaseUrl!, options.pgSchema) })
      : new SqliteDialect({ database: openSqlite(options.sqlitePath) });
  const db = new Kysely<Database>({ dialect: kyselyDialect });
  return { db, dialect, close: () => db.destroy() };
}

/** Brings the schema to the latest migration; throws with the failing migration's error. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider(dialectHelpers(handle.dialect)),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
