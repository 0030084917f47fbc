import { type Kysely, sql } from 'kysely';
import { LOCALES } from '../../../common/locales.js';
import type { DialectHelpers } from '../dialect.js';

/**
 * SQLite: one full-text table per locale holding only published documents, and one of every
 * document's title for the dashboard, in place of one table with scope tokens. A match then
 * reads only its own words' lists: intersecting them with a locale's or with "published" (most
 * of the index) took longer than the match itself. The search index is rebuilt on the next start
 * (SEARCH_INDEX_VERSION). PostgreSQL filters its rows by column and is unchanged.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  if (d.name !== 'sqlite') return;
  await sql`drop table if exists search_fts`.execute(db);
  // Contentless (the texts are kept in search_documents; rowid = search_documents.id).
  for (const locale of LOCALES) {
    await sql`create virtual table ${sql.table(`search_fts_${locale}`)} using fts5(title, summary, body, type, content='', contentless_delete=1, prefix='2 3 4', tokenize='unicode61')`.execute(db);
  }
  await sql`create virtual table search_titles using fts5(title, content='', contentless_delete=1, prefix='2 3 4', tokenize='unicode61')`.execute(db);
}
