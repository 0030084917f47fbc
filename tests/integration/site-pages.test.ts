import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_CATEGORIES_REQUEST, LAYOUT_REQUESTS } from '../../src/common/initial-data.js';
import type { Locale } from '../../src/common/locales.js';
import { contentPath, listPath } from '../../src/common/routes.js';
import {
  type View,
  articlePayload,
  categoryPayload,
  createItem,
  minutesFromNow,
  pagePayload,
  presentationPayload,
  publicJson,
  serbianOnlyArticlePayload,
  setPublishedAt,
  unique,
} from './support/factories.js';
import { multipart } from './support/http.js';
import { FIXTURE_INDEX_HTML, PUBLIC_URL, type SiteApp, canonicalOf, elementsOf, encoded, getPage, hreflangsOf, metaOf, startSiteApp } from './support/site-app.js';
import { bearer, expectStatus } from './support/test-app.js';

/** The paths the menus and the files screen's categories are inlined under. */
const LAYOUT_PATHS = LAYOUT_REQUESTS.map((request) => request.path);
const FILE_CATEGORIES_PATH = FILE_CATEGORIES_REQUEST.path;

let site: SiteApp;
/** The editors' app of the fixture build: its own page with its own script (decision 0015). */
const DASHBOARD_SCRIPT = '/assets/dashboard-def456.js';

beforeAll(async () => {
  site = await startSiteApp((webDir) => fs.writeFileSync(path.join(webDir, 'dashboard.html'), FIXTURE_INDEX_HTML.replace('/assets/index-abc123.js', DASHBOARD_SCRIPT)));
});
afterAll(() => site.close());

const LANG: Record<Locale, string> = { sr: 'sr-Cyrl', lat: 'sr-Latn', en: 'en' };
/** The portal's name in each locale: the framework's abbreviation in Cyrillic, Latin and English. */
const BRAND: Record<Locale, string> = { sr: 'НОКС', lat: 'NOKS', en: 'NQFS' };
const MANIFEST: Record<Locale, string> = { sr: '/manifest.webmanifest', lat: '/manifest-lat.webmanifest', en: '/manifest-en.webmanifest' };
const DEFAULT_DESCRIPTION: Record<Locale, string> = {
  sr: 'Портал Националног оквира квалификација Републике Србије',
  lat: 'Portal Nacionalnog okvira kvalifikacija Republike Srbije',
  en: 'Portal of the National Qualifications Framework of the Republic of Serbia',
};

const absolute = (routePath: string) => `${PUBLIC_URL}${encoded(routePath)}`;
const slugOf = (view: View, locale: Locale) => (view.translations[locale] as { slug: string }).slug;

/** What the web client would get for these API paths in this locale. */
async function apiResponses(paths: readonly string[], locale: Locale): Promise<Record<string, unknown>> {
  const entries = await Promise.all(paths.map(async (path) => [path, await publicJson(site.t, path.replace(/^\/api\//, ''), `/${locale}`)] as const));
  return Object.fromEntries(entries);
}

async function uploadCover(width = 1200, height = 630): Promise<{ id: number; variants: { width: number; height: number; url: string }[] }> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#0a3d91' } }).png().toBuffer();
  const { payload, headers } = multipart([{ filename: 'naslovna.png', contentType: 'image/png', bytes }]);
  const response = await site.t.app.inject({ method: 'POST', url: '/api/admin/media/images', headers: { ...headers, ...bearer(site.t.tokens.editor) }, payload });
  return expectStatus(response, 201);
}

describe('list screens', () => {
  it.each(['sr', 'lat', 'en'] as const)('home in %s: language, title, description, canonical, hreflang, OpenGraph, WebSite JSON-LD and its data', async (locale) => {
    await createItem(site.t, 'articles', articlePayload());
    const { response, head } = await getPage(site.app, encoded(listPath('home', locale)));
    expect(head.lang).toBe(LANG[locale]);
    expect(head.titles).toEqual([BRAND[locale]]);
    expect(head.meta.description).toEqual([DEFAULT_DESCRIPTION[locale]]);
    const canonical = absolute(listPath('home', locale));
    expect(canonicalOf(head)).toEqual([canonical]);
    expect(hreflangsOf(head)).toEqual({
      'sr-Cyrl': `${PUBLIC_URL}/`,
      'sr-Latn': `${PUBLIC_URL}/lat`,
      en: `${PUBLIC_URL}/en`,
      'x-default': `${PUBLIC_URL}/`,
    });
    expect(metaOf(head, 'og:type')).toBe('website');
    expect(metaOf(head, 'og:url')).toBe(canonical);
    expect(metaOf(head, 'og:title')).toBe(BRAND[locale]);
    expect(metaOf(head, 'og:site_name')).toBe(BRAND[locale]);
    expect(metaOf(head, 'og:description')).toBe(DEFAULT_DESCRIPTION[locale]);
    expect(metaOf(head, 'og:locale')).toBe({ sr: 'sr_RS', lat: 'sr_Latn_RS', en: 'en_GB' }[locale]);
    expect(head.meta.robots).toBeUndefined();
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: BRAND[locale],
        url: canonical,
        inLanguage: LANG[locale],
        potentialAction: expect.objectContaining({ target: `${absolute(listPath('search', locale))}?q={search_term_string}` }),
      }),
    ]);
    expect(head.initialData).toEqual({ locale, responses: await apiResponses(['/api/home', ...LAYOUT_PATHS], locale) });
    // What the build put in the head stays; its own title and description are replaced.
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    // The locale's own manifest and home-screen title, once, in place of the build's.
    expect(elementsOf(response.body, 'link').filter((link) => link.rel === 'manifest')).toEqual([{ rel: 'manifest', href: MANIFEST[locale] }]);
    expect(head.meta['apple-mobile-web-app-title']).toEqual([BRAND[locale]]);
    expect(response.body).not.toContain('Build-time');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-language']).toBe(LANG[locale]);
  });

  it.each([
    ['search', 'sr', 'Претрага | НОКС'],
    ['search', 'en', 'Search | NQFS'],
    ['files', 'lat', 'Datoteke | NOKS'],
    ['files', 'en', 'Files | NQFS'],
    ['inspire', 'sr', 'Inspire | НОКС'],
  ] as const)('%s in %s is titled "%s" and exists in every locale', async (key, locale, title) => {
    const { head } = await getPage(site.app, encoded(listPath(key, locale)));
    expect(head.lang).toBe(LANG[locale]);
    expect(head.titles).toEqual([title]);
    expect(canonicalOf(head)).toEqual([absolute(listPath(key, locale))]);
    expect(Object.keys(hreflangsOf(head)).sort()).toEqual(['en', 'sr-Cyrl', 'sr-Latn', 'x-default']);
    expect(hreflangsOf(head)['x-default']).toBe(absolute(listPath(key, 'sr')));
    expect(head.jsonLd).toEqual([]);
    const own = key === 'files' ? ['/api/files', FILE_CATEGORIES_PATH] : [];
    expect(head.initialData).toEqual({ locale, responses: await apiResponses([...own, ...LAYOUT_PATHS], locale) });
  });

  it('inlines the search and file filters of the URL, and keeps search results out of the index', async () => {
    const marker = unique();
    await createItem(site.t, 'articles', articlePayload({ translations: { sr: { title: `Претрага ${marker}` }, en: { title: `Searching ${marker}` } } }));
    const { head } = await getPage(site.app, `/en/search?q=${marker}&page=1`);
    const searchPath = `/api/search?q=${marker}&page=1`;
    expect(head.initialData).toEqual({ locale: 'en', responses: await apiResponses([searchPath, ...LAYOUT_PATHS], 'en') });
    expect((head.initialData!.responses[searchPath] as { total: number }).total).toBe(1);
    expect(head.meta.robots).toEqual(['noindex, follow']);
    expect(canonicalOf(head)).toEqual([`${PUBLIC_URL}/en/search`]);

    const files = await getPage(site.app, `/lat/dadoteke?year=2023&type=pdf&unknown=1`);
    expect(Object.keys(files.head.initialData!.responses)).toEqual(['/api/files?type=pdf&year=2023', FILE_CATEGORIES_PATH, ...LAYOUT_PATHS]);
    // A filter the API refuses is left for the client to fetch (and show the error).
    const refused = await getPage(site.app, `/en/files?year=abc`);
    expect(Object.keys(refused.head.initialData!.responses)).toEqual([FILE_CATEGORIES_PATH, ...LAYOUT_PATHS]);
  });
});

describe('item screens', () => {
  it('an article: title, summary as description, cover as og:image, NewsArticle JSON-LD, hreflang per translation, its API response inline', async () => {
    const cover = await uploadCover();
    const category = await createItem(site.t, 'categories', categoryPayload());
    const article = await createItem(site.t, 'articles', articlePayload({ coverMediaId: cover.id, categoryId: category.id }));
    const title = (article.translations.en as { title: string }).title;
    const path = contentPath('article', 'en', article.id, slugOf(article, 'en'));
    const { head } = await getPage(site.app, path);
    expect(head.lang).toBe('en');
    expect(head.titles).toEqual([`${title} | NQFS`]);
    expect(metaOf(head, 'og:site_name')).toBe('NQFS');
    expect(head.meta.description).toEqual(['A short summary.']);
    expect(canonicalOf(head)).toEqual([absolute(path)]);
    expect(hreflangsOf(head)).toEqual({
      'sr-Cyrl': absolute(contentPath('article', 'sr', article.id, slugOf(article, 'sr'))),
      'sr-Latn': absolute(contentPath('article', 'lat', article.id, slugOf(article, 'lat'))),
      en: absolute(path),
      'x-default': absolute(contentPath('article', 'sr', article.id, slugOf(article, 'sr'))),
    });
    expect(hreflangsOf(head)['sr-Cyrl']).toMatch(/^[\x21-\x7e]+$/); // Cyrillic is percent-encoded
    const largest = cover.variants.reduce((a, b) => (b.width > a.width ? b : a));
    expect(largest.width).toBe(1200);
    expect(metaOf(head, 'og:type')).toBe('article');
    expect(metaOf(head, 'og:title')).toBe(title);
    expect(metaOf(head, 'og:image')).toBe(`${PUBLIC_URL}${largest.url}`);
    expect(metaOf(head, 'og:image:width')).toBe('1200');
    expect(metaOf(head, 'og:image:height')).toBe('630');
    expect(metaOf(head, 'og:url')).toBe(absolute(path));
    expect(metaOf(head, 'og:locale')).toBe('en_GB');
    expect(head.meta['og:locale:alternate']).toEqual(['sr_RS', 'sr_Latn_RS']);
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
    const detail = await publicJson<{ publishedAt: string; updatedAt: string }>(site.t, `articles/${article.id}`, '/en');
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: title,
        description: 'A short summary.',
        datePublished: detail.publishedAt,
        dateModified: detail.updatedAt,
        image: [`${PUBLIC_URL}${largest.url}`],
        inLanguage: 'en',
        url: absolute(path),
        mainEntityOfPage: { '@type': 'WebPage', '@id': absolute(path) },
        publisher: expect.objectContaining({ '@type': 'Organization', name: 'NQFS' }),
      },
    ]);
    expect(head.initialData).toEqual({ locale: 'en', responses: await apiResponses([`/api/articles/${article.id}`, ...LAYOUT_PATHS], 'en') });
  });

  it('describes an article by its SEO description first, else its summary, else the start of its body', async () => {
    const seo = await createItem(site.t, 'articles', articlePayload({ translations: { sr: { title: `Вест ${unique()}`, summary: 'Сажетак.', seoDescription: 'Опис за претраживаче.' } } }));
    const body = await createItem(
      site.t,
      'articles',
      articlePayload({ translations: { sr: { title: `Вест ${unique()}`, body: `<h2>Наслов</h2><p>Први&nbsp;пасус о <strong>оквиру</strong> &amp; квалификацијама. ${'Реч '.repeat(60)}</p>` } } }),
    );
    const bare = await createItem(site.t, 'articles', articlePayload({ translations: { sr: { title: `Вест ${unique()}` } } }));
    const description = async (view: View) => metaOf((await getPage(site.app, encoded(contentPath('article', 'sr', view.id, slugOf(view, 'sr'))))).head, 'description');
    expect(await description(seo)).toBe('Опис за претраживаче.');
    const fromBody = await description(body);
    expect(fromBody.startsWith('Наслов Први пасус о оквиру & квалификацијама. Реч Реч')).toBe(true);
    expect([...fromBody].length).toBeLessThanOrEqual(160);
    expect(fromBody.endsWith('…')).toBe(true);
    expect(await description(bare)).toBe(DEFAULT_DESCRIPTION.sr);
  });

  it('an article not translated into English is shown in Cyrillic at its Serbian slug, hreflang only where it exists, canonical the Cyrillic page', async () => {
    const article = await createItem(site.t, 'articles', serbianOnlyArticlePayload());
    const srSlug = slugOf(article, 'sr');
    const path = contentPath('article', 'en', article.id, srSlug);
    const { head } = await getPage(site.app, encoded(path));
    expect(head.lang).toBe('en');
    const srUrl = absolute(contentPath('article', 'sr', article.id, srSlug));
    expect(canonicalOf(head)).toEqual([srUrl]);
    expect(hreflangsOf(head)).toEqual({ 'sr-Cyrl': srUrl, 'sr-Latn': absolute(contentPath('article', 'lat', article.id, slugOf(article, 'lat'))), 'x-default': srUrl });
    const inline = head.initialData!.responses[`/api/articles/${article.id}`] as { fallback: boolean; locale: string };
    expect(inline).toMatchObject({ fallback: true, locale: 'sr' });
    expect((head.jsonLd[0] as { inLanguage: string }).inLanguage).toBe('sr-Cyrl');
  });

  it('a category: its name, description, and the first page of its articles (or the page of the URL) inline', async () => {
    const category = await createItem(site.t, 'categories', categoryPayload());
    await createItem(site.t, 'articles', articlePayload({ categoryId: category.id }));
    const path = contentPath('category', 'lat', category.id, slugOf(category, 'lat'));
    const { head } = await getPage(site.app, path);
    const name = (category.translations.lat as { name: string }).name;
    expect(head.titles).toEqual([`${name} | NOKS`]);
    expect(head.meta.description).toEqual(['Opis']);
    expect(metaOf(head, 'og:type')).toBe('website');
    expect(head.jsonLd).toEqual([]);
    const own = [`/api/categories/${category.id}`, `/api/articles?category=${category.id}`];
    expect(head.initialData).toEqual({ locale: 'lat', responses: await apiResponses([...own, ...LAYOUT_PATHS], 'lat') });
    const second = await getPage(site.app, `${path}?page=2`);
    expect(Object.keys(second.head.initialData!.responses)).toContain(`/api/articles?category=${category.id}&page=2`);
    expect(canonicalOf(second.head)).toEqual([absolute(path)]);
  });

  it('a page: described by the start of its body', async () => {
    const page = await createItem(site.t, 'pages', pagePayload({ translations: { sr: { title: `Оквир ${unique()}`, body: '<p>Национални оквир <em>квалификација</em>.</p>' } } }));
    const { head } = await getPage(site.app, encoded(contentPath('page', 'sr', page.id, slugOf(page, 'sr'))));
    expect(head.lang).toBe('sr-Cyrl');
    expect(head.meta.description).toEqual(['Национални оквир квалификација.']);
    expect(head.initialData).toEqual({ locale: 'sr', responses: await apiResponses([`/api/pages/${page.id}`, ...LAYOUT_PATHS], 'sr') });
  });

  it('a presentation: its summary, and its cover as og:image', async () => {
    const cover = await uploadCover(800, 600);
    const presentation = await createItem(site.t, 'presentations', presentationPayload({ coverMediaId: cover.id }));
    const path = contentPath('presentation', 'en', presentation.id, slugOf(presentation, 'en'));
    const { head } = await getPage(site.app, path);
    expect(head.meta.description).toEqual(['About the framework.']);
    const largest = cover.variants.reduce((a, b) => (b.width > a.width ? b : a));
    expect(metaOf(head, 'og:image')).toBe(`${PUBLIC_URL}${largest.url}`);
    expect(head.initialData).toEqual({ locale: 'en', responses: await apiResponses([`/api/presentations/${presentation.id}`, ...LAYOUT_PATHS], 'en') });
  });

  it('escapes what editors write: "<" never closes the inline scripts, quotes never leave an attribute', async () => {
    const evil = `</script><script>alert(1)</script> "quoted" & <!-- ${unique()}`;
    const article = await createItem(site.t, 'articles', articlePayload({ translations: { sr: { title: evil, summary: `"><img src=x onerror=alert(1)>` } } }));
    const { response, head } = await getPage(site.app, encoded(contentPath('article', 'sr', article.id, slugOf(article, 'sr'))));
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('<img');
    expect(response.body).not.toContain('<!-- ');
    expect(head.titles).toEqual([`${evil} | НОКС`]);
    expect(head.meta.description).toEqual([`"><img src=x onerror=alert(1)>`]);
    expect((head.jsonLd[0] as { headline: string }).headline).toBe(evil);
    expect((head.initialData!.responses[`/api/articles/${article.id}`] as { title: string }).title).toBe(evil);
    // Besides the build's module script, exactly the JSON-LD and the initial data.
    expect(head.scripts).toHaveLength(2);
  });
});

describe('dashboard', () => {
  it.each([
    ['/dashboard', 'sr-Cyrl'],
    ['/lat/dashboard/articles', 'sr-Latn'],
    ['/en/dashboard/articles/5', 'en'],
    ['/dashboard/pages/new', 'sr-Cyrl'],
  ])('%s is the dashboard app, not indexed, with no data', async (url, lang) => {
    const { head, response } = await getPage(site.app, url);
    expect(response.body).toContain(`src="${DASHBOARD_SCRIPT}"`);
    expect(response.body).not.toContain('/assets/index-abc123.js');
    expect(head.lang).toBe(lang);
    expect(head.meta.robots).toEqual(['noindex']);
    expect(head.initialData).toBeNull();
    expect(canonicalOf(head)).toEqual([]);
    expect(head.jsonLd).toEqual([]);
    // Editors do not install the dashboard: no manifest, not even the one its build may link.
    expect(elementsOf(response.body, 'link').filter((link) => link.rel === 'manifest')).toEqual([]);
  });
});

describe('a file a page links, gone or failing, opened by a reader', () => {
  const asReader = (headers: Record<string, string> = {}) => ({ 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', accept: 'text/html', ...headers });

  it("is the site's error page in the reader's language, with the file's status, not the API's JSON", async () => {
    for (const [url, headers, locale] of [
      ['/api/files/99999999/download', {}, 'sr'],
      ['/media/0123456789abcdef0123456789abcdef', { cookie: 'i18n_redirected=en' }, 'en'],
      ['/lat/rss.xml?category=99999999', { 'accept-language': 'sr-Latn-RS,sr;q=0.8' }, 'lat'],
      ['/open-data/nothing.csv', { cookie: 'i18n_redirected=lat' }, 'lat'],
    ] as const) {
      const { response, head } = await getPage(site.app, url, 404, asReader(headers));
      expect(head.lang, url).toBe(LANG[locale]);
      expect(head.titles, url).toEqual([{ sr: 'Страница није пронађена | НОКС', lat: 'Stranica nije pronađena | NOKS', en: 'This page could not be found | NQFS' }[locale]]);
      expect(head.meta.robots, url).toEqual(['noindex']);
      expect(response.headers['content-disposition'], url).toBeUndefined();
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.body, url).not.toContain('"error"');
      // The layout's menus come along, so the page offers the way on.
      expect(head.initialData?.responses, url).toEqual(expect.objectContaining(Object.fromEntries(LAYOUT_PATHS.map((path) => [path, expect.anything()]))));
    }
  });

  it('stays JSON for programs, and for what a page loads itself (an image, a fetch)', async () => {
    for (const headers of [{}, { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' }, { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' }]) {
      const response = await site.app.inject({ method: 'GET', url: '/api/files/99999999/download', headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: expect.objectContaining({ code: 'NOT_FOUND' }) });
    }
    // The API itself is for programs, whoever opens it.
    const api = await site.app.inject({ method: 'GET', url: '/api/articles/99999999', headers: asReader() });
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('status codes', () => {
  it('404 with the shell for a path no route matches, in the locale of its prefix, menus inline', async () => {
    for (const [url, locale] of [
      ['/nepostojeca-strana', 'sr'],
      ['/lat/nepostojeca', 'lat'],
      ['/en/article', 'en'],
      ['/en/article/12/slug/extra', 'en'],
      ['/en/vest/1/x', 'en'],
      ['/dashboard/unknown', 'sr'],
      [`/${encodeURIComponent('страна')}/abc/x`, 'sr'],
    ] as const) {
      const { head, response } = await getPage(site.app, url, 404);
      // The not-found screen is the public site's, under /dashboard too.
      expect(response.body, url).toContain('/assets/index-abc123.js');
      expect(head.lang, url).toBe(LANG[locale]);
      expect(head.meta.robots, url).toEqual(['noindex']);
      expect(head.initialData, url).toEqual({ locale, responses: await apiResponses(LAYOUT_PATHS, locale) });
      expect(canonicalOf(head), url).toEqual([]);
    }
  });

  it('404 for an unknown id, a draft, a scheduled or an archived item, and an id past the integer range', async () => {
    const draft = await createItem(site.t, 'articles', articlePayload({ status: 'draft' }));
    const archived = await createItem(site.t, 'pages', pagePayload({ status: 'archived' }));
    const scheduled = await createItem(site.t, 'presentations', presentationPayload());
    await setPublishedAt(site.t, 'presentations', scheduled.id, minutesFromNow(60));
    for (const [locale, path] of [
      ['en', contentPath('article', 'en', 99999999, 'nothing')],
      ['lat', contentPath('category', 'lat', 99999999, 'nista')],
      ['lat', contentPath('article', 'lat', draft.id, slugOf(draft, 'lat'))],
      ['en', contentPath('page', 'en', archived.id, slugOf(archived, 'en'))],
      ['en', contentPath('presentation', 'en', scheduled.id, slugOf(scheduled, 'en'))],
      ['sr', contentPath('article', 'sr', 9999999999, 'x')],
    ] as const) {
      const { head } = await getPage(site.app, encoded(path), 404);
      expect(head.meta.robots, path).toEqual(['noindex']);
      expect(head.titles[0], path).toMatch(new RegExp(` \\| ${BRAND[locale]}$`));
    }
  });

  it('301 to the canonical URL of the locale for a wrong or missing slug, keeping the query', async () => {
    const article = await createItem(site.t, 'articles', articlePayload());
    const canonical = (locale: Locale) => encoded(contentPath('article', locale, article.id, slugOf(article, locale)));
    const cases: [string, string][] = [
      [`/en/article/${article.id}/old-title`, canonical('en')],
      [`/en/article/${article.id}`, canonical('en')],
      [`/en/article/${article.id}/`, canonical('en')],
      [`/lat/vest/${article.id}/${slugOf(article, 'en')}?utm_source=rss`, `${canonical('lat')}?utm_source=rss`],
      [encoded(`/вест/${article.id}/стари-наслов`), canonical('sr')],
      [encoded(`/вест/${article.id}`), canonical('sr')],
      [`/${encodeURIComponent('вест')}/${article.id}/${slugOf(article, 'lat')}`, canonical('sr')],
    ];
    for (const [from, to] of cases) {
      const response = await site.app.inject({ method: 'GET', url: from });
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
      expect(String(response.headers.location)).toMatch(/^[\x21-\x7e]+$/);
      expect(response.headers['cache-control'], from).toBe('no-cache');
    }
    // The canonical URL itself, encoded as browsers send it, is the page.
    expect((await site.app.inject({ method: 'GET', url: canonical('sr') })).statusCode).toBe(200);
    expect((await site.app.inject({ method: 'GET', url: `${canonical('lat')}?utm_source=rss` })).statusCode).toBe(200);
  });

  it('301 to the Serbian slug in a locale the item is not translated into', async () => {
    const article = await createItem(site.t, 'articles', serbianOnlyArticlePayload());
    const response = await site.app.inject({ method: 'GET', url: `/en/article/${article.id}/anything` });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(encoded(contentPath('article', 'en', article.id, slugOf(article, 'sr'))));
  });

  it('500 with the shell, not 404, when the API fails (the database is down)', async () => {
    const broken = await startSiteApp();
    try {
      const article = await createItem(broken.t, 'articles', articlePayload());
      await broken.t.handle.close();
      const { head } = await getPage(broken.app, contentPath('article', 'en', article.id, slugOf(article, 'en')), 500);
      expect(head.meta.robots).toEqual(['noindex']);
      expect(head.initialData).toEqual({ locale: 'en', responses: {} });
    } finally {
      await broken.app.close();
      await broken.t.close().catch(() => undefined);
    }
  });

  it('keeps the JSON 404 of the API and of missing files', async () => {
    for (const url of ['/api', '/api/nothing-here', '/api/articles/1/nothing', '/assets/missing-123.js', '/favicon.ico']) {
      const response = await site.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await site.app.inject({ method: 'HEAD', url: '/en/files' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
    expect((await site.app.inject({ method: 'HEAD', url: '/en/nothing' })).statusCode).toBe(404);
  });
});

describe('the root /', () => {
  const root = (headers: Record<string, string>, url = '/') => site.app.inject({ method: 'GET', url, headers });

  it.each([
    ['sr-Latn-RS', '/lat'],
    ['sr-Latn', '/lat'],
    ['sh', '/lat'],
    ['bs-BA,bs;q=0.9', '/lat'],
    ['hr-HR', '/lat'],
    ['en', '/en'],
    ['en-GB,en;q=0.9,sr;q=0.5', '/en'],
    ['de-DE,de;q=0.9,en;q=0.5', '/en'],
    ['sr;q=0.4, sr-Latn;q=0.8', '/lat'],
  ])('a first visit with Accept-Language %s is sent to %s (302)', async (acceptLanguage, location) => {
    const response = await root({ 'accept-language': acceptLanguage });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expect(String(response.headers.vary)).toMatch(/Accept-Language/);
    expect(String(response.headers.vary)).toMatch(/Cookie/);
  });

  it.each(['sr', 'sr-RS', 'sr-Cyrl-RS', 'sr-Cyrl', 'de-DE', 'en;q=0', ''])('stays on the Cyrillic home for Accept-Language "%s"', async (acceptLanguage) => {
    const response = await root(acceptLanguage ? { 'accept-language': acceptLanguage } : {});
    expect(response.statusCode).toBe(200);
    expect(parseLang(response.body)).toBe('sr-Cyrl');
  });

  it('follows the locale cookie over the browser language, unless it is sr', async () => {
    const withCookie = (value: string, acceptLanguage = 'sr') => root({ cookie: `theme=dark; i18n_redirected=${value}`, 'accept-language': acceptLanguage });
    expect((await withCookie('en')).headers.location).toBe('/en');
    expect((await withCookie('lat', 'en')).headers.location).toBe('/lat');
    const sr = await withCookie('sr', 'en-US');
    expect(sr.statusCode).toBe(200);
    expect(parseLang(sr.body)).toBe('sr-Cyrl');
    // A cookie that names no locale is as good as none.
    expect((await withCookie('klingon', 'en')).headers.location).toBe('/en');
  });

  it('keeps the query string, and redirects only at the root', async () => {
    const response = await root({ 'accept-language': 'en' }, '/?utm_source=newsletter&q=%D0%B0');
    expect(response.headers.location).toBe('/en?utm_source=newsletter&q=%D0%B0');
    for (const url of [encoded(listPath('search', 'sr')), encoded(listPath('files', 'sr')), '/lat']) {
      const page = await root({ 'accept-language': 'en', cookie: 'i18n_redirected=en' }, url);
      expect(page.statusCode, url).toBe(200);
    }
  });
});

function parseLang(html: string): string | undefined {
  return /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1];
}
