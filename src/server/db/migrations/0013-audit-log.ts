import type { Kysely } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/**
 * The audit log: one row per action that changes something or matters for security, appended
 * only. Each row keeps its record as hashed (`record`) and the hash of the row before it, so a
 * removed or edited row breaks the chain (modules/audit/audit.service.ts verifies it).
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('at', d.timestampType, (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text')
    .addColumn('entity_id', 'integer')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('previous_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'at']).execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity_type', 'entity_id']).execute();
}
