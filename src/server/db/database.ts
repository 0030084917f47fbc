import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { setTimeout as sleep } from 'node:timers/promises';
import { Kysely, type MigrationResultSet, Migrator, SqliteDialect, type Transaction, sql } from 'kysely';
import { OwnSchemaPostgresDialect } from './own-schema-introspector.js';
import pg from 'pg';
import { isTransientConflict } from '../lib/db-errors.js';
import { type DialectName, SQLITE_LOWER, dialectHelpers, dialectOf } from './dialect.js';
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
  /** How long statements may wait and run before the database gives up on them (tests shorten them). */
  timeouts?: DatabaseTimeouts;
}

export interface DatabaseTimeouts {
  /**
   * How long a statement waits for a lock another transaction holds: SQLite's busy time-out
   * (SQLITE_BUSY_TIMEOUT_MS by default), PostgreSQL's lock_timeout (by default none: up to the
   * statement time-out).
   */
  lockMs?: number;
  /** How long a PostgreSQL statement may take in all, waits included (PG_QUERY_TIMEOUT_MS by default). */
  statementMs?: number;
}

const PG_TIMESTAMPTZ = 1184;
const PG_INT8 = 20;

/** Instants are handed around as ISO strings on both databases, counts as numbers. */
pg.types.setTypeParser(PG_TIMESTAMPTZ, (value) => new Date(value).toISOString());
pg.types.setTypeParser(PG_INT8, (value) => Number.parseInt(value, 10));

function openSqlite(file: string, busyTimeoutMs: number): SQLite.Database {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // NOTE: synchronous=FULL with WAL makes an acknowledged write survive power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
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
/** Stands for a statement with nothing to do (Kysely runs a statement that reads no rows with run()). */
const NO_OP_STATEMENT = { reader: false, run: () => ({ changes: 0, lastInsertRowid: 0 }) } as unknown as SQLite.Statement;

function withPreparedStatements(sqlite: SQLite.Database) {
  const statements = new LRUCache<string, SQLite.Statement>({ max: SQLITE_STATEMENTS_KEPT });
  return {
    close: () => sqlite.close(),
    prepare(text: string): SQLite.Statement {
      // SQLite rolls a transaction back by itself when the disk is full (SQLITE_FULL); Kysely's
      // own rollback then fails with "no transaction is active" and hides the real error.
      if (text === 'rollback' && !sqlite.inTransaction) return NO_OP_STATEMENT;
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/** Waiting this long for a connection means the database is out (or every connection is stuck). */
const PG_CONNECT_TIMEOUT_MS = 5_000;
/**
 * No statement of the portal takes more than a fraction of a second (the slowest dashboard list on
 * 100,000 articles: 50 ms); one that runs this long is stuck behind a hung or failing server.
 */
const PG_QUERY_TIMEOUT_MS = 10_000;

/** How long SQLite waits for another connection's write lock (a command run beside the portal); a statement that gives up is answered 503. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/**
 * A connection whose query timed out is closed. node-postgres gives the caller its error but
 * leaves the query running on the connection, so the next statement on it (the transaction's
 * ROLLBACK) would wait behind it for another whole time-out; closed, that statement fails at once
 * and the pool opens a new connection for the next request.
 */
class TimeoutClosingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) this.connection.stream.destroy();
      });
    }
    return result as never;
  }
}

/** node-postgres's message for a query that outlived query_timeout. */
const QUERY_READ_TIMEOUT = 'Query read timeout';

function openPostgres(url: string, schema: string | undefined, timeouts: DatabaseTimeouts): pg.Pool {
  const pool = new pg.Pool({
    Client: TimeoutClosingClient,
    connectionString: url,
    // A database that is down or hung fails a request in seconds (503) instead of holding it.
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    query_timeout: PG_QUERY_TIMEOUT_MS,
    statement_timeout: timeouts.statementMs ?? PG_QUERY_TIMEOUT_MS,
    ...(timeouts.lockMs ? { lock_timeout: timeouts.lockMs } : {}),
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection dropped by the server (restart, failover) is reported here; without a
  // listener Node treats it as an uncaught error and the whole portal exits. The pool replaces
  // the connection, and /api/health reports the database while it is unreachable.
  pool.on('error', (error) => process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`));
  // A connection lost while checked out between two queries (a lock held for a job) reports on the
  // connection itself, where the pool's listener is not: without one the process would exit. The
  // pool discards the broken connection when it is given back.
  pool.on('connect', (client) => client.on('error', (error) => process.stderr.write(`PostgreSQL connection lost while in use: ${error.message}\n`)));
  return pool;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const dialect: DialectName = options.databaseUrl ? 'postgres' : 'sqlite';
  const timeouts = options.timeouts ?? {};
  const pool = dialect === 'postgres' ? openPostgres(options.databaseUrl!, options.pgSchema, timeouts) : null;
  const kyselyDialect = pool
    ? new OwnSchemaPostgresDialect({ pool })
    : new SqliteDialect({ database: withPreparedStatements(openSqlite(options.sqlitePath, timeouts.lockMs ?? SQLITE_BUSY_TIMEOUT_MS)) });
  const db = new Kysely<Database>({ dialect: kyselyDialect });
  poolStatsSources.set(db, pool ? () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }) : SQLITE_POOL);
  return { db, dialect, close: () => db.destroy() };
}

/** Connections of a database's pool, as the pool reports them. */
export interface PoolStats {
  /** Connections open (in use or idle). */
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
  /** The most the pool opens. */
  max: number;
}

/** SQLite runs on one connection that is never waited for: queries run one after another in the process. */
const SQLITE_POOL = (): PoolStats => ({ total: 1, idle: 1, waiting: 0, max: 1 });
const poolStatsSources = new WeakMap<Db, () => PoolStats>();

/** The pool figures of a database opened by openDatabase (none for one made elsewhere). */
export function poolStatsOf(db: Db): PoolStats | null {
  return poolStatsSources.get(db)?.() ?? null;
}

/** Times a transaction is run in all when PostgreSQL keeps aborting it (isTransientConflict). */
export const TRANSACTION_ATTEMPTS = 5;
/** The pause before the second run, in ms; it doubles before each further run, and a random part spreads the runs out. */
const RETRY_PAUSE_MS = 10;

/**
 * Runs `work` in a transaction, and again after a short random pause (up to TRANSACTION_ATTEMPTS
 * times in all) when PostgreSQL aborts it as a deadlock victim or for a serialization failure:
 * concurrent writers then see no error for a conflict that waiting would have solved. Other
 * errors are thrown at once. `work` must act only through `trx`: an aborted run leaves nothing
 * behind in the database, but anything it did elsewhere (a stored file, a message sent) would be
 * done again by the next run. With `snapshot`, every statement of a run sees the database as its
 * first one did (repeatable read on PostgreSQL; SQLite's transactions always do).
 */
export async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>, { snapshot = false } = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const transaction = snapshot && dialectOf(db) === 'postgres' ? db.transaction().setIsolationLevel('repeatable read') : db.transaction();
      return await transaction.execute(work);
    } catch (error) {
      if (!isTransientConflict(error) || attempt >= TRANSACTION_ATTEMPTS) throw error;
      await sleep(RETRY_PAUSE_MS * 2 ** (attempt - 1) * (0.5 + Math.random()));
    }
  }
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

async function migratorOf(handle: DatabaseHandle): Promise<Migrator> {
  return new Migrator({
    db: handle.db,
    provider: migrationProvider(dialectHelpers(handle.dialect)),
    ...(handle.dialect === 'postgres' ? { migrationTableSchema: await currentPgSchema(handle.db) } : {}),
  });
}

function throwIfFailed({ error }: MigrationResultSet): void {
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Brings the schema to the latest migration; throws with the failing migration's error. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  throwIfFailed(await (await migratorOf(handle)).migrateToLatest());
}

/** Brings a database that is not past it to the migration `name` (a restore of an older backup loads its rows there). */
export async function migrateTo(handle: DatabaseHandle, name: string): Promise<void> {
  throwIfFailed(await (await migratorOf(handle)).migrateTo(name));
}

/**
 * Runs `work` on one unchanging view of the whole database while others go on writing: a
 * read-only, repeatable-read transaction on PostgreSQL; on SQLite (WAL) a read transaction,
 * whose snapshot is taken at its first read and kept to its end. `db` should be a connection of
 * the caller's own on SQLite: its one connection serves nothing else until the work ends.
 */
export async function inReadSnapshot<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const transaction = dialectOf(db) === 'postgres' ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only') : db.transaction();
  return transaction.execute(work);
}
