import type { Db } from '../../db/database.js';
import { type EntityType, titleColumnOf } from '../content/content-type.js';
import { CONTENT_TYPES } from '../content-types/content-types.js';

// NOTE: every content table has the same common columns (status, published_at), and every
// translation table entity_id and locale; Kysely cannot type a table chosen at run time, so the
// queries are written against one of them and the name is swapped in.
type ContentTable = 'articles';
type TranslationTable = 'article_translations';

export interface TypeCounts {
  total: number;
  drafts: number;
  scheduled: number;
}

/** How many items a type has, how many are drafts, and how many wait for a publish time after `now`. */
export async function countContent(db: Db, type: EntityType, now: string): Promise<TypeCounts> {
  const row = await db
    .selectFrom(CONTENT_TYPES[type].table as ContentTable)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.sum<number | string | null>(eb.case().when('status', '=', 'draft').then(1).else(0).end()).as('drafts'),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(eb.and([eb('status', '=', 'published'), eb('published_at', '>', now)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('scheduled'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), drafts: Number(row.drafts ?? 0), scheduled: Number(row.scheduled ?? 0) };
}

export function countUsers(db: Db): Promise<number> {
  return db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.total));
}

/** The newest revisions of any type, with their authors' names (snapshots are left out: they can be large). */
export function findLatestRevisions(db: Db, limit: number) {
  return db
    .selectFrom('revisions')
    .leftJoin('users', 'users.id', 'revisions.created_by')
    .select([
      'revisions.id',
      'revisions.entity_type',
      'revisions.entity_id',
      'revisions.version',
      'revisions.created_at',
      'revisions.created_by',
      'users.name as author_name',
    ])
    .orderBy('revisions.created_at', 'desc')
    .orderBy('revisions.id', 'desc')
    .limit(limit)
    .execute();
}

/** Titles (names, labels) of items of one type in every locale they have, by item id. */
export async function findTitles(db: Db, type: EntityType, ids: number[]): Promise<{ entityId: number; locale: string; title: string }[]> {
  if (ids.length === 0) return [];
  const titleColumn = titleColumnOf(CONTENT_TYPES[type]);
  const { translationTable } = CONTENT_TYPES[type];
  const rows = await db
    .selectFrom(translationTable as TranslationTable)
    .select(['entity_id', 'locale', `${titleColumn} as title` as 'title'])
    .where('entity_id', 'in', [...new Set(ids)])
    .execute();
  return rows.map((row) => ({ entityId: Number(row.entity_id), locale: row.locale, title: String(row.title) }));
}
