import { searchWords } from '../../../common/text/search-text.js';

/** Words of a query kept at most, and characters: what a reader types, not a pasted page. */
const QUERY_WORDS_MAX = 10;
const QUERY_LENGTH_MAX = 200;

/**
 * A query as the search log and the best bets key it: its words folded as the search folds them
 * (either script, any case, with or without diacritics, the same), one space apart; null when it
 * has no word.
 */
export function normaliseQuery(q: string): string | null {
  const words = searchWords(q)
    .slice(0, QUERY_WORDS_MAX)
    .map((word) => word.folded);
  return words.length > 0 ? words.join(' ').slice(0, QUERY_LENGTH_MAX) : null;
}

/**
 * The same words as the reader typed them, in their own script and with their diacritics, lower
 * case, one space apart ("Квалификације  НОКС!" → "квалификације нокс"): what the search insights
 * show, where the folded query would read as another script. Null when the query has no word.
 */
export function typedQueryForm(q: string): string | null {
  const text = q.normalize('NFC');
  const words = searchWords(text)
    .slice(0, QUERY_WORDS_MAX)
    .map((word) => text.slice(word.start, word.end).toLowerCase());
  return words.length > 0 ? words.join(' ').slice(0, QUERY_LENGTH_MAX) : null;
}
