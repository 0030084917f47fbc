import type { Kysely } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/**
 * Who has an item open in the dashboard (modules/presence): each open edit screen says so every
 * few seconds, and sees the others who said so lately. In the database, so the editors of one item
 * see each other whichever instance serves them; a row not renewed is stale within a minute and
 * swept away within the hour.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('presence')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('since', d.timestampType, (c) => c.notNull())
    .addColumn('seen_at', d.timestampType, (c) => c.notNull())
    .addPrimaryKeyConstraint('presence_pk', ['subject', 'item_id', 'user_id'])
    .execute();
  await db.schema.createIndex('presence_seen_idx').on('presence').column('seen_at').execute();
}
