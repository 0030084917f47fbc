import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { dashboardPath } from '../../src/common/routes.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { expectVisible } from './support/page.js';
import { adminApi, signInByApi, withToken } from './support/admin-session.js';

/** The edit screen of a sector skills council: its members, sessions and decisions, edited row by row, by keyboard. */

interface CouncilView {
  id: number;
  version: number;
  members: { name: string; organisation: string; role: string }[];
  sessions: { date: string; number: string; agenda: { sr: string; en?: string }; minutesFileId: number | null }[];
  decisions: { number: string; date: string; subject: { sr: string }; standardId: number | null }[];
}

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const saved = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved at / });

test('a council\'s members and sessions are edited as rows, by keyboard, and saved', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const name = `Секторско веће за шумарство ${randomBytes(4).toString('hex')}`;
  const council = await adminApi<CouncilView>(baseUrl, token, '/api/admin/councils', {
    method: 'POST',
    body: JSON.stringify({
      status: 'draft',
      constitutedOn: '2019-11-20',
      members: [{ name: 'Марко Примеровић', organisation: 'Привредна комора Србије', role: 'chair' }],
      translations: { sr: { name } },
    }),
  });

  await page.goto(dashboardPath('en', 'councils', council.id));
  await expectVisible(page.getByRole('heading', { level: 1, name, exact: true }));
  await expectNoAxeViolations(page);

  const members = group(page, 'Members');
  const addMember = members.getByRole('button', { name: 'Add a member' });
  await addMember.focus();
  await page.keyboard.press('Enter');
  await members.getByRole('textbox', { name: 'Member 2: name' }).fill('Ана Огледић');
  await members.getByRole('textbox', { name: 'Member 2: organisation' }).fill('Шумарска школа');
  await members.getByLabel('Member 2: role').selectOption('deputy-chair');

  const sessions = group(page, 'Sessions');
  await sessions.getByRole('button', { name: 'Add a session' }).click();
  await sessions.getByLabel('Session 1: date').fill('2019-11-20');
  await sessions.getByRole('textbox', { name: 'Session 1: agenda in Serbian, one item a line' }).fill('Конституисање већа\nПословник о раду');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectVisible(saved(page));
  const view = await adminApi<CouncilView>(baseUrl, token, `/api/admin/councils/${council.id}`);
  expect(view.members).toEqual([council.members[0], { name: 'Ана Огледић', organisation: 'Шумарска школа', role: 'deputy-chair' }]);
  expect(view.sessions).toEqual([{ date: '2019-11-20', number: '1', agenda: { sr: 'Конституисање већа\nПословник о раду' }, minutesFileId: null }]);
});

test('the screen of a new council, in Serbian, passes axe', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  await page.goto(dashboardPath('sr', 'councils', 'new'));
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Ново секторско веће', exact: true }));
  await expectVisible(page.getByRole('group', { name: 'Седнице' }));
  await expectNoAxeViolations(page);
});
