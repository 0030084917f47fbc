import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { beforeAll, describe } from 'vitest';
import { dashboardPath } from '../../src/common/routes.js';
import { TOKEN_STORAGE_KEY } from '../../src/web/lib/auth-token.js';
import { portal } from './support/portal.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { EDITOR_GROUPS, groupIdsOf, withToken } from './support/admin-session.js';
import { E2E_ADMIN } from './support/global-setup.js';
import { expectHidden, expectVisible, open } from './support/page.js';

// The dashboard in English (its texts come from src/web/locales/en/dashboard.json).
const HOME = dashboardPath('en');
const USERS = dashboardPath('en', 'users');
const GROUPS = dashboardPath('en', 'groups');
const SIGN_IN_TITLE = 'Sign in to the dashboard';

/** The screen's level-1 heading is exactly `name` ("Dashboard" must not match "Sign in to the dashboard"). */
const expectH1 = (page: Page, name: string) => expectVisible(page.getByRole('heading', { level: 1, name, exact: true }));

interface Credentials {
  email: string;
  password: string;
}

async function apiCall<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(new URL(path, portal().baseUrl), {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

const tokenOf = async ({ email, password }: Credentials) => (await apiCall<{ token: string }>('/api/auth/login', { method: 'POST', body: { email, password } })).token;

/** Creates a user in the groups editors were in before groups (publishers and authors). */
async function createEditor(user: Credentials & { name: string }): Promise<void> {
  const token = await tokenOf(E2E_ADMIN);
  const groupIds = await groupIdsOf(portal().baseUrl, token, EDITOR_GROUPS);
  await apiCall('/api/admin/users', { method: 'POST', token, body: { ...user, groupIds } });
}

async function signInThroughForm(page: Page, { email, password }: Credentials, path = HOME): Promise<void> {
  await open(page, path);
  await expectH1(page, SIGN_IN_TITLE);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' });

let editor: Credentials & { name: string };

beforeAll(async () => {
  const suffix = randomBytes(4).toString('hex');
  editor = { email: `e2e-editor-${suffix}@example.org`, password: `editor password ${suffix}`, name: `Editor ${suffix}` };
  await createEditor(editor);
});

describe('dashboard sign-in', () => {
  test('an admin signs in through the form, sees the counts and the users, and signs out', async ({ page }) => {
    await open(page, HOME);
    await expectH1(page, SIGN_IN_TITLE);
    await expectNoAxeViolations(page);

    await signInThroughForm(page, E2E_ADMIN);
    await expectH1(page, 'Dashboard');
    const overview = await apiCall<{ types: { type: string; total: number }[] }>('/api/admin/overview', { token: await tokenOf(E2E_ADMIN) });
    const articles = overview.types.find((entry) => entry.type === 'article')!.total;
    expect(articles).toBeGreaterThan(0);
    const counts = page.getByRole('region', { name: 'Content' });
    await expectVisible(counts.getByRole('listitem').filter({ hasText: 'Articles' }).filter({ hasText: String(articles) }));
    await expectVisible(counts.getByRole('link', { name: 'Users' }));
    await expectVisible(page.getByRole('table', { name: 'The ten most recent saves of any content' }));
    await expectNoAxeViolations(page);

    await navigation(page).getByRole('link', { name: 'Users' }).click();
    await expectH1(page, 'Users');
    await expectVisible(page.getByRole('cell', { name: E2E_ADMIN.email }));
    await page.getByLabel('Search by name or e-mail').fill(editor.email);
    await expectVisible(page.getByRole('rowheader', { name: editor.name }));
    await expectHidden(page.getByRole('cell', { name: E2E_ADMIN.email }));
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectH1(page, SIGN_IN_TITLE);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
  });

  test('below the md breakpoint (960 px, SPEC §9) the sections fold behind a button; from it they stay beside the content', async ({ page }) => {
    await signInThroughForm(page, E2E_ADMIN);
    await expectH1(page, 'Dashboard');
    const toggle = page.getByRole('button', { name: 'Show or hide the sections' });
    await expectHidden(toggle);

    // Folded, the navigation slides off the left edge of the window and leaves the accessibility
    // tree (inert), so it is found by its element here.
    const navElement = page.locator('nav[aria-label="Dashboard sections"]');
    const isOnScreen = async () => {
      const box = await navElement.boundingBox();
      return box !== null && box.x + box.width > 0;
    };
    expect(await isOnScreen()).toBe(true);

    await page.setViewportSize({ width: 959, height: 900 });
    await expectVisible(toggle);
    await expect.poll(isOnScreen).toBe(false);
    await expect.poll(() => navElement.getAttribute('inert')).not.toBeNull();
    await navElement.locator('a').first().focus();
    expect(await page.evaluate(() => document.activeElement?.closest('nav') ?? null), 'no focus on a folded section').toBeNull();
    await toggle.click();
    await expectVisible(navigation(page).getByRole('link', { name: 'Users' }));
    await expect.poll(isOnScreen).toBe(true);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 960, height: 900 });
    await expectHidden(toggle);
    await expect.poll(isOnScreen).toBe(true);
  });

  test('the rules check the fields on blur, and a wrong password is refused with a message', async ({ page }) => {
    await open(page, HOME);
    await expectH1(page, SIGN_IN_TITLE);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectVisible(page.getByText('Required').first());

    const email = page.getByLabel('E-mail address');
    await email.fill('not-an-address');
    await email.blur();
    await expectVisible(page.getByText('Enter a valid e-mail address'));
    expect(await email.getAttribute('aria-invalid')).toBe('true');

    await signInThroughForm(page, { email: E2E_ADMIN.email, password: 'not the right password' });
    await expectVisible(page.getByRole('alert').filter({ hasText: 'The e-mail address or password is not correct.' }));
    await expectH1(page, SIGN_IN_TITLE);
  });

  test('an editor does not see the users in the navigation and is refused their screen (403)', async ({ page }) => {
    await signInThroughForm(page, editor);
    await expectH1(page, 'Dashboard');
    await expectVisible(navigation(page).getByRole('link', { name: 'Articles' }));
    expect(await navigation(page).getByRole('link', { name: 'Users' }).count()).toBe(0);
    await expectVisible(page.getByRole('banner').getByText('Editor', { exact: true }));

    await open(page, USERS);
    await expectH1(page, '403: for administrators only');
    await expectVisible(page.getByText('Only administrators may manage users.'));
    await expectNoAxeViolations(page);
  });

  test('a session ended on the server asks to sign in again in place, and the refused request goes through after it', async ({ page }) => {
    await signInThroughForm(page, E2E_ADMIN);
    await expectH1(page, 'Dashboard');
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
    expect(token).toBeTruthy();
    // Signed out elsewhere (another tab, an admin): the token this page holds is revoked.
    await apiCall('/api/auth/logout', { method: 'POST', token: token! });

    await navigation(page).getByRole('link', { name: 'Users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText('Your session has expired or was ended elsewhere.'));
    await expectVisible(page.getByRole('banner').getByText('Signed out', { exact: true }));
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
    await expectNoAxeViolations(page);

    await dialog.getByLabel(/^Password/).fill(E2E_ADMIN.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expectHidden(dialog);
    await expectH1(page, 'Users');
    await expectVisible(page.getByRole('cell', { name: E2E_ADMIN.email }));
    await expectVisible(page.getByRole('banner').getByRole('button', { name: 'Sign out' }));
  });

  test('signing out of the dialog shows the sign-in screen with its message', async ({ page }) => {
    await signInThroughForm(page, E2E_ADMIN, USERS);
    await expectH1(page, 'Users');
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
    await apiCall('/api/auth/logout', { method: 'POST', token: token! });
    await navigation(page).getByRole('link', { name: 'Dashboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expectH1(page, SIGN_IN_TITLE);
    await expectVisible(page.getByText('Your session has ended; sign in again.'));

    // Signing in again returns to where the user was.
    await page.getByLabel('E-mail address').fill(E2E_ADMIN.email);
    await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectH1(page, 'Dashboard');
  });

  test('with two-factor sign-in on, the dialog asks for a code after the password, and the save goes through', async ({ page, context }) => {
    const suffix = randomBytes(4).toString('hex');
    const user = { email: `e2e-lapse-${suffix}@example.org`, password: `lapse password ${suffix}`, name: `Lapse ${suffix}` };
    await createEditor(user);
    const setupToken = await tokenOf(user);
    const { secret } = await apiCall<{ secret: string }>('/api/auth/totp/setup', { method: 'POST', token: setupToken, body: {} });
    const codeAt = (stepsAway: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAway * 30_000 });
    const { recoveryCodes } = await apiCall<{ recoveryCodes: string[] }>('/api/auth/totp/enable', { method: 'POST', token: setupToken, body: { code: codeAt(0) } });
    const { token } = await apiCall<{ token: string }>('/api/auth/login', { method: 'POST', body: { email: user.email, password: user.password, recoveryCode: recoveryCodes[0] } });
    await withToken(context, token, portal().baseUrl);
    const article = await apiCall<{ id: number; version: number }>('/api/admin/articles', {
      method: 'POST',
      token,
      body: { status: 'draft', translations: { sr: { title: `Двофакторска ${suffix}`, summary: 'Сажетак.', body: '<p>Текст.</p>' } } },
    });
    const typed = `Typed before the session ended ${suffix}`;

    await page.goto(dashboardPath('en', 'articles', article.id));
    await expectH1(page, `Двофакторска ${suffix}`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(typed);
    await apiCall('/api/auth/logout', { method: 'POST', token });
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await dialog.getByLabel(/^Password/).fill(user.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expectVisible(dialog.getByText('Enter the six-digit code from your authenticator app.'));
    await dialog.getByLabel('Code from the app').fill(codeAt(1));
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expectHidden(dialog);
    await expectVisible(page.getByRole('status').filter({ hasText: /^Saved at / }));
    const saved = await apiCall<{ version: number; translations: { sr: { title: string } } }>(`/api/admin/articles/${article.id}`, { token: await tokenOf(E2E_ADMIN) });
    expect(saved).toMatchObject({ version: article.version + 1, translations: { sr: { title: typed } } });
  });

  test('after signing in the edit screen of the path opens, and a stored token that no longer works shows sign-in on load', async ({ page }) => {
    const articles = await apiCall<{ items: { id: number; title: string }[] }>('/api/admin/articles?limit=1', { token: await tokenOf(E2E_ADMIN) });
    const article = articles.items[0]!;
    await signInThroughForm(page, E2E_ADMIN, dashboardPath('en', 'articles', article.id));
    await expectH1(page, article.title);
    await expectVisible(page.getByText(`Article no. ${article.id}`, { exact: true }));
    await page.getByRole('link', { name: 'Back to Articles' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(dashboardPath('en', 'articles'));

    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
    await apiCall('/api/auth/logout', { method: 'POST', token: token! });
    await page.reload();
    await expectH1(page, SIGN_IN_TITLE);
    await expectVisible(page.getByText('Your session has ended; sign in again.'));
  });

  test('an admin makes a group, mostly from the keyboard, creates a user in it, and a save over a newer version shows the conflict', async ({ page }) => {
    await signInThroughForm(page, E2E_ADMIN, GROUPS);
    await expectH1(page, 'Groups');
    await expectVisible(page.getByRole('rowheader', { name: 'Authors Built-in' }));
    const suffix = randomBytes(4).toString('hex');
    const group = `Newsroom ${suffix}`;

    // A group that creates and edits the articles of one category, made with the keyboard only.
    await page.getByRole('button', { name: 'New group' }).press('Enter');
    const groupDialog = page.getByRole('dialog', { name: 'New group' });
    await expectVisible(groupDialog);
    await page.keyboard.type(group);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Writes the news of one category');
    await groupDialog.getByRole('button', { name: 'Add a permission' }).press('Enter');
    const grant = groupDialog.getByRole('group', { name: 'Permission 1' });
    await expect.poll(() => grant.getByLabel('Content').evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await grant.getByLabel('Content').inputValue()).toBe('articles');
    const category = grant.getByLabel('Category');
    await expect.poll(() => category.locator('option').count()).toBeGreaterThan(1);
    // A native select's keys are the browser's own; the choice is made as a user's would be, and read back.
    await category.selectOption({ index: 1 });
    await expect.poll(() => category.inputValue()).not.toBe('');
    const sectionId = Number(await category.inputValue());
    const categoryTitle = (await category.locator('option:checked').textContent())!;
    expect(categoryTitle).not.toBe('Every category');
    await grant.getByRole('checkbox', { name: 'Create' }).press('Space');
    await grant.getByRole('checkbox', { name: 'Edit' }).press('Space');
    await expectNoAxeViolations(page);
    await groupDialog.getByRole('button', { name: 'Create group' }).press('Enter');
    await expectHidden(groupDialog);
    const saved = await apiCall<{ items: { name: string; grants: unknown[] }[] }>('/api/admin/groups', { token: await tokenOf(E2E_ADMIN) });
    expect(saved.items.find((entry) => entry.name === group)?.grants).toEqual([{ subject: 'articles', section: sectionId, actions: ['create', 'edit'] }]);
    const groupRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: group }) });
    await expectVisible(groupRow.getByRole('cell', { name: `Articles (${categoryTitle}): create, edit`, exact: true }));

    await navigation(page).getByRole('link', { name: 'Users' }).click();
    await expectH1(page, 'Users');
    const created = { name: `Modal ${suffix}`, email: `e2e-modal-${suffix}@example.org` };
    await page.getByRole('button', { name: 'New user' }).click();
    const create = page.getByRole('dialog', { name: 'New user' });
    await create.getByLabel('Name').fill(created.name);
    await create.getByLabel('E-mail address').fill(created.email);
    // New users are authors unless the admin chooses otherwise; at least one group is required.
    const groups = create.getByRole('group', { name: /^Groups/ });
    expect(await groups.getByRole('checkbox', { name: 'Authors' }).isChecked()).toBe(true);
    await groups.getByRole('checkbox', { name: 'Authors' }).uncheck();
    await expectVisible(create.getByText('Choose at least one group.'));
    await groups.getByRole('checkbox', { name: group }).check();
    await create.getByLabel(/^Password/).fill('short');
    await create.getByRole('button', { name: 'Create user' }).click();
    await expectVisible(create.getByText('Use at least 12 characters').first());
    await create.getByLabel(/^Password/).fill(`modal password ${suffix}`);
    await expectNoAxeViolations(page);
    await create.getByRole('button', { name: 'Create user' }).click();
    await expectHidden(create);
    const userRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: created.name }) });
    await expectVisible(userRow.getByRole('cell', { name: group, exact: true }));

    // Someone else renames the user while the form is open.
    await page.getByRole('button', { name: `Edit ${created.name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit' });
    const adminToken = await tokenOf(E2E_ADMIN);
    const users = await apiCall<{ items: { id: number; version: number; email: string; groups: { id: number }[] }[] }>(`/api/admin/users?q=${suffix}`, { token: adminToken });
    const user = users.items.find((entry) => entry.email === created.email)!;
    await apiCall(`/api/admin/users/${user.id}`, { method: 'PUT', token: adminToken, body: { name: `${created.name} 2`, groupIds: user.groups.map(({ id }) => id), active: true, version: user.version } });
    await edit.getByRole('checkbox', { name: 'Publishers' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectVisible(edit.getByRole('alert').filter({ hasText: 'Someone else saved this user after you opened it.' }));
  });

  test('a user reads their signed-in sessions, ends one, then signs out everywhere else', async ({ page }) => {
    const elsewhere = [await tokenOf(editor), await tokenOf(editor)];
    await signInThroughForm(page, editor);
    await expectH1(page, 'Dashboard');
    await page.getByRole('button', { name: editor.name }).click();
    await page.getByRole('menuitem', { name: 'Signed-in sessions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signed-in sessions' });
    const table = dialog.getByRole('table', { name: 'Your open sessions, the most recently used first' });
    await expectVisible(table.getByText('This session'));
    const ends = table.getByRole('button', { name: /^End the session from / });
    await expect.poll(() => ends.count()).toBeGreaterThanOrEqual(2);
    const before = await ends.count();
    await expectNoAxeViolations(page);

    await ends.first().click();
    await expectVisible(dialog.getByRole('status').filter({ hasText: 'The session has been ended.' }));
    await expect.poll(() => ends.count()).toBe(before - 1);
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expectVisible(dialog.getByRole('status').filter({ hasText: `Other sessions ended: ${before - 1}` }));
    await expect.poll(() => ends.count()).toBe(0);
    await expectVisible(table.getByText('This session'));
    await expectNoAxeViolations(page);
    for (const token of elsewhere) await expect(apiCall('/api/auth/me', { token })).rejects.toThrow(/answered 401/);
    await apiCall('/api/auth/me', { token: (await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY))! });
  });

  test('a user changing their password is told in words why an easy one is refused; the change ends their other sessions', async ({ page }) => {
    const suffix = randomBytes(4).toString('hex');
    const user = { email: `e2e-password-${suffix}@example.org`, password: `first password ${suffix}`, name: `Password ${suffix}` };
    await createEditor(user);
    const elsewhere = await tokenOf(user);
    await signInThroughForm(page, user);
    await expectH1(page, 'Dashboard');
    await page.getByRole('button', { name: user.name }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel(/^Current password/).fill(user.password);
    for (const [weak, why] of [
      ['Password12345!', 'This password is on a list of commonly used passwords; choose one that is harder to guess.'],
      [`e2e-password-${suffix}`, 'The password must not be the e-mail address or its part before the @.'],
    ]) {
      await dialog.getByLabel(/^New password/).fill(weak!);
      await dialog.getByLabel(/^Repeat the new password/).fill(weak!);
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await expectVisible(dialog.getByText(why!, { exact: true }));
    }
    await expectNoAxeViolations(page);
    await dialog.getByLabel(/^New password/).fill(`second password ${suffix}`);
    await dialog.getByLabel(/^Repeat the new password/).fill(`second password ${suffix}`);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expectVisible(dialog.getByRole('status').filter({ hasText: 'Your password has been changed.' }));
    await expect(apiCall('/api/auth/me', { token: elsewhere })).rejects.toThrow(/answered 401/);
    await apiCall('/api/auth/me', { token: (await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY))! });
  });

  test('a user turns on two-factor sign-in, then signs in with a code from the app and with a recovery code', async ({ page }) => {
    const suffix = randomBytes(4).toString('hex');
    const user = { email: `e2e-totp-${suffix}@example.org`, password: `totp password ${suffix}`, name: `Two Factor ${suffix}` };
    await createEditor(user);
    await signInThroughForm(page, user);
    await expectH1(page, 'Dashboard');
    await page.getByRole('button', { name: user.name }).click();
    await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
    await expectVisible(dialog.getByText('Two-factor sign-in is off.'));
    await dialog.getByRole('button', { name: 'Set up' }).click();
    await expectVisible(dialog.getByRole('img', { name: 'QR code for the authenticator app' }));
    const secret = (await dialog.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    await expectNoAxeViolations(page);
    const codeAt = (stepsAway: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAway * 30_000 });

    await dialog.getByLabel('Six-digit code').fill('000000');
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expectVisible(dialog.getByRole('alert').filter({ hasText: 'The code is not correct or was already used.' }));
    await dialog.getByLabel('Six-digit code').fill(codeAt(0));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    const codes = dialog.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    const recoveryCodes = await codes.allTextContents();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'The codes are saved' }).click();
    await expectHidden(dialog);
    await page.getByRole('button', { name: 'Sign out' }).click();

    // The code the app shows next: the one that turned it on is used up.
    await signInThroughForm(page, user);
    await expectVisible(page.getByText('Enter the six-digit code from your authenticator app.'));
    await expectNoAxeViolations(page);
    await page.getByLabel('Code from the app').fill(codeAt(1));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectH1(page, 'Dashboard');
    await page.getByRole('button', { name: 'Sign out' }).click();

    await signInThroughForm(page, user);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectH1(page, 'Dashboard');

    // Turned off with the password and another recovery code.
    await page.getByRole('button', { name: user.name }).click();
    await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
    await expectVisible(dialog.getByText('Two-factor sign-in is on.'));
    await dialog.getByLabel(/^Password/).fill(user.password);
    await dialog.getByLabel(/^Code from the app, or a recovery code/).fill(recoveryCodes[0]!);
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await expectVisible(dialog.getByText('The code is not correct or was already used.'));
    await dialog.getByLabel(/^Code from the app, or a recovery code/).fill(recoveryCodes[1]!);
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await expectVisible(dialog.getByText('Two-factor sign-in is off.'));
    await expectNoAxeViolations(page);
    await tokenOf(user);
  });

  test('an admin reads the audit log and filters it by action; an editor has no way to it', async ({ page }) => {
    await fetch(new URL('/api/auth/login', portal().baseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: editor.email, password: 'not the password' }) });
    await signInThroughForm(page, E2E_ADMIN);
    await expectH1(page, 'Dashboard');
    await navigation(page).getByRole('link', { name: 'Audit log' }).click();
    await expectH1(page, 'Audit log');
    const table = page.getByRole('table', { name: /^Entries, newest first: \d+ in all, page 1 of \d+$/ });
    await expectVisible(table.getByRole('cell', { name: 'Sign-in', exact: true }).first());
    await expectNoAxeViolations(page);

    await page.getByLabel('Action').selectOption({ label: 'Failed sign-in' });
    await expectVisible(table.getByRole('cell', { name: 'Wrong password', exact: true }).first());
    await expect.poll(() => table.getByRole('cell', { name: 'Sign-in', exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor_id,actor_name,action,entity_type,entity_id,summary,ip,user_agent,previous_hash,hash');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line).toContain(',sign-in-failed,');
    await page.getByRole('button', { name: 'Sign out' }).click();

    await signInThroughForm(page, editor);
    await expectH1(page, 'Dashboard');
    await expectHidden(navigation(page).getByRole('link', { name: 'Audit log' }));
  });
});
