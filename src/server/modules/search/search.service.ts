import type { Locale } from '../../../common/locales.js';
import { contentPath } from '../../../common/routes.js';
import type { SearchResponse, SearchResult, SearchType } from '../../../common/schemas/search.js';
import { type SearchWord, eachSearchWord } from '../../../common/text/search-text.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { fileDownloadPath } from '../files/file.content-type.js';
import { escapeHtml, truncateText } from '../site/html-text.js';
import { type IndexHit, type WordMatch, findTypoCandidates, hasStem, searchIndex, wordsStartingWith } from './search.repository.js';
import { PREFIX_INDEX_MAX } from './search-index.js';
import { type QueryWord, type SearchLanguage, languageOf, queryWords, termOf, textWords } from './search-terms.js';
import { SEARCHABLE_TYPES } from '../content-types/content-types.js';
import { TYPO_MIN_LENGTH, deletions, withinOneEdit } from './typo.js';
import { findVisibleBestBet } from './best-bet.repository.js';
import { normaliseQuery } from './normalised-query.js';

export interface SearchQuery {
  q: string;
  type?: SearchType | undefined;
  /** First and last day (ISO instants: from inclusive, to exclusive) of the hits' dates. */
  from?: string | undefined;
  to?: string | undefined;
  locale: Locale;
  page: number;
  limit: number;
}

/** At most this many typo corrections of one word, the most common first: a typo must not flood the hits. */
const TYPO_ALTERNATIVES_MAX = 3;

/**
 * A word still being typed whose term is longer than the index's prefixes (PREFIX_INDEX_MAX)
 * matches the terms of the index words it starts, when there are at most this many: a prefix
 * match would first merge the index lists of every term it starts, while a few terms' lists are
 * read as they are. A shorter one, or one starting more words, matches as a prefix of its term.
 */
const COMPLETIONS_MAX = 16;

/**
 * The index terms one query word matches: its own term when the index has it, or, while it is
 * being typed, the terms of the words it starts; otherwise, for words of five letters or more,
 * the terms of the index words one typo away from it as typed (compared before stemming, which
 * can cut two spellings apart).
 */
async function matchWord(db: Db, word: QueryWord, language: SearchLanguage): Promise<WordMatch> {
  const asTyped = { terms: [word.term], prefix: word.prefix };
  if (word.prefix) {
    const completions = await wordsStartingWith(db, word.folded, COMPLETIONS_MAX + 1);
    if (completions.length > COMPLETIONS_MAX || (completions.length > 0 && word.term.length <= PREFIX_INDEX_MAX)) return asTyped;
    if (completions.length > 0) return { terms: [...new Set(completions.map((completion) => termOf(completion, language)))], prefix: false };
  } else if (await hasStem(db, word.term)) {
    return asTyped;
  }
  if (word.folded.length < TYPO_MIN_LENGTH) return asTyped;
  const byStem = new Map<string, number>();
  for (const candidate of await findTypoCandidates(db, [word.folded, ...deletions(word.folded)])) {
    if (withinOneEdit(candidate.word, word.folded)) byStem.set(candidate.stem, (byStem.get(candidate.stem) ?? 0) + candidate.documents);
  }
  const stems = [...byStem].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, TYPO_ALTERNATIVES_MAX);
  return stems.length > 0 ? { terms: stems.map(([stem]) => stem), prefix: false } : asTyped;
}

/**
 * The titles a query names exactly, as terms (title_terms): its words, and its words after a
 * type's title lead it begins with ("стандард квалификације кувар": the standard titled Кувар).
 */
function exactTitleTerms(words: QueryWord[], language: SearchLanguage): string[] {
  const terms = words.map((word) => word.term);
  const titles = [terms.join(' ')];
  for (const lead of SEARCHABLE_TYPES.flatMap((type) => type.search?.titleLead ?? [])) {
    const leadTerms = textWords(lead, language).map((word) => word.term);
    if (terms.length > leadTerms.length && leadTerms.every((term, i) => terms[i] === term)) titles.push(terms.slice(leadTerms.length).join(' '));
  }
  return titles;
}

/** Characters of context a snippet shows before the first match, and in all. */
const SNIPPET_BEFORE = 60;
const SNIPPET_LENGTH = 200;

/** Decides whether a word of a result's text is one the query matched. */
function wordMatcher(words: WordMatch[], language: SearchLanguage) {
  const exact = new Set(words.flatMap((word) => word.terms));
  const prefixes = words.filter((word) => word.prefix).map((word) => word.terms[0]!);
  return (folded: string) => {
    const term = termOf(folded, language);
    return exact.has(term) || prefixes.some((prefix) => term.startsWith(prefix) || folded.startsWith(prefix));
  };
}

/** The matched words of `text` that a snippet around the first of them shows (the rest of the text is not read). */
function snippetMatches(text: string, isMatch: (folded: string) => boolean): { words: SearchWord[]; start: number; end: number } | null {
  const words: SearchWord[] = [];
  let start = 0;
  let end = 0;
  for (const word of eachSearchWord(text)) {
    if (words.length > 0 && word.start >= end) break;
    if (!isMatch(word.folded)) continue;
    if (words.length === 0) {
      start = Math.max(0, word.start - SNIPPET_BEFORE);
      if (start > 0) start = text.indexOf(' ', start) + 1 || start; // begin at a word
      end = Math.min(text.length, start + SNIPPET_LENGTH);
      if (end < text.length) end = text.lastIndexOf(' ', end) > word.end ? text.lastIndexOf(' ', end) : end;
    }
    if (word.end <= end) words.push(word);
  }
  return words.length > 0 ? { words, start, end } : null;
}

/**
 * Plain text around the first matched word, HTML-escaped, every matched word in <mark>; null
 * when the text has no match.
 */
export function highlightedSnippet(text: string, isMatch: (folded: string) => boolean): string | null {
  const snippet = snippetMatches(text, isMatch);
  if (!snippet) return null;
  const { words, start, end } = snippet;
  let html = start > 0 ? '…' : '';
  let at = start;
  for (const word of words) {
    html += `${escapeHtml(text.slice(at, word.start))}<mark>${escapeHtml(text.slice(word.start, word.end))}</mark>`;
    at = word.end;
  }
  return `${html}${escapeHtml(text.slice(at, end))}${end < text.length ? '…' : ''}`;
}

function toResult(hit: IndexHit, locale: Locale, isMatch: (folded: string) => boolean): SearchResult {
  const snippet =
    highlightedSnippet(hit.summary, isMatch) ??
    highlightedSnippet(hit.body, isMatch) ??
    escapeHtml(truncateText(hit.summary || hit.body, SNIPPET_LENGTH));
  const type = hit.entity_type;
  const id = Number(hit.entity_id);
  return {
    type,
    id,
    title: hit.title,
    slug: hit.slug,
    url: type === 'file' || hit.slug === null ? fileDownloadPath(id) : contentPath(type, locale, id, hit.slug),
    date: hit.date,
    snippet,
  };
}

/**
 * The site search: published articles, pages, presentations, categories and files of the
 * locale holding every word of the query in any script, case, inflection, with or without
 * diacritics, the last word as a prefix and one typo forgiven in longer words.
 */
export async function search(db: Db, query: SearchQuery): Promise<SearchResponse> {
  const language = languageOf(query.locale);
  const words = queryWords(query.q, language);
  if (words.length === 0) return { items: [], total: 0, moreThanTotal: false, page: query.page, limit: query.limit };
  const matches = await Promise.all(words.map((word) => matchWord(db, word, language)));
  const { hits, total, moreThanTotal } = await searchIndex(db, {
    words: matches,
    titleTerms: exactTitleTerms(words, language),
    locale: query.locale,
    now: nowIso(),
    type: query.type,
    from: query.from,
    to: query.to,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const isMatch = wordMatcher(matches, language);
  const items = hits.map((hit) => toResult(hit, query.locale, isMatch));
  const bestBet = await bestBetOf(db, query);
  if (bestBet) {
    const first = { ...toResult(bestBet, query.locale, isMatch), bestBet: true };
    items.splice(0, items.length, first, ...items.filter((item) => item.type !== first.type || item.id !== first.id).slice(0, query.limit - 1));
  }
  // A bet may answer a query nothing matches (what the search insights show editors first).
  return { items, total: Math.max(total, items.length), moreThanTotal, page: query.page, limit: query.limit };
}

/** The editors' best bet for the query, shown first on the first page of an unfiltered search. */
function bestBetOf(db: Db, query: SearchQuery): Promise<IndexHit | undefined> {
  const key = normaliseQuery(query.q);
  if (!key || query.page !== 1 || query.type || query.from || query.to) return Promise.resolve(undefined);
  return findVisibleBestBet(db, query.locale, key, nowIso());
}
