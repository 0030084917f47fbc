import { type Kysely, sql } from 'kysely';
import type { DialectHelpers } from '../dialect.js';

/**
 * The site search's index (src/server/modules/search): one document per item and locale with
 * its texts as shown (for snippets) and as search terms (stems); SQLite matches them with FTS5,
 * PostgreSQL with a weighted tsvector and a GIN index. The vocabulary of words as written (folded)
 * with their stems, and the words' one-letter-deleted variants, find a word typed with one typo.
 */
export async function up(db: Kysely<unknown>, d: DialectHelpers): Promise<void> {
  let documents = db.schema
    .createTable('search_documents')
    .addColumn('id', 'integer', d.primaryId)
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('published_at', d.timestampType)
    .addColumn('date', d.timestampType)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text')
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('words', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('search_documents_item_unique', ['entity_type', 'entity_id', 'locale']);
  // PostgreSQL: the weighted vector of all texts, and the title's own (small, kept in the row),
  // which the title-first ranking and the dashboard's title search read instead of the whole vector.
  if (d.name === 'postgres') documents = documents.addColumn('vector', sql`tsvector`, (c) => c.notNull()).addColumn('title_vector', sql`tsvector`, (c) => c.notNull());
  await documents.execute();
  await db.schema.createIndex('search_documents_visible_idx').on('search_documents').columns(['locale', 'status', 'published_at']).execute();

  if (d.name === 'postgres') {
    await sql`create index search_documents_vector_idx on search_documents using gin (vector)`.execute(db);
    await sql`create index search_documents_title_vector_idx on search_documents using gin (title_vector)`.execute(db);
  } else {
    // Contentless (the words are kept in search_documents; rowid = search_documents.id). `scope`
    // holds the locale, type and publication as tokens, so the match itself leaves out what a
    // search must not see, instead of a join row by row.
    await sql`create virtual table search_fts using fts5(title, summary, body, scope, content='', contentless_delete=1, prefix='2 3 4', tokenize='unicode61')`.execute(db);
  }

  // Words and stems are a-z and 0-9 only; byte order on PostgreSQL too, so a prefix is an index range.
  const termType = d.name === 'postgres' ? sql`text collate "C"` : sql`text`;
  await db.schema
    .createTable('search_words')
    .addColumn('word', termType, (c) => c.primaryKey())
    .addColumn('stem', termType, (c) => c.notNull())
    .addColumn('documents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_words_stem_idx').on('search_words').column('stem').execute();
  await db.schema
    .createTable('search_word_variants')
    .addColumn('variant', termType, (c) => c.notNull())
    .addColumn('word', termType, (c) => c.notNull())
    .addPrimaryKeyConstraint('search_word_variants_pk', ['variant', 'word'])
    .execute();
  await db.schema
    .createTable('search_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
