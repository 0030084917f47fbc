import { cyrillicToLatin } from './transliterate.js';

/**
 * The one normalisation of search (SPEC issue: Serbian in both scripts), used for the index and
 * for queries alike: Cyrillic to Latin, case folded, diacritics folded (č, ć → c; š → s; ž → z;
 * đ → dj), so "КВАЛИФИКАЦИЈА", "kvalifikacija" and "kvalifikacija" typed without diacritics
 * become the same word.
 */

/** Letters whose folding is not "drop the accent": đ is written dj without diacritics. */
const SPECIAL_FOLDS: Readonly<Record<string, string>> = { đ: 'dj', ð: 'd', ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', ı: 'i' };
const SPECIAL_FOLD_PATTERN = new RegExp(`[${Object.keys(SPECIAL_FOLDS).join('')}]`, 'g');
const COMBINING_MARKS = /\p{M}/gu;

/** Text in the search alphabet: Latin, lower case, no diacritics; other characters kept. */
export function foldForSearch(text: string): string {
  return cyrillicToLatin(text.normalize('NFC'))
    .toLowerCase()
    .replace(SPECIAL_FOLD_PATTERN, (letter) => SPECIAL_FOLDS[letter]!)
    .normalize('NFD')
    .replace(COMBINING_MARKS, '');
}

const WORD = /[\p{L}\p{N}]+/gu;

/** A word of the text: where it stands in the original, and its folded form. */
export interface SearchWord {
  start: number;
  end: number;
  folded: string;
}

/** Folded forms of the words seen last: text repeats its words, and folding one takes several passes. */
const foldedCache = new Map<string, string>();
const FOLDED_CACHE_MAX = 50_000;

function foldWord(word: string): string {
  let folded = foldedCache.get(word);
  if (folded === undefined) {
    folded = foldForSearch(word).replace(/[^a-z0-9]/g, '');
    if (foldedCache.size >= FOLDED_CACHE_MAX) foldedCache.clear();
    foldedCache.set(word, folded);
  }
  return folded;
}

/**
 * The words of a text in order, with their places in it (for highlighting) and folded forms
 * (for matching); a word is a run of letters and digits. Lazy, so a reader can stop early.
 */
export function* eachSearchWord(text: string): Generator<SearchWord> {
  for (const match of text.matchAll(WORD)) {
    const folded = foldWord(match[0]);
    if (folded) yield { start: match.index, end: match.index + match[0].length, folded };
  }
}

/** The words of a text (eachSearchWord), all at once. */
export function searchWords(text: string): SearchWord[] {
  return [...eachSearchWord(text)];
}

/** The folded words of a text, in order (what the index and a query are made of). */
export function foldedWords(text: string): string[] {
  return searchWords(text).map((word) => word.folded);
}
