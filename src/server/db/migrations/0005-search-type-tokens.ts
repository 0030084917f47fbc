import { type Kysely, sql } from 'kysely';
import { LOCALES } from '../../../common/locales.js';
import type { DialectHelpers } from '../dialect.js';

/**
 * SQLite's locale tables keep a document's type as a token no query can produce ("_article":
 * query terms are letters and digits only), so a search matches every column instead of naming
 * the text columns. A column filter makes FTS5 read each match's positions, which took a third
 * of a common word's count. The index is rebuilt on the next start (SEARCH_INDEX_VERSION).
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  if (d.name === 'postgres') return;
  for (const locale of LOCALES) {
    const table = sql.table(`search_fts_${locale}`);
    await sql`drop table if exists ${table}`.execute(db);
    await sql`create virtual table ${table} using fts5(title, summary, body, type, content='', contentless_delete=1, prefix='2 3 4', tokenize="unicode61 tokenchars '_'")`.execute(db);
  }
}
