import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/common/locales.js';
import { listPath } from '../../src/common/routes.js';
import { renderScreen } from '../../src/web/ssr/render-screen.js';
import { createItem, standardPayload } from './support/factories.js';
import { LANG, SCREEN_LOCALES, absolute, expectedAlternates, getWithStatus, hrefs, rootOf } from './support/screen-pages.js';
import { type SiteApp, canonicalOf, getPage, hreflangsOf, startSiteApp } from './support/site-app.js';

/**
 * The open data screen (/отворени-подаци, /lat/otvoreni-podaci, /en/open-data): every dataset with
 * its files and its columns documented, server-rendered and readable without JavaScript.
 */

let site: SiteApp;
const TITLE: Record<Locale, string> = { sr: 'Отворени подаци', lat: 'Otvoreni podaci', en: 'Open data' };
const STANDARDS_TITLE: Record<Locale, string> = { sr: 'Регистар стандарда квалификација Републике Србије', lat: 'Registar standarda kvalifikacija Republike Srbije', en: 'Register of qualification standards of the Republic of Serbia' };

beforeAll(async () => {
  site = await startSiteApp(undefined, renderScreen);
  await createItem(site.t, 'standards', standardPayload());
});
afterAll(() => site.close());

describe('the open data screen', () => {
  it.each(SCREEN_LOCALES)('in %s: the title, each dataset under its heading with its files and the table of its columns, in the page itself', async (locale) => {
    const html = (await getWithStatus(site.app, listPath('open-data', locale))).body;
    const root = rootOf(html);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${TITLE[locale]}</h1>`));
    expect(html).toContain(`<html lang="${LANG[locale]}"`);
    expect(root).toMatch(new RegExp(`<h2 id="dataset-standards">${STANDARDS_TITLE[locale]}</h2>`));
    expect(hrefs(html)).toEqual(expect.arrayContaining(['/open-data/qualifications.csv', '/open-data/qualifications.json', '/open-data/qualifications.jsonld', '/open-data/standards.csv', '/open-data/standards.json', 'https://creativecommons.org/licenses/by/4.0/']));
    // The columns are documented in the page: a row header per column of the CSV file.
    expect(root).toContain('<th scope="row"><code>decisions</code></th>');
    expect(root).toMatch(/<details class="open-data-set__columns">/);
  });

  it('has one canonical address per locale, the others as alternates, and is in the sitemap', async () => {
    for (const locale of SCREEN_LOCALES) {
      const { head } = await getPage(site.app, listPath('open-data', locale));
      expect(canonicalOf(head)).toEqual([absolute(listPath('open-data', locale))]);
      expect(hreflangsOf(head)).toEqual(expectedAlternates((l) => listPath('open-data', l)));
    }
    const sitemap = (await site.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const locale of SCREEN_LOCALES) expect(sitemap).toContain(`<loc>${absolute(listPath('open-data', locale))}</loc>`);
  });
});
