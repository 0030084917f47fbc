import { type Kysely, sql } from 'kysely';
import { LOCALES } from '../../../common/locales.js';
import type { DialectHelpers } from '../dialect.js';

/**
 * SQLite's title tables: each locale's published titles (and type tokens) on their own, so a word
 * in thousands of titles is ranked from the titles' index lists instead of its whole lists, which
 * hold every summary and body too and which bm25() reads to the end for the word's weight. The
 * index is rebuilt on the next start (SEARCH_INDEX_VERSION). PostgreSQL keeps title_vector.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  if (d.name === 'postgres') return;
  for (const locale of LOCALES) {
    await sql`create virtual table ${sql.table(`search_title_fts_${locale}`)} using fts5(title, type, content='', contentless_delete=1, prefix='2 3 4', tokenize="unicode61 tokenchars '_'")`.execute(db);
  }
}
