import { type Kysely, sql } from 'kysely';

/**
 * The terms of each search document's title, in order (its lead left out): a query of exactly a
 * title's words ("кувар") finds that item first, before the longer titles and the texts that
 * mention the word more often. Filled by the rebuild of the index on the next start (SEARCH_INDEX_VERSION).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table search_documents add column title_terms text not null default ''`.execute(db);
}
