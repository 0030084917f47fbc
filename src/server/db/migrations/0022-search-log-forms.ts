import type { Kysely } from 'kysely';

/**
 * How readers wrote each query of the search log, a day at a time: the log keys a query by its
 * folded words (Latin letters, no case, no diacritics), which is not how anyone typed it; the
 * insights show the form typed most often (its words lower-cased, in their own script). Counts
 * only, as the log itself; pruned with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_log_forms')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('searches', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('search_log_forms_pk', ['day', 'locale', 'query', 'form'])
    .execute();
}
