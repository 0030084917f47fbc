import { type RawBuilder, sql } from 'kysely';
import type { Locale } from '../../../common/locales.js';
import type { GenerationMemo } from '../response-cache/response-cache.js';
import type { Executor } from '../../db/executor.js';
import { notFound } from '../../lib/errors.js';

/**
 * Condition "the entity in `entityColumn` has a translation in `locale`", so that public lists
 * count and page only what they show (an English list leaves out untranslated items).
 */
export function hasTranslation(translationTable: string, entityColumn: string, locale: Locale): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from ${sql.table(translationTable)} as translated where translated.entity_id = ${sql.ref(entityColumn)} and translated.locale = ${locale})`;
}

/** The locale actually served: the one asked for, or Serbian Cyrillic when it has no translation. */
export function pickTranslation<T extends { locale: string }>(rows: T[], locale: Locale): { row: T; fallback: boolean } | null {
  const exact = rows.find((row) => row.locale === locale);
  if (exact) return { row: exact, fallback: false };
  const sr = rows.find((row) => row.locale === 'sr');
  return sr ? { row: sr, fallback: true } : null;
}

export interface Ref {
  id: number;
  name: string;
  slug: string;
}

/**
 * Every published category or tag, named in `locale` (or Cyrillic when untranslated). They are few
 * and shown beside most items, so they are read once per cache generation, not for every list.
 */
function publishedRefs(db: Executor, memo: GenerationMemo, table: 'categories' | 'tags', locale: Locale, now: string): Promise<Map<number, Ref>> {
  const translations = table === 'categories' ? 'category_translations' : 'tag_translations';
  return memo.remember(`refs:${table}:${locale}`, async () => {
    const { rows } = await sql<{ id: number; locale: string; name: string; slug: string }>`
      select e.id, t.locale, t.name, t.slug from ${sql.table(table)} as e inner join ${sql.table(translations)} as t on t.entity_id = e.id
      where e.status = 'published' and e.published_at <= ${now} and t.locale in (${locale}, 'sr')`.execute(db);
    return refsById(rows, locale);
  });
}

/** Published categories by id, named in `locale` (or Cyrillic when untranslated). */
export async function loadCategoryRefs(db: Executor, memo: GenerationMemo, ids: (number | null)[], locale: Locale, now: string): Promise<Map<number, Ref>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map();
  const categories = await publishedRefs(db, memo, 'categories', locale, now);
  return new Map(wanted.flatMap((id) => (categories.has(id) ? [[id, categories.get(id)!] as const] : [])));
}

/** Published tags of each entity of a tag link table, in `locale`, in the order of their ids. */
export async function loadTagRefs(
  db: Executor,
  memo: GenerationMemo,
  linkTable: 'article_tags' | 'file_tags',
  entityIds: number[],
  locale: Locale,
  now: string,
): Promise<Map<number, Ref[]>> {
  if (entityIds.length === 0) return new Map();
  const [links, tags] = await Promise.all([
    db.selectFrom(linkTable).select(['entity_id', 'tag_id']).where('entity_id', 'in', entityIds).execute(),
    publishedRefs(db, memo, 'tags', locale, now),
  ]);
  const byEntity = new Map<number, Ref[]>(entityIds.map((id) => [id, []]));
  // Sorted here, not by the query: asked to order by tag, SQLite may read the whole tag index
  // (every link of every article) instead of looking up the page's few articles.
  for (const link of links.sort((a, b) => a.tag_id - b.tag_id)) {
    const tag = tags.get(link.tag_id);
    if (tag) byEntity.get(link.entity_id)?.push(tag);
  }
  return byEntity;
}

function refsById(rows: { id: number; locale: string; name: string; slug: string }[], locale: Locale): Map<number, Ref> {
  const refs = new Map<number, Ref>();
  for (const row of rows) {
    if (refs.has(row.id) && row.locale !== locale) continue;
    refs.set(row.id, { id: row.id, name: row.name, slug: row.slug });
  }
  return refs;
}

/** Slugs of an item in every locale it has, for links and the locale switcher. */
export function slugsByLocale(rows: { locale: string; slug?: string }[]): Partial<Record<Locale, string>> {
  return Object.fromEntries(rows.filter((row) => row.slug).map((row) => [row.locale, row.slug]));
}

export interface Localized<R, T> {
  row: R;
  t: T;
  fallback: boolean;
  slugs: Partial<Record<Locale, string>>;
}

/**
 * Pairs rows with their translation in `locale`. Lists (allowFallback false) skip rows without
 * one; a detail falls back to Cyrillic and says so.
 */
export function localize<R extends { id: number }, T extends { entity_id: number; locale: string; slug?: string }>(
  rows: R[],
  translations: T[],
  locale: Locale,
  allowFallback: boolean,
): Localized<R, T>[] {
  return rows.flatMap((row) => {
    const own = translations.filter((t) => t.entity_id === row.id);
    const picked = pickTranslation(own, locale);
    if (!picked || (picked.fallback && !allowFallback)) return [];
    return [{ row, t: picked.row, fallback: picked.fallback, slugs: slugsByLocale(own) }];
  });
}

/** What every localised item of a public read says first, whatever its type. */
export interface LocalizedHead<Slug> {
  id: number;
  locale: Locale;
  fallback: boolean;
  slug: Slug;
  slugs: Partial<Record<Locale, string>>;
}

/**
 * Localises rows as `localize` does and makes each an item of a public read: the shared head (id,
 * the locale served, whether it fell back to Cyrillic, its slugs) and the type's `own` fields.
 */
export function localizeItems<R extends { id: number }, T extends { entity_id: number; locale: string; slug?: string }, O>(
  rows: R[],
  translations: T[],
  locale: Locale,
  allowFallback: boolean,
  own: (row: R, t: T) => O,
): (LocalizedHead<T['slug']> & O)[] {
  return localize(rows, translations, locale, allowFallback).map(({ row, t, fallback, slugs }) => ({
    id: row.id,
    locale: t.locale as Locale,
    fallback,
    slug: t.slug,
    slugs,
    ...own(row, t),
  }));
}

/** The one item a detail read found, or a 404 naming what was asked for. */
export function foundOrNotFound<I>(items: I[], label: string): I {
  const [item] = items;
  if (item === undefined) throw notFound(label);
  return item;
}
