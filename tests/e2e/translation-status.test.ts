import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { dashboardPath } from '../../src/common/routes.js';
import type { TranslationStatusList } from '../../src/common/schemas/translation-status.js';
import { PAGE_SIZE } from '../../src/web/features/dashboard-translations/translation-filters.js';
import { EDITOR_GROUPS, adminApi, groupIdsOf, signInByApi, withToken } from './support/admin-session.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { E2E_ADMIN } from './support/global-setup.js';
import { SCREEN_TIMEOUT, currentPath, expectH1, expectVisible } from './support/page.js';

/** The translation status screen and the outdated translations of the edit screen, in Serbian. */

interface View {
  id: number;
  version: number;
}
type Texts = Record<string, string>;

const STATUS_SCREEN = dashboardPath('sr', 'translations');
/** Presses of Tab allowed on the way to a link (the navigation and the filters come first). */
const TAB_LIMIT = 80;

const uniqueSuffix = () => randomBytes(4).toString('hex');

function createArticle(baseUrl: string, token: string, translations: { sr: Texts; en?: Texts }): Promise<View> {
  return adminApi<View>(baseUrl, token, '/api/admin/articles', { method: 'POST', body: JSON.stringify({ status: 'draft', translations }) });
}

/** Where the status list, with the filters of `query`, lists the article (the oldest change first: others may wait longer). */
async function findListed(baseUrl: string, token: string, query: string, id: number): Promise<{ listPage: number; total: number }> {
  for (let listPage = 1; ; listPage++) {
    const list = await adminApi<TranslationStatusList>(baseUrl, token, `/api/admin/translation-status?${query}&page=${listPage}&limit=${PAGE_SIZE}`);
    if (list.items.some((item) => item.type === 'article' && item.id === id)) return { listPage, total: list.total };
    if (listPage * PAGE_SIZE >= list.total) throw new Error(`article ${id} is not in the translation status with ${query}`);
  }
}

const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/**
 * Chooses the articles in a state on the status screen, turns to the page that lists the article,
 * and waits until the table shows that page (the rows of the previous choice stay while it loads).
 */
async function showListed(page: Page, state: { value: string; label: string }, { listPage, total }: { listPage: number; total: number }): Promise<void> {
  // One choice right after the other, as a quick hand makes them.
  await page.getByRole('combobox', { name: 'Врста' }).selectOption({ label: 'Вест' });
  await page.getByRole('combobox', { name: 'Стање' }).selectOption({ label: state.label });
  // Both filters hold: the second choice keeps the first, however soon after it it comes.
  await expect.poll(() => [searchParam(page, 'type'), searchParam(page, 'state')], { timeout: SCREEN_TIMEOUT }).toEqual(['article', state.value]);
  if (listPage > 1) {
    await page.getByRole('navigation', { name: 'Стране' }).getByRole('button', { name: `Страна ${listPage}`, exact: true }).click();
    await expect.poll(() => searchParam(page, 'page'), { timeout: SCREEN_TIMEOUT }).toBe(String(listPage));
  }
  // At least the total the API gave: other tests may make more items stale meanwhile (listed after this one, the oldest change first).
  await expect
    .poll(async () => Number(/Укупно ставки: (\d+)/.exec((await page.getByRole('status').filter({ hasText: 'Укупно ставки' }).textContent()) ?? '')?.[1] ?? 0), { timeout: SCREEN_TIMEOUT })
    .toBeGreaterThanOrEqual(total);
  const table = page.getByRole('table', { name: new RegExp(`страна ${listPage} од`) });
  await expectVisible(table);
  await expect.poll(() => table.getAttribute('aria-busy'), { timeout: SCREEN_TIMEOUT }).toBeNull();
}

/** The table row of an item, found by the link of its title. */
const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });

/**
 * The article's row on the screen as filtered now: the page the API lists it on is asked for
 * again and opened through the URL (which holds the filters) until the row shows, since other
 * tests add, change and delete items while this one runs and move it between pages.
 */
async function listedRow(page: Page, lookup: { baseUrl: string; token: string; query: string; id: number }, title: string): Promise<Locator> {
  const row = rowOf(page, title);
  const seen: string[] = [];
  for (let attempt = 1; attempt <= 4; attempt++) {
    const { listPage } = await findListed(lookup.baseUrl, lookup.token, lookup.query, lookup.id);
    const url = new URL(page.url());
    url.searchParams.set('page', String(listPage));
    // A second look reloads: the screen keeps what it fetched.
    if (attempt > 1 || url.toString() !== page.url()) await page.goto(url.toString());
    const table = page.getByRole('table', { name: new RegExp(`страна ${listPage} од`) });
    await expectVisible(table);
    await expect.poll(() => table.getAttribute('aria-busy'), { timeout: SCREEN_TIMEOUT }).toBeNull();
    // The rows of the choice before may show until the new ones arrive: the row is waited for.
    const found = await row.waitFor({ state: 'visible', timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (found) return row;
    seen.push(`page ${listPage}: ${(await table.getByRole('link').allTextContents()).join(' | ')}`);
  }
  throw new Error(`"${title}" is not listed where the API lists it; the screen showed ${seen.join('; ')}`);
}

/** The row's cells after its title: type, Latin, English, when the Serbian changed (as written, not as the badges' capitals show them). */
async function cellTexts(row: Locator): Promise<string[]> {
  return (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
}

test('an article whose Serbian changed is listed with its English outdated, and its edit screen shows what changed', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const suffix = uniqueSuffix();
  const oldTitle = `Стари наслов о квалификацијама ${suffix}`;
  const newTitle = `Нови наслов о квалификацијама ${suffix}`;
  const english = { title: `Title about qualifications ${suffix}`, summary: 'A short summary.', body: '<p>Pupils choose vocational qualifications.</p>' };
  const article = await createArticle(baseUrl, token, {
    sr: { title: oldTitle, summary: 'Кратак сажетак.', body: '<p>Ученици бирају <strong>стручне</strong> квалификације.</p>' },
    en: english,
  });
  // Only the Serbian changes; the English is sent as it was.
  await adminApi<View>(baseUrl, token, `/api/admin/articles/${article.id}`, {
    method: 'PUT',
    body: JSON.stringify({
      status: 'draft',
      version: article.version,
      translations: { sr: { title: newTitle, summary: 'Кратак сажетак.', body: '<p>Ученици бирају <strong>занатске</strong> квалификације.</p>' }, en: english },
    }),
  });
  const lookup = { baseUrl, token, query: 'type=article&state=stale', id: article.id };
  const listed = await findListed(baseUrl, token, lookup.query, article.id);

  await page.goto(STATUS_SCREEN);
  await expectH1(page, 'Статус превода');
  await showListed(page, { value: 'stale', label: 'Застарео превод' }, listed);
  const row = await listedRow(page, lookup, newTitle);
  await expectVisible(row);
  const [type, latin, englishState] = await cellTexts(row);
  expect({ type, latin, englishState }).toEqual({ type: 'Вест', latin: 'Ажуран', englishState: 'Застарео' });
  await expectNoAxeViolations(page);

  // From the state filter on, the keyboard alone reaches the title's link and follows it.
  const link = row.getByRole('link', { name: newTitle, exact: true });
  await page.getByRole('combobox', { name: 'Стање' }).focus();
  for (let i = 0; i < TAB_LIMIT && !(await link.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
  expect(await link.evaluate((element) => element === document.activeElement), 'Tab reaches the article').toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(() => currentPath(page), { timeout: SCREEN_TIMEOUT }).toBe(dashboardPath('sr', 'articles', article.id));
  await expectH1(page, newTitle);

  // The English tab is marked outdated in its name too; the others are not.
  const englishTab = page.getByRole('tab', { name: /^Енглески\s*застарео$/i });
  await expectVisible(englishTab);
  expect(await page.getByRole('tab', { name: /застарео/i }).count()).toBe(1);
  await englishTab.click();
  const notice = page.getByRole('region', { name: 'Српски текст се променио откако је овај превод сачуван' });
  await expectVisible(notice);
  const toggle = notice.getByRole('button', { name: 'Прикажи шта се променило' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  await toggle.click();
  await expectVisible(notice.getByRole('button', { name: 'Сакриј измене', expanded: true }));

  // The old and the new Serbian words, as deletions and insertions (the markup of the body left out).
  await expectVisible(notice.getByRole('deletion').filter({ hasText: 'Стари' }));
  await expectVisible(notice.getByRole('insertion').filter({ hasText: 'Нови' }));
  await expectVisible(notice.getByRole('deletion').filter({ hasText: 'стручне' }));
  await expectVisible(notice.getByRole('insertion').filter({ hasText: 'занатске' }));
  expect(await notice.getByRole('deletion').filter({ hasText: /strong|</ }).count()).toBe(0);
  expect(await notice.getByRole('term').allInnerTexts()).toEqual(['Наслов', 'Текст']);
  await expectNoAxeViolations(page);
});

test('an editor finds an article without English as missing with the state filter', async ({ page, context, baseUrl }) => {
  const suffix = uniqueSuffix();
  const adminToken = await signInByApi(baseUrl, E2E_ADMIN);
  const editor = { name: `Уредник ${suffix}`, email: `e2e-translations-${suffix}@example.org`, password: `editor password ${suffix}` };
  const groupIds = await groupIdsOf(baseUrl, adminToken, EDITOR_GROUPS);
  await adminApi(baseUrl, adminToken, '/api/admin/users', { method: 'POST', body: JSON.stringify({ ...editor, groupIds }) });
  const token = await signInByApi(baseUrl, { email: editor.email, password: editor.password });
  await withToken(context, token, baseUrl);
  const title = `Вест само на српском ${suffix}`;
  const article = await createArticle(baseUrl, token, { sr: { title, summary: 'Сажетак.', body: '<p>Текст.</p>' } });
  const lookup = { baseUrl, token, query: 'type=article&state=missing', id: article.id };
  const listed = await findListed(baseUrl, token, lookup.query, article.id);

  // Editors reach the screen from the navigation.
  await page.goto(dashboardPath('sr'));
  await page.getByRole('navigation', { name: 'Одељци контролне табле' }).getByRole('link', { name: 'Статус превода' }).click();
  await expectH1(page, 'Статус превода');
  await showListed(page, { value: 'missing', label: 'Нема превода' }, listed);
  const row = await listedRow(page, lookup, title);
  await expectVisible(row);
  const [, latin, englishState] = await cellTexts(row);
  expect({ latin, englishState }).toEqual({ latin: 'Ажуран', englishState: 'Недостаје' });
  // The filter shows missing English only.
  const rows = await page.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader') }).all();
  const englishStates = await Promise.all(rows.map(async (other) => (await cellTexts(other))[2]));
  expect(new Set(englishStates)).toEqual(new Set(['Недостаје']));
});
