import { DEFAULT_LOCALE } from '../../../common/locales.js';
import type { SessionUser } from '../../../common/schemas/user.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { ENTITY_TYPES, type EntityType } from '../content/content-type.js';
import type { Overview } from '../../../common/schemas/admin.js';
import { countContent, countUsers, findLatestRevisions, findTitles } from './overview.repository.js';

/** How many changes the dashboard home lists. */
export const LATEST_CHANGES = 10;

/**
 * What the dashboard home shows: counts per type (users only for admins), drafts, scheduled items
 * (published with a publish time still ahead) and the latest saved revisions.
 */
export async function loadOverview(db: Db, actor: SessionUser): Promise<Overview> {
  const now = nowIso();
  const [counts, users, revisions] = await Promise.all([
    Promise.all(ENTITY_TYPES.map(async (type) => ({ type, ...(await countContent(db, type, now)) }))),
    actor.permissions.admin ? countUsers(db) : Promise.resolve(null),
    findLatestRevisions(db, LATEST_CHANGES),
  ]);
  const titles = await loadTitles(db, revisions.map((r) => ({ type: r.entity_type as EntityType, id: Number(r.entity_id) })));
  return {
    types: counts,
    users,
    drafts: counts.reduce((sum, c) => sum + c.drafts, 0),
    scheduled: counts.reduce((sum, c) => sum + c.scheduled, 0),
    latest: revisions.map((r) => {
      const title = titles.get(`${r.entity_type}:${r.entity_id}`);
      return {
        revisionId: Number(r.id),
        type: r.entity_type as EntityType,
        id: Number(r.entity_id),
        title: title ?? null,
        version: Number(r.version),
        createdAt: r.created_at,
        createdBy: r.created_by === null ? null : { id: Number(r.created_by), name: r.author_name ?? '' },
      };
    }),
  };
}

/** The Serbian title of each item (another locale's when it has no Serbian one), keyed "type:id". */
async function loadTitles(db: Db, items: { type: EntityType; id: number }[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const types = [...new Set(items.map((item) => item.type))];
  const rows = await Promise.all(types.map(async (type) => ({ type, rows: await findTitles(db, type, items.filter((i) => i.type === type).map((i) => i.id)) })));
  for (const { type, rows: translations } of rows) {
    for (const row of translations) {
      const key = `${type}:${row.entityId}`;
      if (row.locale === DEFAULT_LOCALE || !titles.has(key)) titles.set(key, row.title);
    }
  }
  return titles;
}
