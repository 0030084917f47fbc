import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPost, adminView, articlePayload, createItem, expectError, pagePayload, putItem } from './support/factories.js';
import { type TestApp, expectStatus, startTestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The text of the issue: an image without alt, an h2 followed by an h4, and an empty link. */
const FLAWED = '<h2>Рокови</h2><p><img src="https://nqf.example.rs/media/plakat.png"></p><h4>Пријаве</h4><p>Пријава <a href="/prijava"></a>.</p>';
const FIXED = '<h2>Рокови</h2><p><img src="https://nqf.example.rs/media/plakat.png" alt="Плакат с роковима"></p><h3>Пријаве</h3><p>Пријава <a href="/prijava">на образац за пријаву</a>.</p>';

const withBody = (body: string, overrides: Record<string, unknown> = {}) =>
  articlePayload({ translations: { sr: { title: `Рокови ${Date.now()}`, summary: 'Сажетак.', body }, en: { title: 'Deadlines', summary: 'Summary.', body: '<h2>Deadlines</h2><p>See <a href="/en">here</a>.</p>' } }, ...overrides });

interface Problems {
  problems: { rule: string; locale: string; field: string; element: string; occurrence: number; excerpt: string; message: string }[];
}

describe('the accessibility gate', () => {
  it('refuses to publish a text with problems, naming each rule, locale, field and place; nothing is saved', async () => {
    const before = await t.ctx.db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const response = await adminPost(t, 'articles', withBody(FLAWED));
    const error = expectError(response, 422, 'ACCESSIBILITY_PROBLEMS');
    expect(error.message).toMatch(/4 accessibility problem/);
    const { problems } = error.details as unknown as Problems;
    expect(problems.map(({ rule, locale, field, element, occurrence }) => ({ rule, locale, field, element, occurrence }))).toEqual([
      { rule: 'image-alt', locale: 'sr', field: 'body', element: 'img', occurrence: 1 },
      { rule: 'heading-skip', locale: 'sr', field: 'body', element: 'h4', occurrence: 2 },
      { rule: 'link-empty', locale: 'sr', field: 'body', element: 'a', occurrence: 1 },
      { rule: 'link-generic', locale: 'en', field: 'body', element: 'a', occurrence: 1 },
    ]);
    expect(problems[0]!.message).toBe('An image has no text alternative: describe it, or mark it as decorative (an empty alternative).');
    expect(problems[1]!.excerpt).toBe('Пријаве');
    const after = await t.ctx.db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('saves a draft as it is, then refuses publishing or scheduling it until the text is fixed', async () => {
    const draft = await createItem(t, 'articles', withBody(FLAWED, { status: 'draft' }));
    const publish = { ...withBody(FLAWED), version: draft.version };
    expectError(await putItem(t, 'articles', draft.id, publish), 422, 'ACCESSIBILITY_PROBLEMS');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expectError(await putItem(t, 'articles', draft.id, { ...publish, publishedAt: tomorrow }), 422, 'ACCESSIBILITY_PROBLEMS');
    expect(await adminView(t, 'articles', draft.id)).toMatchObject({ status: 'draft', version: draft.version });

    const english = { title: 'Deadlines', summary: 'Summary.', body: '<h2>Deadlines</h2><p>See <a href="/en">the application form</a>.</p>' };
    const fixed = articlePayload({ translations: { sr: { title: 'Рокови уређени', summary: 'Сажетак.', body: FIXED }, en: english }, version: draft.version });
    const published = expectStatus<{ status: string; version: number }>(await putItem(t, 'articles', draft.id, fixed), 200);
    expect(published.status).toBe('published');
    // A published item stays held to the rules at every save.
    const broken = articlePayload({ translations: { sr: { title: 'Рокови уређени', summary: 'Сажетак.', body: FLAWED }, en: english }, version: published.version });
    expectError(await putItem(t, 'articles', draft.id, broken), 422, 'ACCESSIBILITY_PROBLEMS');
  });

  it('names a hand-written Latin text’s problems, and not the derived one’s twice', async () => {
    const payload = withBody(FIXED);
    const translations = payload.translations as Record<string, Record<string, string>>;
    translations.en!.body = '<h2>Deadlines</h2>';
    translations.lat = { body: '<h3>Rokovi</h3><p>Tekst.</p>' };
    const { problems } = expectError(await adminPost(t, 'articles', payload), 422, 'ACCESSIBILITY_PROBLEMS').details as unknown as Problems;
    expect(problems.map(({ rule, locale }) => `${rule} ${locale}`)).toEqual(['heading-start lat']);
    delete translations.lat;
    translations.sr!.body = '<p><a href="https://nqf.example.rs/a">https://nqf.example.rs/a</a></p>';
    const derived = expectError(await adminPost(t, 'articles', payload), 422, 'ACCESSIBILITY_PROBLEMS').details as unknown as Problems;
    expect(derived.problems.map(({ rule, locale }) => `${rule} ${locale}`)).toEqual(['link-url sr']);
  });

  it('holds pages to the same rules, and a bulk publish reports the items it refused', async () => {
    const flawedPage = pagePayload({ status: 'draft', translations: { sr: { title: 'Страница', body: '<table><tbody><tr><td>1</td></tr></tbody></table>' } } });
    const page = await createItem(t, 'pages', flawedPage);
    const good = await createItem(t, 'pages', pagePayload({ status: 'draft' }));
    const result = expectStatus<{ results: { id: number; ok: boolean; error?: string }[] }>(await adminPost(t, 'pages/bulk', { action: 'publish', ids: [page.id, good.id] }), 200);
    expect(result.results).toEqual([
      { id: page.id, ok: false, error: expect.stringMatching(/accessibility problem/) },
      { id: good.id, ok: true },
    ]);
    expect((await adminView(t, 'pages', page.id)).status).toBe('draft');
  });
});
