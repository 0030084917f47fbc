import type { Kysely } from 'kysely';

/**
 * What readers searched for, a day at a time: each query's normalised words, how many searches
 * asked it, how many results it had, and how many searches had a result opened. No address, no
 * user, no time of day: counts per query only (SEARCH_LOG_DAYS keeps them, default a year).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_log')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('searches', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('results', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('opened', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('search_log_pk', ['day', 'locale', 'query'])
    .execute();
}
