import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import type { Locale } from '../../src/common/locales.js';
import { contentPath, listPath } from '../../src/common/routes.js';
import { expectNoAxeViolations } from './support/axe.js';
import { PHONE_VIEWPORT, expect, test } from './support/browser.js';
import { LOCALE_CASES, api } from './support/content.js';
import { SCREEN_TIMEOUT, currentPath, expectH1, expectHtmlLang, expectVisible, focusIsInside, followLinkByKeyboard, open } from './support/page.js';

/** The adult-education providers' list and a provider's page: in three locales, by keyboard, and without JavaScript. */

interface ProviderList {
  items: { id: number; slug: string; name: string }[];
  total: number;
}

const TEXT: Record<Locale, { title: string; apply: string; activity: string; approvals: string; revoked: string }> = {
  sr: { title: 'Организатори образовања одраслих', apply: 'Прикажи организаторе', activity: 'Активност', approvals: 'Одобрења', revoked: 'Одузето' },
  lat: { title: 'Organizatori obrazovanja odraslih', apply: 'Prikaži organizatore', activity: 'Aktivnost', approvals: 'Odobrenja', revoked: 'Oduzeto' },
  en: { title: 'Adult-education providers', apply: 'Show providers', activity: 'Activity', approvals: 'Approvals', revoked: 'Revoked' },
};

const resultLinks = (page: Page) => page.locator('.register-results__list h3 a');

for (const { locale, lang } of LOCALE_CASES) {
  describe(`the providers in ${locale}`, () => {
    test('the list leads to a provider’s page; both pass axe, wide and on a phone', async ({ page, baseUrl }) => {
      const list = await api<ProviderList>(baseUrl, '/api/providers', locale);
      expect(list.total).toBeGreaterThan(0);
      await open(page, listPath('providers', locale));
      await expectH1(page, TEXT[locale].title);
      await expectHtmlLang(page, lang);
      await expect.poll(() => resultLinks(page).count(), { timeout: SCREEN_TIMEOUT }).toBe(list.items.length);
      await expectNoAxeViolations(page);

      const first = list.items[0]!;
      await page.getByRole('link', { name: first.name, exact: true }).click();
      await expect.poll(() => currentPath(page), { timeout: SCREEN_TIMEOUT }).toBe(contentPath('provider', locale, first.id, first.slug));
      await expectH1(page, first.name);
      await expectVisible(page.getByRole('heading', { level: 2, name: TEXT[locale].approvals }));
      await expectNoAxeViolations(page);

      await page.setViewportSize(PHONE_VIEWPORT);
      await open(page, listPath('providers', locale));
      await expectH1(page, TEXT[locale].title);
      await expectNoAxeViolations(page);
      await open(page, contentPath('provider', locale, first.id, first.slug));
      await expectH1(page, first.name);
      await expectNoAxeViolations(page);
    });
  });
}

test('the list is used with the keyboard alone: an activity chosen, the filters applied, a provider opened', async ({ page, baseUrl }) => {
  const found = await api<ProviderList>(baseUrl, '/api/providers?activity=training-for-work', 'en');
  expect(found.total).toBeGreaterThan(0);
  await open(page, listPath('providers', 'en'));
  const activity = page.getByLabel(TEXT.en.activity, { exact: true });
  await activity.focus();
  // The options are "any" and the activities in their order: two steps down is training for work.
  for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowDown');
  expect(await activity.inputValue()).toBe('training-for-work');
  const apply = page.getByRole('button', { name: TEXT.en.apply });
  for (let i = 0; i < 20 && !(await apply.evaluate((button) => button === document.activeElement)); i++) await page.keyboard.press('Tab');
  expect(await apply.evaluate((button) => getComputedStyle(button).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('activity'), { timeout: SCREEN_TIMEOUT }).toBe('training-for-work');
  await expect.poll(() => resultLinks(page).count(), { timeout: SCREEN_TIMEOUT }).toBe(found.items.length);
  expect(await focusIsInside(page.locator('.register-results'))).toBe(true);
  const first = found.items[0]!;
  await followLinkByKeyboard(page, first.name, contentPath('provider', 'en', first.id, first.slug));
});

test('without JavaScript, the filters are a form that the server answers, and a provider’s page reads in full', async ({ browser, baseUrl }) => {
  const revoked = await api<ProviderList>(baseUrl, '/api/providers?status=revoked', 'lat');
  expect(revoked.total, 'the demo register has a revoked approval').toBeGreaterThan(0);
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'sr-RS', javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(listPath('providers', 'lat'));
    await expectH1(page, TEXT.lat.title);
    await page.getByLabel(TEXT.lat.approvals, { exact: true }).selectOption('revoked');
    await page.getByRole('button', { name: TEXT.lat.apply }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'revoked', { timeout: SCREEN_TIMEOUT });
    expect(await resultLinks(page).count()).toBe(revoked.items.length);
    const first = revoked.items[0]!;
    await page.getByRole('link', { name: first.name, exact: true }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === contentPath('provider', 'lat', first.id, first.slug), { timeout: SCREEN_TIMEOUT });
    await expectH1(page, first.name);
    await expectVisible(page.getByText(TEXT.lat.revoked, { exact: true }).first());
    expect(await page.locator('main .provider__approval').count()).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});
