import type { Kysely } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/** When each scheduled job last ran, so several instances run a daily job once a day between them. */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('started_at', d.timestampType, (c) => c.notNull())
    .addColumn('finished_at', d.timestampType)
    .execute();
}
