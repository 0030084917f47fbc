import type { Kysely } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/**
 * E-mail alerts (modules/alerts). A subscriber is an address, the locale its messages are written
 * in and a random salt its links are signed with; each subscription follows one topic at one
 * frequency, from the moment it was confirmed. `alert_items` are the public changes the alert job
 * found (an item that became public, or a register entry that changed), each once: `change_key`
 * is unique. `alert_deliveries` record what each subscriber was sent (an item, or a digest by its
 * period) in the transaction that queues the message, so no run sends it twice; `alert_digests`
 * record the digest periods done, and `alert_cursor` how far the job has looked. A message of
 * many recipients (a digest, an item) keeps its common part once in `mail_bodies`.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('alert_subscribers')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .addColumn('updated_at', d.timestampType, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('alert_subscriptions')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('subscriber_id', 'integer', (c) => c.notNull().references('alert_subscribers.id').onDelete('cascade'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .addColumn('confirmed_at', d.timestampType)
    .addUniqueConstraint('alert_subscriptions_topic_uq', ['subscriber_id', 'topic'])
    .execute();
  await db.schema.createIndex('alert_subscriptions_topic_idx').on('alert_subscriptions').columns(['frequency', 'topic']).execute();
  await db.schema
    .createTable('alert_items')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('change_key', 'text', (c) => c.notNull().unique())
    .addColumn('topics', 'text', (c) => c.notNull())
    .addColumn('occurred_at', d.timestampType, (c) => c.notNull())
    .addColumn('collected_at', d.timestampType, (c) => c.notNull())
    .addColumn('announced_at', d.timestampType)
    .execute();
  await db.schema.createIndex('alert_items_collected_idx').on('alert_items').column('collected_at').execute();
  await db.schema.createIndex('alert_items_announced_idx').on('alert_items').columns(['announced_at', 'id']).execute();
  await db.schema
    .createTable('alert_deliveries')
    .addColumn('subscriber_id', 'integer', (c) => c.notNull().references('alert_subscribers.id').onDelete('cascade'))
    .addColumn('delivery_key', 'text', (c) => c.notNull())
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_deliveries_pk', ['subscriber_id', 'delivery_key'])
    .execute();
  await db.schema.createIndex('alert_deliveries_created_idx').on('alert_deliveries').column('created_at').execute();
  await db.schema
    .createTable('alert_digests')
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('period_end', d.timestampType, (c) => c.notNull())
    .addColumn('period_start', d.timestampType, (c) => c.notNull())
    .addColumn('finished_at', d.timestampType)
    .addPrimaryKeyConstraint('alert_digests_pk', ['frequency', 'period_end'])
    .execute();
  await db.schema
    .createTable('alert_cursor')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('looked_until', d.timestampType, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mail_bodies')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .execute();
  await db.schema.alterTable('mail_messages').addColumn('body_id', 'integer', (c) => c.references('mail_bodies.id')).execute();
  await db.schema.createIndex('mail_messages_body_idx').on('mail_messages').column('body_id').execute();
}
