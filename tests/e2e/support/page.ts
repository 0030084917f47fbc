import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';

/** How long a screen may take to show its content (data loads included). */
export const SCREEN_TIMEOUT = 15_000;

/**
 * Waits until the app has hydrated the server's HTML (main.tsx marks <html data-interactive>):
 * the page shows its content before, but its buttons do nothing yet.
 */
export async function untilInteractive(page: Page): Promise<void> {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: SCREEN_TIMEOUT });
}

/** Opens a path, expects the server to answer it with `status` (200 unless told) and waits until the app is interactive. */
export async function open(page: Page, path: string, status = 200): Promise<Response> {
  const response = await page.goto(path);
  if (!response) throw new Error(`no response for ${path}`);
  expect(response.status(), `HTTP status of ${path}`).toBe(status);
  await untilInteractive(page);
  return response;
}

/** Waits until something is visible (Vitest has no web-first assertions of its own). */
export async function expectVisible(locator: Locator, timeout = SCREEN_TIMEOUT): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

export async function expectHidden(locator: Locator, timeout = SCREEN_TIMEOUT): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout });
}

/** The screen's one level-1 heading, once visible; with `text`, it must contain it. */
export async function expectH1(page: Page, text?: string): Promise<string> {
  const h1 = text ? page.getByRole('heading', { level: 1 }).filter({ hasText: text }) : page.getByRole('heading', { level: 1 });
  await expectVisible(h1);
  return (await h1.innerText()).trim();
}

export async function expectHtmlLang(page: Page, lang: RegExp): Promise<void> {
  await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: SCREEN_TIMEOUT }).toMatch(lang);
}

/** The current path, percent-decoded (Cyrillic slugs compare as written). */
export function currentPath(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname).normalize('NFC');
}

/** Whether the element focused now lies inside `container` (or is it). */
export async function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** Follows a link by the keyboard (focused, then Enter) and waits for the screen it leads to, whose h1 is the link's text. */
export async function followLinkByKeyboard(page: Page, name: string, path: string): Promise<void> {
  await page.getByRole('link', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => currentPath(page), { timeout: SCREEN_TIMEOUT }).toBe(path);
  await expectH1(page, name);
}
