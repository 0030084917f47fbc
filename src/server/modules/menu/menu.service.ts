import type { Locale } from '../../../common/locales.js';
import type { MenuNode } from '../../../common/schemas/public.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { pickTranslation } from '../content/public.js';
import { CONTENT_TYPES } from '../content-types/content-types.js';
import { TARGET_TABLES, targetOfRow } from './menu-item.content-type.js';
import { findMenusOf } from './menu.repository.js';

type TargetType = keyof typeof TARGET_TABLES;

/** Slugs (in `locale`, else Cyrillic) of the published items menu entries point to. */
async function publishedTargetSlugs(db: Db, type: TargetType, ids: number[], locale: Locale, now: string) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom(`${CONTENT_TYPES[type].table} as e` as 'pages as e')
    .innerJoin(`${CONTENT_TYPES[type].translationTable} as t` as 'page_translations as t', 't.entity_id', 'e.id')
    .select(['e.id', 't.locale', 't.slug'])
    .where('e.id', 'in', ids)
    .where('e.status', '=', 'published')
    .where('e.published_at', '<=', now)
    .execute();
  const slugs = new Map<number, string>();
  for (const id of ids) {
    const picked = pickTranslation(rows.filter((row) => row.id === id), locale);
    if (picked) slugs.set(id, picked.row.slug);
  }
  return slugs;
}

/**
 * The published tree of one menu in `locale`. Labels fall back to Cyrillic so navigation never
 * loses entries; entries whose target is not public are left out with their children.
 */
export async function loadMenuTree(db: Db, menu: string, locale: Locale): Promise<MenuNode[]> {
  const now = nowIso();
  const items = await db
    .selectFrom('menu_items')
    .select(['id', 'parent_id', 'position', 'target_type', 'target_id', 'target_route', 'target_url'])
    .where('menu', '=', menu)
    .where('status', '=', 'published')
    .where('published_at', '<=', now)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const ids = items.map((item) => item.id);
  const labels = ids.length
    ? await db.selectFrom('menu_item_translations').select(['entity_id', 'locale', 'label']).where('entity_id', 'in', ids).execute()
    : [];
  const slugs = new Map<TargetType, Map<number, string>>();
  for (const type of Object.keys(TARGET_TABLES) as TargetType[]) {
    const targetIds = items.filter((item) => item.target_type === type).map((item) => Number(item.target_id));
    slugs.set(type, await publishedTargetSlugs(db, type, targetIds, locale, now));
  }
  const nodes = new Map<number, MenuNode & { parentId: number | null }>();
  for (const item of items) {
    const label = pickTranslation(labels.filter((l) => l.entity_id === item.id), locale)?.row.label;
    const target = targetOfRow(item);
    if (!label) continue;
    if ('id' in target) {
      const slug = slugs.get(target.type)?.get(target.id);
      if (!slug) continue;
      nodes.set(item.id, { id: item.id, label, target: { ...target, slug }, children: [], parentId: item.parent_id });
    } else {
      nodes.set(item.id, { id: item.id, label, target, children: [], parentId: item.parent_id });
    }
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const { parentId, ...publicNode } = node;
    if (parentId === null) roots.push(publicNode);
    else nodes.get(parentId)?.children.push(publicNode);
  }
  return roots;
}

function findNode(nodes: MenuNode[], id: number): MenuNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findNode(node.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/** One entry of a published menu tree in `locale`, with its children. */
export async function getMenuNode(db: Db, id: number, locale: Locale): Promise<MenuNode> {
  const menu = (await findMenusOf(db, [id])).get(id);
  const node = menu ? findNode(await loadMenuTree(db, menu, locale), id) : undefined;
  if (!node) throw notFound('Menu item');
  return node;
}
