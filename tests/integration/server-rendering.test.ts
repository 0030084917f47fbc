import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID, type InitialData, type RenderScreen } from '../../src/common/initial-data.js';
import type { Locale } from '../../src/common/locales.js';
import { contentPath, listPath } from '../../src/common/routes.js';
import { renderScreen } from '../../src/web/ssr/render-screen.js';
import { cyrillicToLatin } from '../../src/common/text/transliterate.js';
import {
  type View,
  articlePayload,
  awardingBodyPayload,
  categoryPayload,
  createItem,
  filePayload,
  menuItemPayload,
  pagePayload,
  presentationPayload,
  publicJson,
  qualificationPayload,
  updateItem,
} from './support/factories.js';
import { uploadPdf } from './support/multipart.js';
import { type SiteApp, elementsOf, encoded, getPage, startSiteApp } from './support/site-app.js';

/**
 * The pages arrive with their screen rendered (src/web/ssr on the server): what a browser without
 * JavaScript shows is in the HTML, and the inlined data tells the browser how to hydrate it.
 */

const renderer = vi.fn<RenderScreen>(renderScreen);
let site: SiteApp;
let category: View;
let article: View;
let page: View;
let presentation: View;
let file: View;

beforeAll(async () => {
  site = await startSiteApp(undefined, renderer);
  category = await createItem(site.t, 'categories', categoryPayload());
  article = await createItem(site.t, 'articles', articlePayload({ categoryId: category.id }));
  page = await createItem(site.t, 'pages', pagePayload());
  presentation = await createItem(site.t, 'presentations', presentationPayload());
  const pdf = await uploadPdf(site.t, 'pravilnik-o-nivoima.pdf');
  file = await createItem(site.t, 'files', filePayload(pdf.id));
});
afterAll(() => site.close());

/** An item's texts in a locale; Latin is derived from the Cyrillic. */
function translation(view: View, locale: Locale): Record<string, string> {
  const texts = (view.translations[locale === 'lat' ? 'sr' : locale] ?? view.translations.sr) as Record<string, string>;
  return locale === 'lat' ? Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, typeof value === 'string' ? cyrillicToLatin(value) : value])) : texts;
}

async function get(url: string, status = 200) {
  const response = await site.app.inject({ method: 'GET', url: encoded(url.split('?')[0]!) + (url.includes('?') ? `?${url.split('?')[1]}` : '') });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(status);
  return response.body;
}

/** The page as a browser without JavaScript shows it: scripts gone, tags gone, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/** The inputs of the markup, each as its attributes (React orders them its own way). */
const inputsOf = (html: string) =>
  [...html.matchAll(/<input\b([^>]*?)\/?>/g)].map((m) => Object.fromEntries([...m[1]!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!, a[2] ?? ''])));

const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
const hrefs = (html: string) => [...rootOf(html).matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => decodeURI(m[1]!.replace(/&amp;/g, '&')));

function initialData(html: string): InitialData {
  const json = new RegExp(`<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html)?.[1];
  return JSON.parse(json!) as InitialData;
}

describe('every public screen is in the HTML the server sends', () => {
  it.each(['sr', 'lat', 'en'] as const)('home in %s: the layout, the menus, the locale links and the latest news', async (locale) => {
    const html = await get(listPath('home', locale));
    expect(visibleText(html)).toContain(translation(article, locale).title);
    // The locale switch and the news are ordinary links.
    const { slug } = await publicJson<{ slug: string }>(site.t, `articles/${article.id}`, `/${locale}`);
    expect(hrefs(html)).toEqual(expect.arrayContaining(['/', '/lat', '/en', contentPath('article', locale, article.id, slug)]));
    expect(html).not.toContain('<noscript><p>The portal needs JavaScript.');
    expect(initialData(html).routeErrors).toEqual({});
  });

  it.each(['sr', 'lat', 'en'] as const)('home in %s: each audience is led to the register its own way (the guide, the levels, the open data)', async (locale) => {
    const html = await get(listPath('home', locale));
    const registerLinks = (audience: string) => {
      const section = new RegExp(`<section[^>]*home-audience--${audience}[^>]*>([\\s\\S]*?)</section>`).exec(html)?.[1] ?? '';
      const list = /<ul class="home-audience__register">([\s\S]*?)<\/ul>/.exec(section)?.[1] ?? '';
      return [...list.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => decodeURI(m[1]!));
    };
    expect(registerLinks('citizens')).toEqual([listPath('guide', locale), listPath('qualifications', locale)]);
    expect(registerLinks('employers')).toEqual([listPath('qualifications', locale), listPath('levels', locale)]);
    expect(registerLinks('institutions')).toEqual([listPath('qualifications', locale), listPath('open-data', locale)]);
  });

  it.each(['sr', 'en'] as const)('an article in %s: its title as the h1, breadcrumbs, body, category link', async (locale) => {
    const { slug, title } = translation(article, locale) as { slug: string; title: string };
    const html = await get(contentPath('article', locale, article.id, slug));
    const root = rootOf(html);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(visibleText(root)).toContain(locale === 'sr' ? 'Квалификације у Србији' : 'Qualifications in Serbia');
    expect(hrefs(html)).toContain(contentPath('category', locale, category.id, translation(category, locale).slug!));
    expect(root).toContain('class="breadcrumbs"');
  });

  it('the Latin article is the Cyrillic one transliterated', async () => {
    const { title } = translation(article, 'lat');
    const slug = (await publicJson<{ slug: string }>(site.t, `articles/${article.id}`, '/lat')).slug;
    const html = await get(contentPath('article', 'lat', article.id, slug));
    expect(rootOf(html)).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(visibleText(rootOf(html))).toContain('Kvalifikacije u Srbiji');
  });

  it('a category lists its articles as links', async () => {
    const html = await get(contentPath('category', 'en', category.id, translation(category, 'en').slug!));
    expect(rootOf(html)).toMatch(new RegExp(`<h1[^>]*>${translation(category, 'en').name}</h1>`));
    expect(hrefs(html)).toContain(contentPath('article', 'en', article.id, translation(article, 'en').slug!));
  });

  it('a page and a presentation show their content', async () => {
    const pageHtml = await get(contentPath('page', 'sr', page.id, translation(page, 'sr').slug!));
    expect(visibleText(rootOf(pageHtml))).toContain(`${translation(page, 'sr').title} `);
    expect(visibleText(rootOf(pageHtml))).toContain('Садржај');
    const presentationHtml = await get(contentPath('presentation', 'en', presentation.id, translation(presentation, 'en').slug!));
    expect(rootOf(presentationHtml)).toMatch(new RegExp(`<h1[^>]*>${translation(presentation, 'en').title}</h1>`));
  });

  it('the files screen: the filters are a GET form with every category, the documents are links', async () => {
    const html = await get(`${listPath('files', 'en')}?type=pdf`);
    const root = rootOf(html);
    expect(elementsOf(root, 'form')).toContainEqual(expect.objectContaining({ action: '/en/files', method: 'get' }));
    for (const name of ['q', 'type', 'year', 'category']) expect(root).toMatch(new RegExp(`name="${name}"`));
    expect(root).toContain(`<option value="${category.id}">${translation(category, 'en').name}</option>`);
    expect(elementsOf(root, 'option')).toContainEqual({ value: 'pdf', selected: '' });
    expect(visibleText(root)).toContain(translation(file, 'en').title);
  });

  it('search: the form submits with GET, and a query in the URL shows its results', async () => {
    const title = translation(article, 'en').title!;
    const html = await get(`${listPath('search', 'en')}?q=${encodeURIComponent(title.split(' ')[0]!)}`);
    const root = rootOf(html);
    expect(elementsOf(root, 'form')).toContainEqual(expect.objectContaining({ action: '/en/search', method: 'get' }));
    expect(hrefs(html)).toContain(contentPath('article', 'en', article.id, translation(article, 'en').slug!));
  });

  it('the inspire screen renders', async () => {
    const html = await get(listPath('inspire', 'en'));
    expect(rootOf(html)).toMatch(/<h1[^>]*>Inspire/);
  });

  it('the levels screen: the framework as a table, NQF beside EQF, and the descriptors of each level, in every locale', async () => {
    const levels = await publicJson<{ items: { id: number; code: string; eqfLevel: number; title: string; summary: string; knowledge: string }[] }>(site.t, 'levels', '/lat');
    expect(levels.items.length).toBeGreaterThan(0);
    for (const [locale, heading, brand] of [['sr', 'Нивои квалификација', 'НОКС'], ['lat', 'Nivoi kvalifikacija', 'NOKS'], ['en', 'Qualification levels', 'NQFS']] as const) {
      const html = await get(listPath('levels', locale));
      const root = rootOf(html);
      expect(root).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      const rows = [...root.matchAll(/<tr><th scope="row"[^>]*><a [^>]*href="([^"]+)"[^>]*>([\d.]+)<\/a><\/th><td[^>]*>(\d)<\/td>/g)].map((m) => [decodeURI(m[1]!), m[2], Number(m[3])]);
      const pages = await publicJson<{ items: { id: number; slug: string }[] }>(site.t, 'levels', `/${locale}`);
      expect(rows).toEqual(levels.items.map((level, i) => [contentPath('level', locale, level.id, pages.items[i]!.slug), level.code, level.eqfLevel]));
      expect(html).toContain(`<title>${heading} | ${brand}</title>`);
    }
    const latin = visibleText(rootOf(await get(listPath('levels', 'lat'))));
    for (const level of levels.items) {
      expect(latin).toContain(level.title);
      expect(latin).toContain(level.knowledge);
    }
    await get(`${listPath('levels', 'en')}/6`, 404);
  });

  it('a level has its own page: its descriptors, its EQF level, links to the levels beside it; a wrong slug moves to the right one', async () => {
    const levels = await publicJson<{ items: { id: number; slug: string; code: string; title: string; knowledge: string }[] }>(site.t, 'levels', '/en');
    const [below, level, above] = levels.items.slice(4, 7);
    const html = await get(contentPath('level', 'en', level!.id, level!.slug));
    expect(rootOf(html)).toMatch(/<h1[^>]*>Level 6.1<\/h1>/);
    const text = visibleText(rootOf(html));
    expect(text).toContain(level!.knowledge);
    expect(text).toContain('Corresponds to level 6 of the European Qualifications Framework.');
    expect(hrefs(html)).toEqual(expect.arrayContaining([contentPath('level', 'en', below!.id, below!.slug), contentPath('level', 'en', above!.id, above!.slug), listPath('levels', 'en')]));
    expect(html).toContain(`<title>Level 6.1 | NQFS</title>`);
    const moved = await site.app.inject({ method: 'GET', url: encoded(contentPath('level', 'en', level!.id, 'old-slug')) });
    expect(moved.statusCode).toBe(301);
    expect(decodeURI(moved.headers.location!)).toBe(contentPath('level', 'en', level!.id, level!.slug));
    await get(contentPath('level', 'en', 999_999, 'none'), 404);
  });

  it.each(['sr', 'lat', 'en'] as const)('the register in %s: a GET form of filters with counts, the qualifications as links; the filters of the URL narrow it', async (locale) => {
    const body = await createItem(site.t, 'awarding-bodies', awardingBodyPayload());
    const cook = await createItem(site.t, 'qualifications', qualificationPayload({ level: '3', field: '1013', awardingBodyIds: [body.id] }, { title: 'Кувар' }));
    const baker = await createItem(site.t, 'qualifications', qualificationPayload({ level: '2', field: '0721', awardingBodyIds: [body.id] }, { title: 'Пекар' }));
    const html = await get(listPath('qualifications', locale));
    const root = rootOf(html);
    expect(elementsOf(root, 'form')).toContainEqual(expect.objectContaining({ class: 'register-filters', method: 'get', action: listPath('qualifications', locale) }));
    const checkboxes = elementsOf(root, 'input').filter((input) => input.type === 'checkbox');
    expect(checkboxes).toContainEqual({ type: 'checkbox', name: 'level', value: '3' });
    expect(checkboxes).toContainEqual({ type: 'checkbox', name: 'awardingBody', value: String(body.id) });
    const slugs = async (view: View) => (await publicJson<{ slug: string }>(site.t, `qualifications/${view.id}`, `/${locale}`)).slug;
    expect(hrefs(html)).toEqual(expect.arrayContaining([contentPath('qualification', locale, cook.id, await slugs(cook)), contentPath('qualification', locale, baker.id, await slugs(baker))]));

    const narrowed = await get(`${listPath('qualifications', locale)}?level=3&awardingBody=${body.id}`);
    const narrowedRoot = rootOf(narrowed);
    expect(elementsOf(narrowedRoot, 'input')).toContainEqual({ type: 'checkbox', name: 'level', value: '3', checked: '' });
    expect(hrefs(narrowed)).toContain(contentPath('qualification', locale, cook.id, await slugs(cook)));
    expect(hrefs(narrowed)).not.toContain(contentPath('qualification', locale, baker.id, await slugs(baker)));
    // Both filter values reached the in-process read that the page inlines.
    expect(Object.keys(initialData(narrowed).responses)).toContain(`/api/qualifications?level=3&awardingBody=${body.id}`);
  });

  it('a qualification has its own page: its facts, outcomes and level, and EducationalOccupationalCredential JSON-LD in the head', async () => {
    const body = await createItem(site.t, 'awarding-bodies', awardingBodyPayload());
    const created = await createItem(site.t, 'qualifications', qualificationPayload({ level: '6.2', type: 'academic-higher', credits: 240, hours: null, awardingBodyIds: [body.id] }));
    const { slug, title } = await publicJson<{ slug: string; title: string }>(site.t, `qualifications/${created.id}`, '/en');
    const path = contentPath('qualification', 'en', created.id, slug);
    const html = await get(path);
    expect(rootOf(html)).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    const text = visibleText(rootOf(html));
    for (const fact of ['Knows hardware', 'Knows networks', 'Assembles a computer', '240 ECTS credits', 'Academic higher education', '0613 Software and applications development and analysis', 'What level 6.2 means (EQF 6)']) {
      expect(text).toContain(fact);
    }
    const { head } = await getPage(site.app, encoded(path));
    const credential = head.jsonLd.find((entry) => (entry as { '@type': string })['@type'] === 'EducationalOccupationalCredential') as Record<string, unknown>;
    expect(credential).toMatchObject({
      name: title,
      identifier: created.code,
      credentialCategory: 'degree',
      educationalLevel: [expect.objectContaining({ termCode: '6.2' }), expect.objectContaining({ termCode: '6', url: 'http://data.europa.eu/snb/eqf/6' })],
      competencyRequired: expect.arrayContaining([{ '@type': 'DefinedTerm', name: 'Knows networks' }]),
      recognizedBy: [expect.objectContaining({ '@type': 'EducationalOrganization', name: (body.translations.en as { name: string }).name })],
    });
    const moved = await site.app.inject({ method: 'GET', url: encoded(contentPath('qualification', 'en', created.id, 'old-slug')) });
    expect(moved.statusCode).toBe(301);
    await get(contentPath('qualification', 'en', 999_999, 'none'), 404);
  });

  it('the level guide answers without JavaScript: each question a GET form, then the level, its EQF level and where to go next', async () => {
    const start = rootOf(await get(listPath('guide', 'en')));
    expect(inputsOf(start)).toContainEqual({ type: 'radio', name: 'education', value: 'higher', required: '' });
    expect(inputsOf(start).filter((input) => input.name === 'diploma')).toEqual([]);
    const second = inputsOf(rootOf(await get(`${listPath('guide', 'en')}?education=higher`)));
    expect(second).toContainEqual({ type: 'hidden', name: 'education', value: 'higher' });
    expect(second).toContainEqual(expect.objectContaining({ type: 'radio', name: 'education', value: 'higher', checked: '' }));
    expect(second).toContainEqual({ type: 'radio', name: 'diploma', value: 'academic-basic-240', required: '' });
    const answer = await get(`${listPath('guide', 'en')}?education=higher&diploma=academic-basic-240`);
    const text = visibleText(rootOf(answer));
    expect(text).toContain('Your qualification is at NQF level 6.2');
    expect(text).toContain('It corresponds to level 6 of the European Qualifications Framework.');
    expect(hrefs(answer)).toContain(`${listPath('qualifications', 'en')}?level=6.2`);
    // A diploma that is not one of the chosen education's is no answer: the guide asks again.
    expect(visibleText(rootOf(await get(`${listPath('guide', 'en')}?education=primary&diploma=doctorate`)))).not.toContain('Your qualification is at');
    // The levels table leads to each level's qualifications.
    expect(hrefs(await get(listPath('levels', 'sr')))).toContain(`${listPath('qualifications', 'sr')}?level=7.1`);
  });

  it.each(['sr', 'lat', 'en'] as const)('in %s, the menu marks the link to the page shown as the current page, and only there', async (locale) => {
    const item = await createItem(site.t, 'menu-items', menuItemPayload({ type: 'route', route: 'levels' }));
    const label = translation(item, locale).label!;
    const menuLink = (html: string) => new RegExp(`<a\\b[^>]*>${label}</a>`).exec(rootOf(html))?.[0] ?? '';
    // The path arrives percent-encoded (a Cyrillic word); the link is written as the route table has it.
    expect(menuLink(await get(listPath('levels', locale)))).toContain('aria-current="page"');
    expect(menuLink(await get(`${listPath('levels', locale)}/`))).toContain('aria-current="page"');
    const elsewhere = menuLink(await get(listPath('files', locale)));
    expect(elsewhere).toContain(`href="${listPath('levels', locale)}"`);
    expect(elsewhere).not.toContain('aria-current');
  });

  it('an unknown path and an unknown item: 404 with the not-found screen, and the error for hydration', async () => {
    for (const [url, text] of [
      ['/en/no-such-page', 'This page could not be found'],
      [contentPath('article', 'sr', 999_999, 'nema'), 'Ова страница није пронађена'],
    ] as const) {
      const html = await get(url, 404);
      expect(visibleText(rootOf(html))).toContain(text);
      expect(initialData(html).routeErrors).toEqual({ screens: { status: 404 } });
    }
  });

  it('a file a page links, opened by a reader and gone: the not-found screen with the way on; failing: the screen of its status', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/api/files/99999999/download', headers: { 'sec-fetch-dest': 'document', cookie: 'i18n_redirected=en' } });
    expect(response.statusCode).toBe(404);
    const root = rootOf(response.body);
    expect(visibleText(root)).toContain('This page could not be found');
    expect(hrefs(response.body)).toEqual(expect.arrayContaining([listPath('home', 'en'), listPath('search', 'en')]));
    expect(initialData(response.body).routeErrors).toEqual({ screens: { status: 404 } });
    // The server gives the file's own status to the renderer, by the file's path.
    const data = initialData(response.body);
    const unavailable = await renderScreen({ url: '/media/0123456789abcdef0123456789abcdef', data, failures: { '/media/0123456789abcdef0123456789abcdef': 503 } });
    expect(unavailable.routeErrors).toEqual({ screens: { status: 503 } });
    expect(visibleText(unavailable.html)).toContain('The portal is temporarily unavailable');
    expect(visibleText(unavailable.html)).not.toMatch(/not found|NOT_FOUND|INTERNAL/i);
  });
});

describe('no screen needs inline style, which the pages\' policy refuses', () => {
  const inlineStyles = (html: string) => [...html.matchAll(/<style\b[^>]*>|\sstyle="[^"]*"/gi)].map((match) => match[0]);

  it('no style attribute or element on any public screen, in any locale, the no-script menu included', async () => {
    const { slug } = translation(page, 'en') as { slug: string };
    const slugIn = async (type: string, id: number, locale: Locale) => (await publicJson<{ slug: string }>(site.t, `${type}/${id}`, `/${locale}`)).slug;
    for (const locale of ['sr', 'lat', 'en'] as const) {
      for (const path of [
        listPath('home', locale),
        listPath('inspire', locale),
        listPath('levels', locale),
        listPath('files', locale),
        `${listPath('search', locale)}?q=kvalifikacije`,
        listPath('qualifications', locale),
        listPath('guide', locale),
        contentPath('category', locale, category.id, await slugIn('categories', category.id, locale)),
        contentPath('presentation', locale, presentation.id, await slugIn('presentations', presentation.id, locale)),
      ]) {
        expect(inlineStyles(await get(path)), path).toEqual([]);
      }
    }
    expect(inlineStyles(await get(contentPath('page', 'en', page.id, slug)))).toEqual([]);
    expect(inlineStyles(await get('/en/no-such-page', 404))).toEqual([]);
  });

  it("an article's alignment and colours are classes of the site's stylesheet, a colour off the palette its nearest", async () => {
    const body = '<h2 style="text-align: center">Нивои</h2><p style="text-align: justify">Текст <strong><span style="color: #b71c1c">црвен</span></strong>, <em><span style="color: #ff0000; background-color: yellow">истакнут</span></em>.</p>';
    const styled = await createItem(site.t, 'articles', articlePayload({ translations: { sr: { title: `Обојена ${Date.now()}`, summary: 'Сажетак.', body } } }));
    const root = rootOf(await get(contentPath('article', 'sr', styled.id, (styled.translations.sr as { slug: string }).slug)));
    expect(inlineStyles(root)).toEqual([]);
    expect(root).toContain('<h2 class="rt-align-center">Нивои</h2>');
    expect(root).toContain('<p class="rt-align-justify">Текст <strong><span class="rt-text-red">црвен</span></strong>, <em><span class="rt-text-red rt-bg-yellow">истакнут</span></em>.</p>');
    // What the editor saved stays as it was: the dashboard edits it with its styles.
    const saved = await publicJson<{ body: string }>(site.t, `articles/${styled.id}`, '/sr');
    expect(saved.body).toContain('style="text-align:center"');
  });
});

describe("the layout's shared parts (menus, footer) are rendered once and reused", () => {
  /** The screen renderer as a fresh process has it: a new copy of its module, nothing kept yet. */
  async function freshRenderer(): Promise<RenderScreen> {
    vi.resetModules();
    return (await import('../../src/web/ssr/render-screen.js')).renderScreen;
  }

  const menuLabels = (html: string) => [...rootOf(html).matchAll(/class="menu__link"[^>]*>([^<]*)</g)].map((m) => m[1]!);

  it('every page gets the markup a first render gives it, whatever pages were rendered before', async () => {
    const levels = await createItem(site.t, 'menu-items', menuItemPayload({ type: 'route', route: 'levels' }));
    await createItem(site.t, 'menu-items', menuItemPayload({ type: 'page', id: page.id }, { menu: 'footer' }));
    const urls = [
      listPath('home', 'sr'),
      listPath('levels', 'sr'),
      listPath('files', 'sr'),
      listPath('home', 'en'),
      listPath('levels', 'en'),
      contentPath('page', 'sr', page.id, translation(page, 'sr').slug!),
      contentPath('article', 'en', article.id, translation(article, 'en').slug!),
      `${listPath('search', 'sr')}?q=${encodeURIComponent(translation(article, 'sr').title!.split(' ')[0]!)}`,
      '/en/no-such-page',
    ];
    const inputs = [];
    for (const url of urls) {
      const before = renderer.mock.calls.length;
      await get(url, url.includes('no-such') ? 404 : 200);
      expect(renderer.mock.calls.length, url).toBe(before + 1);
      inputs.push(renderer.mock.calls.at(-1)![0]);
    }
    // Each page again, after all the others filled the kept parts, against a renderer that keeps none.
    for (const input of inputs) {
      const kept = await renderScreen(structuredClone(input));
      const first = await (await freshRenderer())(structuredClone(input));
      expect(kept.html, input.url).toBe(first.html);
    }
    expect(menuLabels(await get(listPath('levels', 'sr')))).toContain(translation(levels, 'sr').label);
  });

  it('a page of a menu entry marks it current after other pages reused the same menu, and the others do not', async () => {
    const item = await createItem(site.t, 'menu-items', menuItemPayload({ type: 'route', route: 'inspire' }));
    const label = translation(item, 'en').label!;
    const menuLink = (html: string) => new RegExp(`<a\\b[^>]*>${label}</a>`).exec(rootOf(html))?.[0] ?? '';
    for (const url of [listPath('files', 'en'), listPath('levels', 'en')]) expect(menuLink(await get(url))).not.toContain('aria-current');
    expect(menuLink(await get(listPath('inspire', 'en')))).toContain('aria-current="page"');
    expect(menuLink(await get(listPath('search', 'en')))).not.toContain('aria-current');
  });

  it("a menu's change is on the very next page, in every locale", async () => {
    const item = await createItem(site.t, 'menu-items', menuItemPayload({ type: 'route', route: 'files' }));
    for (const locale of ['sr', 'lat', 'en'] as const) expect(menuLabels(await get(listPath('levels', locale)))).toContain(translation(item, locale).label);
    const renamed = await updateItem(site.t, 'menu-items', item.id, menuItemPayload({ type: 'route', route: 'files' }));
    for (const locale of ['sr', 'lat', 'en'] as const) {
      const labels = menuLabels(await get(listPath('levels', locale)));
      expect(labels).toContain(translation(renamed, locale).label);
      expect(labels).not.toContain(translation(item, locale).label);
    }
  });

  it("a page's ids are unique and every control names an element of the page, with the menu's groups kept", async () => {
    const group = await createItem(site.t, 'menu-items', menuItemPayload({ type: 'none' }));
    await createItem(site.t, 'menu-items', menuItemPayload({ type: 'route', route: 'levels' }, { parentId: group.id }));
    for (const url of [listPath('home', 'sr'), listPath('search', 'en'), listPath('files', 'lat'), listPath('home', 'sr')]) {
      const root = rootOf(await get(url));
      const ids = [...root.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
      expect(new Set(ids).size, url).toBe(ids.length);
      for (const [, controlled] of root.matchAll(/aria-controls="([^"]+)"/g)) expect(ids, url).toContain(controlled);
      expect(root).toContain(`aria-controls="menu-bar-${group.id}"`);
    }
  });
});

describe('rendering costs once per change', () => {
  it('a repeated page is served from the response cache without rendering again; a change renders it anew', async () => {
    const url = contentPath('page', 'en', page.id, translation(page, 'en').slug!);
    await get(url);
    const calls = renderer.mock.calls.length;
    const again = await get(url);
    expect(renderer.mock.calls.length).toBe(calls);
    await createItem(site.t, 'articles', articlePayload());
    const changed = await get(url);
    expect(renderer.mock.calls.length).toBe(calls + 1);
    expect(changed).toBe(again);
  });

  it('a renderer that fails leaves the page to the browser: 200, the data inlined, the root empty', async () => {
    renderer.mockRejectedValueOnce(new Error('renderer broke'));
    await createItem(site.t, 'articles', articlePayload());
    const html = await get(listPath('files', 'lat'));
    expect(rootOf(html)).toBe('');
    expect(html).toContain('The portal needs JavaScript.');
    expect(initialData(html).routeErrors).toBeUndefined();
  });
});
