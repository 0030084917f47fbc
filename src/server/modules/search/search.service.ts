import type { Locale } from '../../../common/locales.js';
import { contentPath } from '../../../common/routes.js';
import { SEARCH_TYPES, type SearchResponse, type SearchResult, type SearchType } from '../../../common/schemas/search.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { fileDownloadPath } from '../files/file.content-type.js';
import { escapeHtml, htmlToText, truncateText } from '../site/html-text.js';
import { type SearchCandidate, findCandidates } from './search.repository.js';

export interface SearchQuery {
  q: string;
  type?: SearchType | undefined;
  locale: Locale;
  page: number;
  limit: number;
}

/** Characters of context a snippet shows before and after the match. */
const SNIPPET_BEFORE = 60;
const SNIPPET_AFTER = 120;
const SNIPPET_PLAIN = 180;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Moves `index` to the nearest word start/end within `text`, so a snippet does not begin or end mid-word. */
function wordBoundary(text: string, index: number, direction: 'back' | 'forward'): number {
  if (index <= 0) return 0;
  if (index >= text.length) return text.length;
  if (direction === 'back') {
    const space = text.lastIndexOf(' ', index);
    return space > 0 && index - space < 20 ? space : index;
  }
  const space = text.indexOf(' ', index);
  return space > 0 && space - index < 20 ? space + 1 : index;
}

/** Plain text around the match, HTML-escaped, the match itself in <mark>. */
export function markedSnippet(text: string, match: RegExpExecArray): string {
  const start = wordBoundary(text, match.index - SNIPPET_BEFORE, 'forward');
  const matchEnd = match.index + match[0].length;
  const end = wordBoundary(text, matchEnd + SNIPPET_AFTER, 'back');
  return [
    start > 0 ? '…' : '',
    escapeHtml(text.slice(start, match.index)),
    `<mark>${escapeHtml(match[0])}</mark>`,
    escapeHtml(text.slice(matchEnd, end)),
    end < text.length ? '…' : '',
  ].join('');
}

interface Ranked {
  result: SearchResult;
  inTitle: boolean;
}

function rank(candidate: SearchCandidate, pattern: RegExp, locale: Locale): Ranked | null {
  const texts = candidate.texts.map((text, i) => (candidate.html[i] ? htmlToText(text) : text.replace(/\s+/g, ' ').trim()));
  const inTitle = pattern.test(candidate.title);
  let snippet: string | null = null;
  for (const text of texts) {
    const match = pattern.exec(text);
    if (match) {
      snippet = markedSnippet(text, match);
      break;
    }
  }
  // The database also matched markup and entities of rich text; only visible text counts.
  if (!inTitle && snippet === null) return null;
  snippet ??= escapeHtml(truncateText(texts.find(Boolean) ?? '', SNIPPET_PLAIN));
  const { type, id, slug } = candidate;
  return {
    inTitle,
    result: {
      type,
      id,
      title: candidate.title,
      slug,
      url: type === 'file' || slug === null ? fileDownloadPath(id) : contentPath(type, locale, id, slug),
      date: candidate.date,
      snippet,
    },
  };
}

const TYPE_ORDER = new Map(SEARCH_TYPES.map((type, i) => [type, i]));

/** Title matches first, then the newest; ties by type and id so pages never overlap. */
function compare(a: Ranked, b: Ranked): number {
  if (a.inTitle !== b.inTitle) return a.inTitle ? -1 : 1;
  const byDate = (b.result.date ?? '').localeCompare(a.result.date ?? '');
  if (byDate !== 0) return byDate;
  return TYPE_ORDER.get(a.result.type)! - TYPE_ORDER.get(b.result.type)! || b.result.id - a.result.id;
}

/**
 * The simple site search: published articles, pages, presentations, categories and files in the
 * request's locale whose title or text contains the query, case-insensitively.
 */
export async function search(db: Db, query: SearchQuery): Promise<SearchResponse> {
  const q = query.q.normalize('NFC').replace(/\s+/g, ' ');
  const candidates = await findCandidates(db, query.type ? [query.type] : SEARCH_TYPES, { locale: query.locale, now: nowIso(), q });
  const pattern = new RegExp(escapeRegExp(q), 'iu');
  const ranked = candidates.flatMap((candidate) => rank(candidate, pattern, query.locale) ?? []).sort(compare);
  const offset = (query.page - 1) * query.limit;
  return { items: ranked.slice(offset, offset + query.limit).map((r) => r.result), total: ranked.length, page: query.page, limit: query.limit };
}
