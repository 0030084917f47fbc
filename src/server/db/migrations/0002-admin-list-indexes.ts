import type { Kysely } from 'kysely';

/** Content tables with the column each one's dashboard list shows as its title. */
const LISTED: [table: string, translationTable: string, titleColumn: string][] = [
  ['articles', 'article_translations', 'title'],
  ['categories', 'category_translations', 'name'],
  ['pages', 'page_translations', 'title'],
  ['presentations', 'presentation_translations', 'title'],
  ['tags', 'tag_translations', 'name'],
  ['files', 'file_translations', 'title'],
  ['menu_items', 'menu_item_translations', 'label'],
];

/**
 * The dashboard lists sort by last change, publication time or title and page through the
 * result; these indexes let both databases read one page in order instead of sorting every row
 * (bench/admin-lists.ts measures it on 100,000 articles).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, translationTable, titleColumn] of LISTED) {
    await db.schema.createIndex(`${table}_updated_idx`).on(table).columns(['updated_at', 'id']).execute();
    await db.schema.createIndex(`${table}_published_at_idx`).on(table).columns(['published_at', 'id']).execute();
    await db.schema.createIndex(`${translationTable}_title_idx`).on(translationTable).columns(['locale', titleColumn, 'entity_id']).execute();
    // "Not translated into English" looks for the items without a row of that locale.
    await db.schema.createIndex(`${translationTable}_locale_idx`).on(translationTable).columns(['locale', 'entity_id']).execute();
  }
}
