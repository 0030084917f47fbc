import type { MenuItemInput, MenuTarget } from '../../../common/schemas/content.js';
import { AppError, invalid } from '../../lib/errors.js';
import type { Executor } from '../../db/executor.js';
import type { ContentType } from '../content/content-type.js';
import { findMissingIds } from '../content/content.repository.js';
import { articleType } from '../articles/article.content-type.js';
import { categoryType } from '../categories/category.content-type.js';
import { pageType } from '../pages/page.content-type.js';
import { presentationType } from '../presentations/presentation.content-type.js';

export const TARGET_TABLES = { page: 'pages', category: 'categories', article: 'articles', presentation: 'presentations' } as const;

function targetColumns(target: MenuTarget) {
  return {
    target_type: target.type,
    target_id: 'id' in target ? target.id : null,
    target_route: target.type === 'route' ? target.route : null,
    target_url: target.type === 'url' ? target.url : null,
  };
}

export function targetOfRow(row: Record<string, unknown>): MenuTarget {
  switch (row.target_type) {
    case 'route':
      return { type: 'route', route: row.target_route as never };
    case 'url':
      return { type: 'url', url: String(row.target_url) };
    case 'none':
      return { type: 'none' };
    default:
      return { type: row.target_type as keyof typeof TARGET_TABLES, id: Number(row.target_id) };
  }
}

async function assertParent(trx: Executor, input: MenuItemInput, id: number | null) {
  if (!input.parentId) return;
  let current: number | null = input.parentId;
  for (let depth = 0; current !== null && depth < 100; depth++) {
    if (current === id) throw invalid({ parentId: 'An item cannot be placed under itself or its own child' });
    const parent: { menu: string; parent_id: number | null } | undefined = await trx
      .selectFrom('menu_items')
      .select(['menu', 'parent_id'])
      .where('id', '=', current)
      .executeTakeFirst();
    if (!parent) throw invalid({ parentId: 'Unknown menu item' });
    if (parent.menu !== input.menu) throw invalid({ parentId: 'The parent belongs to another menu' });
    current = parent.parent_id;
  }
}

/** An item moving to the other menu would leave its sub-items under a parent of another menu. */
async function assertChildrenInMenu(trx: Executor, input: MenuItemInput, id: number | null) {
  if (id === null) return;
  const strayChild = await trx.selectFrom('menu_items').select('id').where('parent_id', '=', id).where('menu', '!=', input.menu).executeTakeFirst();
  if (strayChild) throw invalid({ menu: 'Move or remove the sub-items first: they would stay in the other menu' });
}

export const menuItemType: ContentType<MenuItemInput> = {
  entity: 'menu_item',
  label: 'Menu item',
  table: 'menu_items',
  translationTable: 'menu_item_translations',
  translatedFields: { label: 'label' },
  search: null,
  toRow: (input) => ({ menu: input.menu, parent_id: input.parentId ?? null, position: input.position, ...targetColumns(input.target) }),
  fromRow: (row) => ({ menu: row.menu, parentId: row.parent_id, position: row.position, target: targetOfRow(row) }),
  /** The public menu leaves out an entry whose target is not public. */
  references: (input) => {
    const target = input.target;
    if (!('id' in target)) return [];
    const types = { page: pageType, category: categoryType, article: articleType, presentation: presentationType };
    return [{ type: types[target.type], ids: [target.id] }];
  },
  /** Deleting a parent would silently take its sub-items with it; they must be moved or deleted first. */
  async assertDeletable(trx, id) {
    const children = await trx.selectFrom('menu_items').select('id').where('parent_id', '=', id).execute();
    if (children.length > 0) {
      throw new AppError('IN_USE', 409, 'This menu item has sub-items; move or delete them first', { children: children.map((c) => c.id) });
    }
  },
  async validate(trx, input, id) {
    await assertParent(trx, input, id);
    await assertChildrenInMenu(trx, input, id);
    const target = input.target;
    if ('id' in target && (await findMissingIds(trx, TARGET_TABLES[target.type], [target.id])).length > 0) {
      throw invalid({ 'target.id': `Unknown ${target.type}` });
    }
  },
};
