import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { SCREEN_TIMEOUT, expectHidden, expectVisible } from './support/page.js';
import { adminApi, signInByApi, withToken } from './support/admin-session.js';

interface TreeNode {
  id: number;
  parentId: number | null;
  position: number;
  version: number;
  labels: { sr: string; en: string | null };
  children: TreeNode[];
}
interface AdminTree {
  items: TreeNode[];
}
interface AdminList {
  items: { id: number; title: string; status: string }[];
}

function placementsOf(nodes: TreeNode[], parentId: number | null = null): { id: number; parentId: number | null; position: number; version: number }[] {
  return nodes.flatMap((node, position) => [{ id: node.id, parentId, position, version: node.version }, ...placementsOf(node.children, node.id)]);
}

/** Puts the main menu back as it was (with the versions it has now), for the tests that read the header after this file. */
async function restoreMainMenu(baseUrl: string, token: string, original: TreeNode[]): Promise<void> {
  const current = placementsOf((await adminApi<AdminTree>(baseUrl, token, '/api/admin/menu-items/tree?menu=main')).items);
  const versions = new Map(current.map((item) => [item.id, item.version]));
  const items = placementsOf(original).filter((item) => versions.has(item.id)).map((item) => ({ ...item, version: versions.get(item.id)! }));
  await adminApi(baseUrl, token, '/api/admin/menu-items/tree', { method: 'PUT', body: JSON.stringify({ menu: 'main', items }) });
}

const actions = (page: Page, label: string) => page.getByRole('group', { name: `Радње за ставку ${label}`, exact: true });
/** An item's row: the element that is dragged, holding the item's buttons. */
const rowOf = (page: Page, label: string) => actions(page, label).locator('xpath=..');
const liveRegion = (page: Page) => page.getByRole('status').filter({ hasText: /место \d+ од \d+/ });

async function openMenuScreen(page: Page): Promise<void> {
  await page.goto('/dashboard/menu');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Мени' }));
  await expectVisible(page.getByRole('list', { name: 'Ставке: Главни мени' }));
}

/** The texts of the header's top-level entries, in order (submenus are closed, so hidden). */
async function headerEntries(page: Page, navName: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: navName });
  await expectVisible(nav.getByRole('listitem').first());
  return (await nav.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
}

async function expectBefore(entries: string[], first: string, second: string): Promise<void> {
  const a = entries.findIndex((text) => text.startsWith(first));
  const b = entries.findIndex((text) => text.startsWith(second));
  expect(a, `${first} in ${entries.join(' | ')}`).toBeGreaterThanOrEqual(0);
  expect(b, `${second} in ${entries.join(' | ')}`).toBeGreaterThanOrEqual(0);
  expect(a, `${first} before ${second} in ${entries.join(' | ')}`).toBeLessThan(b);
}

async function focusedAction(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
}

async function dragOnto(source: Locator, target: Locator, edge: 'top' | 'bottom'): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the drop target is not on screen');
  await source.dragTo(target, { sourcePosition: { x: 8, y: 8 }, targetPosition: { x: 8, y: edge === 'top' ? 2 : box.height - 2 } });
}

test('the main menu reordered with the buttons and by dragging shows at once in the portal header', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const original = (await adminApi<AdminTree>(baseUrl, token, '/api/admin/menu-items/tree?menu=main')).items;
  const labels = original.map((node) => node.labels.sr);
  expect(labels.indexOf('НОКС')).toBeLessThan(labels.indexOf('Грађани'));
  expect(labels.indexOf('Почетна')).toBeLessThan(labels.indexOf('Документи'));

  try {
    await openMenuScreen(page);

    // The keyboard: "move up" puts Грађани before НОКС; the focus stays on the button.
    const moveUp = page.getByRole('button', { name: 'Помери нагоре: Грађани', exact: true });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await expectVisible(liveRegion(page).filter({ hasText: `Грађани: место ${labels.indexOf('Грађани')} од ${labels.length} на првом нивоу.` }));
    expect(await focusedAction(page)).toBe('Помери нагоре: Грађани');
    await expectVisible(page.getByText('Нови редослед још није сачуван; портал и даље приказује стари.'));

    // Dragging: Документи dropped on the upper edge of Почетна goes first. NOTE: a synthetic drag that
    // has to scroll the page on its way loses its source, so the whole tree is brought on screen first.
    await page.setViewportSize({ width: 1366, height: 2400 });
    await dragOnto(rowOf(page, 'Документи'), rowOf(page, 'Почетна'), 'top');
    await expectVisible(liveRegion(page).filter({ hasText: 'Документи: место 1 од' }));
    const rows = await page.getByRole('list', { name: 'Ставке: Главни мени' }).getByRole('group').evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label')));
    expect(rows[0]).toBe('Радње за ставку Документи');
    expect(rows.indexOf('Радње за ставку Грађани')).toBeLessThan(rows.indexOf('Радње за ставку НОКС'));

    await page.getByRole('button', { name: 'Сачувај редослед' }).click();
    await expectVisible(page.getByText('Нови редослед је сачуван и портал га приказује.').first());

    // A visitor's fresh load shows the new order, and so does the header after a client-side navigation.
    const visitor = await context.newPage();
    await visitor.goto('/');
    let entries = await headerEntries(visitor, 'Главни мени');
    expect(entries[0]).toBe('Документи');
    await expectBefore(entries, 'Грађани', 'НОКС');
    await visitor.getByRole('navigation', { name: 'Главни мени' }).getByRole('link', { name: 'Грађани', exact: true }).click();
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).innerText(), { timeout: SCREEN_TIMEOUT }).toContain('Грађани');
    entries = await headerEntries(visitor, 'Главни мени');
    expect(entries[0]).toBe('Документи');
    await visitor.close();
  } finally {
    await restoreMainMenu(baseUrl, token, original);
  }
  const restored = (await adminApi<AdminTree>(baseUrl, token, '/api/admin/menu-items/tree?menu=main')).items.map((node) => node.labels.sr);
  expect(restored).toEqual(labels);
});

test('an item added to a page with Serbian and English labels appears in the English header; axe passes with the editor open', async ({
  page,
  context,
  baseUrl,
}) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const pages = await adminApi<AdminList>(baseUrl, token, '/api/admin/pages?limit=100&status=published');
  const target = pages.items.find((item) => item.title.split(/\s+/).length > 1)!;
  const word = target.title.split(/\s+/)[0]!;
  const n = Math.random().toString(36).slice(2, 7);
  const sr = `Пробна ставка ${n}`;
  const en = `Trial item ${n}`;

  await openMenuScreen(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Додај ставку' }).click();
  const dialog = page.getByRole('dialog', { name: 'Нова ставка менија' });
  await expectVisible(dialog);

  await dialog.getByLabel('Назив на српском (ћирилица)').fill(sr);
  await expect.poll(() => dialog.getByLabel('Назив на српском (латиница)').inputValue()).toBe(`Probna stavka ${n}`);
  await dialog.getByLabel('Назив на енглеском').fill(en);
  await dialog.getByLabel('Статус').selectOption('published');

  // The address rule speaks on blur; then the page is picked by searching its title.
  await dialog.getByLabel('Води на').selectOption('url');
  const address = dialog.getByRole('textbox', { name: 'Адреса' });
  await address.fill('ftp://example.org');
  await address.blur();
  await expectVisible(dialog.getByText('Унесите адресу http, https или mailto'));
  await dialog.getByLabel('Води на').selectOption('page');
  const picker = dialog.getByRole('combobox', { name: 'Страна' });
  await picker.fill(word);
  await page.getByRole('option', { name: target.title, exact: true }).click();
  await expect.poll(() => picker.inputValue()).toBe(target.title);

  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Додај', exact: true }).click();
  await expectHidden(dialog);
  await expectVisible(actions(page, sr));

  try {
    const visitor = await context.newPage();
    await visitor.goto('/en');
    const link = visitor.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: en, exact: true });
    await expectVisible(link);
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^/en/page/${target.id}/`));
    await visitor.close();
  } finally {
    // Deleting through the screen, which asks first.
    await page.getByRole('button', { name: `Обриши: ${sr}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Брисање ставке менија' });
    await expectVisible(confirm.getByText(`Обрисати „${sr}” из менија?`));
    await confirm.getByRole('button', { name: 'Обриши', exact: true }).click();
    await expectHidden(actions(page, sr));
  }
  const main = await adminApi<AdminTree>(baseUrl, token, '/api/admin/menu-items/tree?menu=main');
  expect(main.items.map((node) => node.labels.sr)).not.toContain(sr);
});
