import type { Kysely } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/**
 * Two-factor sign-in (TOTP, RFC 6238). A user's secret is kept encrypted with the server's
 * SECRET_KEY: a pending one from setup until a code confirms it, then the active one. The last
 * time step a code was accepted for makes every code single-use. Recovery codes are kept hashed.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_pending_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', d.timestampType).execute();
  await db.schema.alterTable('users').addColumn('totp_last_step', 'bigint').execute();
  await db.schema
    .createTable('totp_recovery_codes')
    .addColumn('id', 'integer', (c) => d.primaryId(c))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', d.timestampType)
    .execute();
  await db.schema.createIndex('totp_recovery_codes_user_idx').on('totp_recovery_codes').columns(['user_id', 'code_hash']).execute();
}
