import type { Kysely } from 'kysely';
import type { DialectHelpers } from '../dialect.js';
import { contentTable, publishedIndex, translationTable } from './0001-initial.js';

/**
 * The register of publicly recognised organisers of adult-education activities (ЈПОА): the
 * providers, their approvals (each with a stable id, rewritten in place by a save of its provider),
 * and the places where an approval is delivered. An approval's status is not stored: it follows
 * from its instants, which are indexed so that the response cache finds the next one.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await contentTable(db, d, 'providers')
    .addColumn('legal_form', 'text', (c) => c.notNull())
    .addColumn('registration_number', 'text', (c) => c.notNull().unique())
    .addColumn('tax_number', 'text', (c) => c.notNull().unique())
    .addColumn('municipality', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('website', 'text', (c) => c.notNull().defaultTo(''))
    // Every locale's name and the Latin of the Cyrillic, folded for search: what the list's `q` looks through.
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await translationTable(db, 'provider_translations', 'providers', true)
    .addColumn('text_version', 'integer')
    .addColumn('text_changed_at', d.timestampType)
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await publishedIndex(db, 'providers');
  await db.schema.createIndex('providers_municipality_idx').on('providers').column('municipality').execute();

  await db.schema
    .createTable('provider_approvals')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('provider_id', 'integer', (c) => c.notNull().references('providers.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('activity', 'text', (c) => c.notNull())
    .addColumn('programme_sr', 'text', (c) => c.notNull())
    .addColumn('programme_en', 'text')
    .addColumn('qualification_id', 'integer', (c) => c.references('qualifications.id'))
    // The level as the editor gave it; a qualification's own level applies when this is null.
    .addColumn('level_code', 'text')
    .addColumn('decision_number', 'text', (c) => c.notNull())
    .addColumn('decision_date', 'text', (c) => c.notNull())
    .addColumn('valid_from', d.timestampType, (c) => c.notNull())
    .addColumn('valid_until', d.timestampType)
    .addColumn('revoked_at', d.timestampType)
    .addColumn('revocation_reason', 'text')
    // JSON array of {name, municipality}: shown with the approval, never filtered by.
    .addColumn('employers', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('provider_approvals_provider_idx').on('provider_approvals').columns(['provider_id', 'position']).execute();
  await db.schema.createIndex('provider_approvals_qualification_idx').on('provider_approvals').column('qualification_id').execute();
  for (const column of ['valid_from', 'valid_until', 'revoked_at']) {
    await db.schema.createIndex(`provider_approvals_${column}_idx`).on('provider_approvals').column(column).execute();
  }

  await db.schema
    .createTable('provider_approval_places')
    .addColumn('approval_id', 'integer', (c) => c.notNull().references('provider_approvals.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('municipality', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    // The municipality folded for search (Latin, lower case, no diacritics): what the list's filter matches, in either script.
    .addColumn('municipality_key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('provider_approval_places_pk', ['approval_id', 'position'])
    .execute();
  await db.schema.createIndex('provider_approval_places_municipality_idx').on('provider_approval_places').column('municipality_key').execute();
}
