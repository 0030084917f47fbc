import type { Kysely } from 'kysely';
import type { DialectHelpers } from '../dialect.js';
import { contentTable, publishedIndex, translationTable } from './0001-initial.js';

/**
 * The register of qualifications: the bodies that award them, the qualifications with their
 * texts (learning outcomes one a line), and the lists a qualification holds: its awarding bodies,
 * related occupations and supplements (documents of the library).
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await contentTable(db, d, 'awarding_bodies')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('website', 'text')
    .execute();
  await translationTable(db, 'awarding_body_translations', 'awarding_bodies', false)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await publishedIndex(db, 'awarding_bodies');

  await contentTable(db, d, 'qualifications')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('level_code', 'text', (c) => c.notNull())
    .addColumn('eqf_level', 'integer', (c) => c.notNull())
    .addColumn('level_position', 'integer', (c) => c.notNull())
    .addColumn('qualification_type', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer')
    .addColumn('hours', 'integer')
    .addColumn('acquisition_ways', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('register_status', 'text', (c) => c.notNull())
    .addColumn('registered_on', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text')
    .execute();
  await translationTable(db, 'qualification_translations', 'qualifications', true)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('knowledge', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('skills', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('autonomy', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('entry_requirements', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('internal_qa', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('external_qa', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('standard', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sector_council', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await publishedIndex(db, 'qualifications');
  // The register's filters; each count of a filter's values groups by one of these.
  for (const column of ['level_code', 'field', 'qualification_type', 'register_status']) {
    await db.schema.createIndex(`qualifications_${column}_idx`).on('qualifications').column(column).execute();
  }

  await db.schema
    .createTable('qualification_awarding_bodies')
    .addColumn('qualification_id', 'integer', (c) => c.notNull().references('qualifications.id').onDelete('cascade'))
    .addColumn('awarding_body_id', 'integer', (c) => c.notNull().references('awarding_bodies.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('qualification_awarding_bodies_pk', ['qualification_id', 'awarding_body_id'])
    .execute();
  await db.schema.createIndex('qualification_awarding_bodies_body_idx').on('qualification_awarding_bodies').column('awarding_body_id').execute();

  await db.schema
    .createTable('qualification_occupations')
    .addColumn('qualification_id', 'integer', (c) => c.notNull().references('qualifications.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('uri', 'text', (c) => c.notNull())
    .addColumn('label_sr', 'text', (c) => c.notNull())
    .addColumn('label_en', 'text')
    .addPrimaryKeyConstraint('qualification_occupations_pk', ['qualification_id', 'position'])
    .execute();

  await db.schema
    .createTable('qualification_supplements')
    .addColumn('qualification_id', 'integer', (c) => c.notNull().references('qualifications.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('qualification_supplements_pk', ['qualification_id', 'file_id'])
    .execute();
  await db.schema.createIndex('qualification_supplements_file_idx').on('qualification_supplements').column('file_id').execute();
}
