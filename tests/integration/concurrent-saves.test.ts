import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchResponse, searchResponseSchema } from '../../src/common/schemas/search.js';
import { rebuildSearchIndex } from '../../src/server/modules/search/search-index.js';
import { SEARCHABLE_TYPES } from '../../src/server/modules/content-types/content-types.js';
import { type View, deleteItem, putItem, unique } from './support/factories.js';
import { type TestApp, bearer, expectStatus, startTestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const EDITORS = 8;
const SAVES_EACH = 4;

/** Words every article has, as the news of one portal share their subject's words. */
const COMMON = (
  'квалификације национални оквир образовање одраслих стандард занимања ученици послодавци сектор савет ' +
  'признавање исходи учења компетенције вештине програм акредитација агенција министарство школа диплома'
).split(' ');

/** The same words in another order for each article (a save counts them in its own text's order). */
function shuffled(words: string[], seed: number): string[] {
  const result = [...words];
  for (let i = result.length - 1; i > 0; i--) {
    seed = (seed * 16807) % 2147483647;
    const j = seed % (i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** A Serbian news article: the common words, its own marker, and words it shares with some others only. */
function news(marker: string, seed: number, extra: string) {
  const words = shuffled(COMMON, seed);
  return {
    status: 'published',
    translations: {
      sr: {
        title: `Вест ${marker} ${words.slice(0, 4).join(' ')}`,
        summary: `${words.slice(4, 14).join(' ')} ${extra}.`,
        body: `<p>${words.join(' ')} ${marker}.</p><p>${shuffled(COMMON, seed + 1).join(' ')} ${extra}.</p>`,
      },
    },
  };
}

const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/admin/articles', headers: bearer(t.tokens.editor), payload: payload as never });

async function search(text: string): Promise<SearchResponse> {
  return searchResponseSchema.parse(expectStatus(await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(text)}` }), 200));
}

/** Runs `work` for each editor at once; each editor's steps run one after the other. */
async function editorsAtOnce(work: (editor: number) => Promise<LightMyRequestResponse[]>): Promise<LightMyRequestResponse[]> {
  return (await Promise.all(Array.from({ length: EDITORS }, (_, editor) => work(editor)))).flat();
}

const refused = (responses: LightMyRequestResponse[]) => responses.filter((r) => r.statusCode >= 300).map((r) => `${r.statusCode} ${r.body.slice(0, 200)}`);

/** The vocabulary as saved, for comparing the one the concurrent saves kept with one rebuilt from the content. */
async function vocabulary() {
  const [words, variants] = await Promise.all([
    t.ctx.db.selectFrom('search_words').select(['word', 'stem', 'documents']).orderBy('word').execute(),
    t.ctx.db.selectFrom('search_word_variants').select(['variant', 'word']).orderBy('variant').orderBy('word').execute(),
  ]);
  return { words, variants };
}

describe('editors saving at once', () => {
  it('all succeed, each article is found, and the vocabulary they kept counts every one exactly once', async () => {
    // Random markers: no two are one typo apart, so a search for one finds no other.
    const markers = Array.from({ length: EDITORS * SAVES_EACH }, () => `zq${unique()}`);
    const markerOf = (editor: number, n: number) => markers[editor * SAVES_EACH + n]!;
    const extraOf = (editor: number) => `заједничко${'абвгдђежзиј'[editor]!}`;

    // 1. New articles: every save counts the same common words.
    const created = await editorsAtOnce(async (editor) => {
      const responses: LightMyRequestResponse[] = [];
      for (let n = 0; n < SAVES_EACH; n++) responses.push(await post(news(markerOf(editor, n), editor * 100 + n + 1, extraOf(editor))));
      return responses;
    });
    expect(refused(created)).toEqual([]);
    const views = created.map((response) => response.json<View>());

    // 2. Edits at once: each editor rewrites its first articles (words counted down, one dropped to
    // nothing, new ones counted up) and deletes its last.
    const edited = await editorsAtOnce(async (editor) => {
      const own = views.slice(editor * SAVES_EACH, (editor + 1) * SAVES_EACH);
      const responses: LightMyRequestResponse[] = [];
      for (const [n, view] of own.slice(0, -1).entries()) {
        responses.push(await putItem(t, 'articles', view.id, { ...news(markerOf(editor, n), editor * 100 + n + 50, `измењено${editor}`), version: view.version }));
      }
      responses.push(await deleteItem(t, 'articles', own.at(-1)!.id));
      return responses;
    });
    expect(refused(edited)).toEqual([]);

    // 3. The search finds each kept article by its own word, and no deleted one.
    for (let editor = 0; editor < EDITORS; editor++) {
      for (let n = 0; n < SAVES_EACH; n++) {
        const found = await search(markerOf(editor, n));
        const id = views[editor * SAVES_EACH + n]!.id;
        expect(found.items.map((item) => item.id), markerOf(editor, n)).toEqual(n < SAVES_EACH - 1 ? [id] : []);
      }
      // The words of the first version are gone with it; the edited ones are there.
      expect((await search(extraOf(editor))).total).toBe(0);
      expect((await search(`измењено${editor}`)).total).toBe(SAVES_EACH - 1);
    }

    // 4. No count was lost or doubled: rebuilt from the content, the vocabulary is the same.
    const kept = await vocabulary();
    expect(kept.words.find((row) => row.word === 'kvalifikacije')?.documents).toBe(EDITORS * (SAVES_EACH - 1) * 2); // Cyrillic and derived Latin
    await rebuildSearchIndex(t.ctx.db, SEARCHABLE_TYPES);
    expect(kept).toEqual(await vocabulary());
  });
});
