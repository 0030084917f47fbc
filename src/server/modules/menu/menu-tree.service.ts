import type { SessionUser } from '../../../common/schemas/user.js';
import { type Db, inTransaction } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { AppError, invalid } from '../../lib/errors.js';
import type { Executor } from '../../db/executor.js';
import { insertRevision, updateEntity } from '../content/content.repository.js';
import { loadAdminView } from '../content/content-admin-view.js';
import { TARGET_TABLES, menuItemType, targetOfRow } from './menu-item.content-type.js';
import { type StoredPlacement, changedPlacements, findDuplicateIds, findStructureProblems, normalizePositions, stalePlacements } from './menu-order.js';
import { type AdminMenuNode, type AdminMenuTree, MENU_DEPTH_MAX, type MenuOrderInput } from './menu-tree.schema.js';
import * as repo from './menu.repository.js';
import { type AuditContext, recordAudit } from '../audit/audit.service.js';

type Menu = AdminMenuTree['menu'];

async function targetSummaries(db: Executor, rows: { target_type: string; target_id: number | null }[], now: string) {
  const summaries = new Map<string, Map<number, { title: string; isPublic: boolean }>>();
  for (const type of Object.keys(TARGET_TABLES) as repo.EntityTargetType[]) {
    const ids = rows.filter((row) => row.target_type === type).map((row) => Number(row.target_id));
    summaries.set(type, await repo.findTargetSummaries(db, type, ids, now));
  }
  return summaries;
}

/**
 * The whole tree of one menu as the dashboard edits it: every status, every locale's label, the
 * version of each item and what its target is called. Nesting follows the stored parents, siblings
 * their positions.
 */
export async function loadAdminMenuTree(db: Executor, menu: Menu): Promise<AdminMenuTree> {
  const now = nowIso();
  const rows = await repo.findMenuItems(db, menu);
  const labels = new Map((await repo.findLabels(db, rows.map((row) => row.id))).map((l) => [`${l.entity_id}:${l.locale}`, l.label]));
  const labelOf = (id: number, locale: string) => labels.get(`${id}:${locale}`);
  const summaries = await targetSummaries(db, rows, now);
  const nodes = new Map<number, AdminMenuNode>();
  for (const row of rows) {
    const target = targetOfRow(row);
    const summary = 'id' in target ? summaries.get(target.type)?.get(target.id) : undefined;
    nodes.set(row.id, {
      id: row.id,
      parentId: row.parent_id,
      position: row.position,
      version: row.version,
      status: row.status as AdminMenuNode['status'],
      publishedAt: row.published_at,
      target,
      targetTitle: summary?.title ?? null,
      isTargetPublic: 'id' in target ? Boolean(summary?.isPublic) : true,
      labels: { sr: labelOf(row.id, 'sr') ?? '', lat: labelOf(row.id, 'lat') ?? '', en: labelOf(row.id, 'en') ?? null },
      children: [],
    });
  }
  const roots: AdminMenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return { menu, depthMax: MENU_DEPTH_MAX, items: roots };
}

/** 409 naming what changed since the editor loaded the menu; the dashboard reloads it. */
async function menuConflict(db: Executor, stale: number[], added: number[]): Promise<AppError> {
  const labels = await repo.findLabels(db, stale);
  const names = stale.map((id) => labels.find((l) => l.entity_id === id && l.locale === 'sr')?.label ?? `#${id}`);
  const parts = [
    ...(names.length ? [`changed or deleted: ${names.join(', ')}`] : []),
    ...(added.length ? [`added: ${added.map((id) => `#${id}`).join(', ')}`] : []),
  ];
  return new AppError('VERSION_CONFLICT', 409, `Someone else changed this menu after you opened it (${parts.join('; ')}); reload to see their changes`, {
    stale,
    added,
  });
}

/** Ids listed that are not in this menu: those of the other menu are a mistake, missing ones were deleted. */
async function checkMembership(trx: Executor, input: MenuOrderInput, stored: Map<number, StoredPlacement>) {
  const foreignIds = input.items.filter((item) => !stored.has(item.id)).map((item) => item.id);
  const menus = await repo.findMenusOf(trx, foreignIds);
  const problems: Record<string, string> = {};
  input.items.forEach((item, index) => {
    const menu = menus.get(item.id);
    if (menu) problems[`items.${index}.id`] = `This item belongs to the ${menu} menu`;
  });
  if (Object.keys(problems).length > 0) throw invalid(problems);
  const listed = new Set(input.items.map((item) => item.id));
  const deleted = foreignIds.filter((id) => !menus.has(id));
  const added = [...stored.keys()].filter((id) => !listed.has(id));
  if (deleted.length > 0 || added.length > 0) throw await menuConflict(trx, deleted, added);
}

/**
 * Saves a whole new order of one menu in one transaction. The request lists every item of the
 * menu; only items whose parent or position changes are written, each checked against the version
 * the editor saw, given a new version and a revision like any other save. Anything stale refuses
 * the whole order (409), so a menu never ends half reordered.
 */
export async function saveMenuOrder(db: Db, actor: SessionUser, input: MenuOrderInput, audit: AuditContext): Promise<AdminMenuTree> {
  return inTransaction(db, async (trx) => {
    const duplicates = findDuplicateIds(input.items);
    if (duplicates.length > 0) throw invalid({ items: `Items listed more than once: ${duplicates.join(', ')}` });
    const rows = await repo.lockMenuPlacements(trx, input.menu);
    const stored = new Map(rows.map((row) => [row.id, { id: row.id, parentId: row.parent_id, position: row.position, version: row.version }]));
    await checkMembership(trx, input, stored);
    const items = normalizePositions(input.items);
    const problems = findStructureProblems(items, MENU_DEPTH_MAX);
    if (Object.keys(problems).length > 0) throw invalid(problems, 'This order cannot be saved');
    const changed = changedPlacements(items, stored);
    const stale = stalePlacements(changed, stored);
    if (stale.length > 0) throw await menuConflict(trx, stale, []);
    const now = nowIso();
    for (const item of changed) {
      const row = { parent_id: item.parentId, position: item.position, updated_at: now, updated_by: actor.id };
      if (!(await updateEntity(trx, menuItemType, item.id, item.version, row))) throw await menuConflict(trx, [item.id], []);
      const view = await loadAdminView(trx, menuItemType, item.id);
      await insertRevision(trx, { entityType: menuItemType.entity, entityId: item.id, version: view.version, snapshot: JSON.stringify(view), createdBy: actor.id, createdAt: now });
    }
    if (changed.length > 0) {
      const summary = `Reordered the ${input.menu} menu: items ${changed.map((item) => item.id).join(', ')} moved`;
      await recordAudit(trx, audit, { action: 'menu-reordered', summary });
    }
    return loadAdminMenuTree(trx, input.menu);
  });
}
