import type { BrowserContext, Page } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '../../src/web/lib/auth-token.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { E2E_ADMIN } from './support/global-setup.js';
import { SCREEN_TIMEOUT, expectVisible } from './support/page.js';

interface AdminItem {
  id: number;
  title: string;
  status: string;
}
interface AdminList {
  items: AdminItem[];
  total: number;
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(new URL('/api/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function adminApi<T>(baseUrl: string, token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    ...init,
    headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}

/** The layout restores the session from the stored token (the sign-in screen is not under test here). */
async function withToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
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
  const token = await signIn(baseUrl);
  await withToken(context, token);
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

test('a bulk delete that the server refuses lists the item with its message', async ({ page, context, baseUrl }) => {
  const token = await signIn(baseUrl);
  await withToken(context, token);
  // A menu item with sub-items cannot be deleted (the server answers IN_USE for it).
  const menu = await adminApi<AdminList>(baseUrl, token, '/api/admin/menu-items?limit=100');
  const views = await Promise.all(menu.items.map((item) => adminApi<{ id: number; parentId: number | null }>(baseUrl, token, `/api/admin/menu-items/${item.id}`)));
  const parent = menu.items.find((item) => views.some((view) => view.parentId === item.id))!;
  expect(parent, 'a menu item with sub-items').toBeDefined();

  await page.goto(`/dashboard/menu?q=${encodeURIComponent(parent.title)}`);
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Мени' }));
  await expectVisible(page.getByRole('checkbox', { name: `Изабери ${parent.title}`, exact: true }));
  await runBulk(page, /^Обриши$/, [parent.title], 0);
  const alert = page.getByRole('alert');
  await expectVisible(alert.getByText('Није успело: 1'));
  await expectVisible(alert.getByRole('listitem').filter({ hasText: `${parent.title}: ` }).filter({ hasText: /sub-items/ }));
  expect((await adminApi<AdminList>(baseUrl, token, '/api/admin/menu-items?limit=100')).total).toBe(menu.total);
});

test('axe finds no violations on the articles and tags lists', async ({ page, context, baseUrl }) => {
  await withToken(context, await signIn(baseUrl));
  for (const [path, heading] of [
    ['/dashboard/articles', 'Чланци'],
    ['/dashboard/tags', 'Ознаке'],
  ] as const) {
    await page.goto(path);
    await expectVisible(page.getByRole('heading', { level: 1, name: heading }));
    await expectVisible(table(page));
    await expectNoAxeViolations(page);
  }
});
