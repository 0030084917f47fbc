import { randomBytes } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { beforeAll, describe } from 'vitest';
import { dashboardPath, signedOutPath } from '../../src/common/routes.js';
import { EDITOR_GROUPS, adminApi, groupIdsOf, signInByApi, withToken } from './support/admin-session.js';
import { expectNoAxeViolations } from './support/axe.js';
import { DESKTOP_VIEWPORT, expect, test } from './support/browser.js';
import { messageInOutbox } from './support/outbox.js';
import { portal } from './support/portal.js';
import { SCREEN_TIMEOUT, currentPath, expectH1, expectVisible, open } from './support/page.js';

/**
 * The journeys through an e-mailed link, in a browser, in Serbian as the dashboard opens by default,
 * by the keyboard. The forgotten password: the sign-in screen, the form, the message (read from the
 * portal's outbox, where it writes e-mail without SMTP_URL), the screen the link opens, and signing
 * in with the new password. The invitation: an admin invites, the invited person sets a password
 * through the link and lands signed in.
 */

let user: { email: string; password: string; name: string };
const NEW_PASSWORD = `a new passphrase ${randomBytes(3).toString('hex')}`;

beforeAll(async () => {
  const suffix = randomBytes(4).toString('hex');
  user = { email: `e2e-forgetful-${suffix}@example.org`, password: `first password ${suffix}`, name: `Заборавни ${suffix}` };
  const adminToken = await signInByApi(portal().baseUrl);
  const groupIds = await groupIdsOf(portal().baseUrl, adminToken, EDITOR_GROUPS);
  await adminApi(portal().baseUrl, adminToken, '/api/admin/users', { method: 'POST', body: JSON.stringify({ ...user, groupIds }) });
});

const press = async (page: Page, key: string, times = 1) => {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
};

/** The dashboard's link in a message. */
const linkIn = (message: ParsedMail) => new URL(/https?:\/\/\S+#[\w-]+/.exec(message.text ?? '')![0]);

describe('the e-mailed links', () => {
  test('a forgotten password is replaced from the sign-in screen through the e-mailed link, by the keyboard, and the new one signs in', async ({ page }) => {
    await open(page, dashboardPath('sr'));
    await expectH1(page, 'Пријава на контролну таблу');
    await expectNoAxeViolations(page);

    // The link under the sign-in form, followed by the keyboard.
    await page.getByRole('link', { name: 'Заборављена лозинка?' }).focus();
    await press(page, 'Enter');
    await expect.poll(() => currentPath(page), { timeout: SCREEN_TIMEOUT }).toBe(signedOutPath('sr', 'forgotten-password'));
    await expectH1(page, 'Заборављена лозинка');
    await expectNoAxeViolations(page);
    await page.getByLabel('Адреса е-поште').focus();
    await page.keyboard.type(user.email);
    await press(page, 'Enter');
    await expectVisible(page.getByRole('status').filter({ hasText: 'Проверите е-пошту' }));
    await expectVisible(page.getByText(user.email));
    await expectNoAxeViolations(page);

    const message = await messageInOutbox(user.email);
    expect(message.subject).toBe('Нова лозинка за контролну таблу');
    const link = linkIn(message);
    expect(link.pathname).toBe(signedOutPath('sr', 'new-password'));

    await open(page, link.href);
    await expectH1(page, 'Нова лозинка');
    // The token leaves the address bar once read.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Нова лозинка', exact: true }).focus();
    await page.keyboard.type(NEW_PASSWORD);
    await press(page, 'Tab');
    await page.keyboard.type(NEW_PASSWORD);
    await press(page, 'Enter');
    await expectVisible(page.getByRole('status').filter({ hasText: 'Лозинка је постављена' }));
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Пријави се' }).focus();
    await press(page, 'Enter');
    await expectH1(page, 'Пријава на контролну таблу');
    await page.getByLabel('Адреса е-поште').fill(user.email);
    await page.getByLabel(/^Лозинка/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Пријави се' }).click();
    await expectH1(page, 'Контролна табла');

    // The link is used up: opened again, it says so and offers a new one.
    await open(page, link.href);
    await expectH1(page, 'Нова лозинка');
    await page.getByRole('textbox', { name: 'Нова лозинка', exact: true }).fill(`${NEW_PASSWORD} again`);
    await page.getByRole('textbox', { name: /^Поновите/ }).fill(`${NEW_PASSWORD} again`);
    await page.getByRole('button', { name: 'Постави лозинку' }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Овај линк је већ искоришћен' }));
    await expectVisible(page.getByRole('link', { name: 'Затражи нови линк' }));
    await expectNoAxeViolations(page);
    // Five screens, each checked by axe: twice a test's usual time on a busy machine.
  }, 120_000);

  test('an admin invites an author by the keyboard; the link sets the password and signs the person in', async ({ page, context, browser, baseUrl }) => {
    const suffix = randomBytes(4).toString('hex');
    const invited = { name: `Позвана ${suffix}`, email: `e2e-invited-${suffix}@example.org`, password: `an invited passphrase ${suffix}` };
    await withToken(context, await signInByApi(baseUrl), baseUrl);
    await open(page, dashboardPath('sr', 'users'));
    await expectH1(page, 'Корисници');

    await page.getByRole('button', { name: 'Позови корисника' }).focus();
    await press(page, 'Enter');
    const modal = page.getByRole('dialog', { name: 'Позови корисника' });
    await expectVisible(modal);
    // The name field has the focus; the groups start at the authors and the e-mail's language at the admin's.
    await page.keyboard.type(invited.name);
    await press(page, 'Tab');
    await page.keyboard.type(invited.email);
    expect(await modal.getByRole('checkbox', { name: 'Аутори' }).isChecked()).toBe(true);
    expect(await modal.getByRole('checkbox', { checked: true }).count()).toBe(1);
    expect(await modal.getByRole('radio', { name: 'српски, ћирилица' }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);
    await press(page, 'Enter');
    await expectVisible(page.getByRole('status').filter({ hasText: `Позив је послат на адресу ${invited.email}` }));
    const row = page.getByRole('region', { name: 'Позиви' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: invited.name }) });
    await expectVisible(row.getByText('На чекању'));
    await expectVisible(row.getByRole('button', { name: `Опозови позив: ${invited.name}` }));

    const message = await messageInOutbox(invited.email);
    const link = linkIn(message);
    expect(link.pathname).toBe(signedOutPath('sr', 'invitation'));

    // The invited person, in a browser of their own.
    const own = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP_VIEWPORT, locale: 'sr-RS' });
    try {
      const invitedPage = await own.newPage();
      await open(invitedPage, link.href);
      await expectH1(invitedPage, 'Позив на контролну таблу');
      await expectVisible(invitedPage.getByText(`Добро дошли, ${invited.name}.`));
      await expect.poll(() => new URL(invitedPage.url()).hash).toBe('');
      await expectNoAxeViolations(invitedPage);
      await invitedPage.getByRole('textbox', { name: 'Нова лозинка', exact: true }).focus();
      await invitedPage.keyboard.type(invited.password);
      await press(invitedPage, 'Tab');
      await invitedPage.keyboard.type(invited.password);
      await press(invitedPage, 'Enter');

      await expectH1(invitedPage, 'Контролна табла');
      await expectVisible(invitedPage.getByRole('banner').getByText(invited.name, { exact: true }));
      const navigation = invitedPage.getByRole('navigation', { name: 'Одељци контролне табле' });
      await expectVisible(navigation.getByRole('link', { name: 'Вести' }));
      expect(await navigation.getByRole('link', { name: 'Корисници' }).count()).toBe(0);
    } finally {
      await own.close();
    }
  }, 60_000);
});
