import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { type DialectName, SQLITE_LOWER, dialectHelpers } from './dialect.js';
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
  // SQLite's lower() and LIKE fold ASCII only; this folds Cyrillic and Latin letters with diacritics too.
  sqlite.function(SQLITE_LOWER, { deterministic: true }, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value) as string);
  return sqlite;
}

/** Distinct SQL texts whose prepared statements are kept (texts differ by the length of IN lists too). */
const SQLITE_STATEMENTS_KEPT = 1000;

/**
 * Kysely prepares every statement it runs; preparing costs as much as running a small indexed
 * query. Statements are kept by their SQL text and run again with new parameters (better-sqlite3
 * runs one statement at a time on a connection, so a kept one is never in use twice at once).
 */
function withPreparedStatements(sqlite: SQLite.Database) {
  const statements = new LRUCache<string, SQLite.Statement>({ max: SQLITE_STATEMENTS_KEPT });
  return {
    close: () => sqlite.close(),
    prepare(text: string): SQLite.Statement {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

function openPostgres(url: string, schema: string | undefined): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection dropped by the server (restart, failover) is reported here; without a
  // listener Node treats it as an uncaught error and the whole portal exits. The pool replaces
  // the connection, and /api/health reports the database while it is unreachable.
  pool.on('error', (error) => process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`));
  return pool;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const dialect: DialectName = options.databaseUrl ? 'postgres' : 'sqlite';
  const kyselyDialect =
    dialect === 'postgres'
      ? new PostgresDialect({ pool: openPostgres(options.databaseUrl!, options.pgSchema) })
      : new SqliteDialect({ database: withPreparedStatements(openSqlite(options.sqlitePath)) });
  const db = new Kysely<Database>({ dialect: kyselyDialect });
  return { db, dialect, close: () => db.destroy() };
}

/**
 * The PostgreSQL schema tables are created in (the first of the search_path). Kysely's migrator
 * must be told it: left alone, it looks for its bookkeeping tables in every schema of the
 * database, so another schema that was ever migrated (another portal or test run sharing the
 * database) makes it skip creating them here and fail on the first start.
 */
async function currentPgSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: the search_path names no existing schema (check DATABASE_URL)');
  return schema;
}

/** Brings the schema to the latest migration; throws with the failing migration's error. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider(dialectHelpers(handle.dialect)),
    ...(handle.dialect === 'postgres' ? { migrationTableSchema: await currentPgSchema(handle.db) } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
