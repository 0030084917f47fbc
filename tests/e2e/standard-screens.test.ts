import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import type { Locale } from '../../src/common/locales.js';
import { contentPath, listPath } from '../../src/common/routes.js';
import { expectNoAxeViolations } from './support/axe.js';
import { PHONE_VIEWPORT, expect, test } from './support/browser.js';
import { LOCALE_CASES, api } from './support/content.js';
import { SCREEN_TIMEOUT, currentPath, expectH1, expectHidden, expectHtmlLang, expectVisible, focusIsInside, followLinkByKeyboard, open } from './support/page.js';

/** The qualification standards' list and a standard's page: in three locales, by keyboard, without JavaScript, and printed. */

interface StandardList {
  items: { id: number; slug: string; title: string; status: 'in-force' | 'withdrawn' }[];
  total: number;
}

const TEXT: Record<Locale, { title: string; apply: string; level: string; withdrawn: string }> = {
  sr: { title: 'Стандарди квалификација', apply: 'Прикажи стандарде', level: 'Ниво НОКС-а', withdrawn: 'Овај стандард је повучен.' },
  lat: { title: 'Standardi kvalifikacija', apply: 'Prikaži standarde', level: 'Nivo NOKS-a', withdrawn: 'Ovaj standard je povučen.' },
  en: { title: 'Qualification standards', apply: 'Show standards', level: 'NQF level', withdrawn: 'This standard has been withdrawn.' },
};

const resultLinks = (page: Page) => page.locator('.register-results__list h3 a');

/** Whether an element is laid out at all (display: none leaves it without boxes). */
const isRendered = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).display !== 'none');

for (const { locale, lang } of LOCALE_CASES) {
  describe(`the standards in ${locale}`, () => {
    test('the list leads to a standard’s page; both pass axe, wide and on a phone', async ({ page, baseUrl }) => {
      const list = await api<StandardList>(baseUrl, '/api/standards', locale);
      expect(list.total).toBeGreaterThan(0);
      await open(page, listPath('standards', locale));
      await expectH1(page, TEXT[locale].title);
      await expectHtmlLang(page, lang);
      await expect.poll(() => resultLinks(page).count(), { timeout: SCREEN_TIMEOUT }).toBe(list.items.length);
      await expectNoAxeViolations(page);

      const first = list.items[0]!;
      await page.getByRole('link', { name: first.title, exact: true }).click();
      await expect.poll(() => currentPath(page), { timeout: SCREEN_TIMEOUT }).toBe(contentPath('standard', locale, first.id, first.slug));
      await expectH1(page, first.title);
      await expectVisible(page.getByRole('heading', { level: 2 }).first());
      await expectNoAxeViolations(page);

      await page.setViewportSize(PHONE_VIEWPORT);
      await open(page, listPath('standards', locale));
      await expectH1(page, TEXT[locale].title);
      await expectNoAxeViolations(page);
      await open(page, contentPath('standard', locale, first.id, first.slug));
      await expectH1(page, first.title);
      await expectNoAxeViolations(page);
    });

    test('a withdrawn standard says so, and passes axe', async ({ page, baseUrl }) => {
      const withdrawn = (await api<StandardList>(baseUrl, '/api/standards?status=withdrawn', locale)).items[0];
      expect(withdrawn, 'the demo register has a withdrawn standard').toBeDefined();
      await open(page, contentPath('standard', locale, withdrawn!.id, withdrawn!.slug));
      await expectVisible(page.getByText(TEXT[locale].withdrawn));
      await expectNoAxeViolations(page);
    });
  });
}

test('the list is used with the keyboard alone: a level chosen, the filters applied, a standard opened', async ({ page, baseUrl }) => {
  const atLevel = await api<StandardList>(baseUrl, '/api/standards?level=4', 'en');
  expect(atLevel.total).toBeGreaterThan(0);
  await open(page, listPath('standards', 'en'));
  const level = page.getByLabel(TEXT.en.level, { exact: true });
  await level.focus();
  // The options are "any" and the levels from 1 up: four steps down is level 4.
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  expect(await level.inputValue()).toBe('4');
  // On to the button that applies the filters, by Tab alone; its focus is visible.
  const apply = page.getByRole('button', { name: TEXT.en.apply });
  for (let i = 0; i < 20 && !(await apply.evaluate((button) => button === document.activeElement)); i++) await page.keyboard.press('Tab');
  expect(await apply.evaluate((button) => getComputedStyle(button).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('level'), { timeout: SCREEN_TIMEOUT }).toBe('4');
  await expect.poll(() => resultLinks(page).count(), { timeout: SCREEN_TIMEOUT }).toBe(atLevel.items.length);
  // The keyboard is taken to what the filters found.
  expect(await focusIsInside(page.locator('.register-results'))).toBe(true);
  const first = atLevel.items[0]!;
  await followLinkByKeyboard(page, first.title, contentPath('standard', 'en', first.id, first.slug));
});

test('without JavaScript, the filters are a form that the server answers, and a standard’s page reads in full', async ({ browser, baseUrl }) => {
  const withdrawn = await api<StandardList>(baseUrl, '/api/standards?status=withdrawn', 'lat');
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'sr-RS', javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(listPath('standards', 'lat'));
    await expectH1(page, TEXT.lat.title);
    await page.getByLabel('Status', { exact: true }).selectOption('withdrawn');
    await page.getByRole('button', { name: TEXT.lat.apply }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'withdrawn', { timeout: SCREEN_TIMEOUT });
    expect(await resultLinks(page).count()).toBe(withdrawn.items.length);
    const first = withdrawn.items[0]!;
    await page.getByRole('link', { name: first.title, exact: true }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === contentPath('standard', 'lat', first.id, first.slug), { timeout: SCREEN_TIMEOUT });
    await expectH1(page, first.title);
    await expectVisible(page.getByText(TEXT.lat.withdrawn));
    expect(await page.locator('main dl dt').count()).toBeGreaterThan(5);
    expect(await page.locator('main ol.standard__history li').count()).toBeGreaterThan(1);
  } finally {
    await context.close();
  }
});

test('printed, a standard is a document without the site’s header, menus and footer, with the addresses of its links', async ({ page, baseUrl }) => {
  const [first] = (await api<StandardList>(baseUrl, '/api/standards', 'en')).items;
  await open(page, contentPath('standard', 'en', first!.id, first!.slug));
  await expectH1(page, first!.title);
  expect(await isRendered(page, '.site-header')).toBe(true);

  await page.emulateMedia({ media: 'print' });
  for (const chrome of ['.site-header', '.site-footer', '.breadcrumbs']) expect(await isRendered(page, chrome), chrome).toBe(false);
  await expectHidden(page.getByRole('banner'));
  await expectHidden(page.getByRole('contentinfo'));
  await expectVisible(page.getByRole('heading', { level: 1, name: first!.title }));
  const [printed, href] = await page
    .locator('.standard__links a')
    .first()
    .evaluate((link) => [getComputedStyle(link, '::after').content, link.getAttribute('href')]);
  expect(printed).toBe(`" (${href})"`);
  expect(await page.locator('.standard__section').first().evaluate((section) => getComputedStyle(section).breakInside)).toBe('avoid');

  // Other screens print as they did: the standard's stylesheet stays loaded, its print rules do not follow.
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: TEXT.en.title }).click();
  await expectH1(page, TEXT.en.title);
  await page.emulateMedia({ media: 'print' });
  expect(await isRendered(page, '.site-header')).toBe(true);
});
