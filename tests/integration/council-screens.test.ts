import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNCILS_REQUEST, LAYOUT_REQUESTS } from '../../src/common/initial-data.js';
import type { Locale } from '../../src/common/locales.js';
import { contentPath, listPath } from '../../src/common/routes.js';
import { SITE_NAME } from '../../src/common/site-name.js';
import { renderScreen } from '../../src/web/ssr/render-screen.js';
import { type View, councilPayload, createItem, filePayload, qualificationPayload, standardPayload, unique } from './support/factories.js';
import { uploadPdf } from './support/multipart.js';
import { LANG, SCREEN_LOCALES, absolute, expectMoves, expectUnpublishedNotFound, expectedAlternates, getWithStatus, hrefs, rootOf, slugOf, textOf } from './support/screen-pages.js';
import { type SiteApp, canonicalOf, encoded, getPage, hreflangsOf, metaOf, startSiteApp } from './support/site-app.js';

/**
 * The public screens of the sector skills councils: the list (/секторска-већа, /lat/sektorska-veca,
 * /en/sector-councils) and a council's page (/секторско-веће/{id}/{slug}, …) with its members,
 * sessions, decisions, standards and qualifications; linked from those standards and
 * qualifications, in the sitemap and found by the site search.
 */

let site: SiteApp;
let marker: string;
let council: View;
let standard: View;
let qualification: View;
let minutes: View;

const LIST_TITLE: Record<Locale, string> = { sr: 'Секторска већа', lat: 'Sektorska veća', en: 'Sector skills councils' };
const ROLE: Record<Locale, string> = { sr: 'председник', lat: 'predsednik', en: 'chair' };
const LOCALES = SCREEN_LOCALES;
const get = (path: string, status = 200) => getWithStatus(site.app, path, status);

beforeAll(async () => {
  site = await startSiteApp(undefined, renderScreen);
  marker = `sumarstvo${unique()}`;
  minutes = await createItem(site.t, 'files', filePayload((await uploadPdf(site.t, 'zapisnik.pdf')).id));
  const made = councilPayload({}, { name: `Секторско веће за шумарство ${marker}` });
  council = await createItem(site.t, 'councils', {
    ...made,
    sessions: [{ date: '2019-11-20', number: '1', agenda: { sr: 'Конституисање већа\nПословник о раду', en: 'Constitution of the council\nRules of procedure' }, minutesFileId: minutes.id }],
    translations: { ...made.translations, en: { name: `Sector skills council for forestry ${marker}`, description: 'Forestry and wood processing.' } },
  });
  standard = await createItem(site.t, 'standards', standardPayload({ councilId: council.id }));
  qualification = await createItem(site.t, 'qualifications', qualificationPayload({ councilId: council.id }));
});
afterAll(() => site.close());

describe('the page of a council', () => {
  it.each(LOCALES)('in %s: its name as the h1, its members, sessions with agenda and minutes, decisions, standards and qualifications, and a head of its own', async (locale) => {
    const path = contentPath('council', locale, council.id, slugOf(council, locale));
    const { head, response } = await getPage(site.app, encoded(path));
    const root = rootOf(response.body);
    const title = textOf(council, locale, 'name');
    expect(root).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(root).toContain(ROLE[locale]);
    expect(root).toContain(locale === 'sr' ? 'Петар Петровић' : 'Petar Petrović');
    expect(root).toContain(locale === 'en' ? 'Rules of procedure' : locale === 'lat' ? 'Poslovnik o radu' : 'Пословник о раду');
    expect(root).toContain('1/2019');
    const links = hrefs(response.body);
    expect(links).toContain(`/api/files/${minutes.id}/download`);
    expect(links).toContain(contentPath('standard', locale, standard.id, slugOf(standard, locale)));
    expect(links).toContain(contentPath('qualification', locale, qualification.id, slugOf(qualification, locale)));
    expect(links).toContain(listPath('councils', locale));

    expect(head.lang).toBe(LANG[locale]);
    expect(head.titles).toEqual([`${title} | ${SITE_NAME[locale]}`]);
    expect(metaOf(head, 'description')).toBe(textOf(council, locale, 'description'));
    expect(canonicalOf(head)).toEqual([absolute(path)]);
    expect(hreflangsOf(head)).toEqual(expectedAlternates((l) => contentPath('council', l, council.id, slugOf(council, l))));
    expect(Object.keys(head.initialData!.responses).sort()).toEqual([`/api/councils/${council.id}`, ...LAYOUT_REQUESTS.map((request) => request.path)].sort());
  });

  it('moves a wrong or missing slug to the canonical one (301), keeping the query', async () => {
    await expectMoves(site.app, [
      [contentPath('council', 'en', council.id, 'old-name'), contentPath('council', 'en', council.id, slugOf(council, 'en'))],
      [`/en/sector-council/${council.id}`, contentPath('council', 'en', council.id, slugOf(council, 'en'))],
      [`${contentPath('council', 'sr', council.id, 'старо')}?x=1`, `${contentPath('council', 'sr', council.id, slugOf(council, 'sr'))}?x=1`],
    ]);
  });

  it('is not found (404) for a draft, a scheduled or an unknown council', async () => {
    await expectUnpublishedNotFound(site, 'council', 'councils', councilPayload);
  });

  it.each(LOCALES)('is linked from the page of a standard and of a qualification of its sector, in %s', async (locale) => {
    const target = contentPath('council', locale, council.id, slugOf(council, locale));
    expect(hrefs((await get(contentPath('standard', locale, standard.id, slugOf(standard, locale)))).body)).toContain(target);
    expect(hrefs((await get(contentPath('qualification', locale, qualification.id, slugOf(qualification, locale)))).body)).toContain(target);
  });

  it('names its council in the list of standards, a link that narrows the list to it', async () => {
    const { response } = await getPage(site.app, `${encoded(listPath('standards', 'en'))}?council=${council.id}`);
    expect(hrefs(response.body)).toContain(`${listPath('standards', 'en')}?council=${council.id}`);
    expect(rootOf(response.body)).toContain(`<option value="${council.id}" selected>Sector skills council for forestry ${marker}</option>`);
  });
});

describe('the list of councils', () => {
  it.each(LOCALES)('in %s: its head, and every published council with a link to its page', async (locale) => {
    const path = listPath('councils', locale);
    const { head, response } = await getPage(site.app, encoded(path));
    expect(head.lang).toBe(LANG[locale]);
    expect(head.titles).toEqual([`${LIST_TITLE[locale]} | ${SITE_NAME[locale]}`]);
    expect(canonicalOf(head)).toEqual([absolute(path)]);
    expect(hreflangsOf(head)).toEqual(expectedAlternates((l) => listPath('councils', l)));
    expect(Object.keys(head.initialData!.responses)).toContain(COUNCILS_REQUEST.path);
    expect(hrefs(response.body)).toContain(contentPath('council', locale, council.id, slugOf(council, locale)));
  });
});

describe('the councils elsewhere on the site', () => {
  it('the sitemap lists the list and each published council in every locale; not a draft', async () => {
    const draft = await createItem(site.t, 'councils', councilPayload({ status: 'draft' }));
    const xml = (await get('/sitemap.xml')).body;
    for (const locale of LOCALES) {
      expect(xml).toContain(`<loc>${absolute(listPath('councils', locale))}</loc>`);
      expect(xml).toContain(`<loc>${absolute(contentPath('council', locale, council.id, slugOf(council, locale)))}</loc>`);
    }
    expect(xml).not.toContain(`/${draft.id}/${encodeURIComponent(slugOf(draft, 'en'))}<`);
  });

  it.each(LOCALES)('the site search in %s finds a council with type=council, linking its page, and names the type', async (locale) => {
    const { head, response } = await getPage(site.app, `${encoded(listPath('search', locale))}?q=${encodeURIComponent(marker)}&type=council`);
    const results = Object.entries(head.initialData!.responses).find(([key]) => key.startsWith('/api/search'))?.[1] as { items: { type: string; id: number }[] };
    expect(results.items.map((item) => [item.type, item.id])).toEqual([['council', council.id]]);
    expect(hrefs(response.body)).toContain(contentPath('council', locale, council.id, slugOf(council, locale)));
    expect(rootOf(response.body)).toContain({ sr: 'Секторско веће', lat: 'Sektorsko veće', en: 'Sector skills council' }[locale]);
  });
});
