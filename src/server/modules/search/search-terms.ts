import { StemmerEn } from '@nlpjs/lang-en-min';
import { StemmerSr } from '@nlpjs/lang-sr';
import type { Locale } from '../../../common/locales.js';
import { type SearchWord, foldForSearch, searchWords } from '../../../common/text/search-text.js';

/**
 * Words → search terms: the shared folding (src/common/text/search-text.ts), then the Snowball
 * stemmer of the text's language, so "квалификацијама" and "kvalifikacija" are one term, and
 * "qualifications" and "qualification" another. Index and queries go through the same steps.
 */

export type SearchLanguage = 'sr' | 'en';

export const languageOf = (locale: Locale): SearchLanguage => (locale === 'en' ? 'en' : 'sr');

/** Words too common to tell documents apart; dropped from the index and from queries alike. */
const STOPWORDS: Record<SearchLanguage, ReadonlySet<string>> = {
  sr: new Set('a i u o na za od do sa se je da su ili kao sto iz po pri te ni li ce bi nije koji koja koje'.split(' ')),
  en: new Set('a an the of and or in on to for with by at from is are was be as it its this that'.split(' ')),
};

const serbian = new StemmerSr();
const english = new StemmerEn();

/** Terms longer than this are cut: nobody searches for them, and they bloat the index. */
const TERM_MAX = 40;

/**
 * The term of one folded word. The Serbian stemmer writes dj back as đ, so its output is folded
 * once more; digits stay as they are.
 */
export function termOf(folded: string, language: SearchLanguage): string {
  const cache = TERM_CACHE[language];
  let term = cache.get(folded);
  if (term === undefined) {
    term = stem(folded, language);
    if (cache.size >= TERM_CACHE_MAX) cache.clear();
    cache.set(folded, term);
  }
  return term;
}

function stem(folded: string, language: SearchLanguage): string {
  if (/^\d+$/.test(folded)) return folded;
  const stemmed = language === 'en' ? english.stemWord(folded) : foldForSearch(serbian.stemWord(folded));
  return (stemmed || folded).slice(0, TERM_MAX);
}

/**
 * Stems of words seen lately: a language uses a few thousand words most of the time, so
 * indexing (a rebuild stems millions of words) mostly looks them up.
 */
const TERM_CACHE_MAX = 50_000;
const TERM_CACHE: Record<SearchLanguage, Map<string, string>> = { sr: new Map(), en: new Map() };

export const isStopword = (folded: string, language: SearchLanguage) => STOPWORDS[language].has(folded);

/** A word of a text as the index keeps it: folded as written, and its term (stem). */
export interface IndexedWord {
  folded: string;
  term: string;
}

/** The words of a text with their terms, in order, stopwords left out. */
export function textWords(text: string, language: SearchLanguage): IndexedWord[] {
  return searchWords(text).flatMap((word) => (isStopword(word.folded, language) ? [] : [{ folded: word.folded, term: termOf(word.folded, language) }]));
}

/** One word of a query: its term, and whether it may be the start of a longer word. */
export interface QueryWord {
  folded: string;
  term: string;
  /** The last word while the user is still typing it (no space after it yet). */
  prefix: boolean;
}

/** Most words of a query that count; a longer query is cut (the rest would rarely change the hits). */
export const QUERY_WORDS_MAX = 8;

/**
 * The words of a query. Stopwords are dropped unless the query has nothing else; the last word
 * is a prefix unless punctuation follows it (the API trims spaces, so "okvir " is a prefix too).
 */
export function queryWords(q: string, language: SearchLanguage): QueryWord[] {
  const words: SearchWord[] = searchWords(q);
  const meaningful = words.filter((word) => !isStopword(word.folded, language));
  const kept = (meaningful.length > 0 ? meaningful : words).slice(0, QUERY_WORDS_MAX);
  const last = words.at(-1);
  const isStillTyped = (word: SearchWord) => word === last && word.end === q.trimEnd().length;
  return kept.map((word) => ({ folded: word.folded, term: termOf(word.folded, language), prefix: isStillTyped(word) }));
}
