import type { CategoryInput } from '../../../common/schemas/content.js';
import { invalid } from '../../lib/errors.js';
import type { Executor } from '../../db/executor.js';
import type { ContentType } from '../content/content-type.js';
import { findMissingIds } from '../content/content.repository.js';

/** True when `candidate` is `id` itself or lies below it, which would make the tree a loop. */
async function isSelfOrDescendant(trx: Executor, id: number, candidate: number): Promise<boolean> {
  let current: number | null = candidate;
  for (let depth = 0; current !== null && depth < 100; depth++) {
    if (current === id) return true;
    const row: { parent_id: number | null } | undefined = await trx.selectFrom('categories').select('parent_id').where('id', '=', current).executeTakeFirst();
    current = row?.parent_id ?? null;
  }
  return false;
}

export const categoryType: ContentType<CategoryInput> = {
  entity: 'category',
  label: 'Category',
  table: 'categories',
  translationTable: 'category_translations',
  translatedFields: { name: 'name', description: 'description' },
  slugSource: 'name',
  search: { type: 'category', title: 'name', summary: ['description'] },
  toRow: (input) => ({ parent_id: input.parentId ?? null, position: input.position, audience: input.audience ?? null }),
  fromRow: (row) => ({ parentId: row.parent_id, position: row.position, audience: row.audience }),
  /** A published subcategory of a draft would hang in the public tree without its parent. */
  references: (input) => [{ type: categoryType, ids: [input.parentId] }],
  async validate(trx, input, id) {
    if (!input.parentId) return;
    if ((await findMissingIds(trx, 'categories', [input.parentId])).length > 0) throw invalid({ parentId: 'Unknown category' });
    if (id !== null && (await isSelfOrDescendant(trx, id, input.parentId))) {
      throw invalid({ parentId: 'A category cannot be placed under itself or its own subcategory' });
    }
  },
};
