import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAYOUT_REQUESTS } from '../../src/common/initial-data.js';
import type { Locale } from '../../src/common/locales.js';
import { contentPath, listPath } from '../../src/common/routes.js';
import { SITE_NAME } from '../../src/common/site-name.js';
import { renderScreen } from '../../src/web/ssr/render-screen.js';
import { type View, approvalPayload, createItem, providerPayload, qualificationPayload, unique, updateItem } from './support/factories.js';
import { LANG, SCREEN_LOCALES, absolute, expectMoves, expectUnpublishedNotFound, expectedAlternates, getWithStatus, hrefs, rootOf, slugOf, textOf } from './support/screen-pages.js';
import { type SiteApp, canonicalOf, encoded, getPage, hreflangsOf, metaOf, startSiteApp } from './support/site-app.js';

/**
 * The public screens of the adult-education providers: the list (/организатори-образовања-одраслих,
 * …) with its filters, a provider's page with its approvals and their statuses, and the
 * qualification's "where to get it as an adult"; in the sitemap and found by the site search.
 */

let site: SiteApp;
let marker: string;
let provider: View;
let qualification: View;

const LIST_TITLE: Record<Locale, string> = { sr: 'Организатори образовања одраслих', lat: 'Organizatori obrazovanja odraslih', en: 'Adult-education providers' };
const LOCALES = SCREEN_LOCALES;
const get = (path: string, status = 200) => getWithStatus(site.app, path, status);
const HOUR = 3_600_000;

beforeAll(async () => {
  site = await startSiteApp(undefined, renderScreen);
  marker = `obuka${unique()}`;
  qualification = await createItem(site.t, 'qualifications', qualificationPayload({}, { title: `Заваривач ${marker}` }));
  provider = await createItem(
    site.t,
    'providers',
    providerPayload(
      {
        approvals: [
          approvalPayload({ qualificationId: qualification.id, level: null, programme: { sr: `Програм заваривања ${marker}`, en: `Welding programme ${marker}` }, places: [{ municipality: 'Крагујевац', address: 'Индустријска 5' }] }),
          approvalPayload({ programme: { sr: 'Одузети програм' }, revocation: { at: new Date(Date.now() - HOUR).toISOString(), reason: 'Престали услови за рад' } }),
        ],
      },
      { name: `Центар за обуку ${marker}` },
    ),
  );
  // The English name carries the marker too, so that a search in each locale finds it.
  const en = provider.translations.en as { name: string };
  provider = await updateItem(site.t, 'providers', provider.id, {
    ...providerPayload({ registrationNumber: provider.registrationNumber, taxNumber: provider.taxNumber, approvals: provider.approvals }),
    translations: { sr: { name: `Центар за обуку ${marker}` }, en: { name: `${en.name} ${marker}` } },
  });
});
afterAll(() => site.close());

describe('the page of a provider', () => {
  it.each(LOCALES)('in %s: its name as the h1, its facts, its approvals with their status, and a head of its own', async (locale) => {
    const path = contentPath('provider', locale, provider.id, slugOf(provider, locale));
    const { head, response } = await getPage(site.app, encoded(path));
    const root = rootOf(response.body);
    const name = textOf(provider, locale, 'name');
    expect(root).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
    expect(root).toContain('<dl class="qualification__facts">');
    expect(root).toContain(provider.taxNumber as string);
    expect(root).toContain('provider__approval provider__approval--in-force');
    expect(root).toContain('provider__approval provider__approval--revoked');
    expect(root).toContain({ sr: 'Престали услови за рад', lat: 'Prestali uslovi za rad', en: 'Prestali uslovi za rad' }[locale]);
    expect(root).toContain({ sr: 'Крагујевац', lat: 'Kragujevac', en: 'Kragujevac' }[locale]);
    const links = hrefs(response.body);
    expect(links).toContain(contentPath('qualification', locale, qualification.id, slugOf(qualification, locale)));
    expect(links).toContain(listPath('providers', locale));

    expect(head.lang).toBe(LANG[locale]);
    expect(head.titles).toEqual([`${name} | ${SITE_NAME[locale]}`]);
    expect(metaOf(head, 'description')).toContain({ sr: 'Нови Сад', lat: 'Novi Sad', en: 'Novi Sad' }[locale]);
    expect(canonicalOf(head)).toEqual([absolute(path)]);
    expect(hreflangsOf(head)).toEqual(expectedAlternates((l) => contentPath('provider', l, provider.id, slugOf(provider, l))));
    expect(Object.keys(head.initialData!.responses).sort()).toEqual([`/api/providers/${provider.id}`, ...LAYOUT_REQUESTS.map((request) => request.path)].sort());
  });

  it('moves a wrong or missing slug to the canonical one (301)', async () => {
    await expectMoves(site.app, [
      [contentPath('provider', 'en', provider.id, 'old-name'), contentPath('provider', 'en', provider.id, slugOf(provider, 'en'))],
      [`/en/adult-education-provider/${provider.id}`, contentPath('provider', 'en', provider.id, slugOf(provider, 'en'))],
    ]);
  });

  it('is not found (404) for a draft, a scheduled or an unknown provider', async () => {
    await expectUnpublishedNotFound(site, 'provider', 'providers', providerPayload);
  });

  it.each(LOCALES)("is linked from the qualification's \"where to get it as an adult\", in %s", async (locale) => {
    const html = (await get(contentPath('qualification', locale, qualification.id, slugOf(qualification, locale)))).body;
    const root = rootOf(html);
    expect(root).toContain('id="qualification-adult-providers"');
    expect(hrefs(html)).toContain(contentPath('provider', locale, provider.id, slugOf(provider, locale)));
    expect(root).toContain({ sr: `Програм заваривања ${marker}`, lat: `Program zavarivanja ${marker}`, en: `Welding programme ${marker}` }[locale]);
  });
});

describe('the list of providers', () => {
  it.each(LOCALES)('in %s: its head, the filters as a GET form, and the providers with their count', async (locale) => {
    const path = listPath('providers', locale);
    const { head, response } = await getPage(site.app, encoded(path));
    expect(head.lang).toBe(LANG[locale]);
    expect(head.titles).toEqual([`${LIST_TITLE[locale]} | ${SITE_NAME[locale]}`]);
    expect(canonicalOf(head)).toEqual([absolute(path)]);
    expect(hreflangsOf(head)).toEqual(expectedAlternates((l) => listPath('providers', l)));
    const root = rootOf(response.body);
    expect(root).toMatch(/<form[^>]*role="search"[^>]*method="get"/);
    expect(root).toContain('class="register-results__count"');
    expect(Object.keys(head.initialData!.responses)).toContain('/api/providers');
  });

  it('takes its filters from the URL into the data it inlines, and finds the provider they name', async () => {
    const query = new URLSearchParams({ q: marker, municipality: 'Kragujevac', activity: 'non-formal-education', qualification: String(qualification.id), level: '4', status: 'in-force' });
    const { head, response } = await getPage(site.app, `${encoded(listPath('providers', 'lat'))}?${query}`);
    const list = head.initialData!.responses[`/api/providers?${query}`] as { total: number; items: { id: number }[] };
    expect(list).toMatchObject({ total: 1, items: [{ id: provider.id }] });
    expect(hrefs(response.body)).toContain(contentPath('provider', 'lat', provider.id, slugOf(provider, 'lat')));
    expect(head.meta.robots).toEqual(['noindex, follow']);
  });

  it('drops filter values the API would refuse instead of failing (a hand-edited link)', async () => {
    const { head } = await getPage(site.app, `${encoded(listPath('providers', 'en'))}?level=99&status=sometimes&activity=x&qualification=0&page=-1`);
    expect(Object.keys(head.initialData!.responses)).toContain('/api/providers');
  });
});

describe('the providers elsewhere on the site', () => {
  it('the sitemap lists the list and each published provider in every locale; not a draft', async () => {
    const draft = await createItem(site.t, 'providers', providerPayload({ status: 'draft' }));
    const xml = (await get('/sitemap.xml')).body;
    for (const locale of LOCALES) {
      expect(xml).toContain(`<loc>${absolute(listPath('providers', locale))}</loc>`);
      expect(xml).toContain(`<loc>${absolute(contentPath('provider', locale, provider.id, slugOf(provider, locale)))}</loc>`);
    }
    expect(xml).not.toContain(`/${draft.id}/${encodeURIComponent(slugOf(draft, 'en'))}<`);
  });

  it.each(LOCALES)('the site search in %s finds a provider with type=provider, linking its page', async (locale) => {
    const { head, response } = await getPage(site.app, `${encoded(listPath('search', locale))}?q=${encodeURIComponent(marker)}&type=provider`);
    const results = Object.entries(head.initialData!.responses).find(([key]) => key.startsWith('/api/search'))?.[1] as { items: { type: string; id: number }[] };
    expect(results.items.map((item) => [item.type, item.id])).toEqual([['provider', provider.id]]);
    expect(hrefs(response.body)).toContain(contentPath('provider', locale, provider.id, slugOf(provider, locale)));
  });
});
