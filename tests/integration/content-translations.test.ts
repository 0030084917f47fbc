import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminGet,
  adminPost,
  adminView,
  articlePayload,
  categoryPayload,
  createItem,
  expectError,
  pagePayload,
  publicJson,
  putItem,
  tagPayload,
  unique,
  updateItem,
} from './support/factories.js';
import { type TestApp, expectStatus, startTestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const slugsOf = (view: { translations: Record<string, Record<string, unknown> | null> }) => ({
  sr: view.translations.sr?.slug,
  lat: view.translations.lat?.slug,
  en: view.translations.en?.slug,
});

describe('slugs', () => {
  it('are made from the title: Cyrillic for sr, ASCII Latin for lat and en', async () => {
    const n = unique();
    const article = await createItem(t, 'articles', {
      status: 'published',
      translations: {
        sr: { title: `Чачак, Ћуприја, Шабац, Жабаљ и Ђердап ${n}` },
        en: { title: `Café Über Čačak — Đerdap! ${n}` },
      },
    });
    expect(slugsOf(article)).toEqual({
      sr: `чачак-ћуприја-шабац-жабаљ-и-ђердап-${n}`,
      lat: `cacak-cuprija-sabac-zabalj-i-djerdap-${n}`,
      en: `cafe-uber-cacak-djerdap-${n}`,
    });
  });

  it('get -2, -3 when another item of the type already has the title, in every locale', async () => {
    const title = { sr: { name: `Иста ознака ${unique()}` }, en: { name: `Same tag ${unique()}` } };
    const first = await createItem(t, 'tags', { status: 'published', translations: title });
    const second = await createItem(t, 'tags', { status: 'published', translations: title });
    const third = await createItem(t, 'tags', { status: 'published', translations: title });
    const base = slugsOf(first);
    expect(slugsOf(second)).toEqual({ sr: `${base.sr}-2`, lat: `${base.lat}-2`, en: `${base.en}-2` });
    expect(slugsOf(third)).toEqual({ sr: `${base.sr}-3`, lat: `${base.lat}-3`, en: `${base.en}-3` });
  });

  it('are unique per type: a category and a tag may share one', async () => {
    const name = `Заједничко име ${unique()}`;
    const category = await createItem(t, 'categories', categoryPayload({ translations: { sr: { name } } }));
    const tag = await createItem(t, 'tags', tagPayload({ translations: { sr: { name } } }));
    expect(tag.translations.sr?.slug).toBe(category.translations.sr?.slug);
  });

  it('stay when the title changes, and are regenerated when the editor empties them', async () => {
    const input = pagePayload();
    const page = await createItem(t, 'pages', input);
    const renamed = { sr: { title: `Ново име ${unique()}` }, en: { title: `New name ${unique()}` } };
    const kept = await updateItem(t, 'pages', page.id, { ...input, translations: renamed });
    expect(slugsOf(kept)).toEqual(slugsOf(page));

    const emptied = await updateItem(t, 'pages', page.id, { ...input, translations: { sr: { ...renamed.sr, slug: '' }, en: { ...renamed.en, slug: '' } } });
    expect(emptied.translations.sr?.slug).toBe(renamed.sr.title.toLowerCase().replaceAll(' ', '-'));
    expect(emptied.translations.en?.slug).toBe(renamed.en.title.toLowerCase().replaceAll(' ', '-'));
  });

  it('an explicit slug is normalised, and a Latin slug can be set by hand', async () => {
    const n = unique();
    const article = await createItem(
      t,
      'articles',
      articlePayload({
        translations: {
          sr: { title: `Наслов ${n}`, slug: `  Моја  Посебна Адреса!! ${n} ` },
          lat: { slug: `Moja Adresa Đ ${n}` },
          en: { title: `Title ${n}`, slug: `My Custom_Slug ${n}` },
        },
      }),
    );
    expect(slugsOf(article)).toEqual({ sr: `моја-посебна-адреса-${n}`, lat: `moja-adresa-dj-${n}`, en: `my-custom-slug-${n}` });
    expect(article.translations.lat?.overrides).toEqual(['slug']);
  });

  it('a slug taken by another item of the type is refused with 409 SLUG_TAKEN naming the field', async () => {
    const owner = await createItem(t, 'articles', articlePayload());
    const input = articlePayload();
    const other = await createItem(t, 'articles', input);
    const taken = owner.translations.en?.slug as string;
    const translations = input.translations as { sr: object; en: object };
    const response = await putItem(t, 'articles', other.id, { ...input, version: other.version, translations: { ...translations, en: { ...translations.en, slug: taken.toUpperCase() } } });
    const error = expectError(response, 409, 'SLUG_TAKEN');
    expect(error.details?.fields).toEqual({ 'translations.en.slug': 'Already in use' });
    expect(error.message).toContain(taken);
    expect(await adminView(t, 'articles', other.id)).toEqual(other);

    const onCreate = await adminPost(t, 'articles', articlePayload({ translations: { sr: { title: `Ново ${unique()}`, slug: owner.translations.sr?.slug } } }));
    expect(expectError(onCreate, 409, 'SLUG_TAKEN').details?.fields).toHaveProperty('translations.sr.slug');
    const unusable = await adminPost(t, 'articles', articlePayload({ translations: { sr: { title: `Ново ${unique()}`, slug: '!!!' } } }));
    expect(expectError(unusable, 400, 'VALIDATION_FAILED').details?.fields).toHaveProperty('translations.sr.slug');
  });

  it('stay unique when several items with one title are saved at the same moment', async () => {
    const payload = tagPayload();
    const responses = await Promise.all(Array.from({ length: 5 }, () => adminPost(t, 'tags', payload)));
    const created = responses.map((response) => expectStatus<{ translations: Record<string, { slug: string }> }>(response, 201));
    for (const locale of ['sr', 'lat', 'en']) {
      const slugs = created.map((tag) => tag.translations[locale]!.slug);
      expect(new Set(slugs).size).toBe(5);
    }
  });

  it('can be checked before saving', async () => {
    const article = await createItem(t, 'articles', articlePayload());
    type Check = { slug: string; available: boolean };
    const check = async (query: string) => expectStatus<Check>(await adminGet(t, `articles/slug-check?${query}`), 200);
    const ownSlug = article.translations.lat?.slug as string;

    expect(await check(`locale=lat&slug=${encodeURIComponent(ownSlug)}`)).toEqual({ slug: ownSlug, available: false });
    expect(await check(`locale=lat&slug=${encodeURIComponent(ownSlug)}&exceptId=${article.id}`)).toEqual({ slug: ownSlug, available: true });
    expect(await check(`locale=sr&slug=${encodeURIComponent(ownSlug)}`)).toEqual({ slug: ownSlug, available: true });
    const fresh = `Šta Je Novo ${unique()}`;
    expect(await check(`locale=lat&slug=${encodeURIComponent(fresh)}`)).toEqual({ slug: `sta-je-novo-${fresh.slice(-6)}`, available: true });
    expect(await check(`locale=sr&slug=${encodeURIComponent('Шта је ново')}`)).toEqual({ slug: 'шта-је-ново', available: true });
    expect(await check('locale=en&slug=%3F%3F')).toEqual({ slug: '', available: false });
    expectError(await adminGet(t, 'articles/slug-check?locale=de&slug=x'), 400, 'VALIDATION_FAILED');
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/articles/slug-check?locale=sr&slug=x' }), 401, 'UNAUTHORIZED');
  });

  it('are checked only for types that have them', async () => {
    for (const path of ['tags', 'categories', 'pages', 'presentations']) {
      expect(expectStatus(await adminGet(t, `${path}/slug-check?locale=sr&slug=x`), 200)).toEqual({ slug: 'x', available: true });
    }
    for (const path of ['files', 'menu-items']) expectError(await adminGet(t, `${path}/slug-check?locale=sr&slug=x`), 400, 'VALIDATION_FAILED');
  });
});

describe('the Latin version', () => {
  it('is transliterated from the Cyrillic, digraphs and capitals included', async () => {
    const n = unique();
    const article = await createItem(t, 'articles', {
      status: 'published',
      translations: {
        sr: {
          title: `Љиљана, Његош и Џон у Ђакову ${n}`,
          summary: 'ЉУБАВ, ЊИВА и ЏЕП; Ћуприја, чаша, шума, жаба; Љ. Њ.',
          body: '<p>Ђачки <strong>дом</strong> у Нишу</p>',
        },
      },
    });
    const lat = article.translations.lat!;
    expect(lat.title).toBe(`Ljiljana, Njegoš i Džon u Đakovu ${n}`);
    expect(lat.summary).toBe('LJUBAV, NJIVA i DŽEP; Ćuprija, čaša, šuma, žaba; Lj. Nj.');
    expect(lat.body).toBe('<p>Đački <strong>dom</strong> u Nišu</p>');
    expect(lat.overrides).toEqual([]);
  });

  it('transliterates the text of rich bodies but not their markup or links', async () => {
    const body = '<p>Види <a href="https://example.org/ђак?q=ш" title="Наслов" target="_blank">везу</a></p><p><img src="https://example.org/слика.png" alt="Слика"></p>';
    const page = await createItem(t, 'pages', { status: 'published', translations: { sr: { title: `Тело ${unique()}`, body } } });
    const lat = page.translations.lat!.body as string;
    expect(lat).toContain('title="Naslov"');
    expect(lat).toContain('>Vidi <a');
    expect(lat).toContain('>vezu</a>');
    expect(lat).toContain('alt="Slika"');
    const urlsOf = (html: string) => [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]);
    const srUrls = urlsOf(page.translations.sr!.body as string);
    expect(srUrls).toHaveLength(2);
    expect(srUrls.join(' ')).toMatch(/ђак|%D1%92/);
    expect(urlsOf(lat)).toEqual(srUrls);
  });

  it('keeps an editor override through later saves of sr, and derives again once it is cleared', async () => {
    const n = unique();
    const input = {
      status: 'published',
      translations: {
        sr: { title: `Руком ${n}`, summary: 'Први сажетак' },
        lat: { title: `Ručno napisan naslov ${n}` },
      },
    };
    const article = await createItem(t, 'articles', input);
    expect(article.translations.lat).toMatchObject({ title: `Ručno napisan naslov ${n}`, summary: 'Prvi sažetak', overrides: ['title'] });

    const resaved = await updateItem(t, 'articles', article.id, {
      ...input,
      translations: { ...input.translations, sr: { title: `Руком измењено ${n}`, summary: 'Други сажетак' } },
    });
    expect(resaved.translations.lat).toMatchObject({ title: `Ručno napisan naslov ${n}`, summary: 'Drugi sažetak', overrides: ['title'] });
    expect(await publicJson(t, `articles/${article.id}?locale=lat`)).toMatchObject({ title: `Ručno napisan naslov ${n}`, summary: 'Drugi sažetak' });

    const cleared = await updateItem(t, 'articles', article.id, { status: 'published', translations: { sr: { title: `Руком измењено ${n}`, summary: 'Други сажетак' } } });
    expect(cleared.translations.lat).toMatchObject({ title: `Rukom izmenjeno ${n}`, overrides: [] });
    expect(await publicJson(t, `articles/${article.id}`, '/lat')).toMatchObject({ title: `Rukom izmenjeno ${n}` });
  });

  it('sanitises an overridden rich-text field too', async () => {
    const page = await createItem(t, 'pages', {
      status: 'published',
      translations: { sr: { title: `Очишћено ${unique()}`, body: '<p>Текст</p>' }, lat: { body: '<p onclick="x()">Tekst<script>alert(1)</script></p>' } },
    });
    expect(page.translations.lat).toMatchObject({ body: '<p>Tekst</p>', overrides: ['body'] });
  });
});

describe('the English version', () => {
  it('stays when a save leaves it out, and goes when a save sends null', async () => {
    const input = articlePayload();
    const article = await createItem(t, 'articles', input);
    const serbian = { sr: { title: `Само српски наслов ${unique()}` } };
    const kept = await updateItem(t, 'articles', article.id, { ...input, translations: serbian });
    expect(kept.translations.en).toEqual(article.translations.en);
    expect(await publicJson(t, `articles/${article.id}`, '/en')).toMatchObject({ locale: 'en', fallback: false, title: article.translations.en!.title });

    const removed = await updateItem(t, 'articles', article.id, { ...input, translations: { ...serbian, en: null } });
    expect(removed.translations.en).toBeNull();
    expect(await publicJson(t, `articles/${article.id}`, '/en')).toMatchObject({ locale: 'sr', fallback: true });
  });
});

describe('rich text', () => {
  const dirty = [
    '<p>Безбедно <strong>подебљано</strong> и <em>курзив</em><script>alert("x")</script></p>',
    '<img src="https://example.org/a.png" onerror="alert(1)" alt="a">',
    '<p><a href="javascript:alert(1)">лош линк</a> <a href="https://example.org" onclick="steal()" target="_blank">добар линк</a></p>',
    '<iframe src="https://evil.example.com/embed/x"></iframe>',
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen="true"></iframe>',
    '<ul><li>један</li></ul><h2 style="text-align:center" onmouseover="x()">Наслов</h2>',
  ].join('');

  it('is sanitised on write in every locale, keeping formatting and allowlisted video', async () => {
    const article = await createItem(t, 'articles', articlePayload({
      translations: { sr: { title: `Санитизација ${unique()}`, body: dirty }, en: { title: `Sanitised ${unique()}`, body: dirty } },
    }));
    for (const locale of ['sr', 'lat', 'en']) {
      const body = article.translations[locale]!.body as string;
      expect(body).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|evil\.example/i);
      expect(body).toContain('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen="true"></iframe>');
      expect(body).toContain('<img src="https://example.org/a.png" alt="a" />');
      expect(body).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">');
      expect(body).toMatch(/<strong>[^<]+<\/strong>/);
      expect(body).toMatch(/<em>[^<]+<\/em>/);
      expect(body).toContain('<h2 style="text-align:center">');
      expect(body).toMatch(/<ul><li>[^<]+<\/li><\/ul>/);
    }
    expect(article.translations.sr!.body).toContain('лош линк');
    expect(article.translations.lat!.body).toContain('loš link');
    const shown = await publicJson<{ body: string }>(t, `articles/${article.id}`);
    expect(shown.body).toBe(article.translations.sr!.body);
  });
});
