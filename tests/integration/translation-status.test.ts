import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranslationChanges, TranslationStatusItem, TranslationStatusList } from '../../src/common/schemas/translation-status.js';
import { type Payload, type View, adminGet, adminPost, articlePayload, createItem, expectError, serbianOnlyArticlePayload, tagPayload, unique, updateItem } from './support/factories.js';
import { DIALECT, type TestApp, expectStatus, startTestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const list = async (query = '') => expectStatus<TranslationStatusList>(await adminGet(t, `translation-status${query}`), 200);

/** The item's row in the status list (every page of its type read). */
async function statusOf(type: string, id: number): Promise<TranslationStatusItem> {
  const found = (await list(`?type=${type}&limit=100`)).items.find((item) => item.id === id);
  if (!found) throw new Error(`${type} ${id} is not in the translation status`);
  return found;
}

const changes = async (type: string, id: number) => expectStatus<TranslationChanges>(await adminGet(t, `translation-status/${type}/${id}`), 200);

/** The payload with the Serbian texts changed and every other locale sent as it was. */
function withSerbian(payload: Payload, sr: Payload): Payload {
  const translations = payload.translations as Record<string, Payload>;
  return { ...payload, translations: { ...translations, sr: { ...translations.sr, ...sr } } };
}

function withEnglish(payload: Payload, en: Payload): Payload {
  const translations = payload.translations as Record<string, Payload>;
  return { ...payload, translations: { ...translations, en: { ...translations.en, ...en } } };
}

describe(`translation status (${DIALECT})`, () => {
  it('is for signed-in users; an unknown type, state or id is refused', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/translation-status' }), 401, 'UNAUTHORIZED');
    expect((await adminGet(t, 'translation-status?type=poem')).statusCode).toBe(400);
    expect((await adminGet(t, 'translation-status?state=old')).statusCode).toBe(400);
    expect((await adminGet(t, 'translation-status/poem/1')).statusCode).toBe(404);
    expectError(await adminGet(t, 'translation-status/article/x'), 400, 'VALIDATION_FAILED');
    expectError(await adminGet(t, 'translation-status/article/999999'), 404, 'NOT_FOUND');
  });

  it('a new item with every locale is current; one without English has it missing', async () => {
    const both = await createItem(t, 'articles', articlePayload());
    const serbianOnly = await createItem(t, 'articles', serbianOnlyArticlePayload());

    expect(await statusOf('article', both.id)).toMatchObject({
      state: 'current',
      title: both.translations.sr!.title,
      sourceVersion: 1,
      lat: { state: 'current', version: 1, overridden: [] },
      en: { state: 'current', version: 1 },
    });
    expect(await statusOf('article', serbianOnly.id)).toMatchObject({ state: 'missing', en: { state: 'missing', changedAt: null, version: null } });

    const missing = await list('?type=article&state=missing&limit=100');
    expect(missing.items.map((item) => item.id)).toContain(serbianOnly.id);
    expect(missing.items.map((item) => item.id)).not.toContain(both.id);
    expect((await list('?type=article&state=outdated&limit=100')).items.map((item) => item.id)).toContain(serbianOnly.id);
    expect((await list('?type=article&state=current&limit=100')).items.map((item) => item.id)).toContain(both.id);
  });

  it('English goes stale when only the Serbian changes, shows the Serbian of its last save, and is current again once saved', async () => {
    const input = articlePayload();
    const article = await createItem(t, 'articles', input);
    const oldTitle = article.translations.sr!.title as string;
    const newTitle = `Измењен наслов ${unique()}`;
    const changed = await updateItem(t, 'articles', article.id, withSerbian(input, { title: newTitle, body: '<p>Нови текст о квалификацијама.</p>' }));

    const stale = await statusOf('article', article.id);
    expect(stale).toMatchObject({ state: 'stale', title: newTitle, sourceVersion: changed.version, en: { state: 'stale', version: 1 }, lat: { state: 'current' } });
    expect(stale.sourceChangedAt > stale.en.changedAt!).toBe(true);

    const detail = await changes('article', article.id);
    expect(detail.source).toMatchObject({ title: newTitle, body: '<p>Нови текст о квалификацијама.</p>' });
    expect(detail.sourceWhenSaved.en).toMatchObject({ title: oldTitle, body: (input.translations as { sr: { body: string } }).sr.body });
    expect(detail.sourceWhenSaved.lat).toBeUndefined();

    // A save that changes no text (the status) leaves it stale.
    await updateItem(t, 'articles', article.id, { ...withSerbian(input, { title: newTitle, body: '<p>Нови текст о квалификацијама.</p>' }), status: 'draft' });
    expect((await statusOf('article', article.id)).en.state).toBe('stale');

    await updateItem(t, 'articles', article.id, withEnglish(withSerbian(input, { title: newTitle, body: '<p>Нови текст о квалификацијама.</p>' }), { title: `Changed title ${unique()}` }));
    expect(await statusOf('article', article.id)).toMatchObject({ state: 'current', en: { state: 'current' } });
    expect((await changes('article', article.id)).sourceWhenSaved).toEqual({});
  });

  it('English left out of a save stays as it was: stale when the Serbian changed', async () => {
    const input = articlePayload();
    const article = await createItem(t, 'articles', input);
    const translations = input.translations as Record<string, Payload>;
    await updateItem(t, 'articles', article.id, { ...input, translations: { sr: { ...translations.sr, summary: 'Нови сажетак.' } } });
    expect(await statusOf('article', article.id)).toMatchObject({ state: 'stale', en: { state: 'stale', version: 1 } });
  });

  it('Latin written by hand goes stale when the Cyrillic changes; derived Latin never does', async () => {
    const base = articlePayload();
    const latTitle = `Ručno pisan naslov ${unique()}`;
    const input = { ...base, translations: { ...(base.translations as Payload), lat: { title: latTitle } } };
    const article = await createItem(t, 'articles', input);
    expect(await statusOf('article', article.id)).toMatchObject({ lat: { state: 'current', overridden: ['title'] } });

    const oldSummary = (base.translations as { sr: { summary: string } }).sr.summary;
    await updateItem(t, 'articles', article.id, withEnglish(withSerbian(input, { summary: 'Сажетак после измене.' }), { summary: 'A summary after the change.' }));
    const stale = await statusOf('article', article.id);
    expect(stale).toMatchObject({ state: 'stale', lat: { state: 'stale', version: 1 }, en: { state: 'current' } });
    expect((await changes('article', article.id)).sourceWhenSaved.lat).toMatchObject({ summary: oldSummary });

    // Writing the Latin again (a new hand-written title) brings it up to date.
    const translations = input.translations as Record<string, Payload>;
    await updateItem(t, 'articles', article.id, {
      ...input,
      translations: { ...translations, sr: { ...translations.sr, summary: 'Сажетак после измене.' }, lat: { title: `${latTitle} 2` }, en: { ...translations.en, summary: 'A summary after the change.' } },
    });
    expect(await statusOf('article', article.id)).toMatchObject({ state: 'current', lat: { state: 'current' } });
  });

  it('restoring a revision whose Serbian differs makes the English as stale as the texts say', async () => {
    const input = articlePayload();
    const article = await createItem(t, 'articles', input);
    const changed = await updateItem(t, 'articles', article.id, withEnglish(withSerbian(input, { title: `Нови наслов ${unique()}` }), { title: `New title ${unique()}` }));
    expect((await statusOf('article', article.id)).state).toBe('current');
    const revisions = expectStatus<{ items: { id: number; version: number }[] }>(await adminGet(t, `articles/${article.id}/revisions`), 200).items;
    const first = revisions.find((revision) => revision.version === 1)!;
    expectStatus<View>(await adminPost(t, `articles/${article.id}/revisions/${first.id}/restore`, { version: changed.version }), 200);
    // Both texts went back to version 1: each changed in the restoring save, so neither is older.
    expect(await statusOf('article', article.id)).toMatchObject({ state: 'current', sourceVersion: 3, en: { state: 'current', version: 3 } });
  });

  it('lists the work first: stale, then missing, then current, the longest waiting first; every type, or one', async () => {
    const olderInput = articlePayload();
    const older = await createItem(t, 'articles', olderInput);
    const newerInput = articlePayload();
    const newer = await createItem(t, 'articles', newerInput);
    await updateItem(t, 'articles', older.id, withSerbian(olderInput, { title: `Старија измена ${unique()}` }));
    await updateItem(t, 'articles', newer.id, withSerbian(newerInput, { title: `Новија измена ${unique()}` }));
    const tag = await createItem(t, 'tags', tagPayload());

    const all = await list('?limit=100');
    const ranks = all.items.map((item) => ['stale', 'missing', 'current'].indexOf(item.state));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const staleIds = all.items.filter((item) => item.state === 'stale').map((item) => item.id);
    expect(staleIds.indexOf(older.id)).toBeLessThan(staleIds.indexOf(newer.id));
    expect(all.items.some((item) => item.type === 'tag' && item.id === tag.id)).toBe(true);
    expect(all.total).toBeGreaterThanOrEqual(all.items.length);

    const articlesOnly = await list('?type=article&limit=100');
    expect(articlesOnly.items.every((item) => item.type === 'article')).toBe(true);
    const firstPage = await list('?type=article&limit=2');
    const secondPage = await list('?type=article&limit=2&page=2');
    expect(firstPage.total).toBe(articlesOnly.total);
    expect(secondPage.items.map((item) => item.id)).toEqual(articlesOnly.items.slice(2, 4).map((item) => item.id));
  });

  it('texts stored before their changes were recorded count as of the last save, and stay so when a save leaves them', async () => {
    const input = articlePayload();
    const article = await createItem(t, 'articles', input);
    await sql`update article_translations set text_version = null, text_changed_at = null where entity_id = ${article.id}`.execute(t.handle.db);
    expect(await statusOf('article', article.id)).toMatchObject({ state: 'current', en: { state: 'current', version: 1 } });

    await updateItem(t, 'articles', article.id, withSerbian(input, { title: `Наслов после записа ${unique()}` }));
    expect(await statusOf('article', article.id)).toMatchObject({ state: 'stale', sourceVersion: 2, en: { state: 'stale', version: 1 } });
  });
});
