import type { Kysely } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/**
 * What readers searched for, a day at a time: each query's normalised words, how many searches
 * asked it, how many results it had, and how many searches had a result opened. No address, no
 * user, no time of day: counts per query only (SEARCH_LOG_DAYS keeps them, default a year). And
 * the best bets editors attach to queries.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
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
  // A best bet: the item editors chose to show first for a query (its words as the log keeps them).
  await db.schema
    .createTable('search_best_bets')
    .addColumn('id', 'integer', (c) => d.primaryId(c))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .addUniqueConstraint('search_best_bets_query_unique', ['locale', 'query'])
    .execute();
}
