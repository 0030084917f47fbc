import { type Kysely, sql } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/**
 * What a user's list of sessions shows of each: when it was last used (written at most once a
 * minute), and the address and browser it was opened from.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await db.schema.alterTable('auth_tokens').addColumn('last_used_at', d.timestampType).execute();
  await db.schema.alterTable('auth_tokens').addColumn('ip', 'text').execute();
  await db.schema.alterTable('auth_tokens').addColumn('user_agent', 'text').execute();
  await sql`update auth_tokens set last_used_at = created_at`.execute(db);
}
