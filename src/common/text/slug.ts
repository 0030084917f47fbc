import type { Locale } from '../locales.js';
import { cyrillicToLatin } from './transliterate.js';

export const SLUG_MAX_LENGTH = 120;

/** Latin letters that Unicode normalisation does not split into a base letter and a mark. */
const UNDECOMPOSABLE_LATIN: ReadonlyMap<string, string> = new Map([
  ['đ', 'dj'],
  ['ð', 'dj'], // Icelandic eth, often typed for the look-alike Serbian Đ
  ['ł', 'l'],
  ['ø', 'o'],
  ['ß', 'ss'],
  ['æ', 'ae'],
  ['œ', 'oe'],
]);
const UNDECOMPOSABLE_LATIN_LETTER = /[đðłøßæœ]/g;
const COMBINING_MARK = /\p{M}/gu;

/** Runs of characters that cannot appear in a slug: Cyrillic (U+0430–U+045F) is kept for sr only. */
const NON_SLUG_RUN_BY_LOCALE: Record<Locale, RegExp> = {
  sr: /[^a-z0-9\u0430-\u045f]+/g,
  lat: /[^a-z0-9]+/g,
  en: /[^a-z0-9]+/g,
};
const EDGE_HYPHENS = /^-+|-+$/g;
const TRAILING_HYPHENS = /-+$/;

/**
 * URL slug of a title. sr keeps Cyrillic letters; lat and en are transliterated to ASCII.
 * Latin letters are folded to ASCII in every locale (č → c, đ → dj, é → e), and other marks
 * are dropped (й → и), so one word never splits into two at an accent.
 */
export function slugify(text: string, locale: Locale): string {
  const latinOrCyrillic = locale === 'sr' ? text : cyrillicToLatin(text);
  const hyphenated = lowerCaseWithoutDiacritics(latinOrCyrillic)
    .replace(NON_SLUG_RUN_BY_LOCALE[locale], '-')
    .replace(EDGE_HYPHENS, '');
  return cutToMaxLength(hyphenated, SLUG_MAX_LENGTH);
}

/** Decomposes first, so that compatibility characters (ﬁ, ², ℌ) also end up as plain lower case. */
function lowerCaseWithoutDiacritics(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(UNDECOMPOSABLE_LATIN_LETTER, (letter) => UNDECOMPOSABLE_LATIN.get(letter) ?? letter)
    .replace(COMBINING_MARK, '');
}

function cutToMaxLength(slug: string, maxLength: number): string {
  return slug.length <= maxLength ? slug : slug.slice(0, maxLength).replace(TRAILING_HYPHENS, '');
}

/** A slug slugify would leave unchanged, so that stored and typed slugs follow the same rules. */
export function isValidSlug(slug: string, locale: Locale): boolean {
  return slug !== '' && slugify(slug, locale) === slug;
}

/**
 * The n-th alternative of a taken slug ('x' → 'x-2'), shortening the slug so the result still
 * fits SLUG_MAX_LENGTH. An empty slug yields just the number.
 */
export function withSuffix(slug: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new RangeError(`Slug suffix must be a positive integer, got ${n}`);
  }
  const suffix = `-${n}`;
  const base = slug.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(TRAILING_HYPHENS, '');
  return base === '' ? String(n) : base + suffix;
}
