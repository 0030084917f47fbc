import { type Kysely, sql } from 'kysely';
import type { DialectHelpers } from '../dialect.js';
import { contentTable, publishedIndex, translationTable } from './0001-initial.js';

/**
 * The sector skills councils, and the link of each qualification and standard to its council.
 * Until now both named their council in free text; the text stays, and every one whose Serbian text
 * is exactly a council's Serbian name (trimmed, case as written) is linked to it. The rest stay text
 * only, for editors to resolve.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  await contentTable(db, d, 'councils')
    .addColumn('constituted_on', 'text', (c) => c.notNull())
    .addColumn('tag_id', 'integer', (c) => c.references('tags.id').onDelete('set null'))
    // JSON arrays, saved with the council as a standard's history is: members, sessions, decisions.
    .addColumn('members', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sessions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('decisions', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await translationTable(db, 'council_translations', 'councils', true)
    .addColumn('text_version', 'integer')
    .addColumn('text_changed_at', d.timestampType)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await publishedIndex(db, 'councils');

  for (const table of ['qualifications', 'standards']) {
    await db.schema.alterTable(table).addColumn('council_id', 'integer', (c) => c.references('councils.id')).execute();
    await db.schema.createIndex(`${table}_council_idx`).on(table).column('council_id').execute();
  }
  await linkToCouncils(db);
}

/**
 * Links each qualification and standard whose Serbian free text names a council exactly: trimmed,
 * equal (case as written) to the council's Serbian name. The lowest id wins should two councils
 * share a name.
 */
export async function linkToCouncils(db: Kysely<unknown>): Promise<void> {
  await sql`
    update qualifications set council_id = (
      select min(ct.entity_id) from qualification_translations qt
      join council_translations ct on ct.locale = 'sr' and ct.name = trim(qt.sector_council)
      where qt.entity_id = qualifications.id and qt.locale = 'sr' and trim(qt.sector_council) <> ''
    )
    where council_id is null`.execute(db);
  await sql`
    update standards set council_id = (
      select min(ct.entity_id) from standard_translations st
      join council_translations ct on ct.locale = 'sr' and ct.name = trim(st.sector_council)
      where st.entity_id = standards.id and st.locale = 'sr' and trim(st.sector_council) <> ''
    )
    where council_id is null`.execute(db);
}
