import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID, type InitialData, type RenderScreen } from '../../src/common/initial-data.js';
import { contentPath, listPath } from '../../src/common/routes.js';
import { portal } from './support/portal.js';
import { expect, test } from './support/browser.js';
import { LOCALE_CASES, api, findArticle, findFilesOfAYear, findNqfPage, findPresentation, publicScreens } from './support/content.js';
import { SCREEN_TIMEOUT, currentPath, expectH1, expectVisible, open } from './support/page.js';

/** Console warnings and errors, uncaught errors, and the API requests the page makes from now on. */
function watch(page: Page) {
  const problems: string[] = [];
  const apiRequests: string[] = [];
  page.on('console', (message) => {
    // A 404 page's own status is logged as a failed load; that is the server's answer, not the app's.
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
  });
  return {
    problems,
    apiRequests,
    reset() {
      problems.length = 0;
      apiRequests.length = 0;
    },
  };
}

for (const { locale, searchWord } of LOCALE_CASES) {
  test(`every public screen in ${locale} hydrates the server's HTML without a warning and without fetching its data again`, async ({ page, baseUrl }) => {
    const watched = watch(page);
    for (const [path, status] of await publicScreens(baseUrl, locale, searchWord)) {
      watched.reset();
      await open(page, path, status);
      await expectH1(page);
      await page.waitForLoadState('networkidle');
      expect(watched.problems, `console of ${path}`).toEqual([]);
      expect(watched.apiRequests, `API requests of ${path}`).toEqual([]);
    }
  });
}

test("every page rendered on the portal's worker threads has the markup the server's own thread renders from the same data", async ({ baseUrl }) => {
  const { renderScreen } = (await import(/* @vite-ignore */ pathToFileURL(portal().screenRenderer).href)) as { renderScreen: RenderScreen };
  const dataElement = new RegExp(`<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's');
  for (const { locale, searchWord } of LOCALE_CASES) {
    for (const [path, status] of await publicScreens(baseUrl, locale, searchWord)) {
      if (status !== 200) continue;
      const url = new URL(path, baseUrl);
      const page = await (await fetch(url)).text();
      const inlined = JSON.parse(dataElement.exec(page)![1]!) as InitialData;
      const rendered = await renderScreen({ url: url.pathname + url.search, data: { locale: inlined.locale, responses: inlined.responses }, failures: {} });
      expect(rendered.html.length, path).toBeGreaterThan(1000);
      expect(page.includes(`<div id="root">${rendered.html}</div>`), `markup of ${path}`).toBe(true);
      expect(inlined.formattedTexts, `formatted texts of ${path}`).toEqual(rendered.formattedTexts);
    }
  }
});

describe('without JavaScript', () => {
  test('every public screen shows its content', async ({ browser, baseUrl }) => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'sr-RS', javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const { locale, searchWord } of LOCALE_CASES) {
        for (const [path, status] of await publicScreens(baseUrl, locale, searchWord)) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(status);
          await expectH1(page);
          // Screens show their content, never the loading placeholder.
          expect(await page.locator('.screen-loading').count(), `placeholders on ${path}`).toBe(0);
        }
        const article = await findArticle(baseUrl, locale);
        await page.goto(contentPath('article', locale, article.id, article.slug));
        await expectH1(page, article.title);
        expect((await page.locator('.article').innerText()).length).toBeGreaterThan(200);
      }
    } finally {
      await context.close();
    }
  });

  test('links, the menu and the locale switch work as ordinary links; the presentation lists its slides', async ({ browser, baseUrl }) => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'sr-RS', javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const nqf = await findNqfPage(baseUrl, 'sr');
      await page.goto(listPath('home', 'sr'));
      // The drawer cannot open without scripts: the whole menu is there as links instead.
      const menu = page.locator('.main-nav-static');
      await expectVisible(menu);
      const nqfPath = contentPath('page', 'sr', nqf.id, nqf.slug);
      await menu.locator(`a[href="${nqfPath}"]`).click();
      await expectH1(page, nqf.title);
      expect(currentPath(page)).toBe(nqfPath);

      const english = await findNqfPage(baseUrl, 'en');
      await page.getByRole('link', { name: 'English' }).click();
      await expectH1(page, english.title);
      expect(currentPath(page)).toBe(contentPath('page', 'en', english.id, english.slug));

      const presentation = await findPresentation(baseUrl, 'en');
      await page.goto(contentPath('presentation', 'en', presentation.id, presentation.slug));
      await expectH1(page, presentation.title);
      await expect.poll(() => page.locator('.slide-viewer img').count(), { timeout: SCREEN_TIMEOUT }).toBe(presentation.slides.length);
    } finally {
      await context.close();
    }
  });

  test('the search form and the files filters submit with GET and show what they found', async ({ browser, baseUrl }) => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'sr-RS', javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(listPath('home', 'en'));
      const search = page.getByRole('search').first();
      await search.getByRole('combobox').fill('qualification');
      await search.getByRole('button').click();
      await page.waitForURL(/\/en\/search\?q=qualification/, { timeout: SCREEN_TIMEOUT });
      await expectVisible(page.locator('.search-results').getByRole('link').first());

      const { year, inYear, other } = await findFilesOfAYear(baseUrl, 'en');
      await page.goto(listPath('files', 'en'));
      await page.getByLabel('Year').selectOption(String(year));
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(new RegExp(`year=${year}`), { timeout: SCREEN_TIMEOUT });
      const titles = await page.locator('.files-table__name').allInnerTexts();
      expect(titles.sort()).toEqual(inYear.map((file) => file.title).sort());
      expect(titles).not.toContain(other.title);
    } finally {
      await context.close();
    }
  });
});

test('the category list of the files screen comes with the page', async ({ page, baseUrl }) => {
  const categories = await api<{ items: { name: string }[] }>(baseUrl, '/api/categories?limit=100', 'lat');
  await open(page, listPath('files', 'lat'));
  const options = await page.getByLabel('Kategorija').locator('option').allInnerTexts();
  expect(options.slice(1)).toEqual(categories.items.map((category) => category.name));
});

describe('hydration in turns', () => {
  /** Counts the date formatters the page makes (the first one costs a phone a long moment). */
  async function countDateFormatters(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const scope = window as unknown as { formattersMade: number };
      scope.formattersMade = 0;
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          scope.formattersMade += 1;
          return new target(...args);
        },
      });
    });
  }

  /** References by id (for, aria-*) that name no element of the page. */
  const brokenIdReferences = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('[for], [aria-labelledby], [aria-describedby], [aria-controls], [aria-activedescendant]')].flatMap((element) =>
        ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-activedescendant'].flatMap((name) =>
          (element.getAttribute(name) ?? '')
            .split(/\s+/)
            .filter((id) => id && !document.getElementById(id))
            .map((id) => `${element.tagName} ${name}=${id}`),
        ),
      ),
    );

  test('the home page hydrates with the dates the server formatted, and every part it hydrates later answers with the ids the server gave', async ({ page }) => {
    await countDateFormatters(page);
    const watched = watch(page);
    await open(page, listPath('home', 'sr'));
    expect(await page.evaluate(() => (window as unknown as { formattersMade: number }).formattersMade), 'date formatters made while hydrating').toBe(0);

    // The header's tools: the search box's options take their ids from the list the server rendered.
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Претражи портал' });
    await box.pressSequentially('kvalifikacija');
    const listbox = page.getByRole('listbox', { name: 'Предлози за претрагу' });
    await expectVisible(listbox);
    const listId = await listbox.getAttribute('id');
    expect(await box.getAttribute('aria-controls')).toBe(listId);
    await expect.poll(() => listbox.getByRole('option').count(), { timeout: SCREEN_TIMEOUT }).toBeGreaterThan(1);
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toMatch(new RegExp(`^${listId}-`));
    await box.press('Escape');
    await box.fill('');

    // The calendar, among the last parts: a marked day lists its entries under a heading it names.
    const calendar = page.locator('.home-advice__calendar');
    await calendar.locator('.month-calendar__day--marked').first().click();
    await expectVisible(calendar.locator('.month-calendar__entries').first());
    await calendar.getByRole('button', { name: /претходни месец/i }).click();
    await expectVisible(calendar.locator('.month-calendar__grid'));

    expect(await brokenIdReferences(page)).toEqual([]);
    expect(watched.problems).toEqual([]);
  });

  test('a browser without scheduler.yield hydrates every part all the same', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(window, 'scheduler', { value: undefined }));
    const watched = watch(page);
    await open(page, listPath('home', 'en'));
    expect(await page.evaluate(() => (window as unknown as { scheduler?: unknown }).scheduler)).toBeUndefined();
    // The calendar is among the last parts: its buttons answer.
    const calendar = page.locator('.home-advice__calendar');
    const month = await calendar.locator('.month-calendar__month').innerText();
    await calendar.getByRole('button', { name: 'Previous month' }).click();
    await expect.poll(() => calendar.locator('.month-calendar__month').innerText(), { timeout: SCREEN_TIMEOUT }).not.toBe(month);
    expect(watched.problems).toEqual([]);
  });

  test('the files page hydrates its filters and its list in turns: the filters apply, the labels name their fields', async ({ page, baseUrl }) => {
    await countDateFormatters(page);
    const { year, inYear } = await findFilesOfAYear(baseUrl, 'en');
    await open(page, listPath('files', 'en'));
    expect(await page.evaluate(() => (window as unknown as { formattersMade: number }).formattersMade)).toBe(0);
    await page.getByLabel('Year').selectOption(String(year));
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(new RegExp(`year=${year}`), { timeout: SCREEN_TIMEOUT });
    await expect.poll(() => page.locator('.files-table tbody tr').count(), { timeout: SCREEN_TIMEOUT }).toBe(inYear.length);
    expect(await brokenIdReferences(page)).toEqual([]);
  });

  test('a register hydrates its screen, its filters and each card in turns: the cards lead on within the app, the filters apply, and the first move to another screen finds its route', async ({ page, baseUrl }) => {
    const watched = watch(page);
    const list = await api<{ items: { id: number; slug: string; title: string }[] }>(baseUrl, '/api/standards', 'en');
    const atLevel = await api<{ items: unknown[] }>(baseUrl, '/api/standards?level=4', 'en');
    await open(page, listPath('standards', 'en'));
    // A document loaded again would lose this; the app's own navigation keeps it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

    // Each card hydrated in its own turn: its title link navigates within the app.
    const last = list.items.at(-1)!;
    await page.locator('.register-results__list').getByRole('link', { name: last.title, exact: true }).click();
    await expect.poll(() => currentPath(page), { timeout: SCREEN_TIMEOUT }).toBe(contentPath('standard', 'en', last.id, last.slug));
    await expectH1(page, last.title);
    expect(await sameDocument()).toBe(true);

    // Back on the list, the filters (their own turn) apply within the app as well.
    await page.goBack();
    await expectH1(page, 'Qualification standards');
    await page.getByLabel('NQF level', { exact: true }).selectOption('4');
    await page.getByRole('button', { name: 'Show standards' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('level'), { timeout: SCREEN_TIMEOUT }).toBe('4');
    await expect.poll(() => page.locator('.register-results__list > li').count(), { timeout: SCREEN_TIMEOUT }).toBe(atLevel.items.length);
    expect(await sameDocument()).toBe(true);
    expect(await brokenIdReferences(page)).toEqual([]);

    // The router starts with the page's own route; another screen's, in another locale too, comes with the first move there.
    await open(page, listPath('standards', 'en'));
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Latinica', exact: true }).click();
    await expect.poll(() => currentPath(page), { timeout: SCREEN_TIMEOUT }).toBe(listPath('standards', 'lat'));
    await expectH1(page, 'Standardi kvalifikacija');
    await page.locator('.site-header__brand').click();
    await expect.poll(() => currentPath(page), { timeout: SCREEN_TIMEOUT }).toBe(listPath('home', 'lat'));
    expect(await sameDocument()).toBe(true);
    expect(watched.problems).toEqual([]);
  });
});
