import { type Kysely, sql } from 'kysely';
import type { CatalogueTable } from '../../db/catalogue.js';
import type { Executor } from '../content/content-type.js';
import type { Row } from './archived-tables.js';

// NOTE: a backup reads and writes every table by the name the catalogue gives, which Kysely's
// static types cannot express.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Executor) => db as unknown as Kysely<any>;

/**
 * The next `limit` rows of the table after `after` (null: from the first), in the order of its
 * primary key: each read is one short, indexed statement however large the table. A table
 * without a primary key is read whole, in one statement.
 */
export async function findRowsAfter(db: Executor, table: CatalogueTable, after: Row | null, limit: number): Promise<Row[]> {
  const key = table.primaryKey;
  let query = loose(db).selectFrom(table.name).select(table.columns);
  if (key.length === 0) return after ? [] : query.execute();
  if (after) {
    const columns = sql.join(key.map((column) => sql.ref(column)));
    const values = sql.join(key.map((column) => after[column]));
    query = query.where(sql<boolean>`(${columns}) > (${values})`);
  }
  for (const column of key) query = query.orderBy(column);
  return query.limit(limit).execute();
}

export async function countRows(db: Executor, table: string): Promise<number> {
  const row = await loose(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertRows(db: Executor, table: string, rows: Row[]): Promise<void> {
  if (rows.length > 0) await loose(db).insertInto(table).values(rows).execute();
}

export async function deleteAllRows(db: Executor, table: string): Promise<void> {
  await loose(db).deleteFrom(table).execute();
}
