import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import type { Locale } from '../../src/common/locales.js';
import { contentPath, dashboardPath, listPath } from '../../src/common/routes.js';
import { expectNoAxeViolations } from './support/axe.js';
import { DESKTOP_VIEWPORT, expect, test } from './support/browser.js';
import { findArticle, findCategory } from './support/content.js';
import { SCREEN_TIMEOUT, currentPath, expectH1, expectHtmlLang, expectVisible, open, untilInteractive } from './support/page.js';

/**
 * What a reader meets when something fails: offline, a page that could not load, a part of the app
 * that did not arrive. Every such screen speaks the reader's language, never an error's own words,
 * and offers a way on.
 */

const TEXTS = {
  sr: {
    offline: 'Нисте повезани на интернет',
    readable: 'Странице које можете да читате без интернета',
    home: 'Назад на почетну',
    outdated: 'Део портала није могао да се учита',
    reload: 'Поново учитај страницу',
    search: 'Претражи портал',
  },
  lat: {
    offline: 'Niste povezani na internet',
    readable: 'Stranice koje možete da čitate bez interneta',
    home: 'Nazad na početnu',
    outdated: 'Deo portala nije mogao da se učita',
    reload: 'Ponovo učitaj stranicu',
    search: 'Pretraži portal',
  },
  en: {
    offline: 'You are offline',
    readable: 'Pages you can read offline',
    home: 'Go back to home',
    outdated: 'Part of the portal could not be loaded',
    reload: 'Reload the page',
    search: 'Search the portal',
  },
} satisfies Record<Locale, Record<string, string>>;

/** What a programmer's error says: none of it may reach a reader's screen. */
const TECHNICAL = /failed to fetch|dynamically imported|module script|TypeError|ERROR 500|GREŠKA 500|ГРЕШКА 500|undefined/i;

async function expectNoTechnicalText(page: Page): Promise<void> {
  expect(await page.locator('body').innerText()).not.toMatch(TECHNICAL);
}

/** Waits until the service worker controls the page and has stored the page itself. */
async function untilStoredForOffline(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: SCREEN_TIMEOUT }).toBe(true);
  await expect.poll(() => page.evaluate(async () => (await caches.match(location.href, { ignoreVary: true })) !== undefined), { timeout: SCREEN_TIMEOUT }).toBe(true);
}

/** The offline screen: its heading, and the pages it lists as readable. */
async function expectOfflineScreen(page: Page, locale: Locale): Promise<Locator> {
  await expectVisible(page.getByRole('heading', { level: 1, name: TEXTS[locale].offline }));
  const readable = page.getByRole('navigation', { name: TEXTS[locale].readable });
  await expectVisible(readable);
  await expectVisible(page.getByRole('link', { name: TEXTS[locale].home }));
  await expectNoTechnicalText(page);
  return readable;
}

/** A link of the page to a path of the portal, its href written as is or percent-encoded (Cyrillic). */
const linkTo = (page: Page, path: string) => page.locator(`a[href="${path}"], a[href="${encodeURI(path)}"]`).first();

describe('offline', () => {
  for (const locale of ['en', 'lat'] as const) {
    test(`an address that redirects opens, offline, the stored page it redirects to (${locale})`, async ({ page, context, baseUrl }) => {
      const article = await findArticle(baseUrl, locale);
      const canonical = contentPath('article', locale, article.id, article.slug);
      const withoutSlug = canonical.slice(0, canonical.lastIndexOf('/'));
      await open(page, listPath('home', locale));
      await untilStoredForOffline(page);
      // Online the server redirects to the slug; the worker stores the page it redirected to.
      await open(page, withoutSlug);
      await expectH1(page, article.title);
      expect(currentPath(page)).toBe(canonical);
      await untilStoredForOffline(page);

      await context.setOffline(true);
      for (const address of [withoutSlug, `${withoutSlug}/an-old-slug`]) {
        await page.goto(address);
        await expectH1(page, article.title);
        expect(currentPath(page), address).toBe(canonical);
        await expectNoTechnicalText(page);
      }
    });
  }

  for (const locale of ['sr', 'en'] as const) {
    test(`a page never opened shows the offline screen with what can be read, loaded or followed from a link (${locale})`, async ({ page, context, baseUrl }) => {
      const [article, category] = await Promise.all([findArticle(baseUrl, locale), findCategory(baseUrl, locale)]);
      await open(page, listPath('home', locale));
      await untilStoredForOffline(page);
      await open(page, contentPath('article', locale, article.id, article.slug));
      await untilStoredForOffline(page);
      await context.setOffline(true);

      // Loaded as a page: the worker has none, its shell opens and the app says why.
      const categoryPath = contentPath('category', locale, category.id, category.slug);
      await page.goto(categoryPath);
      const readable = await expectOfflineScreen(page, locale);
      // Named by their own titles, without the portal's name after each.
      await expectVisible(readable.getByRole('link', { name: article.title, exact: true }));
      expect(currentPath(page)).toBe(categoryPath);
      await expectNoAxeViolations(page);

      // Followed from a link of the app: the same screen, at the address followed.
      await page.goto(listPath('home', locale));
      await expectH1(page);
      await untilInteractive(page);
      await linkTo(page, categoryPath).click();
      await expect.poll(() => currentPath(page), { timeout: SCREEN_TIMEOUT }).toBe(categoryPath);
      await expectOfflineScreen(page, locale);

      // A link of the app to a page read before opens it: its data is in the stored page.
      await page.goto(listPath('home', locale));
      await untilInteractive(page);
      await linkTo(page, contentPath('article', locale, article.id, article.slug)).click();
      await expectH1(page, article.title);
      await expectNoTechnicalText(page);

      // And from the offline screen's own list.
      await page.goto(categoryPath);
      await (await expectOfflineScreen(page, locale)).getByRole('link', { name: article.title, exact: true }).click();
      await expectH1(page, article.title);
    });
  }

  test('the dashboard offline says why it does not open, instead of an empty page', async ({ page, context }) => {
    await open(page, listPath('home', 'sr'));
    await untilStoredForOffline(page);
    await context.setOffline(true);
    await page.goto(dashboardPath('sr'));
    await expectOfflineScreen(page, 'sr');
    expect(currentPath(page)).toBe(dashboardPath('sr'));
    await expectNoAxeViolations(page);
  });
});

describe('a part of the app that fails to load', () => {
  for (const [locale, files, search] of [
    ['lat', 'Datoteke', listPath('search', 'lat')],
    ['en', 'Files', listPath('search', 'en')],
  ] as const) {
    test(`the guarded reload loads the address clicked; a second failure within the minute says so in words (${locale})`, async ({ browser, baseUrl }) => {
      // No service worker: the chunks come from the network, where the test makes them fail.
      const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP_VIEWPORT, serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        const home = listPath('home', locale);
        const filesPath = listPath('files', locale);
        // The screens' chunks fail while asked for from these pages (a release replaced them, say).
        const failWhileOn = (pattern: RegExp, path: string) =>
          page.route(pattern, (route) => (new URL(route.request().frame().url()).pathname === path ? route.abort() : route.continue()));
        await failWhileOn(/\/assets\/files-screen-[^/]+\.js$/, home);
        await failWhileOn(/\/assets\/search-screen-[^/]+\.js$/, filesPath);

        await open(page, home);
        await page.evaluate(() => Object.assign(window, { sameDocument: true }));
        await linkTo(page, filesPath).click();
        // A full load (the page is another document) of the address clicked, not of the one left.
        await expect.poll(() => page.evaluate(() => 'sameDocument' in window).catch(() => true), { timeout: SCREEN_TIMEOUT }).toBe(false);
        expect(currentPath(page)).toBe(filesPath);
        await expectH1(page, files);
        await untilInteractive(page);

        // Failing again within the minute, the guard does not reload: the error page explains.
        await linkTo(page, search).click();
        await expectVisible(page.getByRole('heading', { level: 1, name: TEXTS[locale].outdated }));
        expect(currentPath(page)).toBe(search);
        const reload = page.getByRole('link', { name: TEXTS[locale].reload });
        expect(await reload.getAttribute('href')).toBe(search);
        await expectVisible(page.getByRole('link', { name: TEXTS[locale].home }));
        await expectVisible(page.getByRole('link', { name: TEXTS[locale].search }));
        await expectNoTechnicalText(page);
        await expectNoAxeViolations(page);
      } finally {
        await context.close();
      }
    });
  }
});

describe('error pages', () => {
  test("a page the server could not answer offers the way on in words, in the reader's language", async ({ page }) => {
    // A 404 of an unknown article: its status with words, the search and the way home.
    await open(page, contentPath('article', 'lat', 987654, 'nema'), 404);
    await expectH1(page, 'Ova stranica nije pronađena');
    await expectVisible(page.getByText('Greška 404'));
    await expectVisible(page.getByRole('link', { name: TEXTS.lat.search }));
    await expectVisible(page.getByRole('link', { name: TEXTS.lat.home }));
    await expectNoTechnicalText(page);
    await expectNoAxeViolations(page);
  });

  test("a link to a document that is gone opens the site's error page in the reader's language, not the API's answer", async ({ page, context, baseUrl }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl }]);
    await open(page, '/api/files/99999999/download', 404);
    await expectH1(page, 'This page could not be found');
    await expectHtmlLang(page, /^en$/);
    expect(await page.title()).toBe('This page could not be found | NQFS');
    await expectVisible(page.getByRole('link', { name: TEXTS.en.home }));
    expect(await page.getByRole('link', { name: TEXTS.en.home }).getAttribute('href')).toBe(listPath('home', 'en'));
    await expectVisible(page.getByRole('link', { name: TEXTS.en.search }));
    expect(await page.locator('body').innerText()).not.toMatch(/NOT_FOUND|"error"/);
    await expectNoAxeViolations(page);
  });
});
