import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import type { Locale } from '../../src/common/locales.js';
import { contentPath, listPath } from '../../src/common/routes.js';
import { expectNoAxeViolations } from './support/axe.js';
import { PHONE_VIEWPORT, expect, test } from './support/browser.js';
import { LOCALE_CASES, api } from './support/content.js';
import { SCREEN_TIMEOUT, currentPath, expectH1, expectHtmlLang, expectVisible, followLinkByKeyboard, open } from './support/page.js';

/** The sector skills councils' list and a council's page: in three locales, by keyboard and without JavaScript. */

interface CouncilList {
  items: { id: number; slug: string; title: string }[];
  total: number;
}

const TEXT: Record<Locale, { title: string; members: string; sessions: string }> = {
  sr: { title: 'Секторска већа', members: 'Чланови', sessions: 'Седнице' },
  lat: { title: 'Sektorska veća', members: 'Članovi', sessions: 'Sednice' },
  en: { title: 'Sector skills councils', members: 'Members', sessions: 'Sessions' },
};

const councilLinks = (page: Page) => page.locator('.councils-list h2 a');

for (const { locale, lang } of LOCALE_CASES) {
  describe(`the councils in ${locale}`, () => {
    test('the list leads to a council’s page; both pass axe, wide and on a phone', async ({ page, baseUrl }) => {
      const list = await api<CouncilList>(baseUrl, '/api/councils?limit=100', locale);
      expect(list.total).toBe(12);
      await open(page, listPath('councils', locale));
      await expectH1(page, TEXT[locale].title);
      await expectHtmlLang(page, lang);
      await expect.poll(() => councilLinks(page).count(), { timeout: SCREEN_TIMEOUT }).toBe(12);
      await expectNoAxeViolations(page);

      const first = list.items[0]!;
      await page.getByRole('link', { name: first.title, exact: true }).click();
      await expect.poll(() => currentPath(page), { timeout: SCREEN_TIMEOUT }).toBe(contentPath('council', locale, first.id, first.slug));
      await expectH1(page, first.title);
      await expectVisible(page.getByRole('heading', { level: 2, name: TEXT[locale].members }));
      await expectVisible(page.getByRole('heading', { level: 2, name: TEXT[locale].sessions }));
      await expectNoAxeViolations(page);

      await page.setViewportSize(PHONE_VIEWPORT);
      await open(page, listPath('councils', locale));
      await expectH1(page, TEXT[locale].title);
      await expectNoAxeViolations(page);
      await open(page, contentPath('council', locale, first.id, first.slug));
      await expectH1(page, first.title);
      await expectNoAxeViolations(page);
    });
  });
}

test('the list is used with the keyboard alone: a council opened, and from it one of its standards', async ({ page, baseUrl }) => {
  const first = (await api<CouncilList>(baseUrl, '/api/councils?limit=100', 'en')).items[0]!;
  await open(page, listPath('councils', 'en'));
  await followLinkByKeyboard(page, first.title, contentPath('council', 'en', first.id, first.slug));
  const council = await api<{ standards: { id: number; slug: string; title: string }[] }>(baseUrl, `/api/councils/${first.id}`, 'en');
  const standard = council.standards[0];
  expect(standard, 'the first demo council names a standard').toBeDefined();
  await followLinkByKeyboard(page, standard!.title, contentPath('standard', 'en', standard!.id, standard!.slug));
});

test('without JavaScript, the list and a council’s page read in full', async ({ browser, baseUrl }) => {
  const first = (await api<CouncilList>(baseUrl, '/api/councils?limit=100', 'lat')).items[0]!;
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'sr-RS', javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(listPath('councils', 'lat'));
    await expectH1(page, TEXT.lat.title);
    expect(await councilLinks(page).count()).toBe(12);
    await page.getByRole('link', { name: first.title, exact: true }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === contentPath('council', 'lat', first.id, first.slug), { timeout: SCREEN_TIMEOUT });
    await expectH1(page, first.title);
    expect(await page.locator('main table tbody tr').count()).toBeGreaterThan(2);
    expect(await page.locator('main .council__entry').count()).toBeGreaterThan(1);
    await expectVisible(page.getByRole('heading', { level: 2, name: TEXT.lat.sessions }));
  } finally {
    await context.close();
  }
});
