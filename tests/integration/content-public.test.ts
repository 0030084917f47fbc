import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Payload,
  type PublicList,
  articlePayload,
  categoryPayload,
  createItem,
  expectError,
  filePayload,
  idsOf,
  menuItemPayload,
  minutesFromNow,
  pagePayload,
  presentationPayload,
  publicGet,
  publicJson,
  serbianOnlyArticlePayload,
  setPublishedAt,
  tagPayload,
  unique,
  updateItem,
} from './support/factories.js';
import { uploadPdf } from './support/multipart.js';
import { type TestApp, startTestApp } from './support/test-app.js';

let t: TestApp;
let pdfId: number;
beforeAll(async () => {
  t = await startTestApp();
  pdfId = (await uploadPdf(t)).id;
});
afterAll(() => t.close());

type Table = Parameters<typeof setPublishedAt>[1];
type MenuNode = { id: number; label: string; children: MenuNode[] };

interface TypeCase {
  path: string;
  table: Table;
  payload(overrides?: Payload): Payload;
  /** The same item with only its Cyrillic text. */
  serbianOnly(overrides?: Payload): Payload;
}

const srOnly = (payload: Payload): Payload => {
  const translations = payload.translations as { sr: object };
  return { ...payload, translations: { sr: translations.sr } };
};

const TYPES: TypeCase[] = [
  { path: 'articles', table: 'articles', payload: articlePayload, serbianOnly: (o) => srOnly(articlePayload(o)) },
  { path: 'categories', table: 'categories', payload: categoryPayload, serbianOnly: (o) => srOnly(categoryPayload(o)) },
  { path: 'pages', table: 'pages', payload: pagePayload, serbianOnly: (o) => srOnly(pagePayload(o)) },
  { path: 'presentations', table: 'presentations', payload: presentationPayload, serbianOnly: (o) => srOnly(presentationPayload(o)) },
  { path: 'tags', table: 'tags', payload: tagPayload, serbianOnly: (o) => srOnly(tagPayload(o)) },
  { path: 'files', table: 'files', payload: (o) => filePayload(pdfId, o), serbianOnly: (o) => srOnly(filePayload(pdfId, o)) },
];

const listIds = async (path: string, query = '', lang?: string) => idsOf(await publicJson<PublicList>(t, `${path}?limit=100${query}`, lang));

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

describe.each(TYPES)('public $path', ({ path, table, payload, serbianOnly }) => {
  it('shows only published items whose publish time has passed', async () => {
    const published = await createItem(t, path, payload());
    const draft = await createItem(t, path, payload({ status: 'draft' }));
    const archived = await createItem(t, path, payload({ status: 'archived' }));
    const scheduled = await createItem(t, path, payload({ publishedAt: minutesFromNow(30).toISOString() }));
    expect(Date.parse(String(scheduled.publishedAt))).toBeGreaterThan(Date.now());

    const ids = await listIds(path);
    expect(ids).toContain(published.id);
    for (const hidden of [draft, archived, scheduled]) {
      expect(ids).not.toContain(hidden.id);
      expectError(await publicGet(t, `${path}/${hidden.id}`), 404, 'NOT_FOUND');
    }

    await setPublishedAt(t, table, scheduled.id, minutesFromNow(-1));
    expect(await listIds(path)).toContain(scheduled.id);
    expect((await publicJson(t, `${path}/${scheduled.id}`)).id).toBe(scheduled.id);
  });

  it('serves the locale asked for by the lang header or ?locale=, the query winning', async () => {
    const item = await createItem(t, path, payload());
    const field = 'title' in (item.translations.sr ?? {}) ? 'title' : 'name';
    const text = (locale: string) => item.translations[locale]![field];
    expect(await publicJson(t, `${path}/${item.id}`)).toMatchObject({ locale: 'sr', fallback: false, [field]: text('sr') });
    expect(await publicJson(t, `${path}/${item.id}`, '/lat')).toMatchObject({ locale: 'lat', [field]: text('lat') });
    expect(await publicJson(t, `${path}/${item.id}`, '/en')).toMatchObject({ locale: 'en', [field]: text('en') });
    expect(await publicJson(t, `${path}/${item.id}?locale=en`, '/lat')).toMatchObject({ locale: 'en', [field]: text('en') });
    expect(await publicJson(t, `${path}/${item.id}`, '/de')).toMatchObject({ locale: 'sr' });
    expectError(await publicGet(t, `${path}/${item.id}?locale=de`), 400, 'VALIDATION_FAILED');
  });

  it('falls back to sr in a detail without the translation, and leaves it out of en lists', async () => {
    const item = await createItem(t, path, serbianOnly());
    const field = 'title' in (item.translations.sr ?? {}) ? 'title' : 'name';
    expect(await publicJson(t, `${path}/${item.id}`, '/en')).toMatchObject({ locale: 'sr', fallback: true, [field]: item.translations.sr![field] });
    expect(await publicJson(t, `${path}/${item.id}`, '/lat')).toMatchObject({ locale: 'lat', fallback: false, [field]: item.translations.lat![field] });
    expect(await listIds(path, '', '/sr')).toContain(item.id);
    expect(await listIds(path, '', '/lat')).toContain(item.id);
    const english = await publicJson<PublicList<{ id: number; locale: string }>>(t, `${path}?limit=100`, '/en');
    expect(idsOf(english)).not.toContain(item.id);
    expect(english.items.every((entry) => entry.locale === 'en')).toBe(true);
    expect(english.total).toBe(english.items.length);
  });

  it('paginates with a capped limit', async () => {
    for (let i = 0; i < 3; i++) await createItem(t, path, payload());
    const all = await publicJson<PublicList>(t, `${path}?limit=100`);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const first = await publicJson<PublicList>(t, `${path}?limit=2&page=1`);
    const second = await publicJson<PublicList>(t, `${path}?limit=2&page=2`);
    expect(first).toMatchObject({ page: 1, limit: 2, total: all.total });
    expect(first.items).toHaveLength(2);
    expect([...idsOf(first), ...idsOf(second)]).toEqual(idsOf(all).slice(0, 4));
    for (const bad of ['limit=101', 'limit=0', 'page=0', 'limit=abc']) {
      expectError(await publicGet(t, `${path}?${bad}`), 400, 'VALIDATION_FAILED');
    }
  });
});

describe('public menu items', () => {
  it('show only published items whose publish time has passed', async () => {
    const target = { type: 'route', route: 'home' };
    const published = await createItem(t, 'menu-items', menuItemPayload(target));
    const draft = await createItem(t, 'menu-items', menuItemPayload(target, { status: 'draft' }));
    const archived = await createItem(t, 'menu-items', menuItemPayload(target, { status: 'archived' }));
    const scheduled = await createItem(t, 'menu-items', menuItemPayload(target, { publishedAt: minutesFromNow(30).toISOString() }));
    const treeIds = async () => flatten((await publicJson<{ items: MenuNode[] }>(t, 'menu-items?menu=main')).items).map((node) => node.id);
    const ids = await treeIds();
    expect(ids).toContain(published.id);
    for (const hidden of [draft, archived, scheduled]) {
      expect(ids).not.toContain(hidden.id);
      expectError(await publicGet(t, `menu-items/${hidden.id}`), 404, 'NOT_FOUND');
    }
    await setPublishedAt(t, 'menu_items', scheduled.id, minutesFromNow(-1));
    expect(await treeIds()).toContain(scheduled.id);
  });
});

describe('public articles', () => {
  it('become visible by themselves once a scheduled time passes', async () => {
    const article = await createItem(t, 'articles', articlePayload({ publishedAt: new Date(Date.now() + 1500).toISOString() }));
    expectError(await publicGet(t, `articles/${article.id}`), 404, 'NOT_FOUND');
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect((await publicJson(t, `articles/${article.id}`)).id).toBe(article.id);
  });

  it('are listed newest first and filtered by category, tag, audience and dates', async () => {
    const employers = await createItem(t, 'categories', categoryPayload({ audience: 'employers' }));
    const citizens = await createItem(t, 'categories', categoryPayload({ audience: 'citizens' }));
    const tag = await createItem(t, 'tags', tagPayload());
    const at = (date: string) => `${date}T09:30:00.000Z`;
    const march = await createItem(t, 'articles', articlePayload({ categoryId: employers.id, tagIds: [tag.id], publishedAt: at('2021-03-10') }));
    const may = await createItem(t, 'articles', articlePayload({ categoryId: employers.id, publishedAt: at('2021-05-31') }));
    const april = await createItem(t, 'articles', articlePayload({ categoryId: citizens.id, tagIds: [tag.id], publishedAt: at('2021-04-01') }));

    expect(await listIds('articles', `&category=${employers.id}`)).toEqual([may.id, march.id]);
    expect(await listIds('articles', `&tag=${tag.id}`)).toEqual([april.id, march.id]);
    expect(await listIds('articles', `&tag=${tag.id}&category=${citizens.id}`)).toEqual([april.id]);
    const byAudience = await listIds('articles', '&audience=employers');
    expect(byAudience).toEqual(expect.arrayContaining([may.id, march.id]));
    expect(byAudience).not.toContain(april.id);
    expect(await listIds('articles', `&tag=${tag.id}&from=2021-03-11`)).toEqual([april.id]);
    expect(await listIds('articles', `&category=${employers.id}&to=2021-05-30`)).toEqual([march.id]);
    expect(await listIds('articles', `&category=${employers.id}&from=2021-05-31&to=2021-05-31`)).toEqual([may.id]);
    expect(await listIds('articles', `&category=${employers.id}&from=2021-04-01&to=2021-04-30`)).toEqual([]);
    expectError(await publicGet(t, 'articles?from=31.05.2021'), 400, 'VALIDATION_FAILED');
    expectError(await publicGet(t, 'articles?audience=students'), 400, 'VALIDATION_FAILED');

    const all = await publicJson<PublicList<{ publishedAt: string }>>(t, 'articles?limit=100');
    const times = all.items.map((item) => item.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('carry their category and tags in the locale, leaving out unpublished ones', async () => {
    const category = await createItem(t, 'categories', categoryPayload());
    const tag = await createItem(t, 'tags', tagPayload());
    const hiddenTag = await createItem(t, 'tags', tagPayload({ status: 'draft' }));
    const article = await createItem(t, 'articles', articlePayload({ categoryId: category.id, tagIds: [tag.id, hiddenTag.id] }));
    const detail = await publicJson<{ category: { id: number; name: string }; tags: { id: number; name: string }[] }>(t, `articles/${article.id}`, '/en');
    expect(detail.category).toMatchObject({ id: category.id, name: category.translations.en!.name });
    expect(detail.tags).toEqual([{ id: tag.id, name: tag.translations.en!.name, slug: tag.translations.en!.slug }]);
    // Several tags come in the order of their ids, whatever order they were given in, in lists too.
    const later = await createItem(t, 'tags', tagPayload());
    const tagged = await createItem(t, 'articles', articlePayload({ tagIds: [later.id, hiddenTag.id, tag.id] }));
    expect((await publicJson<{ tags: { id: number }[] }>(t, `articles/${tagged.id}`)).tags.map((x) => x.id)).toEqual([tag.id, later.id]);
    const listed = (await publicJson<PublicList<{ id: number; tags: { id: number }[] }>>(t, 'articles?limit=100')).items.find((item) => item.id === tagged.id);
    expect(listed?.tags.map((x) => x.id)).toEqual([tag.id, later.id]);
    await updateItem(t, 'categories', category.id, { ...categoryPayload(), status: 'draft' });
    expect((await publicJson<{ category: unknown }>(t, `articles/${article.id}`)).category).toBeNull();
  });

  it('answer 404 for unknown ids and 400 for malformed ones', async () => {
    expectError(await publicGet(t, 'articles/2000000'), 404, 'NOT_FOUND');
    expectError(await publicGet(t, 'articles/abc'), 400, 'VALIDATION_FAILED');
    expectError(await publicGet(t, 'articles?unknown=1'), 400, 'VALIDATION_FAILED');
  });

  it('in English show only translated articles, and a Serbian-only one falls back in detail', async () => {
    const category = await createItem(t, 'categories', categoryPayload());
    const translated = await createItem(t, 'articles', articlePayload({ categoryId: category.id }));
    const serbian = await createItem(t, 'articles', serbianOnlyArticlePayload({ categoryId: category.id }));
    expect(await listIds('articles', `&category=${category.id}`, '/en')).toEqual([translated.id]);
    const english = await publicJson<PublicList>(t, `articles?category=${category.id}`, '/en');
    expect(english.total).toBe(1);
    expect(await listIds('articles', `&category=${category.id}`, '/lat')).toEqual([serbian.id, translated.id]);
    expect(await publicJson(t, `articles/${serbian.id}`, '/en')).toMatchObject({ locale: 'sr', fallback: true, slugs: { sr: serbian.translations.sr!.slug, lat: serbian.translations.lat!.slug } });
  });
});

describe('public categories', () => {
  it('filter by audience and are ordered by position', async () => {
    const n = unique();
    const second = await createItem(t, 'categories', categoryPayload({ audience: 'institutions', position: 20, translations: { sr: { name: `Друга ${n}` } } }));
    const first = await createItem(t, 'categories', categoryPayload({ audience: 'institutions', position: 10, translations: { sr: { name: `Прва ${n}` } } }));
    const ids = await listIds('categories', '&audience=institutions');
    expect(ids.filter((id) => id === first.id || id === second.id)).toEqual([first.id, second.id]);
    expect(await listIds('categories', '&audience=citizens')).not.toContain(first.id);
  });
});

describe('public pages', () => {
  it('are found by their fixed key', async () => {
    const page = await createItem(t, 'pages', pagePayload({ key: 'eqf-referencing' }));
    const found = await publicJson<PublicList<{ id: number; key: string }>>(t, 'pages?key=eqf-referencing');
    expect(found.items).toEqual([expect.objectContaining({ id: page.id, key: 'eqf-referencing' })]);
  });
});

describe('public responses', () => {
  it('carry an ETag and Cache-Control and answer 304 to a matching If-None-Match', async () => {
    const tag = await createItem(t, 'tags', tagPayload());
    const first = await publicGet(t, `tags/${tag.id}`);
    expect(first.headers['cache-control']).toMatch(/public/);
    const again = await t.app.inject({ method: 'GET', url: `/api/tags/${tag.id}`, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
