import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { SCREEN_TIMEOUT, expectVisible } from './support/page.js';
import { adminApi, signInByApi, withToken } from './support/admin-session.js';

interface AdminItem {
  id: number;
  title: string;
  status: string;
}
interface AdminList {
  items: AdminItem[];
  total: number;
}

const table = (page: Page) => page.getByRole('table');
const bodyRows = (page: Page) => table(page).locator('tbody').getByRole('row');
const totalText = (page: Page) => page.getByRole('status').filter({ hasText: /Укупно ставки: \d+/ });

async function shownTotal(page: Page): Promise<number> {
  await expectVisible(totalText(page));
  return Number(/(\d+)/.exec(await totalText(page).innerText())![1]);
}

async function expectTotal(page: Page, total: number): Promise<void> {
  await expect.poll(() => shownTotal(page), { timeout: SCREEN_TIMEOUT }).toBe(total);
}

/** Selects the rows, runs the action and confirms it in the dialog, which names how many items. */
async function runBulk(page: Page, action: RegExp, titles: string[], done = titles.length): Promise<void> {
  for (const title of titles) await page.getByRole('checkbox', { name: `Изабери ${title}`, exact: true }).check();
  await page.getByRole('group', { name: /Радње/ }).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await expectVisible(dialog.getByText(`(${titles.length})`, { exact: false }));
  await dialog.getByRole('button', { name: action }).click();
  await expectVisible(page.getByRole('alert').filter({ hasText: `Урађено: ${done}` }));
}

test('the articles list: total, search, bulk unpublish and publish, filters kept in the URL', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const all = await adminApi<AdminList>(baseUrl, token, '/api/admin/articles?limit=100');
  expect(all.total).toBeGreaterThan(2);

  await page.goto('/dashboard/articles');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Чланци' }));
  await expectTotal(page, all.total);
  expect(await bodyRows(page).count()).toBe(Math.min(20, all.total));

  // Sorting by a column header: aria-sort tells the order, the URL keeps it.
  const titleHeader = page.getByRole('columnheader', { name: 'Наслов' });
  expect(await titleHeader.getAttribute('aria-sort')).toBe('none');
  await titleHeader.getByRole('button').click();
  await expect.poll(() => titleHeader.getAttribute('aria-sort')).toBe('ascending');
  expect(new URL(page.url()).searchParams.get('sort')).toBe('title');
  await page.goto('/dashboard/articles');

  // Searching narrows the list (a word of one title that not every article has).
  const word = all.items.flatMap((item) => item.title.split(/\s+/)).find((w) => w.length > 4 && all.items.some((item) => !item.title.includes(w)))!;
  const matching = await adminApi<AdminList>(baseUrl, token, `/api/admin/articles?limit=100&q=${encodeURIComponent(word)}`);
  await page.getByRole('searchbox', { name: 'Претрага по наслову' }).fill(word);
  await expectTotal(page, matching.total);
  expect(matching.total).toBeLessThan(all.total);
  expect(new URL(page.url()).searchParams.get('q')).toBe(word);
  await page.getByRole('button', { name: 'Поништи филтере' }).click();
  await expectTotal(page, all.total);

  // Unpublish two published articles through the bulk action.
  const published = await adminApi<AdminList>(baseUrl, token, '/api/admin/articles?limit=100&status=published');
  await page.getByLabel('Статус').selectOption('published');
  await expectTotal(page, published.total);
  const titles = published.items.slice(0, 2).map((item) => item.title);
  await runBulk(page, /^Повуци објаву$/, titles);
  await expectTotal(page, published.total - 2);

  // The draft filter shows them; the filter survives a reload.
  await page.getByLabel('Статус').selectOption('draft');
  for (const title of titles) await expectVisible(table(page).getByRole('link', { name: title, exact: true }));
  expect(new URL(page.url()).searchParams.get('status')).toBe('draft');
  await page.reload();
  for (const title of titles) await expectVisible(table(page).getByRole('link', { name: title, exact: true }));
  expect(await page.getByLabel('Статус').inputValue()).toBe('draft');

  // Bulk publish brings them back.
  await runBulk(page, /^Објави$/, titles);
  await page.getByLabel('Статус').selectOption('published');
  await expectTotal(page, published.total);
  const after = await adminApi<AdminList>(baseUrl, token, '/api/admin/articles?limit=100&status=published');
  expect(after.items.map((item) => item.title)).toEqual(expect.arrayContaining(titles));
});

test('filters chosen one right after the other, and a search typed just before, all hold', async ({ page, context, baseUrl }) => {
  await withToken(context, await signInByApi(baseUrl), baseUrl);
  await page.goto('/dashboard/articles');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Чланци' }));
  await expectVisible(table(page));

  // The search is applied 300 ms after typing; both selects change before that, and before the
  // list renders the first choice.
  await page.getByRole('searchbox', { name: 'Претрага по наслову' }).fill('НОКС');
  await page.getByLabel('Статус').selectOption('draft');
  await page.getByLabel('Без превода на').selectOption('en');

  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams), { timeout: SCREEN_TIMEOUT }).toEqual(expect.objectContaining({ q: 'НОКС', status: 'draft', untranslated: 'en' }));
  // The screen shows what the address holds once it has rendered the last change.
  await expect.poll(() => page.getByLabel('Статус').inputValue(), { timeout: SCREEN_TIMEOUT }).toBe('draft');
  await expect.poll(() => page.getByLabel('Без превода на').inputValue(), { timeout: SCREEN_TIMEOUT }).toBe('en');
  await expect.poll(() => page.getByRole('searchbox', { name: 'Претрага по наслову' }).inputValue(), { timeout: SCREEN_TIMEOUT }).toBe('НОКС');
});

test('a bulk delete that the server refuses lists the item with its message', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  // A file that an article links to cannot be deleted (the server answers IN_USE for it).
  const files = await adminApi<AdminList>(baseUrl, token, '/api/admin/files?limit=100');
  const linked = files.items[0]!;
  await adminApi(baseUrl, token, '/api/admin/articles', {
    method: 'POST',
    body: JSON.stringify({
      status: 'draft',
      translations: { sr: { title: `Веза на документ ${randomBytes(3).toString('hex')}`, body: `<p><a href="/api/files/${linked.id}/download">Документ</a></p>` } },
    }),
  });

  await page.goto(`/dashboard/files?q=${encodeURIComponent(linked.title)}`);
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Датотеке' }));
  await expectVisible(page.getByRole('checkbox', { name: `Изабери ${linked.title}`, exact: true }));
  await runBulk(page, /^Обриши$/, [linked.title], 0);
  const alert = page.getByRole('alert');
  await expectVisible(alert.getByText('Није успело: 1'));
  await expectVisible(alert.getByRole('listitem').filter({ hasText: `${linked.title}: ` }).filter({ hasText: /linked from article/ }));
  expect((await adminApi<AdminList>(baseUrl, token, '/api/admin/files?limit=100')).total).toBe(files.total);
});

test('axe finds no violations on the lists of every section', async ({ page, context, baseUrl }) => {
  await withToken(context, await signInByApi(baseUrl), baseUrl);
  for (const [path, heading] of [
    ['/dashboard/articles', 'Чланци'],
    ['/dashboard/categories', 'Категорије'],
    ['/dashboard/levels', 'Нивои квалификација'],
    ['/dashboard/pages', 'Стране'],
    ['/dashboard/presentations', 'Презентације'],
    ['/dashboard/tags', 'Ознаке'],
  ] as const) {
    await page.goto(path);
    await expectVisible(page.getByRole('heading', { level: 1, name: heading }));
    await expectVisible(table(page));
    await expectNoAxeViolations(page);
  }
});

test('the search box keeps what is typed while its earlier words are applied, and a filter chosen meanwhile stays', async ({ page, context, baseUrl }) => {
  await withToken(context, await signInByApi(baseUrl), baseUrl);
  await page.goto('/dashboard/articles');
  await expectVisible(table(page));
  // A slower processor widens the time between a debounced search leaving and the list showing it,
  // and each key comes just after the previous debounced search has left (300 ms).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const word = 'квалификација';
  const box = page.getByRole('searchbox', { name: 'Претрага по наслову' });
  await box.pressSequentially(word, { delay: 320 });
  await page.getByLabel('Статус').selectOption('published');
  await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: SCREEN_TIMEOUT }).toBe(word);
  expect(new URL(page.url()).searchParams.get('status')).toBe('published');
  expect(await box.inputValue()).toBe(word);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
