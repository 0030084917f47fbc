import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from '../../src/server/db/dialect.js';
import { rebuildSearchIndex } from '../../src/server/modules/search/search-index.js';
import { SEARCHABLE_TYPES } from '../../src/server/modules/content-types/content-types.js';
import { deletions } from '../../src/server/modules/search/typo.js';
import { type View, adminView, articlePayload, createItem, deleteItem, expectError, putItem, unique, updateItem } from './support/factories.js';
import { type TestApp, startTestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** How many documents hold the (folded) word, per the vocabulary; 0 when it is not there. */
async function wordCount(word: string): Promise<number> {
  const row = await t.ctx.db.selectFrom('search_words').select('documents').where('word', '=', word).executeTakeFirst();
  return row?.documents ?? 0;
}

async function variantsOf(word: string): Promise<number> {
  return (await t.ctx.db.selectFrom('search_word_variants').select('variant').where('word', '=', word).execute()).length;
}

async function documentsOf(id: number) {
  return t.ctx.db.selectFrom('search_documents').select(['locale', 'title', 'status']).where('entity_type', '=', 'article').where('entity_id', '=', id).orderBy('locale').execute();
}

/** Everything the index holds, for comparing an incrementally kept index with a rebuilt one. */
async function snapshot() {
  const [documents, words, variants] = await Promise.all([
    t.ctx.db.selectFrom('search_documents').select(['entity_type', 'entity_id', 'locale', 'status', 'published_at', 'title', 'summary', 'body', 'words']).orderBy('entity_type').orderBy('entity_id').orderBy('locale').execute(),
    t.ctx.db.selectFrom('search_words').selectAll().orderBy('word').execute(),
    t.ctx.db.selectFrom('search_word_variants').selectAll().orderBy('variant').orderBy('word').execute(),
  ]);
  return { documents, words, variants, fullText: await fullTextRows() };
}

/** SQLite: the rows of each full-text table (a save that left one behind would show here). */
async function fullTextRows(): Promise<Record<string, number>> {
  if (dialectOf(t.ctx.db) !== 'sqlite') return {};
  const rows: Record<string, number> = {};
  for (const table of ['search_fts_sr', 'search_fts_lat', 'search_fts_en', 'search_title_fts_sr', 'search_title_fts_lat', 'search_title_fts_en', 'search_titles']) {
    rows[table] = Number((await sql<{ total: number }>`select count(*) as total from ${sql.table(table)}`.execute(t.ctx.db)).rows[0]!.total);
  }
  return rows;
}

describe('the search index', () => {
  it('follows every save in its transaction: a word is counted, moved, and forgotten with the item', async () => {
    const marker = `zzq${unique()}`;
    const word = `${marker}ovac`;
    const article: View = await createItem(t, 'articles', articlePayload({ translations: { sr: { title: `Вест ${word}` }, en: { title: `News ${word}` } } }));
    expect((await documentsOf(article.id)).map((doc) => doc.locale)).toEqual(['en', 'lat', 'sr']);
    expect(await wordCount(word)).toBe(3);
    expect(await variantsOf(word)).toBe(deletions(word).length + 1); // itself and each one-letter deletion

    // A refused save (the version is stale) changes nothing, in the content or in the index.
    expectError(await putItem(t, 'articles', article.id, { ...articlePayload({ translations: { sr: { title: 'Друго' } } }), version: article.version + 5 }), 409, 'VERSION_CONFLICT');
    expect(await wordCount(word)).toBe(3);

    const other = `${marker}ica`;
    await updateItem(t, 'articles', article.id, { ...articlePayload({ translations: { sr: { title: `Вест ${other}` } } }), version: article.version });
    expect(await wordCount(word)).toBe(1); // only the English text still has it
    expect(await wordCount(other)).toBe(2);
    const current = await adminView(t, 'articles', article.id);
    expect((await documentsOf(article.id)).find((doc) => doc.locale === 'sr')!.title).toBe(`Вест ${other}`);

    await updateItem(t, 'articles', article.id, { ...articlePayload({ status: 'draft', translations: { sr: { title: `Вест ${other}` }, en: null } }), version: current.version });
    expect(await wordCount(word)).toBe(0);
    expect(await variantsOf(word)).toBe(0);
    expect((await documentsOf(article.id)).map((doc) => doc.status)).toEqual(['draft', 'draft']);

    expect((await deleteItem(t, 'articles', article.id)).statusCode).toBe(204);
    expect(await documentsOf(article.id)).toEqual([]);
    expect(await wordCount(other)).toBe(0);
  });

  it('rebuilt from the content equals the index the saves kept', async () => {
    for (let i = 0; i < 3; i++) await createItem(t, 'articles', articlePayload());
    // Saves that move an item out of the public tables and change its titles.
    const moved = await createItem(t, 'articles', articlePayload({ translations: { sr: { title: `Пре ${unique()}` }, en: { title: `Before ${unique()}` } } }));
    await updateItem(t, 'articles', moved.id, { ...articlePayload({ status: 'draft', translations: { sr: { title: `После ${unique()}` }, en: null } }), version: moved.version });
    const kept = await snapshot();
    const { documents } = await rebuildSearchIndex(t.ctx.db, SEARCHABLE_TYPES);
    expect(documents).toBe(kept.documents.length);
    expect(await snapshot()).toEqual(kept);
  });

  it('writes every entry of its PostgreSQL GIN indexes into the index, with no pending list for a search to read (migration 0030)', async () => {
    if (dialectOf(t.ctx.db) !== 'postgres') return;
    const indexes = await sql<{ indexname: string; options: string[] | null }>`
      select c.relname as indexname, c.reloptions as options
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
      where i.indrelid = to_regclass('search_documents') and a.amname = 'gin'`.execute(t.ctx.db);
    expect(indexes.rows.length).toBeGreaterThanOrEqual(10);
    for (const index of indexes.rows) expect(index.options, index.indexname).toContain('fastupdate=off');
  });
});
