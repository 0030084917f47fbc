import type { Kysely, Transaction } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './schema.js';

/** What a query runs on: the database itself, or a transaction open on it. */
export type Executor = Db | Transaction<Database>;

/**
 * The same executor without the schema's table types, for queries on tables named at run time:
 * the content mechanism and the search index take a type's tables from the registry of content
 * types, a backup takes every table from the database's catalogue. Kysely's types know tables by
 * name at compile time only; a caller keeps the looseness inside its own file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseDb = Kysely<any>;

export function looseDb(db: Executor): LooseDb {
  return db as unknown as LooseDb;
}

/** The same object for a database and every transaction open on it: a key for what a process keeps per database. */
export function databaseIdentityOf(db: Executor): object {
  return db.getExecutor().adapter;
}
