import type { Kysely } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/**
 * Outgoing e-mail: a queue in the database that a job sends from (modules/mail), so no request
 * waits on SMTP and a message outlives a restart. A message is claimed by one instance at a time
 * under a lease (decision 29). Each user gets the locale their messages are written in: the
 * dashboard's, Serbian Cyrillic until they use another.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('mail_messages')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('headers', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', d.timestampType, (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('lease_expires_at', d.timestampType)
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .addColumn('sent_at', d.timestampType)
    .addColumn('last_error', 'text')
    .execute();
  // What the sender looks for: the queued ones that are due, and the claimed ones whose lease ran out.
  await db.schema.createIndex('mail_messages_due_idx').on('mail_messages').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_messages_lease_idx').on('mail_messages').columns(['status', 'lease_expires_at']).execute();
  // What the retention sweep deletes: sent messages by age.
  await db.schema.createIndex('mail_messages_sent_idx').on('mail_messages').columns(['status', 'sent_at']).execute();

  await db.schema.alterTable('users').addColumn('locale', 'text', (c) => c.notNull().defaultTo('sr')).execute();
}
