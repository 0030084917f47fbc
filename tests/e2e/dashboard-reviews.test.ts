import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { dashboardPath } from '../../src/common/routes.js';
import type { ReviewRulesDto } from '../../src/common/schemas/review.js';
import { adminApi, groupIdsOf, signInByApi, withToken } from './support/admin-session.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { expectVisible } from './support/page.js';

/**
 * Review before publishing in the dashboard: the rules below the groups, and the home's lists of
 * changes in review. NOTE: the files a worker runs share one portal, so a test that changes the
 * rules puts back the set it found, whatever happens.
 */

const RULES_PATH = '/api/admin/review-rules';

const rulesRegion = (page: Page) => page.getByRole('region', { name: 'Review before publishing', exact: true });
const isFocused = (page: Page, label: string, scope = page.locator('body')) => () => scope.getByLabel(label, { exact: true }).evaluate((element) => element === document.activeElement);

/** Deletes an item through the admin API (a DELETE carries no body, so no JSON content type either). */
async function deleteItem(baseUrl: string, token: string, path: string): Promise<void> {
  const response = await fetch(new URL(path, baseUrl), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  expect(response.status, `DELETE ${path}`).toBe(204);
}

/** Runs `work` with the rules as they are now, and puts them back after it. */
async function keepingRules(baseUrl: string, token: string, work: (before: ReviewRulesDto) => Promise<void>): Promise<void> {
  const before = await adminApi<ReviewRulesDto>(baseUrl, token, RULES_PATH);
  try {
    await work(before);
  } finally {
    await adminApi(baseUrl, token, RULES_PATH, { method: 'PUT', body: JSON.stringify(before) });
  }
}

/** Opens the groups screen with the rules read, and answers the group of the rule added by the keyboard, its first field focused. */
async function addRuleByKeyboard(page: Page, ruleCount: number) {
  const region = rulesRegion(page);
  await expect.poll(() => region.getByRole('group', { name: /^Rule \d+$/ }).count()).toBe(ruleCount);
  await region.getByRole('button', { name: 'Add a rule' }).press('Enter');
  const rule = region.getByRole('group', { name: `Rule ${ruleCount + 1}`, exact: true });
  await expect.poll(isFocused(page, 'Content', rule)).toBe(true);
  return rule;
}

test('an admin adds a rule for one category by keyboard, saves, and the API then holds it', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  await keepingRules(baseUrl, token, async (before) => {
    await page.goto(dashboardPath('en', 'groups'));
    const rule = await addRuleByKeyboard(page, before.rules.length);
    // The installed rules cover the register: a new rule starts on the articles, asking for review.
    expect(await rule.getByLabel('Content', { exact: true }).inputValue()).toBe('articles');
    expect(await rule.getByRole('checkbox', { name: 'Needs review' }).isChecked()).toBe(true);

    // A native select's keys are the browser's own; the choice is made as a user's would be, and read back.
    await page.keyboard.press('Tab');
    await expect.poll(isFocused(page, 'Category', rule)).toBe(true);
    const category = rule.getByLabel('Category', { exact: true });
    await expect.poll(() => category.locator('option').count()).toBeGreaterThan(1);
    await category.selectOption({ index: 1 });
    const section = Number(await category.inputValue());
    expect(section).toBeGreaterThan(0);
    await page.keyboard.press('Tab');
    expect(await rule.getByRole('checkbox', { name: 'Needs review' }).evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);

    await rulesRegion(page).getByRole('button', { name: 'Save rules' }).press('Enter');
    await expectVisible(rulesRegion(page).getByRole('status').filter({ hasText: 'The rules have been saved.' }));
    const after = await adminApi<ReviewRulesDto>(baseUrl, token, RULES_PATH);
    expect(after.rules).toHaveLength(before.rules.length + 1);
    expect(after.rules).toContainEqual({ subject: 'articles', section, review: true });
    await expectNoAxeViolations(page);
  });
});

test('a rule the API refuses (its category deleted meanwhile) says so beside its row, and a rule named twice is refused before sending', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const name = `Категорија за правило ${randomBytes(4).toString('hex')}`;
  const created = await adminApi<{ id: number }>(baseUrl, token, '/api/admin/categories', {
    method: 'POST',
    body: JSON.stringify({ status: 'draft', audience: 'citizens', translations: { sr: { name, description: 'Опис' } } }),
  });
  await keepingRules(baseUrl, token, async (before) => {
    await page.goto(dashboardPath('en', 'groups'));
    const region = rulesRegion(page);
    const rule = await addRuleByKeyboard(page, before.rules.length);
    const category = rule.getByLabel('Category', { exact: true });
    await expect.poll(() => category.locator('option').filter({ hasText: name }).count()).toBe(1);
    await category.selectOption({ label: name });

    // The same content and section twice: the form refuses it on the later row.
    await region.getByRole('button', { name: 'Add a rule' }).press('Enter');
    const twice = region.getByRole('group', { name: `Rule ${before.rules.length + 2}`, exact: true });
    await twice.getByLabel('Category', { exact: true }).selectOption({ label: name });
    await region.getByRole('button', { name: 'Save rules' }).press('Enter');
    await expectVisible(twice.getByRole('alert').filter({ hasText: 'Another rule is for the same content and section: keep one of them.' }));
    await twice.getByRole('button', { name: `Remove: Rule ${before.rules.length + 2}` }).press('Enter');

    await deleteItem(baseUrl, token, `/api/admin/categories/${created.id}`);
    await region.getByRole('button', { name: 'Save rules' }).press('Enter');
    await expectVisible(region.getByRole('alert').filter({ hasText: 'Check the marked fields.' }));
    await expectVisible(rule.getByText('The chosen section no longer exists; choose another.'));
    expect(await category.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    expect((await adminApi<ReviewRulesDto>(baseUrl, token, RULES_PATH)).rules).toEqual(before.rules);
  });
});

interface Draft {
  id: number;
  version: number;
  title: string;
}

test('the home lists a change another user submitted as waiting for the admin’s review, and the admin’s own as theirs in review', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  const suffix = randomBytes(4).toString('hex');
  const author = { email: `e2e-reviewed-${suffix}@example.org`, password: `reviewed password ${suffix}`, name: `Reviewed Author ${suffix}` };
  const [authors] = await groupIdsOf(baseUrl, token, ['authors']);
  await adminApi(baseUrl, token, '/api/admin/users', { method: 'POST', body: JSON.stringify({ ...author, groupIds: [authors] }) });
  const authorToken = await signInByApi(baseUrl, { email: author.email, password: author.password });

  const text = (title: string) => ({ sr: { title, summary: 'Сажетак.', body: '<p>Текст.</p>' } });
  async function draft(title: string): Promise<Draft> {
    const view = await adminApi<{ id: number; version: number }>(baseUrl, token, '/api/admin/articles', { method: 'POST', body: JSON.stringify({ status: 'draft', translations: text(title) }) });
    return { ...view, title };
  }
  const submit = (article: Draft, by: string) =>
    adminApi(baseUrl, by, `/api/admin/articles/${article.id}/review`, { method: 'POST', body: JSON.stringify({ status: 'published', version: article.version, translations: text(article.title) }) });

  const theirs = await draft(`Измена аутора ${suffix}`);
  const mine = await draft(`Измена администратора ${suffix}`);
  await submit(theirs, authorToken);
  await submit(mine, token);
  try {
    await withToken(context, token, baseUrl);
    await page.goto(dashboardPath('en'));
    const waiting = page.getByRole('region', { name: 'Waiting for my review', exact: true });
    const own = page.getByRole('region', { name: 'My changes in review', exact: true });

    const waitingRow = waiting.getByRole('table', { name: 'Changes by others that you may approve or send back' }).getByRole('row').filter({ hasText: theirs.title });
    await expectVisible(waitingRow);
    expect(await waitingRow.getByRole('cell').allInnerTexts()).toEqual(['Article', theirs.title, author.name, expect.any(String)]);
    expect(await waitingRow.getByRole('link', { name: theirs.title }).getAttribute('href')).toBe(dashboardPath('en', 'articles', theirs.id));

    const ownRow = own.getByRole('table', { name: 'Your submitted changes not yet approved' }).getByRole('row').filter({ hasText: mine.title });
    await expectVisible(ownRow);
    expect(await ownRow.getByRole('cell').allInnerTexts()).toEqual(['Article', mine.title, 'In review', expect.any(String)]);
    expect(await ownRow.getByRole('link', { name: mine.title }).getAttribute('href')).toBe(dashboardPath('en', 'articles', mine.id));

    // One's own change waits for someone else; another's is not the admin's own.
    expect(await waiting.getByText(mine.title).count()).toBe(0);
    expect(await own.getByText(theirs.title).count()).toBe(0);
    await expectNoAxeViolations(page);
  } finally {
    for (const [article, by] of [[theirs, authorToken], [mine, token]] as const) {
      await adminApi(baseUrl, by, `/api/admin/articles/${article.id}/review/withdraw`, { method: 'POST', body: '{}' });
      await deleteItem(baseUrl, token, `/api/admin/articles/${article.id}`);
    }
  }
});
