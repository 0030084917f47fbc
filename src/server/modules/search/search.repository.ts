import { type RawBuilder, sql } from 'kysely';
import { LOCALES, type Locale } from '../../../common/locales.js';
import { SEARCH_TYPES, type SearchType } from '../../../common/schemas/search.js';
import type { Db } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import { localeTable, localeTitleTable, titleRowidItem, typeToken } from './search-index.js';
import { queryWords } from './search-terms.js';

/** One word of a query as the index matches it: any of its terms, the first also as a prefix when `prefix`. */
export interface WordMatch {
  terms: string[];
  prefix: boolean;
}

export interface IndexQuery {
  words: WordMatch[];
  /** The query's words as typed, as terms in order (and without a type's title lead it begins with): a document whose title is exactly one of these (title_terms) comes first. */
  titleTerms: string[];
  locale: Locale;
  now: string;
  type?: SearchType | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  offset: number;
}

/** One page of hits and how many documents match. */
export interface SearchPage {
  hits: IndexHit[];
  total: number;
  /** Whether more than `total` documents match: counting stops at SEARCH_TOTAL_MAX or the page asked for. */
  moreThanTotal: boolean;
}

export interface IndexHit {
  entity_type: SearchType;
  entity_id: number;
  title: string;
  slug: string | null;
  summary: string;
  body: string;
  date: string | null;
}

/** Ranking weights of title, summary and body (FTS5 bm25 column weights; PostgreSQL's A, B, C). */
export const FIELD_WEIGHTS = { title: 16, summary: 4, body: 1 } as const;

/**
 * News a day old weigh up to 1 + RECENCY_BOOST times their text score; the boost halves after
 * RECENCY_HALF_DAYS days and fades from there, so relevance still decides.
 */
const RECENCY_BOOST = 0.3;
const RECENCY_HALF_DAYS = 90;

// Terms are made of a-z and 0-9 only (search-terms.ts), so they need no escaping in either syntax.
function ftsWords(words: WordMatch[]): string {
  return words
    .map(({ terms, prefix }) => `(${terms.map((term, i) => (prefix && i === 0 ? `${term}*` : `"${term}"`)).join(' OR ')})`)
    .join(' AND ');
}

/** The columns of SQLite's locale tables a tier of candidates is restricted to (the titles have a table of their own). */
type FtsColumns = '{title summary}';

/**
 * The words in any text (or in `columns` only), of the type asked for if any. No column filter
 * is needed for the texts: the type column's tokens are no query's (typeToken).
 */
function ftsMatch(query: IndexQuery, columns?: FtsColumns): string {
  const words = columns ? `${columns} : (${ftsWords(query.words)})` : ftsWords(query.words);
  return query.type ? `${words} AND ${typeToken(query.type)}` : words;
}

function tsQuery(words: WordMatch[]): string {
  return words.map(({ terms, prefix }) => `(${terms.map((term, i) => (prefix && i === 0 ? `${term}:*` : term)).join(' | ')})`).join(' & ');
}

/**
 * Whether a document's title is exactly the query's words (its type's lead left out): "кувар"
 * finds the qualification Кувар and its standard before "Мајстор кувар", whose texts mention
 * cooks more often, and before the news.
 */
const isExactTitle = (query: IndexQuery) => sql`(d.title_terms in (${sql.join(query.titleTerms.length > 0 ? query.titleTerms : [''])}))`;

/** Visible to the public in the locale, with the request's filters. */
function visible(query: IndexQuery): RawBuilder<unknown> {
  // The locale written out: PostgreSQL picks the locale's own index only for a value it sees when planning.
  if (!LOCALES.includes(query.locale)) throw new RangeError(`not a locale: ${query.locale}`);
  const filters = [sql`d.locale = ${sql.lit(query.locale)}`, sql`d.status = 'published'`, sql`d.published_at <= ${query.now}`];
  if (query.type) filters.push(sql`d.entity_type = ${query.type}`);
  if (query.from) filters.push(sql`d.date >= ${query.from}`);
  if (query.to) filters.push(sql`d.date < ${query.to}`);
  return sql.join(filters, sql` and `);
}

const HIT_COLUMNS = sql`d.entity_type, d.entity_id, d.title, d.slug, d.summary, d.body, d.date`;

/**
 * The hits of a page chosen by `ordered`, a query of (id, position) rows: the texts are read for
 * the page's documents only, not carried through the sort of every candidate.
 */
const pageOf = (ordered: RawBuilder<unknown>) =>
  sql`select ${HIT_COLUMNS} from (${ordered}) page cross join search_documents d on d.id = page.id order by page.position`;

/**
 * Matches ranked by their text alone before the recency boost: the boost (at most
 * 1 + RECENCY_BOOST) reorders the best ones, so the page is taken from this many more than it
 * shows instead of from every match (a common word matches most of a large portal).
 */
const RERANKED_EXTRA = 200;

/**
 * Matches are counted up to this many, or to the end of the page asked for when that is further;
 * past it the total is a floor (moreThanTotal). Counting every match of a common word reads its
 * whole index lists on every search, a cost that grows with the portal and tells a reader nothing
 * that "more than 1,000" does not.
 */
export const SEARCH_TOTAL_MAX = 1_000;

/**
 * A tier of candidates (CANDIDATE_TIERS) with more matches than this is ranked from its this many
 * most recently indexed matches and every match that is not news: pages, presentations,
 * categories, files and qualifications are few, and often what a common word is looked up for.
 * Ranking then costs the same on a portal of any size; a smaller tier is ranked whole.
 */
export const RANKED_WINDOW = 500;

/** Every type but the news, which grow without end. */
const NOT_NEWS = SEARCH_TYPES.filter((type) => type !== 'article');

interface Total {
  total: number;
  /** Whether more than `total` documents match (SEARCH_TOTAL_MAX). */
  moreThanTotal: boolean;
}

/** The count a search stops at: SEARCH_TOTAL_MAX, or the end of the page asked for. */
const countCap = (query: IndexQuery) => Math.max(SEARCH_TOTAL_MAX, query.offset + query.limit);

/** A total from at most `cap + 1` counted matches. */
const totalOf = (counted: number, cap: number): Total => (counted > cap ? { total: cap, moreThanTotal: true } : { total: counted, moreThanTotal: false });

// FTS5's column weights scale term counts inside one saturating bm25(), where a title match
// barely beats a longer text's: the title is scored on its own and weighted, the summary and
// body together (each bm25() call costs about a microsecond per match).
const { title: TITLE_WEIGHT, summary: SUMMARY_WEIGHT, body: BODY_WEIGHT } = FIELD_WEIGHTS;
const textScore = (table: RawBuilder<unknown>) => sql`(${TITLE_WEIGHT} * bm25(${table}, 1, 0, 0, 0) + bm25(${table}, 0, ${SUMMARY_WEIGHT}, ${BODY_WEIGHT}, 0))`;
const titleScore = (table: RawBuilder<unknown>) => sql`(${TITLE_WEIGHT} * bm25(${table}, 1, 0))`;

function sqliteRecency(now: string) {
  // bm25() is lower for better matches, so the boost multiplies it further below zero.
  return sql`(1.0 + case when d.entity_type = 'article' then ${RECENCY_BOOST} / (1.0 + max(0.0, julianday(${now}) - julianday(d.date)) / ${RECENCY_HALF_DAYS}) else 0.0 end)`;
}

/** Every visible match ranked: for date filters, which the full-text tables cannot express. */
async function sqliteFullSearch(db: Db, query: IndexQuery): Promise<SearchPage> {
  const table = localeTable(query.locale);
  // CROSS JOIN keeps the full-text match as the outer loop: SQLite would otherwise walk the documents and probe the match for each.
  const match = ftsMatch(query);
  const cap = countCap(query);
  const from = sql`${table} cross join search_documents d on d.id = ${table}.rowid where ${table} match ${match} and ${visible(query)}`;
  // bm25() is computed beside its match (a window function may not call it).
  const scored = sql`(select rowid, ${textScore(table)} as score from ${table} where ${table} match ${match}) matched cross join search_documents d on d.id = matched.rowid`;
  const order = sql`${isExactTitle(query)} desc, matched.score * ${sqliteRecency(query.now)}, d.date desc, d.id desc`;
  const [hits, count] = await Promise.all([
    sql<IndexHit>`${pageOf(sql`select d.id, row_number() over (order by ${order}) as position from ${scored} where ${visible(query)} order by position limit ${query.limit} offset ${query.offset}`)}`.execute(db),
    sql<{ total: number }>`select count(*) as total from (select 1 from ${from} limit ${cap + 1})`.execute(db),
  ]);
  return { hits: hits.rows, ...totalOf(Number(count.rows[0]?.total ?? 0), cap) };
}

/** Whether `match` finds at least `count` documents in `table` (it stops counting there). */
async function matchesAtLeast(db: Db, table: RawBuilder<unknown>, match: string, count: number): Promise<boolean> {
  const found = await sql<{ total: number }>`select count(*) as total from (select rowid from ${table} where ${table} match ${match} limit ${count})`.execute(db);
  return Number(found.rows[0]?.total ?? 0) >= count;
}

/** How many visible documents of the locale `match` finds, counted up to countCap. */
async function sqliteCount(db: Db, query: IndexQuery, match: string): Promise<Total> {
  const table = localeTable(query.locale);
  // Scheduled items (a publish time still to come) are few: each is checked against the match by rowid.
  const scheduledRows = await sql<{ total: number }>`select count(*) as total from search_documents d where d.locale = ${query.locale} and d.status = 'published' and d.published_at > ${query.now}
      and exists (select 1 from ${table} where ${table} match ${match} and ${table}.rowid = d.id)`.execute(db);
  const scheduled = Number(scheduledRows.rows[0]?.total ?? 0);
  const cap = countCap(query);
  const matched = await sql<{ total: number }>`select count(*) as total from (select rowid from ${table} where ${table} match ${match} limit ${cap + scheduled + 1})`.execute(db);
  return totalOf(Number(matched.rows[0]?.total ?? 0) - scheduled, cap);
}

/** A tier of candidates: a full-text table, what it matches, and how its matches are scored. */
interface Tier {
  table: RawBuilder<unknown>;
  match: string;
  score: RawBuilder<unknown>;
}

/**
 * Where the ranked candidates come from, in order: the titles, then the titles and summaries,
 * when enough of them hold every word. A title holding every word outscores any text without
 * them in its title (TITLE_WEIGHT against bm25's saturation near 2.2), and a summary holding them
 * nearly always outscores a body alone; so a common word ranks its titles instead of every text
 * that mentions it.
 */
function candidateTiers(query: IndexQuery): Tier[] {
  const [titles, texts] = [localeTitleTable(query.locale), localeTable(query.locale)];
  return [
    { table: titles, match: ftsMatch(query), score: titleScore(titles) },
    { table: texts, match: ftsMatch(query, '{title summary}'), score: textScore(texts) },
    { table: texts, match: ftsMatch(query), score: textScore(texts) },
  ];
}

/** The ranked candidates of a search: their tier, whether it is windowed, and the smaller tier before it, listed first. */
interface Candidates {
  tier: Tier;
  windowed: boolean;
  ahead: Tier | null;
}

async function sqliteCandidates(db: Db, query: IndexQuery, total: Total, candidates: number): Promise<Candidates> {
  const tiers = candidateTiers(query);
  const every = tiers.at(-1)!;
  if (!total.moreThanTotal && total.total <= RANKED_WINDOW) return { tier: every, windowed: false, ahead: null };
  let ahead: Tier | null = null;
  for (const tier of tiers.slice(0, -1)) {
    if (await matchesAtLeast(db, tier.table, tier.match, candidates)) {
      return { tier, windowed: await matchesAtLeast(db, tier.table, tier.match, RANKED_WINDOW + 1), ahead };
    }
    ahead = tier;
  }
  return { tier: every, windowed: true, ahead };
}

/**
 * The best `count` candidates as (rowid, tier, score) rows: the ahead tier's as tier 0, the
 * tier's as 1, windowed to its newest RANKED_WINDOW matches and those that are not news.
 */
function rankedCandidates(query: IndexQuery, { tier, windowed, ahead }: Candidates, count: number): RawBuilder<unknown> {
  const { table, match, score } = tier;
  if (!windowed && !ahead) return sql`select rowid, 1 as tier, ${score} as score from ${table} where ${table} match ${match} order by score limit ${count}`;
  const parts = [];
  if (ahead) parts.push(sql`select rowid, 0 as tier, ${ahead.score} as score from ${ahead.table} where ${ahead.table} match ${ahead.match}`);
  if (!windowed) {
    parts.push(sql`select rowid, 1 as tier, ${score} as score from ${table} where ${table} match ${match}`);
  } else {
    parts.push(sql`select rowid, 1 as tier, score from (select rowid, ${score} as score from ${table} where ${table} match ${match} order by rowid desc limit ${Math.max(RANKED_WINDOW, count)})`);
    if (query.type !== 'article') {
      const notNews = `${match} AND (${NOT_NEWS.map(typeToken).join(' OR ')})`;
      parts.push(sql`select rowid, 1 as tier, ${score} as score from ${table} where ${table} match ${notNews}`);
    }
  }
  // A document in both a window and the matches that are not news, or in both tiers, is ranked
  // once, by its first tier (SQLite takes a bare column from the row min() picks). The scores are
  // materialized: bm25() can only run beside its match, not in the grouping.
  return sql`select rowid, min(tier) as tier, score from (with scored as materialized (${sql.join(parts, sql` union all `)}) select * from scored)
    group by rowid order by tier, score limit ${count}`;
}

async function sqliteSearch(db: Db, query: IndexQuery): Promise<SearchPage> {
  if (query.from || query.to) return sqliteFullSearch(db, query);
  const total = await sqliteCount(db, query, ftsMatch(query));
  if (total.total <= query.offset) return { hits: [], ...total };
  const candidates = query.offset + query.limit + RERANKED_EXTRA;
  const source = await sqliteCandidates(db, query, total, candidates);
  const hits = await sql<IndexHit>`with ranked as (${rankedCandidates(query, source, candidates)})
    ${pageOf(sql`select d.id, row_number() over (order by ${isExactTitle(query)} desc, ranked.tier, ranked.score * ${sqliteRecency(query.now)}, d.date desc, d.id desc) as position
      from ranked cross join search_documents d on d.id = ranked.rowid where d.published_at <= ${query.now} order by position limit ${query.limit} offset ${query.offset}`)}`.execute(db);
  // More scheduled items among the best candidates than the extra room: rank every match instead.
  if (hits.rows.length < query.limit && total.total > query.offset + hits.rows.length) return sqliteFullSearch(db, query);
  return { hits: hits.rows, ...total };
}

async function postgresSearch(db: Db, query: IndexQuery): Promise<SearchPage> {
  const { title, summary, body } = FIELD_WEIGHTS;
  // ts_rank's weights are listed D, C, B, A; the index writes title as A, summary B, body C.
  // Normalisation 1 divides by 1 + log(length), as bm25 favours the shorter of two equal matches.
  const weights = `{0, ${body / title}, ${summary / title}, 1}`;
  const tsquery = sql`to_tsquery('simple', ${tsQuery(query.words)})`;
  const ageDays = sql`greatest(0, extract(epoch from (${query.now}::timestamptz - d.date)) / 86400)`;
  const recency = sql`(1 + case when d.entity_type = 'article' then ${RECENCY_BOOST} / (1 + ${ageDays} / ${RECENCY_HALF_DAYS}) else 0 end)`;
  const counted = await postgresCount(db, query, tsquery);
  const total = { total: counted.total, moreThanTotal: counted.moreThanTotal };
  if (total.total <= query.offset) return { hits: [], ...total };
  const ranked = await postgresCandidates(db, query, tsquery, counted, weights);
  // The texts are read for the page's documents only.
  const hits = await sql<IndexHit>`select ${HIT_COLUMNS}
    from (select d.id, ${isExactTitle(query)} as exact, ${ranked.rank} * ${recency} as score, d.date from ${ranked.from}
      order by exact desc, score desc, d.date desc nulls last, d.id desc limit ${query.limit} offset ${query.offset}) page
    join search_documents d on d.id = page.id order by page.exact desc, page.score desc, page.date desc nulls last, page.id desc`.execute(db);
  return { hits: hits.rows, ...total };
}

/** A total, and how many visible documents the titles alone were found to match (counted up to countCap). */
interface PostgresTotal extends Total {
  titleMatches: number;
}

/**
 * How many visible documents match, counted up to countCap. The titles are counted first: a
 * common word's titles alone tell "more than", from their small index lists and small rows,
 * where the whole texts' lists are long and their vectors are read from out-of-line storage.
 */
async function postgresCount(db: Db, query: IndexQuery, tsquery: RawBuilder<unknown>): Promise<PostgresTotal> {
  const cap = countCap(query);
  const countIn = async (vector: 'title_vector' | 'vector') => {
    const counted = await sql<{ total: number }>`select count(*) as total from (select 1 from search_documents d, ${tsquery} q where ${sql.ref(`d.${vector}`)} @@ q and ${visible(query)} limit ${cap + 1}) counted`.execute(db);
    return Number(counted.rows[0]?.total ?? 0);
  };
  const titleMatches = await countIn('title_vector');
  const inTitles = totalOf(titleMatches, cap);
  return { ...(inTitles.moreThanTotal ? inTitles : totalOf(await countIn('vector'), cap)), titleMatches };
}

/**
 * As on SQLite (CANDIDATE_TIERS), the candidates come from the titles, then the titles and
 * summaries, when enough of them hold every word: ranked on small vectors kept in the row instead
 * of every matching document's whole one.
 */
async function postgresCandidates(db: Db, query: IndexQuery, tsquery: RawBuilder<unknown>, { total, titleMatches }: PostgresTotal, weights: string) {
  const candidates = query.offset + query.limit + RERANKED_EXTRA;
  const tiers = [
    { from: sql`search_documents d, ${tsquery} q where d.title_vector @@ q and ${visible(query)}`, rank: sql`ts_rank(d.title_vector, q, 1)` },
    { from: sql`search_documents d, ${tsquery} q where d.head_vector @@ q and ${visible(query)}`, rank: sql`ts_rank(${weights}::float4[], d.head_vector, q, 1)` },
  ];
  if (total >= candidates && !query.from && !query.to) {
    // The count has already found as many titles (the usual case of a common word): not counted again.
    if (titleMatches >= candidates) return tiers[0]!;
    for (const tier of tiers) {
      const found = await sql<{ total: number }>`select count(*) as total from (select 1 from ${tier.from} limit ${candidates}) enough`.execute(db);
      if (Number(found.rows[0]?.total ?? 0) >= candidates) return tier;
    }
  }
  return { from: sql`search_documents d, ${tsquery} q where d.vector @@ q and ${visible(query)}`, rank: sql`ts_rank(${weights}::float4[], d.vector, q, 1)` };
}

/** One page of the visible documents matching every word, best first, and how many match (up to SEARCH_TOTAL_MAX). */
export function searchIndex(db: Db, query: IndexQuery): Promise<SearchPage> {
  return dialectOf(db) === 'postgres' ? postgresSearch(db, query) : sqliteSearch(db, query);
}

/**
 * Items of `entityType` whose title, in any locale, holds every word (each a prefix of a title
 * word's term): the dashboard lists' title search, on the site search's index.
 */
export function titleMatchCondition(db: Db, entityType: SearchType, words: WordMatch[]): RawBuilder<boolean> {
  if (dialectOf(db) === 'postgres') {
    const query = words.map(({ terms }) => `(${terms.map((term) => `${term}:*`).join(' | ')})`).join(' & ');
    return sql<boolean>`e.id in (select d.entity_id from search_documents d where d.entity_type = ${entityType} and d.title_vector @@ to_tsquery('simple', ${query}))`;
  }
  const match = words.map(({ terms }) => `(${terms.map((term) => `${term}*`).join(' OR ')})`).join(' AND ');
  return sql<boolean>`e.id in (select ${titleRowidItem.id} from search_titles where search_titles match ${match} and ${titleRowidItem.type} = ${SEARCH_TYPES.indexOf(entityType)})`;
}

/** Whether a word of the index has this stem. */
export async function hasStem(db: Db, stem: string): Promise<boolean> {
  return (await db.selectFrom('search_words').select('word').where('stem', '=', stem).limit(1).executeTakeFirst()) !== undefined;
}

/** Up to `limit` words of the index (as written, folded) starting with `prefix`. */
export async function wordsStartingWith(db: Db, prefix: string, limit: number): Promise<string[]> {
  // The first string after every word starting with `prefix`: its last letter one up (words are a-z, 0-9).
  const after = `${prefix.slice(0, -1)}${String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)}`;
  const rows = await db.selectFrom('search_words').select('word').where('word', '>=', prefix).where('word', '<', after).orderBy('word').limit(limit).execute();
  return rows.map((row) => row.word);
}

/** Index words sharing a one-letter deletion with the typed word (typo candidates), with their stems and document counts. */
export async function findTypoCandidates(db: Db, variants: string[]): Promise<{ word: string; stem: string; documents: number }[]> {
  if (variants.length === 0) return [];
  return db
    .selectFrom('search_word_variants as v')
    .innerJoin('search_words as w', 'w.word', 'v.word')
    .select(['w.word', 'w.stem', 'w.documents'])
    .distinct()
    .where('v.variant', 'in', variants)
    .execute();
}

/**
 * The condition of the dashboard lists' title search for a searchable type: every word of `q`
 * starts a word of the title, in either script and any locale (Serbian and English terms both
 * tried); null when `q` has no word.
 */
export function adminTitleCondition(db: Db, entityType: SearchType, q: string): RawBuilder<boolean> | null {
  const serbian = queryWords(q, 'sr');
  if (serbian.length === 0) return null;
  const english = queryWords(q, 'en');
  const words = serbian.map((word, i) => ({ terms: [...new Set([word.term, english[i]?.term ?? word.term])], prefix: true }));
  return titleMatchCondition(db, entityType, words);
}
