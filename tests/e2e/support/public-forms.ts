import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { FORMS, type FormKey } from '../../../src/common/forms/form-definitions.js';
import { formWord, textIn } from '../../../src/common/forms/form-text.js';
import type { Locale } from '../../../src/common/locales.js';
import { listPath } from '../../../src/common/routes.js';
import { MIN_FILL_MS } from '../../../src/server/modules/submissions/submission.service.js';
import { SCREEN_TIMEOUT, expectH1, expectVisible } from './page.js';

export const word = (key: Parameters<typeof formWord>[0], locale: Locale, values?: Record<string, string | number>) => formWord(key, locale, values);

/** The step's own button (Continue or Send), not a Change or Remove button of the page. */
export const primaryButton = (page: Page, locale: Locale, key: 'continue' | 'send') =>
  page.locator('.public-form__actions').getByRole('button', { name: word(key, locale), exact: true });

/** Waits out the minimum fill time from the moment the form was opened. */
export async function afterMinimumFillTime(openedAt: number): Promise<void> {
  const wait = openedAt + MIN_FILL_MS + 500 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Waits for the status page a sent form leads to; its reference number. */
export async function expectStatusPage(page: Page, locale: Locale, form: FormKey): Promise<string> {
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === listPath('submission', locale), { timeout: SCREEN_TIMEOUT });
  const number = new URL(page.url()).searchParams.get('n')!;
  expect(number).toMatch(new RegExp(`^${FORMS[form].prefix}-\\d{4}-\\d{6}$`));
  await expectH1(page, word('statusTitle', locale, { number }));
  return number;
}

/**
 * A question sent by a browser without JavaScript: an empty topic refused first (the error summary
 * links it, the answer typed stays), then the contact step, the check step, consent and sending.
 * Returns the number and the status page's address.
 */
export async function sendQuestionWithoutJavaScript(browser: Browser, baseUrl: string, locale: Locale, email: string, question: string): Promise<{ number: string; url: string }> {
  const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const openedAt = Date.now();
    await page.goto(listPath('question', locale));
    await expectH1(page, textIn(FORMS.question.title, locale));
    const questionField = page.getByLabel(textIn({ sr: 'Питање', en: 'Question' }, locale), { exact: true });
    await questionField.fill(question);
    await primaryButton(page, locale, 'continue').click();
    const summary = page.locator('.error-summary');
    await expectVisible(summary);
    await expectVisible(summary.getByRole('link', { name: textIn({ sr: 'Изаберите тему', en: 'Choose a topic' }, locale) }));
    expect(await questionField.inputValue()).toBe(question);
    await page.getByLabel(textIn({ sr: 'Признавање стране дипломе', en: 'Recognition of a foreign diploma' }, locale)).check();
    await primaryButton(page, locale, 'continue').click();
    await expectVisible(page.getByText(word('stepOf', locale, { n: 2, total: 3 })));
    await page.getByLabel(textIn({ sr: 'Име и презиме', en: 'Full name' }, locale)).fill('Јована Јовић');
    await page.getByLabel(textIn({ sr: 'Адреса е-поште', en: 'E-mail address' }, locale)).fill(email);
    await primaryButton(page, locale, 'continue').click();
    await expectVisible(page.getByRole('heading', { level: 2, name: word('checkTitle', locale) }));
    await expectVisible(page.getByText(question));
    await page.getByLabel(word('consent', locale)).check();
    await afterMinimumFillTime(openedAt);
    await primaryButton(page, locale, 'send').click();
    const number = await expectStatusPage(page, locale, 'question');
    await expectVisible(page.getByText(textIn({ sr: 'Примљена', en: 'Received' }, locale), { exact: true }).first());
    return { number, url: page.url() };
  } finally {
    await context.close();
  }
}
