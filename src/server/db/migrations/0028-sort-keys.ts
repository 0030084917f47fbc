import { type Kysely, sql } from 'kysely';
import { LOCALES, type Locale } from '../../../common/locales.js';
import { sortKeyColumn, sortKeys } from '../../lib/collation-key.js';
import type { DialectHelpers } from '../dialect.js';

/** The lists sorted by title, each table with its translations and the column that names an item. */
const TITLED = [
  { table: 'qualifications', translations: 'qualification_translations', title: 'title' },
  { table: 'providers', translations: 'provider_translations', title: 'name' },
] as const;

/**
 * Sort keys of the titles of qualifications and providers in each locale's alphabet, so their lists
 * read a page in alphabetical order from an index instead of sorting every title with ICU in the
 * request. The keys are compared as bytes: PostgreSQL's "C" collation (SQLite's BINARY is its default).
 * Saves keep them (content.service); the rows already saved get theirs here.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  const keyType = d.name === 'postgres' ? sql`text collate "C"` : sql`text`;
  for (const { table } of TITLED) {
    for (const locale of LOCALES) {
      await db.schema.alterTable(table).addColumn(sortKeyColumn(locale), keyType, (c) => c.notNull().defaultTo('')).execute();
      await db.schema.createIndex(`${table}_${sortKeyColumn(locale)}_idx`).on(table).columns([sortKeyColumn(locale), 'id']).execute();
    }
  }
  await fillSortKeys(db);
}

/** Writes the sort keys of every qualification and provider from its titles as stored. */
export async function fillSortKeys(db: Kysely<unknown>): Promise<void> {
  for (const { table, translations, title } of TITLED) {
    const rows = await sql<{ entity_id: number; locale: Locale; title: string }>`select entity_id, locale, ${sql.ref(title)} as title from ${sql.table(translations)}`.execute(db);
    const titles = new Map<number, Partial<Record<Locale, string>>>();
    for (const row of rows.rows) titles.set(Number(row.entity_id), { ...titles.get(Number(row.entity_id)), [row.locale]: row.title });
    for (const [id, byLocale] of titles) {
      const keys = Object.entries(sortKeys(byLocale)).map(([column, key]) => sql`${sql.ref(column)} = ${key}`);
      await sql`update ${sql.table(table)} set ${sql.join(keys)} where id = ${id}`.execute(db);
    }
  }
}
