import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { listPath } from '../../src/common/routes.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { api } from './support/content.js';
import { SCREEN_TIMEOUT, currentPath, expectH1, expectHidden, expectVisible, open } from './support/page.js';

/** Latin, without diacritics, the start of "квалификација": the Cyrillic site must still find it. */
const QUERY = 'kvalifikacij';
const CYRILLIC = /[\u0400-\u04ff]/;

interface Hit {
  type: string;
  title: string;
  url: string;
  date: string | null;
}
interface Hits {
  items: Hit[];
  total: number;
}

const searchApi = (baseUrl: string, query: string) => api<Hits>(baseUrl, `/api/search?q=${QUERY}${query}`, 'sr');

/** The header's search field (a combobox) on the Cyrillic site. */
const headerBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Претражи портал' });

/** Types the query into the header box and waits for its suggestions. */
async function typeQuery(page: Page): Promise<{ box: Locator; listbox: Locator }> {
  const box = headerBox(page);
  await box.pressSequentially(QUERY);
  const listbox = page.getByRole('listbox', { name: 'Предлози за претрагу' });
  await expectVisible(listbox);
  return { box, listbox };
}

const activeOptionId = (box: Locator) => box.getAttribute('aria-activedescendant');

describe('search suggestions in the header', () => {
  test('suggest Cyrillic titles for a Latin query without diacritics, announced and accessible', async ({ page, baseUrl }) => {
    const expected = await searchApi(baseUrl, '&limit=6');
    expect(expected.items.length).toBeGreaterThan(0);
    await open(page, listPath('home', 'sr'));
    await expectH1(page);
    const { box, listbox } = await typeQuery(page);

    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
    const options = listbox.getByRole('option');
    await expect.poll(() => options.count(), { timeout: SCREEN_TIMEOUT }).toBe(expected.items.length + 1);
    const first = options.first();
    expect(await first.innerText()).toContain(expected.items[0]!.title);
    expect(expected.items[0]!.title).toMatch(CYRILLIC);
    // The matched word of the Cyrillic title is highlighted.
    await expect.poll(() => first.locator('mark').first().innerText(), { timeout: SCREEN_TIMEOUT }).toMatch(/^квалификациј/i);
    expect(await options.last().innerText()).toContain(`Сви резултати за „${QUERY}“`);
    // The polite live region says how many suggestions there are.
    await page.getByText(`Број предлога: ${expected.items.length}`).waitFor({ state: 'attached', timeout: SCREEN_TIMEOUT });

    await box.press('ArrowDown');
    expect(await activeOptionId(box)).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await expectNoAxeViolations(page);
  });

  test('ArrowDown and Enter open the active suggestion', async ({ page, baseUrl }) => {
    const { items } = await searchApi(baseUrl, '&limit=6');
    // A file's suggestion downloads it; follow the first one that has a page.
    const index = items.findIndex((item) => item.type !== 'file');
    expect(index).toBeGreaterThanOrEqual(0);
    const target = items[index]!;
    await open(page, listPath('home', 'sr'));
    await expectH1(page);
    const { box, listbox } = await typeQuery(page);
    for (let step = 0; step <= index; step++) await box.press('ArrowDown');
    expect(await activeOptionId(box)).toBe(await listbox.getByRole('option').nth(index).getAttribute('id'));

    await box.press('Enter');
    await expect.poll(() => currentPath(page), { timeout: SCREEN_TIMEOUT }).toBe(decodeURIComponent(target.url).normalize('NFC'));
    await expectH1(page, target.title);
    await expectHidden(listbox);
  });

  test('Escape closes the suggestions, ArrowDown brings them back, Tab and a click elsewhere close them', async ({ page }) => {
    await open(page, listPath('home', 'sr'));
    const h1 = page.getByRole('heading', { level: 1 });
    await expectVisible(h1);
    const { box, listbox } = await typeQuery(page);

    await box.press('Escape');
    await expectHidden(listbox);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe(QUERY);

    await box.press('ArrowDown');
    await expectVisible(listbox);
    expect(await activeOptionId(box)).toBe(await listbox.getByRole('option').first().getAttribute('id'));

    // Tab leaves the box (and the list, which takes no focus of its own).
    await box.press('Tab');
    await expectHidden(listbox);
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(false);

    await box.focus();
    await box.press('ArrowDown');
    await expectVisible(listbox);
    await h1.click();
    await expectHidden(listbox);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
  });

  test('"See all results" goes to the search page, and Enter without an active option searches the text', async ({ page }) => {
    await open(page, listPath('home', 'sr'));
    await expectH1(page);
    const { box, listbox } = await typeQuery(page);
    const seeAll = listbox.getByRole('option', { name: `Сви резултати за „${QUERY}“` });
    await box.press('ArrowUp');
    expect(await activeOptionId(box)).toBe(await seeAll.getAttribute('id'));

    await seeAll.click();
    await expect.poll(() => currentPath(page), { timeout: SCREEN_TIMEOUT }).toBe(listPath('search', 'sr'));
    expect(new URL(page.url()).searchParams.get('q')).toBe(QUERY);
    await expectVisible(page.getByRole('main').getByRole('link', { name: /квалификациј/i }).first());

    await open(page, listPath('home', 'sr'));
    await expectH1(page);
    await typeQuery(page);
    await headerBox(page).press('Enter');
    await expect.poll(() => currentPath(page), { timeout: SCREEN_TIMEOUT }).toBe(listPath('search', 'sr'));
    expect(new URL(page.url()).searchParams.get('q')).toBe(QUERY);
  });

  test('work on a phone-sized screen too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, listPath('home', 'sr'));
    await expectH1(page);
    const { listbox } = await typeQuery(page);
    const box = await listbox.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});

/** A day (YYYY-MM-DD) from which the hits are some but not all of `hits` (the API counts a day from 00:00 UTC). */
async function splittingDay(baseUrl: string, filter: string, hits: Hits): Promise<{ day: string; total: number }> {
  const days = [...new Set(hits.items.map((hit) => hit.date?.slice(0, 10)).filter((day): day is string => Boolean(day)))].sort();
  for (const day of days.slice(1)) {
    const { total } = await searchApi(baseUrl, `${filter}&from=${day}`);
    if (total > 0 && total < hits.total) return { day, total };
  }
  throw new Error(`the demo hits for "${QUERY}" (${filter}) do not span two days`);
}

describe('search page filters', () => {
  test('filter by type and by date change the total, and clearing them brings it back', async ({ page, baseUrl }) => {
    const all = await searchApi(baseUrl, '');
    const articles = await searchApi(baseUrl, '&type=article&limit=100');
    expect(articles.total).toBeGreaterThan(1);
    expect(articles.total).toBeLessThan(all.total);
    const { day, total: fromDay } = await splittingDay(baseUrl, '&type=article', articles);
    const count = (total: number) => page.getByRole('main').getByRole('status').filter({ hasText: `Резултата за „${QUERY}“: ${total}` });

    await open(page, `${listPath('search', 'sr')}?q=${QUERY}`);
    await expectH1(page);
    await expectVisible(count(all.total));

    await page.getByLabel('Врста садржаја').selectOption('article');
    await page.getByRole('main').getByRole('button', { name: 'Тражи' }).click();
    await expectVisible(count(articles.total));
    expect(new URL(page.url()).searchParams.get('type')).toBe('article');
    const results = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('article') });
    await expect.poll(() => results.count(), { timeout: SCREEN_TIMEOUT }).toBe(Math.min(articles.total, 20));
    for (const text of await results.allInnerTexts()) expect(text).toContain('Вест');

    await page.getByLabel('Од датума').fill(day);
    await page.getByRole('main').getByRole('button', { name: 'Тражи' }).click();
    await expectVisible(count(fromDay));
    expect(new URL(page.url()).searchParams.get('from')).toBe(day);
    await expectNoAxeViolations(page);

    // The filters live in the URL: a reload (server-inlined first screen) shows the same.
    await page.reload();
    await expectVisible(count(fromDay));
    expect(await page.getByLabel('Од датума').inputValue()).toBe(day);

    await page.getByRole('link', { name: 'Уклони филтере' }).click();
    await expectVisible(count(all.total));
    expect(await page.getByLabel('Врста садржаја').inputValue()).toBe('');
  });

  test('a search that finds nothing says so and how to widen it', async ({ page }) => {
    await open(page, `${listPath('search', 'sr')}?q=${QUERY}&from=2999-01-01`);
    await expectH1(page);
    await expectVisible(page.getByText(`Нема резултата за „${QUERY}“.`));
    await expectVisible(page.getByText('Проширите распон датума или га уклоните.'));
    await expectNoAxeViolations(page);
  });
});
