import type { Browser, Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import type { Locale } from '../../src/common/locales.js';
import { contentPath, listPath } from '../../src/common/routes.js';
import { expectNoAxeViolations } from './support/axe.js';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, expect, test } from './support/browser.js';
import { LOCALE_CASES, api, findArticle, findCategory, findFilesOfAYear, findNqfPage, findPresentation } from './support/content.js';
import { SCREEN_TIMEOUT, expectH1, expectHidden, expectVisible, focusIsInside, open } from './support/page.js';

/**
 * The public screens on a phone: nothing wider than the screen at 320 px, the results before the
 * filters (which fold into a disclosure that works without JavaScript), values that get the width.
 */

/** The narrowest phone still in use (an iPhone SE of the first generation). */
const NARROW_PHONE = { width: 320, height: 640 };

interface List<T> {
  items: T[];
  total: number;
}

const FILTER_TEXT: Record<Locale, { summary: string; chosen: (count: number) => string; apply: string; level: (code: string) => RegExp; results: string }> = {
  sr: { summary: 'Филтери', chosen: (count) => `изабрано: ${count}`, apply: 'Прикажи квалификације', level: (code) => new RegExp(`^Ниво ${code.replace('.', '\\.')} \\(\\d+\\)$`), results: 'Квалификације' },
  lat: { summary: 'Filteri', chosen: (count) => `izabrano: ${count}`, apply: 'Prikaži kvalifikacije', level: (code) => new RegExp(`^Nivo ${code.replace('.', '\\.')} \\(\\d+\\)$`), results: 'Kvalifikacije' },
  en: { summary: 'Filters', chosen: (count) => `${count} chosen`, apply: 'Show qualifications', level: (code) => new RegExp(`^Level ${code.replace('.', '\\.')} \\(\\d+\\)$`), results: 'Qualifications' },
};

/** Every public screen of a locale, with the data the demo content gives it. */
async function publicPaths(baseUrl: string, locale: Locale, searchWord: string): Promise<string[]> {
  const [article, category, page, presentation, levels, register] = await Promise.all([
    findArticle(baseUrl, locale),
    findCategory(baseUrl, locale),
    findNqfPage(baseUrl, locale),
    findPresentation(baseUrl, locale),
    api<List<{ id: number; slug: string }>>(baseUrl, '/api/levels', locale),
    api<List<{ id: number; slug: string }>>(baseUrl, '/api/qualifications?level=6.2&limit=1', locale),
  ]);
    return [
    listPath('home', locale),
    contentPath('article', locale, article.id, article.slug),
    contentPath('category', locale, category.id, category.slug),
    contentPath('tag', locale, article.tags[0]!.id, article.tags[0]!.slug),
    contentPath('page', locale, page.id, page.slug),
    contentPath('presentation', locale, presentation.id, presentation.slug),
    listPath('files', locale),
    listPath('inspire', locale),
    listPath('levels', locale),
    contentPath('level', locale, levels.items[5]!.id, levels.items[5]!.slug),
    listPath('qualifications', locale),
    contentPath('qualification', locale, register.items[0]!.id, register.items[0]!.slug),
    `${listPath('guide', locale)}?education=secondary&diploma=gymnasium`,
    `${listPath('search', locale)}?q=${encodeURIComponent(searchWord)}`,
  ];
}

/** How far the page scrolls sideways, and the elements that stick out past the screen's right edge. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
    wider: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
  }));

/** Where the first of a list's entries starts, from the top of the page (px). */
const topOf = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

const FIRST_RESULT = { register: '.register-results__list > li', files: '.files-table tbody tr', search: '.search-results__list > li' };

/** A page in a context of its own, with JavaScript off. */
async function withoutJavaScript<T>(browser: Browser, baseUrl: string, viewport: { width: number; height: number }, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'sr-RS', javaScriptEnabled: false, viewport });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

describe('nothing is wider than a phone of 320 px', () => {
  for (const { locale, searchWord } of LOCALE_CASES) {
    test(`every public screen in ${locale}, hydrated and without JavaScript`, async ({ page, browser, baseUrl }) => {
      const paths = await publicPaths(baseUrl, locale, searchWord);
      await page.setViewportSize(NARROW_PHONE);
      for (const path of paths) {
        await open(page, path);
        await expectH1(page);
        const overflow = await sidewaysOverflow(page);
        expect(overflow.scrollWidth, `${path} scrolls sideways: ${overflow.wider.join(', ')}`).toBeLessThanOrEqual(overflow.innerWidth);
      }
      await withoutJavaScript(browser, baseUrl, NARROW_PHONE, async (plain) => {
        for (const path of paths) {
          await plain.goto(path);
          await expectH1(plain);
          const overflow = await sidewaysOverflow(plain);
          expect(overflow.scrollWidth, `${path} without JavaScript scrolls sideways: ${overflow.wider.join(', ')}`).toBeLessThanOrEqual(overflow.innerWidth);
        }
      });
    });
  }
});

describe('the results come first on a phone', () => {
  test('the register, the files and the search show their first result on the first screen, and within two without JavaScript', async ({ page, browser, baseUrl }) => {
    const screens = LOCALE_CASES.flatMap(({ locale, searchWord }) => [
      [listPath('qualifications', locale), FIRST_RESULT.register],
      [listPath('files', locale), FIRST_RESULT.files],
      [`${listPath('search', locale)}?q=${encodeURIComponent(searchWord)}`, FIRST_RESULT.search],
    ]);
    await page.setViewportSize(PHONE_VIEWPORT);
    for (const [path, selector] of screens) {
      await open(page, path!);
      await expectVisible(page.locator(selector!).first());
      expect(await topOf(page, selector!), `first result of ${path}`).toBeLessThanOrEqual(PHONE_VIEWPORT.height);
    }
    // Without JavaScript the whole menu comes before the screen, as links.
    await withoutJavaScript(browser, baseUrl, PHONE_VIEWPORT, async (plain) => {
      for (const [path, selector] of screens) {
        await plain.goto(path!);
        expect(await topOf(plain, selector!), `first result of ${path} without JavaScript`).toBeLessThanOrEqual(2 * PHONE_VIEWPORT.height);
      }
    });
  });

  test('a qualification’s facts and the register’s cards give their values the width of the screen', async ({ page, baseUrl }) => {
    const register = await api<List<{ id: number; slug: string }>>(baseUrl, '/api/qualifications?level=6.2&limit=1', 'lat');
    await page.setViewportSize(NARROW_PHONE);
    // 320 px less the page's margins leave 288 px for the text.
    const minimum = 250;
    for (const [path, values] of [
      [contentPath('qualification', 'lat', register.items[0]!.id, register.items[0]!.slug), '.qualification__facts dd'],
      [listPath('qualifications', 'lat'), '.qualification-card__facts dd'],
    ] as const) {
      await open(page, path);
      await expectVisible(page.locator(values).first());
      const widths = await page.locator(values).evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().width)));
      expect(Math.min(...widths), `the narrowest value on ${path} (all: ${widths.join(', ')})`).toBeGreaterThanOrEqual(minimum);
    }
  });
});

describe('the filters fold away on a phone', () => {
  for (const { locale } of LOCALE_CASES) {
    test(`the register's filters in ${locale} open from their summary, apply, fold again and say how many are chosen; axe finds nothing either way`, async ({ page, baseUrl }) => {
      const text = FILTER_TEXT[locale];
      const atLevel = await api<List<{ title: string }>>(baseUrl, '/api/qualifications?level=5&limit=100', locale);
      await page.setViewportSize(PHONE_VIEWPORT);
      await open(page, listPath('qualifications', locale));
      const summary = page.locator('summary').filter({ hasText: text.summary });
      const checkbox = page.getByRole('checkbox', { name: text.level('5') });
      await expectVisible(summary);
      expect(await checkbox.isVisible()).toBe(false);
      await expectNoAxeViolations(page);

      await summary.click();
      await expectVisible(checkbox);
      await expectNoAxeViolations(page);
      await checkbox.check();
      await page.getByRole('button', { name: text.apply }).click();
      await expect.poll(() => new URL(page.url()).searchParams.getAll('level'), { timeout: SCREEN_TIMEOUT }).toEqual(['5']);
      await expect.poll(async () => (await page.locator('.qualification-card__title').allTextContents()).map((title) => title.trim()), { timeout: SCREEN_TIMEOUT }).toEqual(atLevel.items.map((item) => item.title));
      // Applied, the filters fold away and the keyboard is at the results.
      await expectHidden(checkbox);
      expect(await focusIsInside(page.getByRole('region', { name: text.results }))).toBe(true);
      await expectVisible(summary.filter({ hasText: text.chosen(1) }));
    });
  }

  test('the files\' and the search\'s filters on a phone pass axe folded and open, and their summary says what is chosen', async ({ page }) => {
    const text = FILTER_TEXT.en;
    await page.setViewportSize(PHONE_VIEWPORT);
    for (const [path, field, chosen] of [
      [`${listPath('files', 'en')}?type=pdf`, page.getByLabel('File type'), 1],
      [`${listPath('search', 'en')}?q=qualification&type=page&from=2020-01-01`, page.getByLabel('Content type'), 2],
    ] as const) {
      await open(page, path);
      const summary = page.locator('summary').filter({ hasText: text.summary });
      await expectVisible(summary.filter({ hasText: text.chosen(chosen) }));
      expect(await field.isVisible()).toBe(false);
      await expectNoAxeViolations(page);
      await summary.click();
      await expectVisible(field);
      await expectNoAxeViolations(page);
    }
  });

  test('without JavaScript, the register\'s and the files\' filters open from their summary and submit as forms', async ({ browser, baseUrl }) => {
    const text = FILTER_TEXT.lat;
    const atLevel = await api<List<{ title: string }>>(baseUrl, '/api/qualifications?level=3&limit=100', 'lat');
    const { year, inYear } = await findFilesOfAYear(baseUrl, 'lat');
    await withoutJavaScript(browser, baseUrl, PHONE_VIEWPORT, async (page) => {
      await page.goto(listPath('qualifications', 'lat'));
      const checkbox = page.getByRole('checkbox', { name: text.level('3') });
      expect(await checkbox.isVisible()).toBe(false);
      await page.locator('summary').filter({ hasText: text.summary }).click();
      await checkbox.check();
      await page.getByRole('button', { name: text.apply }).click();
      await page.waitForURL(/level=3/, { timeout: SCREEN_TIMEOUT });
      expect((await page.locator('.qualification-card__title').allTextContents()).map((title) => title.trim()).sort()).toEqual(atLevel.items.map((item) => item.title).sort());
      // The new page comes with the filters folded, saying one is chosen.
      expect(await page.getByRole('checkbox', { name: text.level('3') }).isVisible()).toBe(false);
      await expectVisible(page.locator('summary').filter({ hasText: text.chosen(1) }));

      await page.goto(listPath('files', 'lat'));
      const yearField = page.getByLabel('Godina');
      expect(await yearField.isVisible()).toBe(false);
      await page.locator('summary').filter({ hasText: text.summary }).click();
      await yearField.selectOption(String(year));
      await page.getByRole('button', { name: 'Primeni filtere' }).click();
      await page.waitForURL(new RegExp(`year=${year}`), { timeout: SCREEN_TIMEOUT });
      expect((await page.locator('.files-table__name').allInnerTexts()).sort()).toEqual(inYear.map((file) => file.title).sort());
      await expectVisible(page.locator('summary').filter({ hasText: text.chosen(1) }));
    });
  });

  test('on a wide screen the filters stand open with no summary, with JavaScript and without', async ({ page, browser, baseUrl }) => {
    const text = FILTER_TEXT.en;
    const expectOpenFilters = async (on: Page, path: string, field: Locator) => {
      await on.goto(path);
      await expectVisible(field);
      expect(await on.locator('summary').filter({ hasText: text.summary }).isVisible()).toBe(false);
    };
    for (const [path, field] of [
      [listPath('qualifications', 'en'), page.getByRole('checkbox', { name: text.level('4') })],
      [listPath('files', 'en'), page.getByLabel('Year')],
      [`${listPath('search', 'en')}?q=qualification`, page.getByLabel('Content type')],
    ] as const) {
      await expectOpenFilters(page, path, field);
      await expectNoAxeViolations(page);
    }
    // Without JavaScript (where axe cannot run) the stylesheet alone shows them.
    await withoutJavaScript(browser, baseUrl, DESKTOP_VIEWPORT, async (plain) => {
      await expectOpenFilters(plain, listPath('qualifications', 'en'), plain.getByRole('checkbox', { name: text.level('4') }));
      await expectOpenFilters(plain, listPath('files', 'en'), plain.getByLabel('Year'));
      await expectOpenFilters(plain, `${listPath('search', 'en')}?q=qualification`, plain.getByLabel('Content type'));
    });
  });
});
