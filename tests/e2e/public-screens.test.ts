import { describe } from 'vitest';
import { contentPath, listPath } from '../../src/common/routes.js';
import { expectNoAxeViolations } from './support/axe.js';
import { PHONE_VIEWPORT, expect, test } from './support/browser.js';
import {
  LOCALE_CASES,
  api,
  findArticle,
  findCategory,
  findFilesOfAYear,
  findNqfPage,
  findPresentation,
} from './support/content.js';
import { SCREEN_TIMEOUT, currentPath, expectH1, expectHtmlLang, expectVisible, open } from './support/page.js';

/** Stems of the search words, so inflected forms in result titles count too. */
const SEARCH_STEM = { sr: /квалификациј/i, lat: /kvalifikacij/i, en: /qualification/i };

// Every public screen in every locale: it loads with one h1, <html lang> names the locale and
// axe finds no WCAG 2.0/2.1/2.2 A or AA violation.
for (const { locale, lang, searchWord } of LOCALE_CASES) {
  describe(`public screens in ${locale}`, () => {
    test('home', async ({ page, baseUrl }) => {
      const home = await api<{ news: { title: string }[] }>(baseUrl, '/api/home', locale);
      await open(page, listPath('home', locale));
      await expectH1(page);
      await expectHtmlLang(page, lang);
      const latest = home.news[0];
      if (latest) await expectVisible(page.getByRole('main').getByRole('link', { name: latest.title }).first());
      await expectNoAxeViolations(page);
    });

    test(`search for "${searchWord}"`, async ({ page }) => {
      await open(page, `${listPath('search', locale)}?q=${encodeURIComponent(searchWord)}`);
      await expectH1(page);
      await expectHtmlLang(page, lang);
      // The query is in the search field, and results are links naming the word.
      await expect
        .poll(() => page.getByRole('searchbox').or(page.getByRole('textbox')).evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).value)), {
          timeout: SCREEN_TIMEOUT,
        })
        .toContain(searchWord);
      await expectVisible(page.getByRole('main').getByRole('link', { name: SEARCH_STEM[locale] }).first());
      await expectNoAxeViolations(page);
    });

    test('files filtered by year', async ({ page, baseUrl }) => {
      const { year, inYear, other } = await findFilesOfAYear(baseUrl, locale);
      await open(page, `${listPath('files', locale)}?year=${year}`);
      await expectH1(page);
      await expectHtmlLang(page, lang);
      const main = page.getByRole('main');
      for (const file of inYear) await expectVisible(main.getByText(file.title).first());
      expect(await main.getByText(other.title).first().isVisible(), `a file of ${other.year} is listed under the ${year} filter`).toBe(false);
      await expectNoAxeViolations(page);
    });

    test('article', async ({ page, baseUrl }) => {
      const article = await findArticle(baseUrl, locale);
      await open(page, contentPath('article', locale, article.id, article.slug));
      await expectH1(page, article.title);
      await expectHtmlLang(page, lang);
      await expectNoAxeViolations(page);
    });

    test('category', async ({ page, baseUrl }) => {
      const category = await findCategory(baseUrl, locale);
      await open(page, contentPath('category', locale, category.id, category.slug));
      await expectH1(page, category.name);
      await expectHtmlLang(page, lang);
      await expectNoAxeViolations(page);
    });

    test('page "nqf"', async ({ page, baseUrl }) => {
      const nqf = await findNqfPage(baseUrl, locale);
      await open(page, contentPath('page', locale, nqf.id, nqf.slug));
      await expectH1(page, nqf.title);
      await expectHtmlLang(page, lang);
      await expectNoAxeViolations(page);
    });

    test('presentation: ArrowRight shows the next slide, the PDF is linked', async ({ page, baseUrl }) => {
      const presentation = await findPresentation(baseUrl, locale);
      await open(page, contentPath('presentation', locale, presentation.id, presentation.slug));
      await expectH1(page, presentation.title);
      await expectHtmlLang(page, lang);
      const main = page.getByRole('main');
      const pdfLink = main.getByRole('link', { name: /PDF/ }).first();
      await expectVisible(pdfLink);
      const pdf = await fetch(new URL((await pdfLink.getAttribute('href')) ?? '', page.url()));
      expect(pdf.status, 'the PDF link answers').toBe(200);
      expect(pdf.headers.get('content-type')).toMatch(/^application\/pdf/);
      // The slide viewer: a region named after the presentation, showing one slide image.
      const viewer = main.getByRole('region', { name: presentation.title });
      const slide = viewer.getByRole('img').first();
      await expectVisible(slide);
      await expectNoAxeViolations(page);

      const before = await slide.getAttribute('alt');
      const beforeSrc = await slide.evaluate((img) => (img as HTMLImageElement).currentSrc);
      // Arrow keys work while the viewer has focus (it is in the tab order).
      await viewer.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => slide.getAttribute('alt'), { timeout: 5_000, message: 'the slide did not change on ArrowRight' }).not.toBe(before);
      await expect.poll(() => slide.evaluate((img) => (img as HTMLImageElement).currentSrc), { timeout: 5_000, message: 'the slide image did not change' }).not.toBe(beforeSrc);
      expect(currentPath(page)).toBe(contentPath('presentation', locale, presentation.id, presentation.slug));
    });

    test('inspire', async ({ page }) => {
      await open(page, listPath('inspire', locale));
      await expectH1(page);
      await expectHtmlLang(page, lang);
      await expectNoAxeViolations(page);
    });

    test('the levels of the framework, a level reached from the table by keyboard', async ({ page, baseUrl }) => {
      const levels = await api<{ items: { id: number; slug: string; code: string; title: string }[] }>(baseUrl, '/api/levels', locale);
      await open(page, listPath('levels', locale));
      await expectH1(page);
      await expectHtmlLang(page, lang);
      const table = page.getByRole('table');
      await expectVisible(table);
      expect(await table.getByRole('row').count()).toBe(levels.items.length + 1);
      await expectNoAxeViolations(page);
      // The row's link opens the level's own page, with the keyboard alone.
      const level = levels.items.find((item) => item.code === '6.2')!;
      await table.getByRole('link', { name: level.title, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => currentPath(page), { timeout: SCREEN_TIMEOUT }).toBe(contentPath('level', locale, level.id, level.slug));
      await expectH1(page, level.title);
      await expectNoAxeViolations(page);
    });

    test('the levels of the framework and a level opened from the table pass axe at a phone\'s width', async ({ page, baseUrl }) => {
      const levels = await api<{ items: { id: number; slug: string; code: string; title: string }[] }>(baseUrl, '/api/levels', locale);
      await page.setViewportSize(PHONE_VIEWPORT);
      await open(page, listPath('levels', locale));
      await expectH1(page);
      const table = page.getByRole('table');
      await expectVisible(table);
      expect(await table.getByRole('row').count()).toBe(levels.items.length + 1);
      await expectNoAxeViolations(page);
      // At this width too, the row's link opens the level's own page.
      const level = levels.items.find((item) => item.code === '4')!;
      await table.getByRole('link', { name: level.title, exact: true }).click();
      await expect.poll(() => currentPath(page), { timeout: SCREEN_TIMEOUT }).toBe(contentPath('level', locale, level.id, level.slug));
      await expectH1(page, level.title);
      await expectNoAxeViolations(page);
    });
  });
}
