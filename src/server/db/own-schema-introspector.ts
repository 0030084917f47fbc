import { type ColumnMetadata, type DatabaseIntrospector, type DatabaseMetadata, type Kysely, PostgresDialect, PostgresIntrospector, type SchemaMetadata, type TableMetadata, sql } from 'kysely';

interface ColumnRow {
  table: string;
  isView: boolean;
  column: string;
  dataType: string;
  dataTypeSchema: string;
  notNull: boolean;
  hasDefault: boolean;
  isAutoIncrementing: boolean;
}

/**
 * Kysely's own PostgreSQL introspector reads the columns of every schema of the database, and
 * asks for each column's sequence by the table's name: a table another portal's migration creates
 * or drops meanwhile in its own schema fails the query ("column … does not exist", "could not open
 * relation"). The migrator only asks whether its tables exist, here: so this one reads the tables of
 * the current schema (the portal's, PG_SCHEMA) alone, which no one else changes.
 */
export class OwnSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  readonly #schemas: PostgresIntrospector;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
    this.#schemas = new PostgresIntrospector(db);
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return this.#schemas.getSchemas();
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind = 'v' as "isView", a.attname as "column", t.typname as "dataType", tn.nspname as "dataTypeSchema",
             a.attnotnull as "notNull", a.atthasdef as "hasDefault",
             (a.attidentity <> '' or exists (select 1 from pg_depend d where d.refobjid = c.oid and d.refobjsubid = a.attnum and d.deptype in ('a', 'i') and d.classid = 'pg_class'::regclass)) as "isAutoIncrementing"
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid
      join pg_type t on t.oid = a.atttypid
      join pg_namespace tn on tn.oid = t.typnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.#db);
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(this.#db)).rows[0]?.schema;
    const tables = new Map<string, { name: string; isView: boolean; schema: string | undefined; columns: ColumnMetadata[] }>();
    for (const row of rows) {
      const table = tables.get(row.table) ?? { name: row.table, isView: row.isView, schema, columns: [] };
      table.columns.push({ name: row.column, dataType: row.dataType, dataTypeSchema: row.dataTypeSchema, isNullable: !row.notNull, hasDefaultValue: row.hasDefault, isAutoIncrementing: row.isAutoIncrementing });
      tables.set(row.table, table);
    }
    return [...tables.values()];
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** PostgreSQL as Kysely speaks it, introspecting only the portal's own schema. */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
