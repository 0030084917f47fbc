import type { Kysely } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/**
 * The devices users have signed in from (the hash of each device cookie): a known device keeps
 * its own allowance of wrong passwords, so failures sent from elsewhere cannot lock its user out.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('login_devices')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', d.timestampType, (c) => c.notNull())
    .addColumn('last_used_at', d.timestampType, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_devices_last_used_idx').on('login_devices').column('last_used_at').execute();
}
