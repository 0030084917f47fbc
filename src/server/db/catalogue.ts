import { sql } from 'kysely';
import { dialectOf } from './dialect.js';
import type { Executor } from './executor.js';

/**
 * What the database says about its own tables (SQLite's pragmas, PostgreSQL's catalogue), for
 * work that handles every table alike, such as a backup: a table a later migration adds is then
 * found without naming it. Tables only, in the schema the portal uses; Kysely's migration
 * bookkeeping and SQLite's full-text tables (virtual, and their shadow tables) are left out.
 */

export interface ForeignKey {
  column: string;
  /** The table referred to (the same table for a tree, such as a category's parent). */
  parent: string;
  parentColumn: string;
}

export interface CatalogueTable {
  name: string;
  /** In the table's own order. */
  columns: string[];
  /** Empty when the table has none. */
  primaryKey: string[];
  foreignKeys: ForeignKey[];
  /** The column numbered by the database itself (an identity or autoincrement), if any. */
  identity: string | null;
}

/** Kysely's migration tables (its defaults, which database.ts keeps). */
const MIGRATION_TABLE = 'kysely_migration';
const MIGRATION_LOCK_TABLE = 'kysely_migration_lock';

/** Every table of the portal's schema, by name. */
export async function describeTables(db: Executor): Promise<CatalogueTable[]> {
  const tables = dialectOf(db) === 'postgres' ? await describePostgresTables(db) : await describeSqliteTables(db);
  return tables.filter((table) => table.name !== MIGRATION_TABLE && table.name !== MIGRATION_LOCK_TABLE).sort((a, b) => a.name.localeCompare(b.name));
}

/** The migrations run on this database, in order; none when it was never migrated. */
export async function readAppliedMigrations(db: Executor): Promise<string[]> {
  const exists =
    dialectOf(db) === 'postgres'
      ? (await sql<{ found: string | null }>`select to_regclass(${MIGRATION_TABLE}) as found`.execute(db)).rows[0]?.found != null
      : (await sql<{ found: number }>`select count(*) as found from sqlite_master where type = 'table' and name = ${MIGRATION_TABLE}`.execute(db)).rows[0]?.found === 1;
  if (!exists) return [];
  // Names begin with their four-digit number, so their order is the order they ran in.
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)} order by name`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Sets the next number an identity column gives to one past the highest in the table, after rows
 * were written with their own ids. SQLite's AUTOINCREMENT keeps past any id written by itself.
 */
export async function resetIdentity(db: Executor, table: string, column: string): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(quote_ident(${table}), ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
}

async function describeSqliteTables(db: Executor): Promise<CatalogueTable[]> {
  // pragma table_list types virtual tables and their shadow tables apart from plain ones.
  const { rows: tables } = await sql<{ name: string; sql: string | null }>`
    select l.name, m.sql from pragma_table_list l join sqlite_master m on m.name = l.name
    where l.schema = 'main' and l.type = 'table' and l.name not like 'sqlite_%'`.execute(db);
  const described: CatalogueTable[] = [];
  for (const table of tables) {
    const { rows: columns } = await sql<{ name: string; pk: number; type: string }>`select name, pk, type from pragma_table_info(${table.name}) order by cid`.execute(db);
    const { rows: keys } = await sql<{ column: string; parent: string; parentColumn: string }>`
      select "from" as "column", "table" as parent, "to" as "parentColumn" from pragma_foreign_key_list(${table.name})`.execute(db);
    const primaryKey = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name);
    const isAutoincrement = primaryKey.length === 1 && /\bautoincrement\b/i.test(table.sql ?? '');
    described.push({ name: table.name, columns: columns.map((c) => c.name), primaryKey, foreignKeys: keys, identity: isAutoincrement ? primaryKey[0]! : null });
  }
  return described;
}

async function describePostgresTables(db: Executor): Promise<CatalogueTable[]> {
  const { rows: columns } = await sql<{ table: string; column: string; isIdentity: boolean }>`
    select table_name as "table", column_name as "column",
           (is_identity = 'YES' or coalesce(column_default, '') like 'nextval(%') as "isIdentity"
    from information_schema.columns c
    where table_schema = current_schema()
      and exists (select 1 from information_schema.tables t where t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE')
    order by table_name, ordinal_position`.execute(db);
  const { rows: primaryKeys } = await sql<{ table: string; column: string }>`
    select cl.relname as "table", a.attname as "column"
    from pg_index i
    join pg_class cl on cl.oid = i.indrelid
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
    where i.indisprimary and cl.relnamespace = current_schema()::regnamespace
    order by cl.relname, k.position`.execute(db);
  const { rows: foreignKeys } = await sql<{ table: string; column: string; parent: string; parentColumn: string }>`
    select child.relname as "table", ca.attname as "column", parent.relname as parent, pa.attname as "parentColumn"
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    cross join lateral unnest(c.conkey, c.confkey) as k(child_attnum, parent_attnum)
    join pg_attribute ca on ca.attrelid = c.conrelid and ca.attnum = k.child_attnum
    join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = k.parent_attnum
    where c.contype = 'f' and child.relnamespace = current_schema()::regnamespace`.execute(db);
  const tables = new Map<string, CatalogueTable>();
  for (const row of columns) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [], primaryKey: [], foreignKeys: [], identity: null };
    table.columns.push(row.column);
    if (row.isIdentity) table.identity = row.column;
    tables.set(row.table, table);
  }
  for (const row of primaryKeys) tables.get(row.table)?.primaryKey.push(row.column);
  for (const { table, ...key } of foreignKeys) tables.get(table)?.foreignKeys.push(key);
  return [...tables.values()];
}
