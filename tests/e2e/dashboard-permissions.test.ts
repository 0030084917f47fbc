import { randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import type { Grant } from '../../src/common/permissions.js';
import { dashboardPath } from '../../src/common/routes.js';
import { adminApi, signInByApi, withToken } from './support/admin-session.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { expectVisible } from './support/page.js';

/**
 * Screens of their own (the menu, the search's best bets) show only the buttons the user's groups
 * allow, and say why the others are missing; the server refuses the rest all the same.
 */

const PASSWORD = 'a member of a narrow group 4321';

/** A signed-in member of a group holding just `grants`, in `context`. */
async function memberOf(context: BrowserContext, baseUrl: string, grants: Grant[]): Promise<string> {
  const admin = await signInByApi(baseUrl);
  const suffix = randomBytes(3).toString('hex');
  const group = await adminApi<{ id: number }>(baseUrl, admin, '/api/admin/groups', { method: 'POST', body: JSON.stringify({ name: `Уска група ${suffix}`, grants }) });
  const email = `narrow-${suffix}@example.org`;
  await adminApi(baseUrl, admin, '/api/admin/users', { method: 'POST', body: JSON.stringify({ email, name: `Члан ${suffix}`, groupIds: [group.id], password: PASSWORD }) });
  const token = await signInByApi(baseUrl, { email, password: PASSWORD });
  await withToken(context, token, baseUrl);
  return token;
}

test('the menu of one who may edit its items but not add or delete them: moves and edits, no Add, no Delete, and why', async ({ page, context, baseUrl }) => {
  await memberOf(context, baseUrl, [{ subject: 'menu-items', section: null, actions: ['edit'] }]);
  await page.goto(dashboardPath('en', 'menu'));
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Menu' }));
  const list = page.getByRole('list', { name: /^Items: / }).first();
  await expectVisible(list.getByRole('button', { name: /^Edit: / }).first());
  expect(await list.getByRole('button', { name: /^Delete: / }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Add item' }).count()).toBe(0);
  await expectVisible(page.getByText('Your groups do not allow you to add items to the menu.').first());
  await expectNoAxeViolations(page);
});

test('the search insights of one who holds nothing on best bets: the queries without their buttons, no list of best bets, and why', async ({ page, context, baseUrl }) => {
  await memberOf(context, baseUrl, [{ subject: 'articles', section: null, actions: ['create', 'edit'] }]);
  await page.goto(dashboardPath('en', 'search-insights'));
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Search insights' }));
  await expectVisible(page.getByText('Your groups do not allow you to set the best bets of searches.'));
  expect(await page.getByRole('button', { name: /^Set best bet/ }).count()).toBe(0);
  expect(await page.getByRole('heading', { name: "Editors' picks" }).count()).toBe(0);
  await expectNoAxeViolations(page);
});
