import type { Executor } from '../../db/executor.js';
import { dialectOf } from '../../db/dialect.js';
import { TARGET_TABLES } from './menu-item.content-type.js';

export type EntityTargetType = keyof typeof TARGET_TABLES;

/** Where each target type keeps its Serbian title (categories call it a name). */
const TARGET_TITLES = {
  page: { table: 'page_translations', column: 'title' },
  category: { table: 'category_translations', column: 'name' },
  article: { table: 'article_translations', column: 'title' },
  presentation: { table: 'presentation_translations', column: 'title' },
} as const;

const TREE_COLUMNS = ['id', 'parent_id', 'position', 'version', 'status', 'published_at', 'target_type', 'target_id', 'target_route', 'target_url'] as const;

/** Every item of one menu, siblings in their order (position, then id as the public menu does). */
export function findMenuItems(db: Executor, menu: string) {
  return db.selectFrom('menu_items').select(TREE_COLUMNS).where('menu', '=', menu).orderBy('position').orderBy('id').execute();
}

/**
 * The places of one menu's items, locked until the transaction ends on PostgreSQL, so two
 * reorders of the same menu run one after the other and the second sees the first's versions.
 * (SQLite runs one writing transaction at a time anyway, and has no FOR UPDATE.)
 */
export function lockMenuPlacements(trx: Executor, menu: string) {
  let query = trx.selectFrom('menu_items').select(['id', 'parent_id', 'position', 'version']).where('menu', '=', menu);
  if (dialectOf(trx) === 'postgres') query = query.forUpdate();
  return query.execute();
}

/** The menu each of `ids` belongs to (ids that do not exist are left out). */
export async function findMenusOf(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('menu_items').select(['id', 'menu']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.menu]));
}

export async function findLabels(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('menu_item_translations').select(['entity_id', 'locale', 'label']).where('entity_id', 'in', ids).execute();
}

/** Serbian title of each target and whether it is published with its time passed. */
export async function findTargetSummaries(db: Executor, type: EntityTargetType, ids: number[], now: string) {
  if (ids.length === 0) return new Map<number, { title: string; isPublic: boolean }>();
  const { table, column } = TARGET_TITLES[type];
  // NOTE: one query shape for four tables; Kysely's static table types cannot name them together.
  const rows = await db
    .selectFrom(`${TARGET_TABLES[type]} as e` as 'pages as e')
    .leftJoin(`${table} as t` as 'page_translations as t', (join) => join.onRef('t.entity_id', '=', 'e.id').on('t.locale', '=', 'sr'))
    .select(['e.id', 'e.status', 'e.published_at', `t.${column} as title` as 't.title as title'])
    .where('e.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { title: row.title ?? '', isPublic: row.status === 'published' && row.published_at !== null && row.published_at <= now },
    ]),
  );
}
