import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { dashboardPath } from '../../src/common/routes.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { SCREEN_TIMEOUT, expectVisible } from './support/page.js';
import { adminApi, signInByApi, withToken } from './support/admin-session.js';

/** The edit screen of a qualification standard: its lists of outcomes and its history, edited row by row, by keyboard. */

interface StandardView {
  id: number;
  version: number;
  code: string;
  history: { kind: string; number: string; date: string; body: string }[];
  occupationCodes: string[];
  translations: Record<'sr' | 'lat' | 'en', Record<string, string> | null>;
}

const suffix = () => randomBytes(4).toString('hex');
const code = () => `SK-${String(randomBytes(1)[0]! % 100).padStart(2, '0')}-${String(randomBytes(2).readUInt16BE() % 1000).padStart(3, '0')}`;

function createStandard(baseUrl: string, token: string, title: string): Promise<StandardView> {
  return adminApi<StandardView>(baseUrl, token, '/api/admin/standards', {
    method: 'POST',
    body: JSON.stringify({
      status: 'draft',
      code: code(),
      level: '3',
      type: 'vocational',
      acquisitionWays: ['formal'],
      field: '1013',
      occupationCodes: ['5120.01'],
      history: [{ kind: 'adopted', number: '610-00-00100/2021-03', date: '2021-03-10', body: 'Министар просвете' }],
      translations: { sr: { title, jobDescription: 'Припрема јела.', knowledge: 'Познаје намирнице' } },
    }),
  });
}

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const saved = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved at / });

/** Moves the focus to a button by Tab alone, and presses it with Enter: the button is reached and worked by keyboard. */
async function pressByKeyboard(page: Page, button: ReturnType<Page['getByRole']>): Promise<void> {
  for (let i = 0; i < 200 && !(await button.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect.poll(() => button.evaluate((element) => element === document.activeElement), { timeout: SCREEN_TIMEOUT }).toBe(true);
  await page.keyboard.press('Enter');
}

test('a standard\'s outcomes and history are edited as lists, by keyboard, and saved', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const title = `Стандард квалификације Кувар ${suffix()}`;
  const standard = await createStandard(baseUrl, token, title);

  await page.goto(dashboardPath('en', 'standards', standard.id));
  await expectVisible(page.getByRole('heading', { level: 1, name: title, exact: true }));
  await expectNoAxeViolations(page);

  // A second outcome of knowledge: the row is added from the keyboard and labelled with its number.
  const knowledge = group(page, 'Knowledge');
  await pressByKeyboard(page, knowledge.getByRole('button', { name: 'Add an outcome' }));
  await knowledge.getByRole('textbox', { name: 'Knowledge, row 2' }).fill('Познаје технике припреме јела');

  // The history: an amendment after the adoption, each of its inputs named by its row.
  const history = group(page, 'Source of verification and history');
  await pressByKeyboard(page, history.getByRole('button', { name: 'Add a decision' }));
  await expect.poll(() => history.getByLabel('Kind of decision 2').inputValue(), { timeout: SCREEN_TIMEOUT }).toBe('amended');
  await history.getByRole('textbox', { name: 'Number of decision 2' }).fill('610-00-00200/2023-03');
  await history.getByLabel('Date of decision 2').fill('2023-05-20');

  // A second occupation code; then one removed again by its labelled button.
  const codes = group(page, 'Occupation codes (national classification)');
  await codes.getByRole('button', { name: 'Add an occupation code' }).click();
  await codes.getByRole('textbox', { name: 'Occupation codes (national classification), row 2' }).fill('3434.01');
  await codes.getByRole('button', { name: 'Add an occupation code' }).click();
  await codes.getByRole('button', { name: 'Remove row 3' }).click();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectVisible(saved(page));
  const view = await adminApi<StandardView>(baseUrl, token, `/api/admin/standards/${standard.id}`);
  expect(view.translations.sr!.knowledge).toBe('Познаје намирнице\nПознаје технике припреме јела');
  expect(view.history).toEqual([standard.history[0], { kind: 'amended', number: '610-00-00200/2023-03', date: '2023-05-20', body: 'Министар просвете' }]);
  expect(view.occupationCodes).toEqual(['5120.01', '3434.01']);
});

test('a history the rules refuse is named on the history, and nothing is saved', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const title = `Стандард квалификације Конобар ${suffix()}`;
  const standard = await createStandard(baseUrl, token, title);

  await page.goto(dashboardPath('en', 'standards', standard.id));
  await expectVisible(page.getByRole('heading', { level: 1, name: title, exact: true }));
  const history = group(page, 'Source of verification and history');
  // A decision dated before the adoption.
  await history.getByRole('button', { name: 'Add a decision' }).click();
  await history.getByRole('textbox', { name: 'Number of decision 2' }).fill('610-00-00300/2019-03');
  await history.getByLabel('Date of decision 2').fill('2019-01-01');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expectVisible(history.getByRole('alert').filter({ hasText: 'Decisions in date order' }));
  await expectNoAxeViolations(page);
  const view = await adminApi<StandardView>(baseUrl, token, `/api/admin/standards/${standard.id}`);
  expect(view.version).toBe(standard.version);
});

test('the screen of a new standard, in Serbian, passes axe', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  await page.goto(dashboardPath('sr', 'standards', 'new'));
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Нови стандард квалификације', exact: true }));
  await expectVisible(page.getByRole('group', { name: 'Извор провере и историја' }));
  await expectNoAxeViolations(page);
});
