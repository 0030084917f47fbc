import { type Kysely, sql } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/**
 * PostgreSQL's GIN indexes of the site search write every entry straight into the index instead of
 * a pending list first (fastupdate off). A pending list is read whole by every search until
 * (auto)vacuum merges it: after a large import or a busy day of saves, the title vectors' lists
 * held every document, and each of a search's several title matches read them all (about 35 ms of
 * the 5,000 qualifications' register). A save now pays the index's own update, a few entries per
 * document; the lists already pending are merged here.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  if (d.name !== 'postgres') return;
  // From the catalogue's tables, not the pg_indexes view: the view prints the definition of indexes
  // of other schemas too, and one dropped meanwhile (another portal's schema removed) fails the query.
  const indexes = await sql<{ indexname: string }>`
    select c.relname as indexname
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_am a on a.oid = c.relam
    where i.indrelid = to_regclass('search_documents') and a.amname = 'gin'`.execute(db);
  for (const { indexname } of indexes.rows) {
    await sql`alter index ${sql.id(indexname)} set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list(${indexname}::regclass)`.execute(db);
  }
}
