import type { Kysely } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/**
 * E-mail about review (modules/reviews/review-notices.ts): a user chooses a message for each move
 * (submitted to them, approved, sent back) or one a day; `review_notices` keep the moves a daily
 * message has yet to tell, and are deleted in the transaction that queues it.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await db.schema.alterTable('users').addColumn('review_digest', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('review_notices')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_notices_user_idx').on('review_notices').column('user_id').execute();
}
