import type { Kysely } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/**
 * The forgotten-password journey (modules/password-reset). A request is only recorded by the
 * request that makes it, whatever the address, and turned into a link and a message by the mail
 * job; the link's token is kept as a SHA-256 hash, used once, valid for 30 minutes.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('password_reset_requests')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('requested_at', d.timestampType, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .addColumn('expires_at', d.timestampType, (c) => c.notNull())
    .addColumn('used_at', d.timestampType)
    .execute();
  await db.schema.createIndex('password_reset_tokens_user_idx').on('password_reset_tokens').column('user_id').execute();
  await db.schema.createIndex('password_reset_tokens_expiry_idx').on('password_reset_tokens').column('expires_at').execute();
}
