import { type Kysely, sql } from 'kysely';
import { LOCALES } from '../../../common/locales.js';
import type { DialectHelpers } from '../dialect.js';

/**
 * The site search reads only what a locale's public search can find.
 * - SQLite: one full-text table per locale holding only published documents, and one of every
 *   document's title for the dashboard, in place of one table with scope tokens. A match then
 *   reads only its own words' lists: intersecting them with a locale's or with "published" (most
 *   of the index) took longer than the match itself.
 * - PostgreSQL: GIN indexes per locale over published documents, and narrow rows (the texts and
 *   vectors stored aside, the title's kept in the row), so counting and ranking the matches reads
 *   a few pages instead of every document's texts; and a title and summary vector for ranking.
 * The search index is rebuilt on the next start (SEARCH_INDEX_VERSION).
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  if (d.name === 'postgres') return narrowPostgresDocuments(db);
  await sql`drop table if exists search_fts`.execute(db);
  // Contentless (the texts are kept in search_documents; rowid = search_documents.id).
  for (const locale of LOCALES) {
    await sql`create virtual table ${sql.table(`search_fts_${locale}`)} using fts5(title, summary, body, type, content='', contentless_delete=1, prefix='2 3 4', tokenize='unicode61')`.execute(db);
  }
  await sql`create virtual table search_titles using fts5(title, content='', contentless_delete=1, prefix='2 3 4', tokenize='unicode61')`.execute(db);
}

async function narrowPostgresDocuments(db: Kysely<unknown>): Promise<void> {
  // The title and summary's vector (weighted A and B), which ranks the candidates of a common word.
  await sql`alter table search_documents add column head_vector tsvector not null default ''::tsvector`.execute(db);
  // Columns go out of the row until it is this small (bytes): counting a common word's matches
  // then reads a few pages. The title's vector stays in the row, for the title-first ranking.
  await sql`alter table search_documents set (toast_tuple_target = 128)`.execute(db);
  await sql`alter table search_documents alter column title_vector set storage main`.execute(db);
  await sql`drop index if exists search_documents_vector_idx`.execute(db);
  for (const locale of LOCALES) {
    const where = sql`where locale = ${sql.lit(locale)} and status = 'published'`;
    for (const column of ['vector', 'title_vector', 'head_vector']) {
      await sql`create index ${sql.id(`search_documents_${column}_${locale}_idx`)} on search_documents using gin (${sql.id(column)}) ${where}`.execute(db);
    }
  }
}
