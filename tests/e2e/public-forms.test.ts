import { describe } from 'vitest';
import { FORMS } from '../../src/common/forms/form-definitions.js';
import { textIn } from '../../src/common/forms/form-text.js';
import { listPath } from '../../src/common/routes.js';
import { makeDocumentPdf } from '../../src/server/db/seed/pdf.js';
import { expectNoAxeViolations } from './support/axe.js';
import { PHONE_VIEWPORT, expect, test } from './support/browser.js';
import { LOCALE_CASES } from './support/content.js';
import { expectH1, expectHtmlLang, expectVisible, open } from './support/page.js';
import { afterMinimumFillTime, expectStatusPage, primaryButton, sendQuestionWithoutJavaScript, word } from './support/public-forms.js';

/**
 * The public forms in a real browser: each form in each locale sent without JavaScript (errors,
 * answers kept, the check step, the status page), and with JavaScript by keyboard with axe on
 * every step, a file attached.
 */

const primary = primaryButton;

for (const { locale, lang } of LOCALE_CASES) {
  describe(`the forms in ${locale}`, () => {
    test('a question is sent without JavaScript: errors with the answers kept, the check step, the status page', async ({ browser, baseUrl }) => {
      await sendQuestionWithoutJavaScript(browser, baseUrl, locale, `jovana-${locale}@example.org`, 'Како се признаје диплома из иностранства?');
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
