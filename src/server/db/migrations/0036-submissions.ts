import type { Kysely } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/**
 * The public forms' submissions (modules/submissions): each with its reference number, the hash of
 * the secret of its private status link (and the secret sealed under the portal's key, so a reply
 * can carry the link again), the answers and the submitter's address, who handles it, its decision
 * and the standard an accepted initiative became; its history (states, replies, the submitter's
 * answers, internal notes); its attachments. `submission_counters` hand out the numbers, one
 * sequence a form a year; `submission_totals` keep the counts of submissions deleted after their
 * retention. An attachment is kept from the step it was given in, before the form is sent
 * (`submission_id` null), and belongs to the submission once it is.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('submissions')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('assigned_to', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('standard_id', 'integer', (c) => c.references('standards.id').onDelete('set null'))
    .addColumn('reason', 'text')
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .addColumn('updated_at', d.timestampType, (c) => c.notNull())
    .addColumn('decided_at', d.timestampType)
    .execute();
  await db.schema.createIndex('submissions_decided_idx').on('submissions').column('decided_at').execute();
  await db.schema.createIndex('submissions_form_state_idx').on('submissions').columns(['form', 'state', 'created_at']).execute();
  await db.schema
    .createTable('submission_events')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('submission_id', 'integer', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('state', 'text')
    .addColumn('message', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('submission_events_submission_idx').on('submission_events').column('submission_id').execute();
  await db.schema
    .createTable('submission_files')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('submission_id', 'integer', (c) => c.references('submissions.id').onDelete('cascade'))
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('submission_files_submission_idx').on('submission_files').column('submission_id').execute();
  await db.schema
    .createTable('submission_counters')
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('submission_counters_pk', ['form', 'year'])
    .execute();
  await db.schema
    .createTable('submission_totals')
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('submission_totals_pk', ['form', 'year', 'state'])
    .execute();
}
