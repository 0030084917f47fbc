import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/common/locales.js';
import { contentPath } from '../../src/common/routes.js';
import { cyrillicToLatin } from '../../src/common/text/transliterate.js';
import { SEARCH_QUERY_MAX, type SearchResponse, type SearchType, searchResponseSchema } from '../../src/common/schemas/search.js';
import {
  type View,
  articlePayload,
  categoryPayload,
  createItem,
  expectError,
  filePayload,
  minutesFromNow,
  pagePayload,
  presentationPayload,
  qualificationPayload,
  providerPayload,
  standardPayload,
  councilPayload,
  serbianOnlyArticlePayload,
  type ArticleTexts,
  insertPublishedArticles,
  setPublishedAt,
  unique,
} from './support/factories.js';
import { RANKED_WINDOW, SEARCH_TOTAL_MAX } from '../../src/server/modules/search/search.repository.js';
import { reindexItem } from '../../src/server/modules/search/search-index.js';
import { articleType } from '../../src/server/modules/articles/article.content-type.js';
import { inTransaction } from '../../src/server/db/database.js';
import { uploadPdf } from './support/multipart.js';
import { type TestApp, expectStatus, startTestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function search(query: string, lang?: string): Promise<SearchResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/search?${query}`, headers: lang ? { lang } : {} });
  return searchResponseSchema.parse(expectStatus(response, 200));
}

const q = (text: string) => `q=${encodeURIComponent(text)}`;
const slugOf = (view: View, locale: Locale) => (view.translations[locale] as { slug: string }).slug;

describe('the query', () => {
  it('is required: 1 to 200 characters after trimming, with 400 naming q otherwise', async () => {
    for (const query of ['', 'q=', 'q=%20%20', `q=${'a'.repeat(SEARCH_QUERY_MAX + 1)}`, 'q=%00']) {
      const error = expectError(await t.app.inject({ method: 'GET', url: `/api/search?${query}` }), 400, 'VALIDATION_FAILED');
      expect(Object.keys(error.details!.fields!), query).toEqual(['q']);
    }
    expect((await search(`q=${'a'.repeat(SEARCH_QUERY_MAX)}`)).total).toBe(0);
    for (const query of ['q=x&type=tag', 'q=x&page=0', 'q=x&limit=101', 'q=x&locale=de', 'q=x&sort=new']) {
      expectError(await t.app.inject({ method: 'GET', url: `/api/search?${query}` }), 400, 'VALIDATION_FAILED');
    }
  });

  it('matches literally: LIKE wildcards in it are plain characters', async () => {
    const marker = unique();
    const percent = await createItem(t, 'articles', articlePayload({ translations: { sr: { title: `Раст од 50% ${marker}` } } }));
    await createItem(t, 'articles', articlePayload({ translations: { sr: { title: `Раст од 500 ${marker}` } } }));
    expect((await search(q(`50% ${marker}`))).items.map((item) => item.id)).toEqual([percent.id]);
    expect((await search(q(`5_0`))).total).toBe(0);
  });
});

describe('results', () => {
  let marker: string;
  let items: Record<SearchType, View>;

  beforeAll(async () => {
    marker = `оквир${unique()}`;
    const upper = marker.toUpperCase();
    const pdf = await uploadPdf(t, 'pravilnik.pdf');
    items = {
      article: await createItem(t, 'articles', articlePayload({ translations: { sr: { title: `Вест ${upper}`, summary: 'Сажетак.' }, en: { title: `News ${marker}`, summary: 'Summary.' } } })),
      page: await createItem(t, 'pages', pagePayload({ translations: { sr: { title: 'Страна', body: `<p>Увод.</p><p>Национални ${marker} квалификација.</p>` }, en: { title: 'Page', body: '<p>No marker.</p>' } } })),
      presentation: await createItem(t, 'presentations', presentationPayload({ translations: { sr: { title: 'Презентација', summary: `О ${marker}.`, place: 'Нови Сад' } } })),
      category: await createItem(t, 'categories', categoryPayload({ translations: { sr: { name: `Категорија ${marker}`, description: 'Опис.' } } })),
      file: await createItem(t, 'files', filePayload(pdf.id, { translations: { sr: { title: 'Правилник', description: `Документ о ${marker}.` } } })),
      qualification: await createItem(t, 'qualifications', qualificationPayload({}, { title: 'Техничар', description: `Квалификација о ${marker}.` })),
      standard: await createItem(t, 'standards', standardPayload({}, { jobDescription: `Посао у ${marker}.` })),
      provider: await createItem(t, 'providers', providerPayload({}, { name: `Центар ${marker}` })),
      council: await createItem(t, 'councils', councilPayload({}, { description: `Сектор о ${marker}.` })),
    };
  });

  it('come from every type, with the public path from the route table (the download URL for files)', async () => {
    const { items: found, total, page, limit } = await search(q(marker));
    expect({ total, page, limit }).toEqual({ total: 9, page: 1, limit: 20 });
    expect(found.map((item) => item.type).sort()).toEqual(['article', 'category', 'council', 'file', 'page', 'presentation', 'provider', 'qualification', 'standard']);
    for (const item of found) {
      const view = items[item.type];
      expect(item.id).toBe(view.id);
      if (item.type === 'file') {
        expect(item.slug).toBeNull();
        expect(item.url).toBe(`/api/files/${view.id}/download`);
      } else {
        expect(item.slug).toBe(slugOf(view, 'sr'));
        expect(item.url).toBe(contentPath(item.type, 'sr', view.id, slugOf(view, 'sr')));
      }
      expect(item.date).toEqual(expect.any(String));
    }
    // Title matches first (a provider has a name only).
    expect(found.slice(0, 3).map((item) => item.type).sort()).toEqual(['article', 'category', 'provider']);
    expect(found.find((item) => item.type === 'presentation')!.date).toBe('2024-05-20T10:00:00.000Z');
  });

  it('can be narrowed to one type', async () => {
    for (const type of ['article', 'page', 'presentation', 'category', 'file', 'qualification', 'standard', 'provider', 'council'] as const) {
      const { items: found, total } = await search(`${q(marker)}&type=${type}`);
      expect(total, type).toBe(1);
      expect(found[0]).toMatchObject({ type, id: items[type].id });
    }
  });

  it('can be narrowed by date, alone and with a type', async () => {
    const may2024 = `${q(marker)}&from=2024-05-01&to=2024-05-31`;
    expect((await search(may2024)).items.map((item) => item.id)).toEqual([items.presentation.id]);
    expect((await search(`${may2024}&type=presentation`)).total).toBe(1);
    expect((await search(`${may2024}&type=article`)).total).toBe(0);
    const sinceThen = await search(`${q(marker)}&from=2024-06-01&type=article`);
    expect(sinceThen.items.map((item) => item.id)).toEqual([items.article.id]);
  });

  it('match without regard to letter case, in Cyrillic as in Latin', async () => {
    expect((await search(q(marker.toUpperCase()))).total).toBe(9);
    // Either script finds the items in either locale (the search folds both to one alphabet).
    const latin = await search(`${q(marker.toUpperCase())}&locale=lat`);
    expect(latin.total).toBe(9);
    expect((await search(q(cyrillicToLatin(marker).toUpperCase()))).total).toBe(9);
    const transliterated = await search(q((items.article.translations.lat as { title: string }).title.toLowerCase()), '/lat');
    expect(transliterated.items.map((item) => [item.type, item.id])).toEqual([['article', items.article.id]]);
    expect(transliterated.items[0]!.url).toBe(contentPath('article', 'lat', items.article.id, slugOf(items.article, 'lat')));
  });

  it('are in the locale of the lang header or ?locale=, English listing only what is translated', async () => {
    const english = await search(q(marker), '/en');
    expect(english.items.map((item) => item.type)).toEqual(['article']);
    expect(english.items[0]).toMatchObject({ title: `News ${marker}`, url: contentPath('article', 'en', items.article.id, slugOf(items.article, 'en')) });
    expect((await search(`${q(marker)}&locale=en`, '/sr')).total).toBe(1);
    const serbian = await createItem(t, 'articles', serbianOnlyArticlePayload({ translations: { sr: { title: `Само ${marker}` } } }));
    expect((await search(q(`Само ${marker}`))).items.map((item) => item.id)).toEqual([serbian.id]);
    expect((await search(q(`Само ${marker}`), '/en')).total).toBe(0);
  });

  it('leave out drafts, archived and scheduled items', async () => {
    const hidden = unique();
    await createItem(t, 'articles', articlePayload({ status: 'draft', translations: { sr: { title: `Нацрт ${hidden}` } } }));
    await createItem(t, 'pages', pagePayload({ status: 'archived', translations: { sr: { title: `Архива ${hidden}`, body: '' } } }));
    const scheduled = await createItem(t, 'articles', articlePayload({ translations: { sr: { title: `Најава ${hidden}` } } }));
    await setPublishedAt(t, 'articles', scheduled.id, minutesFromNow(60));
    expect((await search(q(hidden))).total).toBe(0);
    await setPublishedAt(t, 'articles', scheduled.id, minutesFromNow(-1));
    expect((await search(q(hidden))).items.map((item) => item.id)).toEqual([scheduled.id]);
  });
});

describe('snippets', () => {
  it('show the plain text around the first match, HTML-escaped, the match in <mark>', async () => {
    const marker = `кључ${unique()}`;
    const before = 'Реч '.repeat(40);
    const article = await createItem(
      t,
      'articles',
      articlePayload({
        translations: {
          sr: {
            title: 'Без поклапања у наслову',
            summary: '',
            body: `<h2>Увод</h2><p>${before}Тачка &amp; запета &lt;b&gt; пре <strong>${marker.toUpperCase()}</strong> и после. ${'Даље '.repeat(60)}</p>`,
          },
        },
      }),
    );
    const [hit] = (await search(q(marker))).items;
    expect(hit!.id).toBe(article.id);
    expect(hit!.snippet).toContain(`Тачка &amp; запета &lt;b&gt; пре <mark>${marker.toUpperCase()}</mark> и после.`);
    expect(hit!.snippet.startsWith('…')).toBe(true);
    expect(hit!.snippet.endsWith('…')).toBe(true);
    expect(hit!.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    expect(hit!.snippet.length).toBeLessThan(260);
  });

  it('find the words a half-typed word starts, a few or many, and mark them', async () => {
    // Up to 16 words started are matched by their terms; more, by a prefix of the typed word's term.
    const [few, many] = [`поче${unique()}`, `многи${unique()}`];
    const fewWords = ['ак', 'ака', 'ци'].map((ending) => `${few}${ending}`);
    const manyWords = [...'абвгдеизклмнопрст'].map((letter) => `${many}${letter}о`);
    const withFew = await createItem(t, 'articles', articlePayload({ translations: { sr: { title: 'Речи', summary: fewWords.join(' ') } } }));
    const withMany = await createItem(t, 'articles', articlePayload({ translations: { sr: { title: 'Речи', summary: manyWords.join(' ') } } }));
    for (const [typed, article, words] of [[few, withFew, fewWords], [many, withMany, manyWords]] as const) {
      for (const query of [typed, cyrillicToLatin(typed)]) {
        const found = await search(q(query));
        expect(found.items.map((item) => item.id), query).toEqual([article.id]);
        const { snippet } = found.items[0]!;
        expect(snippet.startsWith(`<mark>${words[0]}</mark> <mark>${words[1]}</mark>`), snippet).toBe(true);
        expect(snippet.replace(/<mark>[^<]+<\/mark>|…|\s/g, ''), 'every word shown is marked').toBe('');
      }
    }
  });

  it('show the start of the text when only the title matches', async () => {
    const marker = unique();
    const article = await createItem(t, 'articles', articlePayload({ translations: { sr: { title: `Наслов ${marker}`, summary: 'Сажетак са <ознаком> & знаком.' } } }));
    const [hit] = (await search(q(marker))).items;
    expect(hit).toMatchObject({ id: article.id, title: `Наслов ${marker}`, snippet: 'Сажетак са &lt;ознаком&gt; &amp; знаком.' });
  });

  it('never come from markup: a word found only in the HTML of a body is no match', async () => {
    const marker = unique();
    await createItem(t, 'articles', articlePayload({ translations: { sr: { title: `Наслов ${marker}`, body: `<p><a href="https://example.org/strongholds-${marker}">веза</a> и <strong>нагласак</strong></p>` } } }));
    expect((await search(q(`strongholds-${marker}`))).total).toBe(0);
    expect((await search(q('<strong>'))).total).toBe(0);
  });
});

describe('pages of results', () => {
  it('split the results by page and limit, newest first among equals, without overlap', async () => {
    const marker = unique();
    const created: View[] = [];
    for (let i = 0; i < 5; i += 1) {
      const view = await createItem(t, 'articles', articlePayload({ translations: { sr: { title: `Страница ${marker} ${i}` } } }));
      await setPublishedAt(t, 'articles', view.id, minutesFromNow(-10 + i));
      created.push(view);
    }
    const newestFirst = created.map((view) => view.id).reverse();
    const pages = [await search(`${q(marker)}&limit=2`), await search(`${q(marker)}&limit=2&page=2`), await search(`${q(marker)}&limit=2&page=3`)];
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(pages.flatMap((p) => p.items.map((item) => item.id))).toEqual(newestFirst);
    expect((await search(`${q(marker)}&limit=2&page=4`)).items).toEqual([]);
  });
});

describe('a word in more titles than a page and its re-ranking room', () => {
  it('lists the items holding it in their titles first, and counts every item that holds it', async () => {
    const word = `čest${unique()}`;
    const inTitles = 230;
    for (let i = 0; i < inTitles; i++) {
      await createItem(t, 'articles', articlePayload({ translations: { sr: { title: `Наслов ${i} ${word}`, summary: 'Сажетак.' } } }));
    }
    const inBodies = await Promise.all(
      [1, 2, 3].map(() => createItem(t, 'articles', articlePayload({ translations: { sr: { title: 'Без речи', summary: `Сажетак са ${word}.`, body: `<p>${word} ${word}</p>` } } }))),
    );
    const found = await search(`${q(word)}&limit=20`);
    expect(found.total).toBe(inTitles + inBodies.length);
    expect(found.items).toHaveLength(20);
    for (const item of found.items) expect(item.title).toContain(word);
    const lastPage = await search(`${q(word)}&limit=100&page=3`);
    expect(lastPage.items.map((item) => item.id).sort()).toEqual(expect.arrayContaining(inBodies.map((view) => view.id).sort()));
  });

  it('lists titles, then summaries, then bodies when the titles alone do not fill the candidates', async () => {
    const word = `ređ${unique()}`;
    const create = (title: string, summary: string, body: string) => createItem(t, 'articles', articlePayload({ translations: { sr: { title, summary, body } } }));
    const inTitles = await Promise.all([1, 2].map((i) => create(`Наслов ${i} ${word}`, 'Сажетак.', '<p>Текст.</p>')));
    for (let i = 0; i < 225; i++) await create(`Вест ${i}`, `Сажетак ${i} ${word}.`, '<p>Текст.</p>');
    const inBodies = await Promise.all([1, 2].map((i) => create(`Без речи ${i}`, 'Сажетак.', `<p>${word} ${word} ${word}</p>`)));
    const first = await search(`${q(word)}&limit=20`);
    expect(first.total).toBe(229);
    expect(first.items.slice(0, 2).map((item) => item.id).sort()).toEqual(inTitles.map((view) => view.id).sort());
    for (const item of first.items.slice(2)) expect(item.title).toMatch(/^Вест /);
    const last = await search(`${q(word)}&limit=100&page=3`);
    expect(last.items.map((item) => item.id)).toEqual(expect.arrayContaining(inBodies.map((view) => view.id)));
  });
});

describe('words in thousands of documents', () => {
  // Past SEARCH_TOTAL_MAX matches, the ranked candidates come from the titles holding every word,
  // else the titles and summaries (listed first), else every match; a tier with more than
  // RANKED_WINDOW matches is ranked from its newest ones and every match that is not news.
  it('lists the titles holding a word, then the summaries, ahead of the bodies, and counts up to the cap', async () => {
    const [titled, summarised] = [`čest${unique()}`, `ređ${unique()}`];
    const bodies = SEARCH_TOTAL_MAX + 10;
    const texts: ArticleTexts[] = [
      ...Array.from({ length: 230 }, (_, i) => ({ title: `Наслов ${i} ${titled}`, summary: 'Сажетак.', body: '<p>Текст.</p>' })),
      ...Array.from({ length: 2 }, (_, i) => ({ title: `Наслов ${i} ${summarised}`, summary: 'Сажетак.', body: '<p>Текст.</p>' })),
      ...Array.from({ length: 225 }, (_, i) => ({ title: `Вест ${i}`, summary: `Сажетак ${i} ${summarised}.`, body: '<p>Текст.</p>' })),
      ...Array.from({ length: bodies }, (_, i) => ({ title: `Без речи ${i}`, summary: 'Сажетак.', body: `<p>${titled} ${summarised} ${titled} ${summarised}</p>` })),
    ];
    const ids = await insertPublishedArticles(t, texts);
    const titleOf = new Map(ids.map((id, i) => [id, texts[i]!.title]));

    const byTitle = await search(`${q(titled)}&limit=20`);
    expect({ total: byTitle.total, moreThanTotal: byTitle.moreThanTotal }).toEqual({ total: SEARCH_TOTAL_MAX, moreThanTotal: true });
    expect(byTitle.items).toHaveLength(20);
    for (const item of byTitle.items) expect(titleOf.get(item.id)).toContain(titled);
    // Past the titles' candidates: the 230 titles first, then the bodies.
    const deep = await search(`${q(titled)}&limit=100&page=4`);
    expect(deep.items).toHaveLength(100);
    for (const item of deep.items) expect(titleOf.get(item.id)).toMatch(/^Без речи /);

    const bySummary = await search(`${q(summarised)}&limit=20`);
    expect(bySummary.moreThanTotal).toBe(true);
    expect(bySummary.items.slice(0, 2).map((item) => titleOf.get(item.id))).toEqual(expect.arrayContaining([`Наслов 0 ${summarised}`, `Наслов 1 ${summarised}`]));
    for (const item of bySummary.items.slice(2)) expect(titleOf.get(item.id)).toMatch(/^Вест /);

    // A page past the cap is counted to its end: the total says how far the results go.
    const beyond = await search(`${q(titled)}&limit=20&page=${SEARCH_TOTAL_MAX / 20 + 2}`);
    expect(beyond.items).toHaveLength(20);
    expect({ total: beyond.total, moreThanTotal: beyond.moreThanTotal }).toEqual({ total: SEARCH_TOTAL_MAX + 40, moreThanTotal: true });
    const last = await search(`${q(titled)}&limit=100&page=${Math.ceil((230 + bodies) / 100)}`);
    expect({ total: last.total, moreThanTotal: last.moreThanTotal }).toEqual({ total: 230 + bodies, moreThanTotal: false });
  });

  it('counts exactly up to the cap and says "more than" past it', async () => {
    const word = `broj${unique()}`;
    await insertPublishedArticles(t, Array.from({ length: SEARCH_TOTAL_MAX }, (_, i) => ({ title: `Вест ${i}`, summary: 'Сажетак.', body: `<p>${word}</p>` })));
    expect(await search(q(word))).toMatchObject({ total: SEARCH_TOTAL_MAX, moreThanTotal: false });
    await createItem(t, 'articles', articlePayload({ translations: { sr: { title: 'Још једна', body: `<p>${word}</p>` } } }));
    expect(await search(q(word))).toMatchObject({ total: SEARCH_TOTAL_MAX, moreThanTotal: true });
  });

  it('ranks a page whose title holds a common word among the news it is older than', async () => {
    const word = `opšt${unique()}`;
    const page = await createItem(t, 'pages', pagePayload({ translations: { sr: { title: `О ${word}`, body: '<p>Садржај</p>' } } }));
    const ids = await insertPublishedArticles(
      t,
      Array.from({ length: SEARCH_TOTAL_MAX + 10 }, (_, i) => ({ title: `Вест ${i} о ${word} и много других речи у наслову`, summary: 'Сажетак.', body: '<p>Текст.</p>' })),
    );
    // Saving the news again indexes them after the page, which then lies past the newest RANKED_WINDOW.
    await inTransaction(t.ctx.db, async (trx) => {
      for (const id of ids) await reindexItem(trx, articleType, id);
    });
    t.ctx.responseCache.announceChange();
    expect(ids.length).toBeGreaterThan(RANKED_WINDOW);
    const found = await search(q(word));
    expect(found.moreThanTotal).toBe(true);
    expect(found.items[0]).toMatchObject({ type: 'page', id: page.id });
  });
});
