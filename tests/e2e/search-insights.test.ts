import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { dashboardPath, listPath } from '../../src/common/routes.js';
import { foldedWords } from '../../src/common/text/search-text.js';
import type { BestBet, SearchInsights } from '../../src/common/schemas/search-insights.js';
import { adminApi, signInByApi, withToken } from './support/admin-session.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { findNqfPage } from './support/content.js';
import { SCREEN_TIMEOUT, expectH1, expectHidden, expectVisible, focusIsInside, open } from './support/page.js';

/** The search log is written every ten seconds: wait for the next write. */
const LOG_WRITTEN_WITHIN_MS = 30_000;
/** Tabs taken around the dialog: more than it has fields and buttons, so focus would leave it if it could. */
const TRAP_TABS = 8;

/** A made-up word of Latin letters (the log keeps it as typed, folded): no item of the demo content has it. */
function madeUpWord(): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `qzx${letters}`;
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

async function pressTimes(page: Page, key: string, times: number, each: () => Promise<void>): Promise<void> {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    await each();
  }
}

describe('the search insights', () => {
  test('show a query as readers typed it, in its own script, not as the folded words the log keys it by', async ({ page, context, baseUrl }) => {
    const cyrillic = `жџ${Array.from({ length: 8 }, () => 'абвгдђежзијклљмнњопрстћуфхцчџш'[Math.floor(Math.random() * 30)]).join('')}`;
    // The log's key: the same word folded to Latin letters without diacritics.
    const latin = foldedWords(cyrillic).join(' ');
    const token = await signInByApi(baseUrl);

    // Typed in Cyrillic, with capitals once: the same query, shown lower case in Cyrillic.
    await open(page, `${listPath('search', 'sr')}?q=${encodeURIComponent(cyrillic)}`);
    await open(page, `${listPath('search', 'sr')}?q=${encodeURIComponent(cyrillic.toUpperCase())}`);
    const row = async () => (await adminApi<SearchInsights>(baseUrl, token, '/api/admin/search-insights?locale=sr')).noResults.find((entry) => entry.query === latin);
    await expect.poll(async () => (await row())?.searches, { timeout: LOG_WRITTEN_WITHIN_MS, interval: 1_000 }).toBe(2);
    expect((await row())?.typed).toBe(cyrillic);

    await withToken(context, token, baseUrl);
    await page.goto(dashboardPath('en', 'search-insights'));
    await expectH1(page, 'Search insights');
    const header = page.getByRole('table', { name: 'Queries that found nothing' }).getByRole('rowheader', { name: cyrillic, exact: true });
    await expectVisible(header);
    expect(await header.getAttribute('lang')).toBe('sr-Cyrl');
    await expectHidden(page.getByRole('rowheader', { name: latin, exact: true }));
    await expectNoAxeViolations(page);
  });

  test('show a query that found nothing, and an editors\' pick set for it with the keyboard leads the public search', async ({ page, context, baseUrl }) => {
    const word = madeUpWord();
    const token = await signInByApi(baseUrl);
    const nqf = await findNqfPage(baseUrl, 'sr');

    await open(page, `${listPath('search', 'sr')}?q=${word}`);
    await expectH1(page);
    const inNoResults = async () => (await adminApi<SearchInsights>(baseUrl, token, '/api/admin/search-insights?locale=sr')).noResults.some((row) => row.query === word);
    await expect.poll(inNoResults, { timeout: LOG_WRITTEN_WITHIN_MS, interval: 1_000 }).toBe(true);

    await withToken(context, token, baseUrl);
    try {
      await page.goto(dashboardPath('sr', 'search-insights'));
      await expectH1(page, 'Шта читаоци траже');
      await expectVisible(page.getByRole('img', { name: /^Укупно претрага у периоду: \d+\. Највише претрага \(\d+\) било је / }));
      expect(await page.getByLabel('Од дана').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const noResults = page.getByRole('table', { name: 'Упити без резултата' });
      const row = noResults.getByRole('row').filter({ hasText: word });
      await expectVisible(row);
      await expectNoAxeViolations(page);

      // Keyboard alone: the row's button, then the dialog's fields.
      const trigger = row.getByRole('button', { name: `Постави препоруку за „${word}”` });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Препорука уредништва' });
      await expectVisible(dialog);
      const typeSelect = dialog.getByLabel('Врста');
      await expect.poll(() => isFocused(typeSelect), { timeout: SCREEN_TIMEOUT }).toBe(true);
      // Focus stays inside the dialog both ways, and comes back to where it started.
      await pressTimes(page, 'Tab', TRAP_TABS, async () => expect(await focusIsInside(dialog)).toBe(true));
      await pressTimes(page, 'Shift+Tab', TRAP_TABS, async () => expect(await focusIsInside(dialog)).toBe(true));
      expect(await isFocused(typeSelect)).toBe(true);

      await page.keyboard.press('ArrowDown');
      await expect.poll(() => typeSelect.inputValue()).toBe('page');
      await page.keyboard.press('Tab');
      const itemInput = dialog.getByRole('combobox', { name: 'Страна' });
      expect(await isFocused(itemInput)).toBe(true);
      // The options of the title typed (not those of an earlier search) decide how far down the page is.
      const searched = page.waitForResponse((response) => response.url().includes('/api/admin/pages?') && new URL(response.url()).searchParams.get('q') === nqf.title);
      await page.keyboard.type(nqf.title);
      await searched;
      await expectVisible(dialog.getByRole('option', { name: nqf.title, exact: true }));
      const place = (await dialog.getByRole('option').allInnerTexts()).map((text) => text.trim()).indexOf(nqf.title);
      await pressTimes(page, 'ArrowDown', place + 1, async () => {});
      await page.keyboard.press('Enter');
      await expect.poll(() => itemInput.inputValue()).toBe(nqf.title);
      await expectNoAxeViolations(page);

      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await isFocused(dialog.getByRole('button', { name: 'Сачувај' }))).toBe(true);
      await page.keyboard.press('Enter');
      await expectHidden(dialog);
      await expect.poll(() => isFocused(trigger), { timeout: SCREEN_TIMEOUT }).toBe(true);
      const bets = page.getByRole('table', { name: 'Препоруке уредништва' });
      await expectVisible(bets.getByRole('row').filter({ hasText: word }).filter({ hasText: nqf.title }));

      // The public search for the word (in capitals: the same query to the log) shows the page first.
      const search = await context.newPage();
      await open(search, `${listPath('search', 'sr')}?q=${word.toUpperCase()}`);
      const first = search.getByRole('article').first();
      await expectVisible(first.getByRole('link', { name: nqf.title }));
      await expectVisible(first.getByText('Препорука уредништва'));
      await search.close();

      // Removed after a confirmation.
      await bets.getByRole('button', { name: `Уклони препоруку за „${word}”` }).click();
      const confirm = page.getByRole('dialog', { name: 'Уклањање препоруке' });
      await expectVisible(confirm);
      await confirm.getByRole('button', { name: 'Уклони', exact: true }).click();
      await expectHidden(confirm);
      await expectHidden(page.getByRole('table', { name: 'Препоруке уредништва' }).getByRole('row').filter({ hasText: word }));
    } finally {
      const { items } = await adminApi<{ items: BestBet[] }>(baseUrl, token, '/api/admin/search-best-bets');
      for (const bet of items.filter((item) => item.query === word)) await adminApi(baseUrl, token, `/api/admin/search-best-bets/${bet.id}`, { method: 'DELETE' });
    }
  });
});
