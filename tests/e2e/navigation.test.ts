import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { contentPath, listPath } from '../../src/common/routes.js';
import { expectNoAxeViolations } from './support/axe.js';
import { MOBILE_BREAKPOINT, expect, test } from './support/browser.js';
import { LOCALE_CASES } from './support/content.js';
import { expectH1, expectHidden, expectHtmlLang, expectVisible, focusIsInside, open } from './support/page.js';

const NOT_FOUND_EN = 'This page could not be found';

describe('offline indicator', () => {
  test('going offline shows it, coming back online hides it', async ({ page, context }) => {
    await open(page, listPath('home', 'en'));
    await expectH1(page);
    const indicator = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: /offline|no connection|not connected|no internet/i });
    expect(await indicator.isVisible(), 'the offline indicator shows while online').toBe(false);

    await context.setOffline(true);
    await expectVisible(indicator.first());

    await context.setOffline(false);
    await expectHidden(indicator.first());
  });
});

describe('not found', () => {
  const unknown = { sr: '/непостојећа-адреса', lat: '/lat/nepostojeca-adresa', en: '/en/no-such-address' };

  for (const { locale, lang } of LOCALE_CASES) {
    test(`an unknown route in ${locale} answers 404 and says so`, async ({ page }) => {
      await open(page, unknown[locale], 404);
      await expectH1(page);
      await expectHtmlLang(page, lang);
      if (locale === 'en') await expectVisible(page.getByText(NOT_FOUND_EN).first());
      // The generic error page leads back home.
      await expectVisible(page.getByRole('link', { name: /home|почетн|početn/i }).first());
      await expectNoAxeViolations(page);
    });
  }

  test('an article id that does not exist answers 404 (en)', async ({ page }) => {
    await open(page, contentPath('article', 'en', 987654, 'no-such-article'), 404);
    await expectVisible(page.getByText(NOT_FOUND_EN).first());
  });

  test('an article id that does not exist answers 404 (sr)', async ({ page }) => {
    await open(page, contentPath('article', 'sr', 987654, 'непостојећа-вест'), 404);
    await expectH1(page);
  });
});

describe('drawer below the mobile breakpoint', () => {
  test('the menu opens from a button, works with the keyboard and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: MOBILE_BREAKPOINT - 240, height: 800 });
    await open(page, listPath('home', 'en'));
    await expectH1(page);

    const menuButton = page.getByRole('banner').getByRole('button', { name: /menu|navigation/i }).first();
    await expectVisible(menuButton);
    expect(await menuButton.getAttribute('aria-expanded')).not.toBe('true');

    // Opened with the keyboard: focus the button, press Enter.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expectVisible(drawer);
    await expect.poll(() => focusIsInside(drawer), { message: 'focus moves into the open drawer' }).toBe(true);
    await expectVisible(drawer.getByRole('link').first());
    // Tab moves between the drawer's controls and stays inside it.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(drawer), `focus left the drawer after ${i + 1} Tab(s)`).toBe(true);
    }
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expectHidden(drawer);
    await expect.poll(() => menuButton.evaluate((button) => button === document.activeElement), { message: 'focus returns to the menu button' }).toBe(true);
  });

  test('a link in the drawer navigates and closes it', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await open(page, listPath('home', 'en'));
    await expectH1(page);
    const menuButton = page.getByRole('banner').getByRole('button', { name: /menu|navigation/i }).first();
    await menuButton.click();
    const drawer = page.getByRole('dialog');
    await expectVisible(drawer);
    // The first link to another English screen of the portal.
    const hrefs = await drawer.getByRole('link').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    const index = hrefs.findIndex((href) => {
      const url = new URL(href);
      return url.origin === new URL(page.url()).origin && url.pathname.startsWith('/en/') && !url.pathname.includes('/dashboard');
    });
    expect(index, `the drawer links to English screens (has ${JSON.stringify(hrefs)})`).toBeGreaterThanOrEqual(0);
    const target = new URL(hrefs[index]!).pathname;
    await drawer.getByRole('link').nth(index).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === target);
    await expectHidden(drawer);
    await expectH1(page);
  });
});

describe('skip link', () => {
  for (const locale of ['sr', 'en'] as const) {
    test(`the first Tab reaches the skip link and it moves focus to main (${locale})`, async ({ page }) => {
      await open(page, listPath('home', locale));
      await expectH1(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: /skip|прескочи|preskoči|главн|sadržaj|садржај/i }).first();
      await expect.poll(() => skip.evaluate((link) => link === document.activeElement), { message: 'the first Tab focuses the skip link' }).toBe(true);
      await expectVisible(skip);
      await page.keyboard.press('Enter');
      await expect.poll(() => focusIsInside(page.getByRole('main')), { message: 'focus moves to main' }).toBe(true);
    });
  }
});

describe('scrolling (SPEC §2)', () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  test('another page of results starts at the top with focus on the content; back returns to where the reader was', async ({ page }) => {
    // The demo content holds 50 items with "квалификација": three pages of 20.
    await open(page, `${listPath('search', 'sr')}?q=${encodeURIComponent('квалификација')}`);
    const next = page.locator('.pagination__step[rel="next"]');
    await expectVisible(next);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bottom = await scrollY(page);
    expect(bottom).toBeGreaterThan(500);

    await next.click();
    await expect.poll(() => page.url()).toContain('page=2');
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');

    await page.goBack();
    await expect.poll(() => page.url()).not.toContain('page=2');
    await expect.poll(() => scrollY(page)).toBe(bottom);
  });
});
