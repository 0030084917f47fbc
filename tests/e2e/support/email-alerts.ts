import type { ParsedMail } from 'mailparser';
import type { Locator, Page, Response } from 'playwright-core';
import { type AlertWord, alertWord } from '../../../src/common/alerts/alert-text.js';
import type { Locale } from '../../../src/common/locales.js';
import { type ListRouteKey, listPath } from '../../../src/common/routes.js';
export { messageInOutbox } from './outbox.js';
import { SCREEN_TIMEOUT, expectH1, expectVisible } from './page.js';

export const word = (key: AlertWord, locale: Locale, values?: Record<string, string | number>) => alertWord(key, locale, values);

/** The link of a message to a screen of the portal (its path decoded as the route table writes it). */
export function linkTo(message: ParsedMail, key: ListRouteKey, locale: Locale): URL {
  const links = (message.text ?? '').match(/https?:\/\/[^\s<>"]+/g) ?? [];
  const link = links.map((href) => new URL(href)).find((url) => decodeURIComponent(url.pathname).normalize('NFC') === listPath(key, locale));
  if (!link) throw new Error(`no link to ${listPath(key, locale)} in the message "${message.subject ?? ''}":\n${message.text ?? ''}`);
  return link;
}

/** Whether a URL is the screen `key` of `locale`. */
export const isScreen = (url: URL, key: ListRouteKey, locale: Locale) => decodeURIComponent(url.pathname).normalize('NFC') === listPath(key, locale);

/**
 * Presses a button that posts the page's form; returns the answer of the POST (before the redirect
 * it may lead to) once the page it leads to has loaded (a new document, with JavaScript or without).
 */
export async function post(page: Page, button: Locator): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === 'POST', { timeout: SCREEN_TIMEOUT }),
    page.waitForEvent('load', { timeout: SCREEN_TIMEOUT }),
    button.click(),
  ]);
  return response;
}

/** Waits for the settings page a change leads to, and for its notice. */
export async function expectSettingsPage(page: Page, locale: Locale, notice: AlertWord): Promise<void> {
  await page.waitForURL((url) => isScreen(url, 'alert-settings', locale), { timeout: SCREEN_TIMEOUT });
  await expectH1(page, word('settingsTitle', locale));
  await expectVisible(page.getByRole('status').filter({ hasText: word(notice, locale) }));
}
