import { dashboardPath } from '../../src/common/routes.js';
import { signInByApi, withToken } from './support/admin-session.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { SCREEN_TIMEOUT, currentPath, expectVisible } from './support/page.js';
import { sendQuestionWithoutJavaScript } from './support/public-forms.js';

/**
 * The agency's queue in the dashboard: a question sent through the public form is found in it,
 * handled (a new status, an answer to the submitter) by keyboard and mouse, with axe clean on both
 * screens; the submitter's private page then shows what they were told.
 */
test('a question is found in the queue, put in review and answered; the submitter’s page shows it', async ({ browser, baseUrl }) => {
  const question = `Да ли се признаје диплома из Аустрије ${Date.now()}?`;
  const sent = await sendQuestionWithoutJavaScript(browser, baseUrl, 'en', `queue-${Date.now()}@example.org`, question);
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    await withToken(context, await signInByApi(baseUrl), baseUrl);
    const page = await context.newPage();
    await page.goto(dashboardPath('en', 'submissions'));
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Submissions' }));
    await page.locator('label', { hasText: 'Questions to the agency' }).click();
    const link = page.getByRole('link', { name: sent.number, exact: true });
    await expectVisible(link);
    await expectNoAxeViolations(page);
    await link.click();
    await expect.poll(() => currentPath(page), { timeout: SCREEN_TIMEOUT }).toMatch(/^\/en\/dashboard\/submissions\/\d+$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: sent.number }));
    await expectVisible(page.getByText(question));
    await expectNoAxeViolations(page);

    await page.getByLabel('New status').selectOption('in-review');
    await page.getByRole('button', { name: 'Change the status' }).click();
    await expectVisible(page.getByRole('row', { name: /Status\s+In review/ }));
    await page.getByLabel('Answer to the submitter').first().fill('Please send us a copy of the diploma.');
    await page.getByRole('button', { name: 'Send the answer' }).press('Enter');
    await expectVisible(page.getByText('Please send us a copy of the diploma.'));
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
  }
  const submitter = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
  try {
    const page = await submitter.newPage();
    await page.goto(sent.url);
    await expectVisible(page.getByText('Please send us a copy of the diploma.'));
    await expectVisible(page.getByText('In review', { exact: true }).first());
  } finally {
    await submitter.close();
  }
});
