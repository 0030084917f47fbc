import { type Kysely, sql } from 'kysely';
import type { DialectHelpers } from '../dialect.js';
import { contentTable, publishedIndex, translationTable } from './0001-initial.js';

/**
 * The register of qualification standards, and each qualification's link to the standard it rests
 * on. Until now a qualification named its standard in free text; the text stays, and every
 * qualification whose text is exactly a standard's title (in the same locale, trimmed, case as
 * written) is linked to it. The rest stay text only, for editors to resolve.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await contentTable(db, d, 'standards')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('level_code', 'text', (c) => c.notNull())
    .addColumn('eqf_level', 'integer', (c) => c.notNull())
    .addColumn('qualification_type', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('acquisition_ways', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('occupation_codes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('esco_uris', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('history', 'text', (c) => c.notNull().defaultTo('[]'))
    // Kept from the history on every save, so that a list filters by it.
    .addColumn('standard_status', 'text', (c) => c.notNull())
    .addColumn('status_since', 'text', (c) => c.notNull())
    // The code and every locale's title, lower-cased: what the list's `q` looks through.
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await translationTable(db, 'standard_translations', 'standards', true)
    .addColumn('text_version', 'integer')
    .addColumn('text_changed_at', d.timestampType)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('job_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('entry_requirements', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('progression', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duration', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('knowledge', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('skills', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('autonomy', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('assessment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('document', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('issuer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sector_council', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await publishedIndex(db, 'standards');
  for (const column of ['level_code', 'field', 'standard_status']) {
    await db.schema.createIndex(`standards_${column}_idx`).on('standards').column(column).execute();
  }

  await db.schema.alterTable('qualifications').addColumn('standard_id', 'integer', (c) => c.references('standards.id')).execute();
  await db.schema.createIndex('qualifications_standard_idx').on('qualifications').column('standard_id').execute();
  await linkQualificationsToStandards(db);
}

/**
 * Links each qualification whose free text names a standard exactly: the text of a locale, trimmed,
 * equal (case as written) to the standard's title in the same locale. The lowest id wins should two
 * standards share a title.
 */
export async function linkQualificationsToStandards(db: Kysely<unknown>): Promise<void> {
  await sql`
    update qualifications set standard_id = (
      select min(st.entity_id) from qualification_translations qt
      join standard_translations st on st.locale = qt.locale and st.title = trim(qt.standard)
      where qt.entity_id = qualifications.id and trim(qt.standard) <> ''
    )
    where standard_id is null`.execute(db);
}
