import { sql } from 'kysely';
import type { Locale } from '../../../common/locales.js';
import { type ContentRouteKey, contentPath } from '../../../common/routes.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import type { Executor } from '../../db/executor.js';

/**
 * The public items the alerts tell of, and the topics each belongs to. News and documents are told
 * of when they become public; the register's entries (qualifications, standards, recognised
 * providers) also when a public one changes.
 */
export const ALERT_SOURCES = {
  article: { table: 'articles', translations: 'article_translations', title: 'title', route: 'article', register: false },
  file: { table: 'files', translations: 'file_translations', title: 'title', route: null, register: false },
  qualification: { table: 'qualifications', translations: 'qualification_translations', title: 'title', route: 'qualification', register: true },
  standard: { table: 'standards', translations: 'standard_translations', title: 'title', route: 'standard', register: true },
  provider: { table: 'providers', translations: 'provider_translations', title: 'name', route: 'provider', register: true },
} as const satisfies Record<string, { table: string; translations: string; title: string; route: ContentRouteKey | null; register: boolean }>;
export type AlertSource = keyof typeof ALERT_SOURCES;
export const ALERT_SOURCE_TYPES = Object.keys(ALERT_SOURCES) as AlertSource[];

/** A public change found in a span of time. */
export interface PublicChange {
  entityType: AlertSource;
  entityId: number;
  kind: 'new' | 'changed';
  occurredAt: string;
  topics: string[];
}

/**
 * The items of `type` that became public in (`from`, `to`] (their publication moment came: saved
 * as published then, or scheduled for it), and for the register the public ones saved in that
 * span; only what is public at `to`.
 */
async function changesOf(db: Executor, type: AlertSource, from: string, to: string): Promise<{ id: number; published_at: string; updated_at: string }[]> {
  const source = ALERT_SOURCES[type];
  const changedToo = source.register ? sql`or (e.updated_at > ${from} and e.updated_at <= ${to})` : sql``;
  const { rows } = await sql<{ id: number; published_at: string; updated_at: string }>`
    select e.id, e.published_at, e.updated_at from ${sql.table(source.table)} as e
    where e.status = 'published' and e.published_at <= ${to}
      and ((e.published_at > ${from} and e.published_at <= ${to}) ${changedToo})`.execute(db);
  return rows.map((row) => ({ ...row, published_at: iso(row.published_at), updated_at: iso(row.updated_at) }));
}

/** PostgreSQL hands timestamps back as Dates, SQLite as the text stored. */
const iso = (value: string | Date) => (value instanceof Date ? value.toISOString() : value);

/** Every public change in (`from`, `to`], with its topics. */
export async function findPublicChanges(db: Executor, from: string, to: string): Promise<PublicChange[]> {
  const changes: PublicChange[] = [];
  const categories = await categoryAncestry(db);
  const councilsByTag = await councilTags(db);
  for (const type of ALERT_SOURCE_TYPES) {
    const rows = await changesOf(db, type, from, to);
    if (rows.length === 0) continue;
    const topics = await topicsOf(db, type, rows.map((row) => row.id), categories, councilsByTag);
    for (const row of rows) {
      const isNew = row.published_at > from;
      changes.push({ entityType: type, entityId: row.id, kind: isNew ? 'new' : 'changed', occurredAt: isNew ? row.published_at : row.updated_at, topics: topics.get(row.id) ?? [] });
    }
  }
  return changes;
}

/** Each category with the categories above it: a reader of a category hears of its subcategories' news too. */
async function categoryAncestry(db: Executor): Promise<Map<number, number[]>> {
  const rows = await db.selectFrom('categories').select(['id', 'parent_id']).execute();
  const parent = new Map(rows.map((row) => [row.id, row.parent_id]));
  const ancestry = new Map<number, number[]>();
  for (const { id } of rows) {
    const line: number[] = [];
    for (let at: number | null | undefined = id; at != null && !line.includes(at); at = parent.get(at)) line.push(at);
    ancestry.set(id, line);
  }
  return ancestry;
}

/** The councils whose news a tag marks (councils.tag_id), by tag. */
async function councilTags(db: Executor): Promise<Map<number, number[]>> {
  const rows = await db.selectFrom('councils').select(['id', 'tag_id']).where('tag_id', 'is not', null).execute();
  const byTag = new Map<number, number[]>();
  for (const row of rows) byTag.set(row.tag_id!, [...(byTag.get(row.tag_id!) ?? []), row.id]);
  return byTag;
}

async function topicsOf(db: Executor, type: AlertSource, ids: number[], categories: Map<number, number[]>, councilsByTag: Map<number, number[]>): Promise<Map<number, string[]>> {
  const topics = new Map<number, Set<string>>(ids.map((id) => [id, new Set<string>()]));
  const add = (id: number, topic: string) => topics.get(id)?.add(topic);
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    if (type === 'article' || type === 'file') {
      const table = type === 'article' ? 'articles' : 'files';
      const links = type === 'article' ? 'article_tags' : 'file_tags';
      for (const row of await db.selectFrom(table).select(['id', 'category_id']).where('id', 'in', chunk).execute()) {
        for (const category of row.category_id === null ? [] : (categories.get(row.category_id) ?? [row.category_id])) add(row.id, `category-${category}`);
      }
      for (const link of await db.selectFrom(links).select(['entity_id', 'tag_id']).where('entity_id', 'in', chunk).execute()) {
        add(link.entity_id, `tag-${link.tag_id}`);
        for (const council of councilsByTag.get(link.tag_id) ?? []) add(link.entity_id, `council-${council}`);
      }
    } else {
      for (const id of chunk) add(id, 'register');
      if (type !== 'provider') {
        for (const row of await db.selectFrom(type === 'qualification' ? 'qualifications' : 'standards').select(['id', 'council_id']).where('id', 'in', chunk).execute()) {
          if (row.council_id !== null) add(row.id, `council-${row.council_id}`);
        }
      }
    }
  }
  return new Map([...topics].map(([id, set]) => [id, [...set].sort()]));
}

/** An item as a message names it: its title in the reader's locale and its public address. */
export interface ItemLine {
  title: string;
  path: string;
}

/**
 * The titles and addresses of items of `type` in `locale`, only those public at `now`; English
 * only for items translated into it (as the English site lists them), the Latin derived from the
 * Cyrillic where it has no text of its own.
 */
export async function describeItems(db: Executor, type: AlertSource, ids: readonly number[], locale: Locale, now: string): Promise<Map<number, ItemLine>> {
  const source = ALERT_SOURCES[type];
  const lines = new Map<number, ItemLine>();
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    const slug = source.route ? sql`t.slug` : sql`null`;
    const { rows } = await sql<{ id: number; locale: string; title: string; slug: string | null }>`
      select e.id, t.locale, t.${sql.ref(source.title)} as title, ${slug} as slug
      from ${sql.table(source.table)} as e inner join ${sql.table(source.translations)} as t on t.entity_id = e.id
      where e.id in (${sql.join(chunk)}) and e.status = 'published' and e.published_at <= ${now} and t.locale in (${locale}, 'sr')`.execute(db);
    for (const row of rows) {
      if (row.locale !== locale && (locale === 'en' || lines.has(row.id))) continue;
      const title = row.locale === locale ? row.title : cyrillicToLatin(row.title);
      lines.set(row.id, { title, path: source.route ? contentPath(source.route, locale, row.id, row.slug ?? '') : `/api/files/${row.id}/download` });
    }
  }
  return lines;
}
