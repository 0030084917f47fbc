import { parseRssFeed } from 'feedsmith';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAYOUT_REQUESTS } from '../../src/common/initial-data.js';
import { SITE_NAME } from '../../src/common/site-name.js';
import { contentPath } from '../../src/common/routes.js';
import { renderScreen } from '../../src/web/ssr/render-screen.js';
import { type View, articlePayload, createItem, tagPayload, unique } from './support/factories.js';
import { LANG, SCREEN_LOCALES, absolute, expectMoves, expectUnpublishedNotFound, getWithStatus, hrefs, rootOf, slugOf, textOf } from './support/screen-pages.js';
import { PUBLIC_URL, type SiteApp, canonicalOf, encoded, getPage, hreflangsOf, startSiteApp } from './support/site-app.js';

/**
 * A tag's own screen (/ознака/{id}/{slug}, /lat/oznaka/…, /en/tag/…): the published articles
 * that carry it, a page at a time, and its feeds; reached from every article that shows it.
 */

let site: SiteApp;
let tag: View;
let tagged: View[];
let untagged: View;

const LOCALES = SCREEN_LOCALES;
const get = (path: string, status = 200) => getWithStatus(site.app, path, status);

beforeAll(async () => {
  site = await startSiteApp(undefined, renderScreen);
  const marker = unique();
  tag = await createItem(site.t, 'tags', tagPayload({ translations: { sr: { name: `Признавање ${marker}` }, en: { name: `Recognition ${marker}` } } }));
  const article = (title: string, overrides: Record<string, unknown> = {}) =>
    createItem(site.t, 'articles', articlePayload({ translations: { sr: { title: `${title} ${marker}`, summary: 'Сажетак.', body: '<p>Текст.</p>' }, en: { title: `${title} ${marker} (en)`, summary: 'Summary.', body: '<p>Text.</p>' } }, ...overrides }));
  tagged = [await article('Прва', { tagIds: [tag.id] }), await article('Друга', { tagIds: [tag.id] })];
  untagged = await article('Друго');
});
afterAll(() => site.close());

describe('the screen of a tag', () => {
  it.each(LOCALES)('in %s: the tag as the h1, its articles as links, its feeds, and a head of its own', async (locale) => {
    const path = contentPath('tag', locale, tag.id, slugOf(tag, locale));
    const { head, response } = await getPage(site.app, encoded(path));
    const html = response.body;
    expect(rootOf(html)).toMatch(new RegExp(`<h1[^>]*>${textOf(tag, locale, 'name')}</h1>`));
    const links = hrefs(html);
    for (const view of tagged) expect(links).toContain(contentPath('article', locale, view.id, slugOf(view, locale)));
    expect(links).not.toContain(contentPath('article', locale, untagged.id, slugOf(untagged, locale)));
    // Its news feeds, on the screen and in the head.
    const prefix = { sr: '', lat: '/lat', en: '/en' }[locale];
    expect(links).toEqual(expect.arrayContaining([`${prefix}/rss.xml?tag=${tag.id}`, `${prefix}/atom.xml?tag=${tag.id}`]));
    expect(head.links).toContainEqual(expect.objectContaining({ rel: 'alternate', type: 'application/rss+xml', href: `${PUBLIC_URL}${prefix}/rss.xml?tag=${tag.id}` }));

    expect(head.lang).toBe(LANG[locale]);
    expect(head.titles).toEqual([`${textOf(tag, locale, 'name')} | ${SITE_NAME[locale]}`]);
    expect(canonicalOf(head)).toEqual([absolute(path)]);
    expect(hreflangsOf(head)).toEqual({
      'sr-Cyrl': absolute(contentPath('tag', 'sr', tag.id, slugOf(tag, 'sr'))),
      'sr-Latn': absolute(contentPath('tag', 'lat', tag.id, slugOf(tag, 'lat'))),
      en: absolute(contentPath('tag', 'en', tag.id, slugOf(tag, 'en'))),
      'x-default': absolute(contentPath('tag', 'sr', tag.id, slugOf(tag, 'sr'))),
    });
    expect(head.initialData!.responses).toEqual(
      expect.objectContaining({ [`/api/tags/${tag.id}`]: expect.objectContaining({ id: tag.id }), [`/api/articles?tag=${tag.id}`]: expect.objectContaining({ total: 2 }) }),
    );
    expect(Object.keys(head.initialData!.responses).sort()).toEqual([`/api/articles?tag=${tag.id}`, `/api/tags/${tag.id}`, ...LAYOUT_REQUESTS.map((request) => request.path)].sort());
  });

  it('takes the page of its list from the URL, with the first page as canonical', async () => {
    const path = contentPath('tag', 'en', tag.id, slugOf(tag, 'en'));
    const { head } = await getPage(site.app, `${path}?page=2`);
    expect(Object.keys(head.initialData!.responses)).toContain(`/api/articles?tag=${tag.id}&page=2`);
    expect(canonicalOf(head)).toEqual([absolute(path)]);
  });

  it('moves a wrong or missing slug to the canonical one (301), keeping the query', async () => {
    await expectMoves(site.app, [
      [contentPath('tag', 'en', tag.id, 'old-name'), contentPath('tag', 'en', tag.id, slugOf(tag, 'en'))],
      [`/en/tag/${tag.id}`, contentPath('tag', 'en', tag.id, slugOf(tag, 'en'))],
      [contentPath('tag', 'lat', tag.id, slugOf(tag, 'sr')), contentPath('tag', 'lat', tag.id, slugOf(tag, 'lat'))],
      [`${contentPath('tag', 'sr', tag.id, 'стара')}?page=2`, `${contentPath('tag', 'sr', tag.id, slugOf(tag, 'sr'))}?page=2`],
    ]);
  });

  it('is not found (404) for a draft, a scheduled or an unknown tag', async () => {
    await expectUnpublishedNotFound(site, 'tag', 'tags', tagPayload);
  });

  it('falls back to the Serbian name where the tag has no English one, and names the Serbian page as canonical', async () => {
    const serbianOnly = await createItem(site.t, 'tags', tagPayload({ translations: { sr: { name: `Само српски ${unique()}` } } }));
    await createItem(site.t, 'articles', articlePayload({ tagIds: [serbianOnly.id] }));
    const srPath = contentPath('tag', 'sr', serbianOnly.id, slugOf(serbianOnly, 'sr'));
    const { head, response } = await getPage(site.app, encoded(contentPath('tag', 'en', serbianOnly.id, slugOf(serbianOnly, 'sr'))));
    expect(head.lang).toBe('en');
    expect(rootOf(response.body)).toMatch(new RegExp(`<h1 lang="sr-Cyrl"[^>]*>${textOf(serbianOnly, 'sr', 'name')}</h1>`));
    expect(canonicalOf(head)).toEqual([absolute(srPath)]);
    expect(Object.keys(hreflangsOf(head)).sort()).toEqual(['sr-Cyrl', 'sr-Latn', 'x-default']);
  });
});

describe('links to the screen of a tag', () => {
  it.each(LOCALES)('an article in %s links each of its tags to the tag’s screen', async (locale) => {
    const article = tagged[0]!;
    const html = (await get(contentPath('article', locale, article.id, slugOf(article, locale)))).body;
    expect(hrefs(html)).toContain(contentPath('tag', locale, tag.id, slugOf(tag, locale)));
  });

  it('the tag’s feed names the tag’s screen as its page', async () => {
    for (const locale of LOCALES) {
      const prefix = { sr: '', lat: '/lat', en: '/en' }[locale];
      const feed = parseRssFeed((await get(`${prefix}/rss.xml?tag=${tag.id}`)).body);
      expect(feed.link).toBe(absolute(contentPath('tag', locale, tag.id, slugOf(tag, locale))));
    }
  });

  it('the sitemap lists the tag’s screen in every locale it is translated into, with its alternates; not a draft tag', async () => {
    const draft = await createItem(site.t, 'tags', tagPayload({ status: 'draft' }));
    const xml = (await get('/sitemap.xml')).body;
    for (const locale of LOCALES) expect(xml).toContain(`<loc>${absolute(contentPath('tag', locale, tag.id, slugOf(tag, locale)))}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="sr-Latn" href="${absolute(contentPath('tag', 'lat', tag.id, slugOf(tag, 'lat')))}"/>`);
    expect(xml).not.toContain(`/${draft.id}/${encodeURIComponent(slugOf(draft, 'en'))}<`);
  });
});
