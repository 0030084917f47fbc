import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { FORMS, type FormKey } from '../../src/common/forms/form-definitions.js';
import { formWord, textIn } from '../../src/common/forms/form-text.js';
import type { Locale } from '../../src/common/locales.js';
import { listPath } from '../../src/common/routes.js';
import { makeDocumentPdf } from '../../src/server/db/seed/pdf.js';
import { MIN_FILL_MS } from '../../src/server/modules/submissions/submission.service.js';
import { expectNoAxeViolations } from './support/axe.js';
import { PHONE_VIEWPORT, expect, test } from './support/browser.js';
import { LOCALE_CASES } from './support/content.js';
import { SCREEN_TIMEOUT, expectH1, expectHtmlLang, expectVisible, open } from './support/page.js';

/**
 * The public forms in a real browser: each form in each locale sent without JavaScript (errors,
 * answers kept, the check step, the status page), and with JavaScript by keyboard with axe on
 * every step, a file attached.
 */

const word = (key: Parameters<typeof formWord>[0], locale: Locale, values?: Record<string, string | number>) => formWord(key, locale, values);
const primary = (page: Page, locale: Locale, key: 'continue' | 'send') => page.locator('.public-form__actions').getByRole('button', { name: word(key, locale), exact: true });

/** The minimum fill time passes from the moment the form was opened. */
async function afterMinimumFillTime(openedAt: number) {
  const wait = openedAt + MIN_FILL_MS + 500 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

async function expectStatusPage(page: Page, locale: Locale, form: FormKey): Promise<string> {
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === listPath('submission', locale), { timeout: SCREEN_TIMEOUT });
  const number = new URL(page.url()).searchParams.get('n')!;
  expect(number).toMatch(new RegExp(`^${FORMS[form].prefix}-\\d{4}-\\d{6}$`));
  await expectH1(page, word('statusTitle', locale, { number }));
  await expectVisible(page.getByText(textIn({ sr: 'Примљена', en: 'Received' }, locale), { exact: true }).first());
  return number;
}

for (const { locale, lang } of LOCALE_CASES) {
  describe(`the forms in ${locale}`, () => {
    test('a question is sent without JavaScript: errors with the answers kept, the check step, the status page', async ({ browser, baseUrl }) => {
      const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        const openedAt = Date.now();
        await page.goto(listPath('question', locale));
        await expectH1(page, textIn(FORMS.question.title, locale));
        await page.getByLabel(textIn({ sr: 'Питање', en: 'Question' }, locale), { exact: true }).fill('Како се признаје диплома из иностранства?');
        await primary(page, locale, 'continue').click();
        // The error summary links to the field left empty; the answer given is still there.
        const summary = page.locator('.error-summary');
        await expectVisible(summary);
        await expectVisible(summary.getByRole('link', { name: textIn({ sr: 'Изаберите тему', en: 'Choose a topic' }, locale) }));
        expect(await page.getByLabel(textIn({ sr: 'Питање', en: 'Question' }, locale), { exact: true }).inputValue()).toBe('Како се признаје диплома из иностранства?');
        await page.getByLabel(textIn({ sr: 'Признавање стране дипломе', en: 'Recognition of a foreign diploma' }, locale)).check();
        await primary(page, locale, 'continue').click();
        await expectVisible(page.getByText(word('stepOf', locale, { n: 2, total: 3 })));
        await page.getByLabel(textIn({ sr: 'Име и презиме', en: 'Full name' }, locale)).fill('Јована Јовић');
        await page.getByLabel(textIn({ sr: 'Адреса е-поште', en: 'E-mail address' }, locale)).fill(`jovana-${locale}@example.org`);
        await primary(page, locale, 'continue').click();
        await expectVisible(page.getByRole('heading', { level: 2, name: word('checkTitle', locale) }));
        await expectVisible(page.getByText('Како се признаје диплома из иностранства?'));
        await page.getByLabel(word('consent', locale)).check();
        await afterMinimumFillTime(openedAt);
        await primary(page, locale, 'send').click();
        await expectStatusPage(page, locale, 'question');
      } finally {
        await context.close();
      }
    });

    test('an initiative is sent with JavaScript by keyboard, a file attached, axe clean on every step and the status page', async ({ page }) => {
      const openedAt = Date.now();
      await open(page, listPath('initiative', locale));
      await expectHtmlLang(page, lang);
      await expectH1(page, textIn(FORMS.initiative.title, locale));
      await expectNoAxeViolations(page);
      // An empty step: the summary takes the focus and passes axe.
      await primary(page, locale, 'continue').click();
      await expectVisible(page.locator('.error-summary'));
      await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('error-summary');
      await expectNoAxeViolations(page);
      await page.getByLabel(textIn({ sr: 'Име и презиме', en: 'Full name' }, locale)).focus();
      await page.keyboard.type('Петар Петровић');
      await page.keyboard.press('Tab');
      await page.keyboard.type(`petar-${locale}@example.org`);
      await page.keyboard.press('Enter');
      await expectVisible(page.getByText(word('stepOf', locale, { n: 2, total: 5 })));
      await page.getByLabel(textIn({ sr: 'Назив квалификације', en: 'Name of the qualification' }, locale)).fill('Пекар мајстор');
      await page.getByLabel(textIn({ sr: 'Ниво НОКС-а', en: 'NQFS level' }, locale)).selectOption('5');
      await page.getByLabel(textIn({ sr: 'Сектор', en: 'Sector' }, locale)).selectOption({ index: 1 });
      await expectNoAxeViolations(page);
      await primary(page, locale, 'continue').click();
      await page.getByLabel(textIn({ sr: 'Зашто је квалификација потребна', en: 'Why the qualification is needed' }, locale)).fill('Пекаре траже мајсторе.');
      await primary(page, locale, 'continue').click();
      await expectVisible(page.getByText(word('stepOf', locale, { n: 4, total: 5 })));
      await page.setInputFiles('input[type=file]', { name: 'analiza.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await makeDocumentPdf({ title: 'Анализа', heading: 'Анализа', paragraphs: ['Потребе.'] })) });
      await expectNoAxeViolations(page);
      await primary(page, locale, 'continue').click();
      await expectVisible(page.getByRole('heading', { level: 2, name: word('checkTitle', locale) }));
      await expectVisible(page.getByText('analiza.pdf', { exact: false }).first());
      await page.setViewportSize(PHONE_VIEWPORT);
      await expectNoAxeViolations(page);
      await page.getByLabel(word('consent', locale)).check();
      await afterMinimumFillTime(openedAt);
      await primary(page, locale, 'send').click();
      await expectStatusPage(page, locale, 'initiative');
      await expectVisible(page.getByText('Пекар мајстор'));
      await expectNoAxeViolations(page);
    });
  });
}
