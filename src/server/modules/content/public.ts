import { type RawBuilder, sql } from 'kysely';
import type { Locale } from '../../../common/locales.js';
import type { Executor } from './content-type.js';

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

/** Published categories by id, named in `locale` (or Cyrillic when untranslated). */
export async function loadCategoryRefs(db: Executor, ids: (number | null)[], locale: Locale, now: string): Promise<Map<number, Ref>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('categories as c')
    .innerJoin('category_translations as t', 't.entity_id', 'c.id')
    .select(['c.id', 't.locale', 't.name', 't.slug'])
    .where('c.id', 'in', wanted)
    .where('c.status', '=', 'published')
    .where('c.published_at', '<=', now)
    .where('t.locale', 'in', [locale, 'sr'])
    .execute();
  return refsById(rows, locale);
}

/** Published tags of each entity of a tag link table, in `locale`. */
export async function loadTagRefs(
  db: Executor,
  linkTable: 'article_tags' | 'file_tags',
  entityIds: number[],
  locale: Locale,
  now: string,
): Promise<Map<number, Ref[]>> {
  if (entityIds.length === 0) return new Map();
  const rows = await db
    .selectFrom(`${linkTable} as l`)
    .innerJoin('tags as g', 'g.id', 'l.tag_id')
    .innerJoin('tag_translations as t', 't.entity_id', 'g.id')
    .select(['l.entity_id', 'g.id', 't.locale', 't.name', 't.slug'])
    .where('l.entity_id', 'in', entityIds)
    .where('g.status', '=', 'published')
    .where('g.published_at', '<=', now)
    .where('t.locale', 'in', [locale, 'sr'])
    .orderBy('g.id')
    .execute();
  const byEntity = new Map<number, Ref[]>();
  for (const entityId of entityIds) {
    const refs = refsById(rows.filter((row) => row.entity_id === entityId), locale);
    byEntity.set(entityId, [...refs.values()]);
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
