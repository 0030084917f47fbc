import type { Locale } from '../../../common/locales.js';
import type { BEST_BET_TYPES } from '../../../common/schemas/search-insights.js';
import type { Db } from '../../db/database.js';
import type { IndexHit } from './search.repository.js';

export type BestBetType = (typeof BEST_BET_TYPES)[number];

const TABLES: Record<BestBetType, 'articles' | 'pages' | 'presentations'> = { article: 'articles', page: 'pages', presentation: 'presentations' };

/** The best bet of a query as the public sees it: its item published in the locale, or nothing. */
export function findVisibleBestBet(db: Db, locale: Locale, query: string, now: string): Promise<IndexHit | undefined> {
  return db
    .selectFrom('search_best_bets as b')
    .innerJoin('search_documents as d', (join) => join.onRef('d.entity_type', '=', 'b.entity_type').onRef('d.entity_id', '=', 'b.entity_id').onRef('d.locale', '=', 'b.locale'))
    .select(['d.entity_type', 'd.entity_id', 'd.title', 'd.slug', 'd.summary', 'd.body', 'd.date'])
    .where('b.locale', '=', locale)
    .where('b.query', '=', query)
    .where('d.status', '=', 'published')
    .where('d.published_at', '<=', now)
    .executeTakeFirst() as Promise<IndexHit | undefined>;
}

/** Every best bet, with its item's title in the bet's locale (null when it has none there). */
export function listBestBets(db: Db) {
  return db
    .selectFrom('search_best_bets as b')
    .leftJoin('search_documents as d', (join) => join.onRef('d.entity_type', '=', 'b.entity_type').onRef('d.entity_id', '=', 'b.entity_id').onRef('d.locale', '=', 'b.locale'))
    .select(['b.id', 'b.locale', 'b.query', 'b.entity_type', 'b.entity_id', 'b.created_at', 'd.title'])
    .orderBy('b.locale')
    .orderBy('b.query')
    .execute();
}

export async function itemExists(db: Db, type: BestBetType, id: number): Promise<boolean> {
  return (await db.selectFrom(TABLES[type]).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Sets the query's best bet in the locale (replacing the one it had); returns its id. */
export async function saveBestBet(db: Db, bet: { locale: Locale; query: string; type: BestBetType; id: number; createdBy: number; now: string }): Promise<number> {
  const row = await db
    .insertInto('search_best_bets')
    .values({ locale: bet.locale, query: bet.query, entity_type: bet.type, entity_id: bet.id, created_by: bet.createdBy, created_at: bet.now })
    .onConflict((oc) =>
      oc.columns(['locale', 'query']).doUpdateSet((eb) => ({
        entity_type: eb.ref('excluded.entity_type'),
        entity_id: eb.ref('excluded.entity_id'),
        created_by: eb.ref('excluded.created_by'),
        created_at: eb.ref('excluded.created_at'),
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteBestBet(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('search_best_bets').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
