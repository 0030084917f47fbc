import { sql } from 'kysely';
import { LOCALES, type Locale } from '../../../common/locales.js';
import { SEARCH_TYPES, type SearchType } from '../../../common/schemas/search.js';
import { type Db, inTransaction } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import { type Executor, looseDb } from '../../db/executor.js';
import type { ContentType } from '../content/content-type.js';
import { htmlToText } from '../site/html-text.js';
import { type IndexedWord, type SearchLanguage, languageOf, textWords } from './search-terms.js';
import { TYPO_MIN_LENGTH, deletions } from './typo.js';

/**
 * Keeps the search index in step with the content: every save re-indexes its item inside the
 * save's transaction, so a search never sees a half-saved item, and a rebuild makes it anew from
 * the content tables (after a change to the normalisation or the stemmers: SEARCH_INDEX_VERSION).
 */

/**
 * Raise when the terms of the same text change (folding, stemming, stopwords) or a table of the
 * index is added: the index is rebuilt on start.
 */
// 5: rebuilds left the qualifications out (they were missing from SEARCHABLE_TYPES).
// 6: the standards joined SEARCH_TYPES, whose length numbers every row (titleRowid).
// 7: the providers joined SEARCH_TYPES.
// 8: the sector councils joined SEARCH_TYPES.
// 9: the words a standard's title begins with ("Стандард квалификације") are indexed as its summary's;
//    the terms of each title are kept (title_terms).
export const SEARCH_INDEX_VERSION = '9';

/** Rows per INSERT and ids per IN list: well inside both databases' parameter limits. */
const CHUNK = 400;

interface SearchDocument {
  entity_type: SearchType;
  entity_id: number;
  locale: Locale;
  status: string;
  published_at: string | null;
  date: string | null;
  title: string;
  slug: string | null;
  summary: string;
  body: string;
  /** Words per weighted part, in text order (repeats count for ranking). */
  titleWords: IndexedWord[];
  summaryWords: IndexedWord[];
  bodyWords: IndexedWord[];
  /** The title's lead (SearchFields.titleLead), among the summary's words: the dashboard's title search still finds it. */
  leadWords: IndexedWord[];
}

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** The document's distinct words with their stems (what the vocabulary counts). */
function distinctWords(doc: SearchDocument): Map<string, string> {
  return new Map([...doc.titleWords, ...doc.summaryWords, ...doc.bodyWords].map((word) => [word.folded, word.term]));
}

const termsOf = (words: IndexedWord[]) => words.map((word) => word.term).join(' ');

/** The plain text of the fields (rich ones stripped of markup), joined. */
function fieldText(type: ContentType, translation: Record<string, unknown>, fields: readonly string[] = []): string {
  const rich = new Set(type.richTextFields ?? []);
  return fields
    .map((field) => String(translation[type.translatedFields[field]!] ?? ''))
    .map((text, i) => (rich.has(fields[i]!) ? htmlToText(text) : text.replace(/\s+/g, ' ').trim()))
    .filter(Boolean)
    .join(' ');
}

/** An item's row and its translations, as read from their tables or as a save has just written them. */
export interface ItemRows {
  item: Record<string, unknown>;
  translations: Record<string, unknown>[];
}

/**
 * The title's words and the summary's: the words of a lead the title begins with (SearchFields.titleLead)
 * count as the summary's, when the title has words after them.
 */
function splitTitleLead(titleWords: IndexedWord[], summaryWords: IndexedWord[], leads: readonly string[], language: SearchLanguage) {
  for (const words of leads.map((lead) => textWords(lead, language))) {
    const begins = words.every((word, i) => titleWords[i]?.folded === word.folded);
    if (!begins || titleWords.length <= words.length) continue;
    const lead = titleWords.slice(0, words.length);
    return { titleWords: titleWords.slice(words.length), summaryWords: [...lead, ...summaryWords], leadWords: lead };
  }
  return { titleWords, summaryWords, leadWords: [] };
}

/** The search document of one translation of an item. */
function toDocument(type: ContentType, item: Record<string, unknown>, translation: Record<string, unknown>): SearchDocument {
  const search = type.search!;
  const language = languageOf(translation.locale as Locale);
  const title = fieldText(type, translation, [search.title]);
  const summary = fieldText(type, translation, search.summary);
  const body = fieldText(type, translation, search.body);
  const publishedAt = (item.published_at as string | null) ?? null;
  return {
    entity_type: search.type,
    entity_id: Number(item.id),
    locale: translation.locale as Locale,
    status: String(item.status),
    published_at: publishedAt,
    date: (item[search.dateColumn ?? 'published_at'] as string | null) ?? publishedAt,
    title,
    slug: type.slugSource ? String(translation.slug) : null,
    summary,
    body,
    ...splitTitleLead(textWords(title, language), textWords(summary, language), search.titleLead ?? [], language),
    bodyWords: textWords(body, language),
  };
}

const byLocale = (a: Record<string, unknown>, b: Record<string, unknown>) => (String(a.locale) < String(b.locale) ? -1 : 1);

/** The search documents of an item's rows (one per translated locale, in locale order as a rebuild makes them). */
function documentsOf(type: ContentType, { item, translations }: ItemRows): SearchDocument[] {
  return [...translations].sort(byLocale).map((translation) => toDocument(type, item, translation));
}

/** The search documents of items, read from their tables. */
async function buildDocuments(db: Executor, type: ContentType, ids: number[]): Promise<SearchDocument[]> {
  if (ids.length === 0) return [];
  const dateColumn = type.search!.dateColumn ?? 'published_at';
  const [items, translations] = await Promise.all([
    looseDb(db).selectFrom(type.table).select(['id', 'status', 'published_at', ...(dateColumn === 'published_at' ? [] : [dateColumn])]).where('id', 'in', ids).orderBy('id').execute(),
    looseDb(db).selectFrom(type.translationTable).selectAll().where('entity_id', 'in', ids).execute(),
  ]);
  const byItem = new Map<number, Record<string, unknown>[]>();
  for (const translation of translations) byItem.set(Number(translation.entity_id), [...(byItem.get(Number(translation.entity_id)) ?? []), translation]);
  return items.flatMap((item) => documentsOf(type, { item, translations: byItem.get(Number(item.id)) ?? [] }));
}

function documentRow(doc: SearchDocument) {
  const { titleWords: _t, summaryWords: _s, bodyWords: _b, leadWords: _l, ...row } = doc;
  return { ...row, words: [...distinctWords(doc).keys()].join(' '), title_terms: termsOf(doc.titleWords) };
}

/**
 * SQLite's full-text table of a locale: it holds the locale's published documents (a publish
 * time still to come is checked at query time); search_titles holds every document's title.
 */
export const localeTable = (locale: Locale) => sql.table(`search_fts_${locale}`);

/** SQLite's full-text table of a locale's published titles alone (title, type): a common word's title matches are ranked from it. */
export const localeTitleTable = (locale: Locale) => sql.table(`search_title_fts_${locale}`);

/** The longest prefix SQLite's full-text tables keep index lists of (prefix='2 3 4' where they are created). */
export const PREFIX_INDEX_MAX = 4;

/**
 * A type as the locale tables' type column holds it: a token no query term can be or start
 * (terms are letters and digits), so matching the words needs no column filter.
 */
export const typeToken = (type: SearchType) => `_${type}`;

/**
 * A document's rowid in search_titles: its item and locale in one number, which the dashboard's
 * title search reads back with arithmetic (titleRowidItem) instead of a join with every
 * matching document.
 */
function titleRowid(doc: Pick<SearchDocument, 'entity_type' | 'entity_id' | 'locale'>): number {
  const type = SEARCH_TYPES.indexOf(doc.entity_type);
  if (type < 0) throw new RangeError(`not a searchable type: ${doc.entity_type}`);
  return (doc.entity_id * SEARCH_TYPES.length + type) * LOCALES.length + LOCALES.indexOf(doc.locale);
}

/**
 * The item id and the type's place in SEARCH_TYPES of a search_titles rowid, as SQL. The numbers
 * are written out: bound, they would be reals, and the division would no longer be an integer's.
 */
export const titleRowidItem = {
  id: sql<number>`search_titles.rowid / ${sql.lit(SEARCH_TYPES.length * LOCALES.length)}`,
  type: sql<number>`search_titles.rowid / ${sql.lit(LOCALES.length)} % ${sql.lit(SEARCH_TYPES.length)}`,
};

/** Writes documents with their full-text entries. */
async function insertDocuments(db: Executor, docs: SearchDocument[]): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const batch of chunks(docs, 100)) {
    const rows = batch.map((doc) =>
      postgres
        ? {
            ...documentRow(doc),
            vector: sql`setweight(to_tsvector('simple', ${termsOf(doc.titleWords)}), 'A') || setweight(to_tsvector('simple', ${termsOf(doc.summaryWords)}), 'B') || setweight(to_tsvector('simple', ${termsOf(doc.bodyWords)}), 'C')`,
            // The lead weighs less when the titles are ranked, and is found by the dashboard's title search.
            title_vector: sql`setweight(to_tsvector('simple', ${termsOf(doc.titleWords)}), 'A') || setweight(to_tsvector('simple', ${termsOf(doc.leadWords)}), 'B')`,
            head_vector: sql`setweight(to_tsvector('simple', ${termsOf(doc.titleWords)}), 'A') || setweight(to_tsvector('simple', ${termsOf(doc.summaryWords)}), 'B')`,
          }
        : documentRow(doc),
    );
    const inserted = await looseDb(db).insertInto('search_documents').values(rows).returning('id').execute();
    if (postgres) continue;
    const entries = inserted.map((row, i) => ({ rowid: Number(row.id), doc: batch[i]! }));
    await looseDb(db).insertInto('search_titles').values(batch.map((doc) => ({ rowid: titleRowid(doc), title: termsOf([...doc.leadWords, ...doc.titleWords]) }))).execute();
    for (const locale of LOCALES) {
      const published = entries.filter(({ doc }) => doc.locale === locale && doc.status === 'published');
      if (published.length === 0) continue;
      const values = published.map(({ rowid, doc }) => sql`(${rowid}, ${termsOf(doc.titleWords)}, ${termsOf(doc.summaryWords)}, ${termsOf(doc.bodyWords)}, ${typeToken(doc.entity_type)})`);
      await sql`insert into ${localeTable(locale)} (rowid, title, summary, body, type) values ${sql.join(values)}`.execute(db);
      const titles = published.map(({ rowid, doc }) => sql`(${rowid}, ${termsOf(doc.titleWords)}, ${typeToken(doc.entity_type)})`);
      await sql`insert into ${localeTitleTable(locale)} (rowid, title, type) values ${sql.join(titles)}`.execute(db);
    }
  }
}

/** Removes the documents of items; returns how many documents held each of their words. */
async function removeDocuments(db: Executor, entityType: string, ids: number[]): Promise<Map<string, number>> {
  const removed = new Map<string, number>();
  const docs: Record<string, unknown>[] = [];
  for (const batch of chunks(ids)) {
    // One statement deletes the documents and tells what they held.
    docs.push(
      ...(await looseDb(db)
        .deleteFrom('search_documents')
        .where('entity_type', '=', entityType)
        .where('entity_id', 'in', batch)
        .returning(['id', 'entity_id', 'words', 'locale', 'status'])
        .execute()),
    );
  }
  for (const doc of docs) for (const word of String(doc.words).split(' ').filter(Boolean)) removed.set(word, (removed.get(word) ?? 0) + 1);
  if (dialectOf(db) === 'sqlite') {
    for (const locale of LOCALES) {
      const published = docs.filter((doc) => doc.locale === locale && doc.status === 'published').map((doc) => Number(doc.id));
      for (const batch of chunks(published)) {
        await sql`delete from ${localeTable(locale)} where rowid in (${sql.join(batch)})`.execute(db);
        await sql`delete from ${localeTitleTable(locale)} where rowid in (${sql.join(batch)})`.execute(db);
      }
    }
    for (const batch of chunks(docs)) {
      const rowids = batch.map((doc) => titleRowid({ entity_type: entityType as SearchType, entity_id: Number(doc.entity_id), locale: doc.locale as Locale }));
      await looseDb(db).deleteFrom('search_titles').where('rowid', 'in', rowids).execute();
    }
  }
  return removed;
}

/** How many documents each word is added to (negative: removed from), with its stem. */
type VocabularyDelta = Map<string, { stem: string; documents: number }>;

/**
 * Applies a delta to the vocabulary: words new to it get their typo variants, words no document
 * holds any more lose them.
 *
 * NOTE: concurrent saves count many of the same words (every article has the common ones), and
 * each holds the rows it counted until it commits. They take them in one order, the words sorted,
 * in one INSERT … ON CONFLICT DO UPDATE per batch (which locks its rows in the order of its
 * VALUES): a save then only ever waits for one that is ahead of it, never for one that waits for
 * it. Counting in a plain UPDATE locked the rows in the order the table happened to hold them,
 * different from one save to the next, and PostgreSQL broke the resulting deadlocks by failing
 * saves. A word's variants are written and deleted only by the save holding the word's row, so
 * they need no order of their own. The caller counts last in its transaction: the other saves
 * queue for these rows until it commits.
 */
async function updateVocabulary(db: Executor, delta: VocabularyDelta): Promise<void> {
  const changed = [...delta].filter(([, entry]) => entry.documents !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const added: string[] = [];
  const gone: string[] = [];
  for (const batch of chunks(changed)) {
    const counted = await looseDb(db)
      .insertInto('search_words')
      .values(batch.map(([word, { stem, documents }]) => ({ word, stem, documents })))
      .onConflict((oc) => oc.column('word').doUpdateSet((eb) => ({ documents: eb('search_words.documents', '+', eb.ref('excluded.documents')) })))
      .returning(['word', 'documents'])
      .execute();
    for (const row of counted) {
      const word = String(row.word);
      const documents = Number(row.documents);
      if (documents <= 0) gone.push(word);
      // Counted from nothing: the word is new to the vocabulary.
      else if (documents === delta.get(word)!.documents) added.push(word);
    }
  }
  await insertVariants(db, added);
  for (const batch of chunks(gone)) {
    await looseDb(db).deleteFrom('search_word_variants').where('word', 'in', batch).execute();
    await looseDb(db).deleteFrom('search_words').where('word', 'in', batch).execute();
  }
}

/** Each word long enough to be typed with a typo is found by itself and by its one-letter deletions. */
async function insertVariants(db: Executor, words: string[]): Promise<void> {
  const rows = words
    .filter((word) => word.length >= TYPO_MIN_LENGTH - 1)
    .flatMap((word) => [word, ...deletions(word)].map((variant) => ({ variant, word })));
  for (const batch of chunks(rows)) await looseDb(db).insertInto('search_word_variants').values(batch).onConflict((oc) => oc.doNothing()).execute();
}

function countWords(docs: SearchDocument[], into: VocabularyDelta = new Map()): VocabularyDelta {
  for (const doc of docs) {
    for (const [word, stem] of distinctWords(doc)) into.set(word, { stem, documents: (into.get(word)?.documents ?? 0) + 1 });
  }
  return into;
}

/**
 * Re-indexes one item after a save (inside its transaction): its documents and the vocabulary.
 * A save hands over the rows it has just written (`written`), which are then not read again; an
 * item new in the transaction has no documents to remove. Call it last before the commit: the
 * vocabulary rows it counts stay locked until then, and other saves wait for them (updateVocabulary).
 */
export async function reindexItem(trx: Executor, type: ContentType, id: number, written?: ItemRows & { isNew: boolean }): Promise<void> {
  if (!type.search) return;
  const removed = written?.isNew ? new Map<string, number>() : await removeDocuments(trx, type.search.type, [id]);
  const docs = written ? documentsOf(type, written) : await buildDocuments(trx, type, [id]);
  await insertDocuments(trx, docs);
  const delta = countWords(docs);
  // A removed word's stem does not matter: the word is only counted down (and dropped at zero).
  for (const [word, count] of removed) delta.set(word, { stem: delta.get(word)?.stem ?? '', documents: (delta.get(word)?.documents ?? 0) - count });
  await updateVocabulary(trx, delta);
}

/** Takes a deleted item out of the index (inside the delete's transaction). */
export async function removeItem(trx: Executor, type: ContentType, id: number): Promise<void> {
  if (!type.search) return;
  const removed = await removeDocuments(trx, type.search.type, [id]);
  await updateVocabulary(trx, new Map([...removed].map(([word, count]) => [word, { stem: '', documents: -count }])));
}

/** Items read per step of a rebuild. */
const REBUILD_BATCH = 500;

/** Makes the whole index anew from the content tables of `types`, in one transaction. */
export async function rebuildSearchIndex(db: Db, types: readonly ContentType[]): Promise<{ documents: number; words: number }> {
  const result = await inTransaction(db, async (tx) => {
    if (dialectOf(tx) === 'sqlite') {
      for (const table of [...LOCALES.map(localeTable), ...LOCALES.map(localeTitleTable), sql.table('search_titles')]) await sql`delete from ${table}`.execute(tx);
    }
    for (const table of ['search_documents', 'search_word_variants', 'search_words']) await looseDb(tx).deleteFrom(table).execute();
    const vocabulary: VocabularyDelta = new Map();
    let documents = 0;
    for (const type of types.filter((t) => t.search)) {
      for (let lastId = 0; ; ) {
        const ids = (await looseDb(tx).selectFrom(type.table).select('id').where('id', '>', lastId).orderBy('id').limit(REBUILD_BATCH).execute()).map((row) => Number(row.id));
        if (ids.length === 0) break;
        const docs = await buildDocuments(tx, type, ids);
        await insertDocuments(tx, docs);
        countWords(docs, vocabulary);
        documents += docs.length;
        lastId = ids.at(-1)!;
      }
    }
    for (const batch of chunks([...vocabulary])) {
      await looseDb(tx).insertInto('search_words').values(batch.map(([word, { stem, documents: count }]) => ({ word, stem, documents: count }))).execute();
    }
    await insertVariants(tx, [...vocabulary.keys()]);
    await writeIndexVersion(tx);
    return { documents, words: vocabulary.size };
  });
  // PostgreSQL plans the searches from the table's statistics, which a rebuild makes stale, and
  // would keep the replaced rows' space until its next vacuum.
  if (dialectOf(db) === 'postgres') await sql`vacuum (analyze) search_documents`.execute(db);
  return result;
}

async function writeIndexVersion(db: Executor): Promise<void> {
  await looseDb(db).deleteFrom('search_meta').where('key', '=', 'version').execute();
  await looseDb(db).insertInto('search_meta').values({ key: 'version', value: SEARCH_INDEX_VERSION }).execute();
}

/** Whether the index was built by this version of the terms (else it must be rebuilt). */
export async function isSearchIndexCurrent(db: Executor): Promise<boolean> {
  const row = await looseDb(db).selectFrom('search_meta').select('value').where('key', '=', 'version').executeTakeFirst();
  return row?.value === SEARCH_INDEX_VERSION;
}
