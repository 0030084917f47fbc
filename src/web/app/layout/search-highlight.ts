import { foldedWords, searchWords } from '../../../common/text/search-text.js';
import { type SnippetPart, parseSnippet } from '../../features/search/snippet.js';

/** Shorter terms would light up half the words of a title. */
const TERM_MIN_LENGTH = 2;
/** How many last letters two forms of a word may differ in (Serbian endings: -а, -е, -ама, -ију…). */
const ENDING_MAX = 3;
/** Forms must share at least this much of their start to count as one word. */
const STEM_MIN = 4;

/**
 * The folded words to highlight in a suggestion's title: those of the query and those the server
 * marked in the snippet (which include the spelling it found for a typo).
 */
export function highlightTerms(query: string, snippet: string): string[] {
  const marked = parseSnippet(snippet)
    .filter((part) => part.marked)
    .map((part) => part.text);
  return [...new Set(foldedWords([query, ...marked].join(' ')))].filter((term) => term.length >= TERM_MIN_LENGTH);
}

function sharedStartLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

/**
 * Whether a folded word is a form of a folded term: it begins with the term (the last word is
 * searched as a prefix), or the two differ only in an ending ("kvalifikacija", "kvalifikacije").
 */
export function isFormOf(word: string, term: string): boolean {
  if (word.startsWith(term)) return true;
  const shared = sharedStartLength(word, term);
  return shared >= STEM_MIN && shared >= Math.max(word.length, term.length) - ENDING_MAX;
}

/** A text split into plain and highlighted parts, each word compared with the terms in the search alphabet (script, case and diacritics folded). */
export function highlightParts(text: string, terms: string[]): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const word of searchWords(text)) {
    if (!terms.some((term) => isFormOf(word.folded, term))) continue;
    if (word.start > at) parts.push({ text: text.slice(at, word.start), marked: false });
    parts.push({ text: text.slice(word.start, word.end), marked: true });
    at = word.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
