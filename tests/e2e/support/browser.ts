import fs from 'node:fs';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { test as base } from 'vitest';
import { portal } from './portal.js';

/**
 * Debian's headless build of Chromium (package chromium-headless-shell), the one Playwright itself
 * runs headless tests on: the same engine without the desktop browser, it takes a third less CPU
 * for the suite than the full browser. Debian's full Chromium serves when the shell is missing.
 * .ci/run installs the shell when missing.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

/** The mobile breakpoint of SPEC §9: below it the navigation lives in a drawer. */
export const MOBILE_BREAKPOINT = 1264;
export const DESKTOP_VIEWPORT = { width: 1366, height: 900 };
/** A phone held upright: the narrow layout that accessibility checks run at besides the desktop one. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium-headless-shell\` (or set CHROMIUM_PATH).`);
  }
  // launch() gives every browser a fresh temporary profile (user-data dir), removed on close.
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * `browser`: one Chromium per test file. `context`: a fresh context per test (no cookies, no
 * storage, no service worker carried over), with baseURL set so pages can goto('/en/...').
 * `page`: a page of that context. Errors the page throws are printed when its test fails.
 */
export const test = base
  .extend('baseUrl', { scope: 'file' }, () => portal().baseUrl)
  // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its destructured first argument
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('context', async ({ browser, baseUrl }, { onCleanup }): Promise<BrowserContext> => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP_VIEWPORT, locale: 'sr-RS' });
    onCleanup(() => context.close());
    return context;
  })
  .extend('page', async ({ context, onTestFailed }): Promise<Page> => {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()} for ${response.request().method()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    onTestFailed(() => {
      if (problems.length) process.stderr.write(`\n[e2e] ${page.url()}\n  ${problems.join('\n  ')}\n`);
    });
    return page;
  });

export { expect } from 'vitest';
