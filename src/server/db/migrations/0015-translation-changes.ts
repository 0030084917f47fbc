import { type Kysely, sql } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/** Each content type's table and its translations' table. */
const TRANSLATED_TABLES = [
  ['articles', 'article_translations'],
  ['categories', 'category_translations'],
  ['pages', 'page_translations'],
  ['presentations', 'presentation_translations'],
  ['tags', 'tag_translations'],
  ['files', 'file_translations'],
  ['menu_items', 'menu_item_translations'],
  ['levels', 'level_translations'],
  ['qualifications', 'qualification_translations'],
  ['awarding_bodies', 'awarding_body_translations'],
] as const;

/**
 * When each locale's text of an item last changed: the item's version whose save changed it and
 * the time, so a translation older than the Serbian it follows can be found (and the revision of
 * that save shows what the Serbian was then). The texts already stored are taken as of the item's
 * last save: no translation counts as stale until the Serbian changes again.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  for (const [table, translations] of TRANSLATED_TABLES) {
    await db.schema.alterTable(translations).addColumn('text_version', 'integer').execute();
    await db.schema.alterTable(translations).addColumn('text_changed_at', d.timestampType).execute();
    await sql`update ${sql.table(translations)} set
      text_version = (select e.version from ${sql.table(table)} e where e.id = ${sql.table(translations)}.entity_id),
      text_changed_at = (select e.updated_at from ${sql.table(table)} e where e.id = ${sql.table(translations)}.entity_id)`.execute(db);
  }
}
