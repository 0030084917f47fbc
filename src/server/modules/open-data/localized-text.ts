import type { Locale } from '../../../common/locales.js';
import { splitOutcomes } from '../../../common/register.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';

/** Texts of the open data side by side in Cyrillic, Latin and English (null where untranslated). */
export type LocalizedText = { sr: string; lat: string; en: string | null };
export type LocalizedList = { sr: string[]; lat: string[]; en: string[] | null };

export type TranslationRow = Record<string, unknown> & { locale: string };

/** A translated column in every locale; the Latin is the stored one (derived, or written by hand). */
export function texts(rows: readonly TranslationRow[] | undefined, column: string): LocalizedText {
  const of = (locale: Locale) => {
    const value = rows?.find((row) => row.locale === locale)?.[column];
    return typeof value === 'string' ? value : undefined;
  };
  const sr = of('sr') ?? '';
  return { sr, lat: of('lat') ?? cyrillicToLatin(sr), en: of('en') ?? null };
}

/** A translated list kept one item a line, in every locale. */
export function lists(rows: readonly TranslationRow[] | undefined, column: string): LocalizedList {
  const text = texts(rows, column);
  return { sr: splitOutcomes(text.sr), lat: splitOutcomes(text.lat), en: text.en === null ? null : splitOutcomes(text.en) };
}

export function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}
