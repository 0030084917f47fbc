import { LOCALES, type Locale } from '../../../common/locales.js';
import type { Db } from '../../db/database.js';
import { containsText } from '../../db/dialect.js';
import { sortKeys } from '../../lib/collation-key.js';
import { adminTitleCondition } from '../search/search.repository.js';
import { type Executor, looseDb } from '../../db/executor.js';
import { type ContentType, type EntityType, titleColumnOf } from './content-type.js';

export const COMMON_COLUMNS = ['id', 'status', 'published_at', 'created_at', 'updated_at', 'created_by', 'updated_by', 'version'];

export type EntityRow = Record<string, unknown> & {
  id: number;
  status: string;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
  version: number;
};

export type TranslationRow = Record<string, unknown> & { entity_id: number; locale: Locale; overrides: string; slug?: string };

export function findEntity(db: Executor, type: ContentType, id: number): Promise<EntityRow | undefined> {
  return looseDb(db).selectFrom(type.table).selectAll().where('id', '=', id).executeTakeFirst() as Promise<EntityRow | undefined>;
}

export function findTranslations(db: Executor, type: ContentType, ids: number[]): Promise<TranslationRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return looseDb(db).selectFrom(type.translationTable).selectAll().where('entity_id', 'in', ids).execute() as Promise<TranslationRow[]>;
}

/** Inserts an item; returns its row as stored. */
export async function insertEntity(db: Executor, type: ContentType, row: Record<string, unknown>): Promise<EntityRow> {
  return (await looseDb(db).insertInto(type.table).values(row).returningAll().executeTakeFirstOrThrow()) as EntityRow;
}

/** Optimistic update: only when the stored version is `version`; returns the row as stored, undefined when it did not. */
export async function updateEntity(db: Executor, type: ContentType, id: number, version: number, row: Record<string, unknown>): Promise<EntityRow | undefined> {
  return (await looseDb(db)
    .updateTable(type.table)
    .set((eb) => ({ ...row, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst()) as EntityRow | undefined;
}

/** Writes the sort keys of an item's titles (a type sortedByTitle) from its translations as saved. */
export async function updateSortKeys(db: Executor, type: ContentType, id: number, translations: TranslationRow[]): Promise<void> {
  const column = titleColumnOf(type);
  const titles = Object.fromEntries(translations.map((translation) => [translation.locale, String(translation[column] ?? '')]));
  await looseDb(db).updateTable(type.table).set(sortKeys(titles)).where('id', '=', id).execute();
}

export async function deleteEntity(db: Executor, type: ContentType, id: number): Promise<boolean> {
  const result = await looseDb(db).deleteFrom(type.table).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Inserts translations; returns the rows as stored. On a type with slugs, a row whose slug another
 * item has is not inserted, and not returned (PostgreSQL first waits for a transaction that has just
 * written the same slug, and leaves the row out if that one commits).
 */
export async function insertTranslations(db: Executor, type: ContentType, rows: Record<string, unknown>[]): Promise<TranslationRow[]> {
  if (rows.length === 0) return [];
  let query = looseDb(db).insertInto(type.translationTable).values(rows);
  if (type.slugSource) query = query.onConflict((oc) => oc.columns(['locale', 'slug']).doNothing());
  return (await query.returningAll().execute()) as TranslationRow[];
}

export async function deleteTranslations(db: Executor, type: ContentType, id: number): Promise<void> {
  await looseDb(db).deleteFrom(type.translationTable).where('entity_id', '=', id).execute();
}

export async function isSlugTaken(db: Executor, type: ContentType, locale: Locale, slug: string, exceptId: number | null) {
  let query = looseDb(db).selectFrom(type.translationTable).select('entity_id').where('locale', '=', locale).where('slug', '=', slug);
  if (exceptId !== null) query = query.where('entity_id', '!=', exceptId);
  return Boolean(await query.executeTakeFirst());
}

/** Sets an item's tags (an item new in this transaction has none to remove); returns the ids stored, in the order findTagIds reads them. */
export async function replaceTags(db: Executor, table: string, id: number, tagIds: number[], isNew = false): Promise<number[]> {
  if (!isNew) await looseDb(db).deleteFrom(table).where('entity_id', '=', id).execute();
  const unique = [...new Set(tagIds)].sort((a, b) => a - b);
  if (unique.length > 0) await looseDb(db).insertInto(table).values(unique.map((tagId) => ({ entity_id: id, tag_id: tagId }))).execute();
  return unique;
}

export async function findTagIds(db: Executor, table: string, id: number): Promise<number[]> {
  const rows = await looseDb(db).selectFrom(table).select('tag_id').where('entity_id', '=', id).orderBy('tag_id').execute();
  return rows.map((row) => Number(row.tag_id));
}

export async function findMissingIds(db: Executor, table: string, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await looseDb(db).selectFrom(table).select('id').where('id', 'in', unique).execute();
  const foundIds = new Set(found.map((row) => Number(row.id)));
  return unique.filter((id) => !foundIds.has(id));
}

export async function insertRevision(
  db: Executor,
  revision: { entityType: EntityType; entityId: number; version: number; snapshot: string; createdBy: number | null; createdAt: string },
) {
  await looseDb(db)
    .insertInto('revisions')
    .values({
      entity_type: revision.entityType,
      entity_id: revision.entityId,
      version: revision.version,
      snapshot: revision.snapshot,
      created_by: revision.createdBy,
      created_at: revision.createdAt,
    })
    .execute();
}

export function listRevisions(db: Executor, entityType: EntityType, entityId: number) {
  return looseDb(db)
    .selectFrom('revisions')
    .leftJoin('users', 'users.id', 'revisions.created_by')
    .select(['revisions.id', 'revisions.version', 'revisions.created_at', 'revisions.created_by', 'users.name as author_name'])
    .where('revisions.entity_type', '=', entityType)
    .where('revisions.entity_id', '=', entityId)
    .orderBy('revisions.version', 'desc')
    .execute();
}

export function findRevision(db: Executor, entityType: EntityType, entityId: number, revisionId: number) {
  return looseDb(db)
    .selectFrom('revisions')
    .select(['id', 'version', 'snapshot'])
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .where('id', '=', revisionId)
    .executeTakeFirst();
}

export async function deleteRevisions(db: Executor, entityType: EntityType, entityId: number) {
  await looseDb(db).deleteFrom('revisions').where('entity_type', '=', entityType).where('entity_id', '=', entityId).execute();
}

export interface AdminListFilter {
  q?: string | undefined;
  status?: string | undefined;
  untranslated?: Locale | undefined;
  /** Own-column equality filters, e.g. {category_id: 3}. */
  where?: Record<string, unknown>;
  sort: 'updated' | 'published' | 'title';
  order: 'asc' | 'desc';
  page: number;
  limit: number;
}

export type AdminListRow = EntityRow & { title: string | null; locales: Locale[] };

/**
 * The admin table of one type: every status, the sr title, which locales are translated. The
 * page is read without the translations (an index walk in the sort order) and its titles and
 * locales in one more query for its ids; only the title sort joins the Serbian title.
 */
export async function listForAdmin(db: Executor, type: ContentType, filter: AdminListFilter): Promise<{ rows: AdminListRow[]; total: number }> {
  const titleColumn = titleColumnOf(type);
  let query = looseDb(db).selectFrom(`${type.table} as e`);
  if (filter.status) query = query.where('e.status', '=', filter.status);
  for (const [column, value] of Object.entries(filter.where ?? {})) query = query.where(`e.${column}`, '=', value);
  const indexed = filter.q && type.search ? adminTitleCondition(db as Db, type.search.type, filter.q) : null;
  if (indexed) query = query.where(indexed);
  else if (filter.q) {
    const q = filter.q;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom(`${type.translationTable} as t`)
          .select('t.entity_id')
          .whereRef('t.entity_id', '=', 'e.id')
          .where(containsText(db, `t.${titleColumn}`, q)),
      ),
    );
  }
  if (filter.untranslated) {
    const locale = filter.untranslated;
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom(`${type.translationTable} as u`).select('u.entity_id').whereRef('u.entity_id', '=', 'e.id').where('u.locale', '=', locale),
        ),
      ),
    );
  }
  let page = query.select(COMMON_COLUMNS.map((c) => `e.${c}`));
  // Every item has its Serbian text, so the title order can walk the (locale, title, entity_id) index.
  page =
    filter.sort === 'title'
      ? page
          .innerJoin(`${type.translationTable} as sr`, (join) => join.onRef('sr.entity_id', '=', 'e.id').on('sr.locale', '=', 'sr'))
          .orderBy(`sr.${titleColumn}`, filter.order)
          .orderBy('sr.entity_id', filter.order)
      : page.orderBy(filter.sort === 'updated' ? 'e.updated_at' : 'e.published_at', filter.order).orderBy('e.id', filter.order);
  const [rows, count] = await Promise.all([
    page.limit(filter.limit).offset((filter.page - 1) * filter.limit).execute() as Promise<EntityRow[]>,
    query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  const labels = await findListLabels(db, type, titleColumn, rows.map((row) => row.id));
  return {
    rows: rows.map((row) => ({ ...row, title: labels.get(row.id)?.title ?? null, locales: labels.get(row.id)?.locales ?? [] })),
    total: Number(count.total),
  };
}

/** The sr title (null without one) and the translated locales of each id. */
async function findListLabels(db: Executor, type: ContentType, titleColumn: string, ids: number[]) {
  const labels = new Map<number, { title: string | null; locales: Locale[] }>();
  if (ids.length === 0) return labels;
  const rows = await looseDb(db)
    .selectFrom(type.translationTable)
    .select(['entity_id', 'locale', `${titleColumn} as title`])
    .where('entity_id', 'in', ids)
    .execute();
  for (const row of rows) {
    const id = Number(row.entity_id);
    const label = labels.get(id) ?? { title: null, locales: [] };
    label.locales.push(row.locale as Locale);
    if (row.locale === 'sr') label.title = row.title as string;
    labels.set(id, label);
  }
  // In the locales' own order: the rows come in whatever order the table keeps them in, which
  // differs between the engines and after a restore.
  for (const label of labels.values()) label.locales.sort((a, b) => LOCALES.indexOf(a) - LOCALES.indexOf(b));
  return labels;
}

export interface ReferenceStateRow {
  id: number;
  status: string;
  published_at: string | null;
  /** The Serbian title or name; null without one. */
  title: string | null;
}

/** Status, publish time and Serbian title of the items `ids` of a type (those that exist). */
export async function findReferenceStates(db: Executor, type: ContentType, ids: number[]): Promise<ReferenceStateRow[]> {
  if (ids.length === 0) return [];
  const rows = (await looseDb(db).selectFrom(type.table).select(['id', 'status', 'published_at']).where('id', 'in', ids).orderBy('id').execute()) as Omit<ReferenceStateRow, 'title'>[];
  const labels = await findListLabels(db, type, titleColumnOf(type), rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, title: labels.get(row.id)?.title ?? null }));
}
