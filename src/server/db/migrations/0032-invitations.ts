import type { Kysely } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/**
 * Invitations (modules/invitations): an administrator invites an address into groups; the e-mailed
 * link, kept as a SHA-256 hash, lets the person set a password within 7 days, once. Revoked,
 * accepted and expired invitations are deleted 30 days after they closed.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .addColumn('expires_at', d.timestampType, (c) => c.notNull())
    .addColumn('accepted_at', d.timestampType)
    .addColumn('revoked_at', d.timestampType)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('invitations_email_idx').on('invitations').column('email').execute();
  await db.schema.createIndex('invitations_expiry_idx').on('invitations').column('expires_at').execute();
  await db.schema
    .createTable('invitation_groups')
    .addColumn('invitation_id', 'integer', (c) => c.notNull().references('invitations.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('invitation_groups_pk', ['invitation_id', 'group_id'])
    .execute();
}
