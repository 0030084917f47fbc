import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAYOUT_REQUESTS } from '../../src/common/initial-data.js';
import type { Locale } from '../../src/common/locales.js';
import { contentPath, listPath } from '../../src/common/routes.js';
import { SITE_NAME } from '../../src/common/site-name.js';
import { renderScreen } from '../../src/web/ssr/render-screen.js';
import { type View, councilPayload, createItem, qualificationPayload, standardPayload, unique } from './support/factories.js';
import { LANG, SCREEN_LOCALES, absolute, expectMoves, expectUnpublishedNotFound, expectedAlternates, getWithStatus, hrefs, rootOf, slugOf, textOf } from './support/screen-pages.js';
import { type SiteApp, canonicalOf, encoded, getPage, hreflangsOf, metaOf, startSiteApp } from './support/site-app.js';

/**
 * The public screens of the qualification standards: the list (/стандарди, /lat/standardi,
 * /en/standards) with its filters, and a standard's page (/стандард/{id}/{slug}, …) with the
 * rulebook's elements, its history of decisions and the qualifications resting on it; linked from
 * those qualifications, in the sitemap and found by the site search.
 */

let site: SiteApp;
let marker: string;
let standard: View;
let withdrawn: View;
let qualification: View;
let councilOf: View;

const LIST_TITLE: Record<Locale, string> = { sr: 'Стандарди квалификација', lat: 'Standardi kvalifikacija', en: 'Qualification standards' };
const LOCALES = SCREEN_LOCALES;
const get = (path: string, status = 200) => getWithStatus(site.app, path, status);

const adopted = { kind: 'adopted', number: '610-00-00100/2020-03', date: '2020-03-10', body: 'Министар просвете' };
const amended = { kind: 'amended', number: '610-00-00200/2022-03', date: '2022-05-20', body: 'Министар просвете' };

beforeAll(async () => {
  site = await startSiteApp(undefined, renderScreen);
  marker = `mehatronika${unique()}`;
  /** A standard whose English title carries the marker too, so that a search in each locale finds it. */
  const payload = (overrides: Record<string, unknown>, sr: Record<string, unknown>) => {
    const made = standardPayload(overrides, sr);
    const en = made.translations.en as Record<string, unknown>;
    return { ...made, translations: { ...made.translations, en: { ...en, title: `${String(en.title)} ${marker}` } } };
  };
  councilOf = await createItem(site.t, 'councils', councilPayload({}, { name: `Веће ${marker}` }));
  standard = await createItem(
    site.t,
    'standards',
    payload(
      { level: '6.1', field: '0714', councilId: councilOf.id, escoUris: ['http://data.europa.eu/esco/occupation/f2b15a0e-e65a-438a-affb-29b9d50b77d1'], history: [adopted, amended] },
      { title: `Техничар за мехатронику ${marker}`, progression: 'Даље школовање на струковним студијама.', duration: 'Четири године', document: 'Диплома', issuer: 'Школа', sectorCouncil: `Веће ${marker}` },
    ),
  );
  withdrawn = await createItem(
    site.t,
    'standards',
    payload({ history: [adopted, { kind: 'withdrawn', number: '610-00-00300/2024-03', date: '2024-09-01', body: 'Министар просвете' }] }, { title: `Повучени стандард ${marker}` }),
  );
  qualification = await createItem(site.t, 'qualifications', qualificationPayload({ standardId: standard.id }, { title: `Техничар ${marker}` }));
});
afterAll(() => site.close());

describe('the page of a standard', () => {
  it.each(LOCALES)('in %s: its title as the h1, the rulebook’s elements, its history and its qualifications, and a head of its own', async (locale) => {
    const path = contentPath('standard', locale, standard.id, slugOf(standard, locale));
    const { head, response } = await getPage(site.app, encoded(path));
    const root = rootOf(response.body);
    const title = textOf(standard, locale, 'title');
    expect(root).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    // Facts as a description list, the decisions as an ordered list with the version in force marked.
    expect(root).toContain('<dl class="qualification__facts">');
    expect(root).toContain(standard.code as string);
    expect(root).toMatch(/<ol class="standard__history"><li class="standard__decision">[\s\S]*<li aria-current="true" class="standard__decision standard__decision--current">/);
    expect(root).toContain('610-00-00200/2022-03');
    expect(root).toContain(textOf(standard, locale, 'jobDescription'));
    expect(root).not.toContain('standard__withdrawn');
    const links = hrefs(response.body);
    expect(links).toContain(contentPath('qualification', locale, qualification.id, slugOf(qualification, locale)));
    expect(links).toContain('http://data.europa.eu/esco/occupation/f2b15a0e-e65a-438a-affb-29b9d50b77d1');
    expect(links).toContain(listPath('standards', locale));
    expect(links).toContain(contentPath('council', locale, councilOf.id, slugOf(councilOf, locale)));

    expect(head.lang).toBe(LANG[locale]);
    expect(head.titles).toEqual([`${title} | ${SITE_NAME[locale]}`]);
    expect(metaOf(head, 'description')).toBe(`${standard.code as string} · ${textOf(standard, locale, 'jobDescription')}`);
    expect(canonicalOf(head)).toEqual([absolute(path)]);
    expect(hreflangsOf(head)).toEqual(expectedAlternates((l) => contentPath('standard', l, standard.id, slugOf(standard, l))));
    expect(Object.keys(head.initialData!.responses).sort()).toEqual([`/api/standards/${standard.id}`, ...LAYOUT_REQUESTS.map((request) => request.path)].sort());
  });

  it('says plainly that a withdrawn standard is withdrawn, by which decision', async () => {
    const { response } = await getPage(site.app, encoded(contentPath('standard', 'en', withdrawn.id, slugOf(withdrawn, 'en'))));
    const root = rootOf(response.body);
    expect(root).toMatch(/<p class="notice notice--warning standard__withdrawn"><strong>This standard has been withdrawn.<\/strong>[^<]*610-00-00300\/2024-03/);
  });

  it('moves a wrong or missing slug to the canonical one (301), keeping the query', async () => {
    await expectMoves(site.app, [
      [contentPath('standard', 'en', standard.id, 'old-name'), contentPath('standard', 'en', standard.id, slugOf(standard, 'en'))],
      [`/en/standard/${standard.id}`, contentPath('standard', 'en', standard.id, slugOf(standard, 'en'))],
      [`${contentPath('standard', 'sr', standard.id, 'стари')}?x=1`, `${contentPath('standard', 'sr', standard.id, slugOf(standard, 'sr'))}?x=1`],
    ]);
  });

  it('is not found (404) for a draft, a scheduled or an unknown standard', async () => {
    await expectUnpublishedNotFound(site, 'standard', 'standards', standardPayload);
  });

  it.each(LOCALES)('is linked from the page of a qualification resting on it, in %s', async (locale) => {
    const html = (await get(contentPath('qualification', locale, qualification.id, slugOf(qualification, locale)))).body;
    expect(hrefs(html)).toContain(contentPath('standard', locale, standard.id, slugOf(standard, locale)));
  });
});

describe('the list of standards', () => {
  it.each(LOCALES)('in %s: its head, and the standards a page at a time with their count', async (locale) => {
    const path = listPath('standards', locale);
    const { head, response } = await getPage(site.app, encoded(path));
    expect(head.lang).toBe(LANG[locale]);
    expect(head.titles).toEqual([`${LIST_TITLE[locale]} | ${SITE_NAME[locale]}`]);
    expect(metaOf(head, 'description')).not.toBe('');
    expect(canonicalOf(head)).toEqual([absolute(path)]);
    expect(hreflangsOf(head)).toEqual(expectedAlternates((l) => listPath('standards', l)));
    const root = rootOf(response.body);
    expect(root).toMatch(/<form[^>]*role="search"[^>]*method="get"/);
    expect(root).toContain('class="register-results__count"');
    expect(Object.keys(head.initialData!.responses)).toContain('/api/standards');
  });

  it('takes its filters from the URL into the data it inlines, and finds the standard they name', async () => {
    const council = String(councilOf.id);
    const query = new URLSearchParams({ status: 'in-force', council, field: '0714', level: '6.1', q: marker, page: '1' });
    const { head, response } = await getPage(site.app, `${encoded(listPath('standards', 'sr'))}?${query}`);
    const request = `/api/standards?${new URLSearchParams({ q: marker, level: '6.1', field: '0714', council, status: 'in-force' })}`;
    const list = head.initialData!.responses[request] as { total: number; items: { id: number }[] };
    expect(list).toMatchObject({ total: 1, items: [{ id: standard.id }] });
    expect(hrefs(response.body)).toContain(contentPath('standard', 'sr', standard.id, slugOf(standard, 'sr')));
    // Words searched for make a page of results, not a page to index.
    expect(head.meta.robots).toEqual(['noindex, follow']);
  });

  it('shows the withdrawn ones when asked, and says so when nothing matches', async () => {
    const { head } = await getPage(site.app, `${encoded(listPath('standards', 'en'))}?status=withdrawn&q=${encodeURIComponent(marker)}`);
    const list = head.initialData!.responses[`/api/standards?q=${encodeURIComponent(marker)}&status=withdrawn`] as { items: { id: number }[] };
    expect(list.items.map((item) => item.id)).toEqual([withdrawn.id]);
    const { response } = await getPage(site.app, `${encoded(listPath('standards', 'en'))}?q=${encodeURIComponent(`${marker}нема`)}`);
    expect(rootOf(response.body)).toContain('<p class="register-results__empty">No standard matches.');
  });

  it('drops filter values the API would refuse instead of failing (a hand-edited link)', async () => {
    const { head } = await getPage(site.app, `${encoded(listPath('standards', 'lat'))}?level=99&status=active&field=x&page=-1`);
    expect(Object.keys(head.initialData!.responses)).toContain('/api/standards');
  });

  it('is linked from the register of qualifications', async () => {
    for (const locale of LOCALES) expect(hrefs((await get(listPath('qualifications', locale))).body)).toContain(listPath('standards', locale));
  });
});

describe('the standards elsewhere on the site', () => {
  it('the sitemap lists the list and each published standard in every locale, with its alternates; not a draft', async () => {
    const draft = await createItem(site.t, 'standards', standardPayload({ status: 'draft' }));
    const xml = (await get('/sitemap.xml')).body;
    for (const locale of LOCALES) {
      expect(xml).toContain(`<loc>${absolute(listPath('standards', locale))}</loc>`);
      expect(xml).toContain(`<loc>${absolute(contentPath('standard', locale, standard.id, slugOf(standard, locale)))}</loc>`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="sr-Latn" href="${absolute(contentPath('standard', 'lat', standard.id, slugOf(standard, 'lat')))}"/>`);
    expect(xml).not.toContain(`/${draft.id}/${encodeURIComponent(slugOf(draft, 'en'))}<`);
  });

  it.each(LOCALES)('the site search in %s finds a standard with type=standard, linking its page, and names the type', async (locale) => {
    const words = marker;
    const path = `${listPath('search', locale)}?q=${encodeURIComponent(words)}&type=standard`;
    const { head, response } = await getPage(site.app, `${encoded(listPath('search', locale))}?q=${encodeURIComponent(words)}&type=standard`);
    const results = Object.entries(head.initialData!.responses).find(([key]) => key.startsWith('/api/search'))?.[1] as { items: { type: string; id: number; url: string }[] };
    expect(results.items.map((item) => [item.type, item.id]).sort()).toEqual([
      ['standard', standard.id],
      ['standard', withdrawn.id],
    ].sort());
    expect(hrefs(response.body), path).toContain(contentPath('standard', locale, standard.id, slugOf(standard, locale)));
    const label = { sr: 'Стандард квалификације', lat: 'Standard kvalifikacije', en: 'Qualification standard' }[locale];
    expect(rootOf(response.body)).toContain(label);
  });
});
