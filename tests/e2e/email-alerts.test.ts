import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { describe } from 'vitest';
import { FREQUENCY_LABELS, REGISTER_TOPIC_NAME } from '../../src/common/alerts/alert-text.js';
import { textIn } from '../../src/common/forms/form-text.js';
import type { Locale } from '../../src/common/locales.js';
import { contentPath, listPath } from '../../src/common/routes.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { LOCALE_CASES, findCategory } from './support/content.js';
import { expectSettingsPage, isScreen, linkTo, messageInOutbox, post, word } from './support/email-alerts.js';
import { SCREEN_TIMEOUT, expectH1, expectVisible, open, untilInteractive } from './support/page.js';

/**
 * The e-mail alerts in a real browser, in each locale: without JavaScript, from a category's link
 * to the form (an address refused, then taken), the confirmation message read from the portal's
 * outbox, its link, confirming, a frequency changed and the topic left; with JavaScript, from the
 * footer through every page with axe, ending with leaving every alert at once.
 */

const uniqueAddress = (who: string, locale: Locale) => `${who}-${locale}-${randomBytes(4).toString('hex')}@example.org`;

async function subscribeWithoutJavaScript(browser: Browser, baseUrl: string, locale: Locale): Promise<void> {
  const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const category = await findCategory(baseUrl, locale);
    await page.goto(contentPath('category', locale, category.id, category.slug));
    await expectH1(page, category.name);
    await page.getByRole('main').getByRole('link', { name: word('getAlerts', locale), exact: true }).click();
    await page.waitForURL((url) => isScreen(url, 'alerts', locale) && url.searchParams.get('topic') === `category-${category.id}`, { timeout: SCREEN_TIMEOUT });
    const topicName = word('topicIs', locale, { name: category.name });
    await expectH1(page, topicName);

    // An address that is none: the page again (422), the summary linking the field, the text typed kept.
    const email = page.getByLabel(word('email', locale), { exact: true });
    await email.fill('not an address');
    const refused = await post(page, page.getByRole('button', { name: word('subscribe', locale), exact: true }));
    expect(refused.status()).toBe(422);
    const summary = page.locator('.error-summary');
    await expectVisible(summary.getByRole('link', { name: word('emailInvalid', locale) }));
    expect(await summary.getByRole('link').first().getAttribute('href')).toBe(`#${await email.getAttribute('id')}`);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.inputValue()).toBe('not an address');

    // A real one, daily: the page says where the confirmation went.
    const address = uniqueAddress('alerts', locale);
    await email.fill(address);
    await page.getByLabel(textIn(FREQUENCY_LABELS.daily, locale), { exact: true }).check();
    const taken = await post(page, page.getByRole('button', { name: word('subscribe', locale), exact: true }));
    expect(taken.status()).toBe(303);
    await expectH1(page, word('sentTitle', locale));
    await expectVisible(page.getByText(word('sentBody', locale)));
    expect(await page.getByRole('button', { name: word('subscribe', locale) }).count()).toBe(0);

    // The message's link opens the confirmation page; opening it confirms nothing, the button does.
    const confirmLink = linkTo(await messageInOutbox(address), 'alert-confirm', locale);
    await page.goto(confirmLink.href);
    await expectH1(page, word('confirmTitle', locale));
    await expectVisible(page.getByText(word('confirmBody', locale, { email: address, topic: category.name, frequency: textIn(FREQUENCY_LABELS.daily, locale) })));
    await post(page, page.getByRole('button', { name: word('confirm', locale), exact: true }));
    await expectSettingsPage(page, locale, 'noticeConfirmed');
    await expectVisible(page.getByText(word('settingsIntro', locale, { email: address })));

    // Weekly instead of daily, saved.
    const subscription = page.getByRole('group', { name: category.name });
    expect(await subscription.getByLabel(textIn(FREQUENCY_LABELS.daily, locale), { exact: true }).isChecked()).toBe(true);
    await subscription.getByLabel(textIn(FREQUENCY_LABELS.weekly, locale), { exact: true }).check();
    await post(page, page.getByRole('button', { name: word('save', locale), exact: true }));
    await expectSettingsPage(page, locale, 'noticeSaved');
    expect(await page.getByRole('group', { name: category.name }).getByLabel(textIn(FREQUENCY_LABELS.weekly, locale), { exact: true }).isChecked()).toBe(true);

    // Leaving the topic: no subscription is left.
    await post(page, page.getByRole('button', { name: word('unsubscribeFrom', locale, { topic: category.name }), exact: true }));
    await expectSettingsPage(page, locale, 'noticeRemoved');
    await expectVisible(page.getByText(word('noSubscriptions', locale)));
    expect(await page.getByRole('group', { name: category.name }).count()).toBe(0);
  } finally {
    await context.close();
  }
}

for (const { locale } of LOCALE_CASES) {
  describe(`the e-mail alerts in ${locale}`, () => {
    test('without JavaScript: subscribed from a category, confirmed by the e-mailed link, the frequency changed and the topic left', async ({ browser, baseUrl }) => {
      await subscribeWithoutJavaScript(browser, baseUrl, locale);
    }, 90_000);

    test('with JavaScript, axe clean on every page: the register followed from the footer, confirmed, and every alert left at once', async ({ page }) => {
      // Each page the server rendered hydrates without a warning (a 422 page's own status aside).
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes('status of 422')) problems.push(message.text());
      });
      await open(page, listPath('home', locale));
      await page.getByRole('contentinfo').getByRole('link', { name: word('getAlerts', locale), exact: true }).click();
      await page.waitForURL((url) => isScreen(url, 'alerts', locale) && !url.searchParams.has('topic'), { timeout: SCREEN_TIMEOUT });
      await expectH1(page, word('title', locale));
      await expectVisible(page.getByRole('heading', { level: 2, name: word('chooseTopic', locale) }));
      await expectNoAxeViolations(page);

      const registerName = textIn(REGISTER_TOPIC_NAME, locale);
      await page.getByRole('main').getByRole('link', { name: registerName, exact: true }).click();
      await page.waitForURL((url) => isScreen(url, 'alerts', locale) && url.searchParams.get('topic') === 'register', { timeout: SCREEN_TIMEOUT });
      await expectH1(page, word('topicIs', locale, { name: registerName }));
      await expectNoAxeViolations(page);

      // No address: the page again, its summary focused once the page is interactive.
      const subscribe = page.getByRole('button', { name: word('subscribe', locale), exact: true });
      expect((await post(page, subscribe)).status()).toBe(422);
      await untilInteractive(page);
      await expectVisible(page.locator('.error-summary').getByRole('link', { name: word('emailMissing', locale) }));
      await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('error-summary');
      await expectNoAxeViolations(page);

      const address = uniqueAddress('everything', locale);
      await page.getByLabel(word('email', locale), { exact: true }).fill(address);
      expect((await post(page, subscribe)).status()).toBe(303);
      await expectH1(page, word('sentTitle', locale));
      await untilInteractive(page);
      await expectNoAxeViolations(page);

      // The confirmation message is no alert: it offers no one-click unsubscribe.
      const message = await messageInOutbox(address);
      expect(message.headers.has('list-unsubscribe')).toBe(false);
      await open(page, linkTo(message, 'alert-confirm', locale).href);
      await expectH1(page, word('confirmTitle', locale));
      await expectNoAxeViolations(page);
      await post(page, page.getByRole('button', { name: word('confirm', locale), exact: true }));
      await expectSettingsPage(page, locale, 'noticeConfirmed');
      await untilInteractive(page);
      await expectVisible(page.getByRole('group', { name: registerName }));
      await expectNoAxeViolations(page);

      await post(page, page.getByRole('button', { name: word('unsubscribeAll', locale), exact: true }));
      await expectSettingsPage(page, locale, 'noticeRemovedAll');
      await expectVisible(page.getByText(word('noSubscriptions', locale)));
      await untilInteractive(page);
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    }, 120_000);
  });
}
