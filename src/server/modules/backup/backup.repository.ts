import { sql } from 'kysely';
import type { CatalogueTable } from '../../db/catalogue.js';
import { type Executor, looseDb } from '../../db/executor.js';
import type { Row } from './archived-tables.js';

/**
 * The next `limit` rows of the table after `after` (null: from the first), in the order of its
 * primary key: each read is one short, indexed statement however large the table. A table
 * without a primary key is read whole, in one statement.
 */
export async function findRowsAfter(db: Executor, table: CatalogueTable, after: Row | null, limit: number): Promise<Row[]> {
  const key = table.primaryKey;
  let query = looseDb(db).selectFrom(table.name).select(table.columns);
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
  const row = await looseDb(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertRows(db: Executor, table: string, rows: Row[]): Promise<void> {
  if (rows.length > 0) await looseDb(db).insertInto(table).values(rows).execute();
}

export async function deleteAllRows(db: Executor, table: string): Promise<void> {
  await looseDb(db).deleteFrom(table).execute();
}
