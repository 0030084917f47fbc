import { type RawBuilder, sql } from 'kysely';
import type { TRANSLATION_STATE_FILTERS, TranslationState } from '../../../common/schemas/translation-status.js';
import type { Db } from '../../db/database.js';
import { type ContentType, type EntityType, titleColumnOf } from '../content/content-type.js';

/** One item's translations as the database records them (versions and times of each locale's last text change). */
export interface TranslationStatusRow {
  type: EntityType;
  id: number;
  status: string;
  title: string;
  source_version: number;
  source_changed_at: string;
  lat_overrides: string | null;
  lat_version: number | null;
  lat_changed_at: string | null;
  lat_state: TranslationState;
  en_version: number | null;
  en_changed_at: string | null;
  en_state: TranslationState;
  state: TranslationState;
}

export interface TranslationStatusFilter {
  state?: (typeof TRANSLATION_STATE_FILTERS)[number] | undefined;
  /** One item only. */
  id?: number | undefined;
}

/**
 * The status of every item of one type. A locale's text is as old as the item's version whose save
 * last changed it; a row written before that was recorded counts as of the item's last save.
 */
function itemsOfType(type: ContentType, id: number | undefined): RawBuilder<unknown> {
  const table = sql.table(type.table);
  const translations = sql.table(type.translationTable);
  const title = sql.ref(`sr.${titleColumnOf(type)}`);
  const version = (locale: string) => sql`coalesce(${sql.ref(`${locale}.text_version`)}, e.version)`;
  const enState = sql`case when en.entity_id is null then 'missing' when ${version('en')} < ${version('sr')} then 'stale' else 'current' end`;
  const latState = sql`case when lat.entity_id is not null and lat.overrides <> '[]' and ${version('lat')} < ${version('sr')} then 'stale' else 'current' end`;
  return sql`select ${sql.lit(type.entity)} as type, e.id, e.status, ${title} as title,
      ${version('sr')} as source_version, coalesce(sr.text_changed_at, e.updated_at) as source_changed_at,
      lat.overrides as lat_overrides, case when lat.entity_id is null then null else ${version('lat')} end as lat_version,
      case when lat.entity_id is null then null else coalesce(lat.text_changed_at, e.updated_at) end as lat_changed_at, ${latState} as lat_state,
      case when en.entity_id is null then null else ${version('en')} end as en_version,
      case when en.entity_id is null then null else coalesce(en.text_changed_at, e.updated_at) end as en_changed_at, ${enState} as en_state
    from ${table} e
    join ${translations} sr on sr.entity_id = e.id and sr.locale = 'sr'
    left join ${translations} lat on lat.entity_id = e.id and lat.locale = 'lat'
    left join ${translations} en on en.entity_id = e.id and en.locale = 'en'
    ${id === undefined ? sql`` : sql`where e.id = ${id}`}`;
}

/** The items of the types with the item's worst state: stale, then missing, then current. */
function statusOf(types: ContentType[], id: number | undefined): RawBuilder<unknown> {
  const items = sql.join(types.map((type) => itemsOfType(type, id)), sql` union all `);
  return sql`select items.*, case when items.en_state = 'stale' or items.lat_state = 'stale' then 'stale' when items.en_state = 'missing' then 'missing' else 'current' end as state
    from (${items}) items`;
}

function stateCondition(state: TranslationStatusFilter['state']): RawBuilder<unknown> {
  if (!state) return sql`1 = 1`;
  return state === 'outdated' ? sql`state <> 'current'` : sql`state = ${state}`;
}

const STATE_ORDER = sql`case state when 'stale' then 0 when 'missing' then 1 else 2 end`;

/** One page of the items, the work first: stale, then missing, each the longest waiting first. */
export async function findTranslationStatus(db: Db, types: ContentType[], filter: TranslationStatusFilter & { limit: number; offset: number }) {
  const filtered = sql`select * from (${statusOf(types, filter.id)}) status where ${stateCondition(filter.state)}`;
  const [rows, count] = await Promise.all([
    sql<TranslationStatusRow>`${filtered} order by ${STATE_ORDER}, source_changed_at, type, id limit ${filter.limit} offset ${filter.offset}`.execute(db),
    sql<{ total: number | string }>`select count(*) as total from (${filtered}) counted`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.total ?? 0) };
}

/** The Serbian texts of an item as one of its revisions kept them (by API field name); undefined when there is no such revision. */
export async function findSourceAtVersion(db: Db, type: ContentType, id: number, version: number): Promise<Record<string, unknown> | undefined> {
  const revision = await db
    .selectFrom('revisions')
    .select('snapshot')
    .where('entity_type', '=', type.entity)
    .where('entity_id', '=', id)
    .where('version', '=', version)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!revision) return undefined;
  const snapshot = JSON.parse(revision.snapshot) as { translations?: { sr?: Record<string, unknown> | null } };
  return snapshot.translations?.sr ?? undefined;
}
