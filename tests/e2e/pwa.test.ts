import { contentPath } from '../../src/common/routes.js';
import { expect, test } from './support/browser.js';
import { findNqfPage } from './support/content.js';
import { SCREEN_TIMEOUT, expectH1, open } from './support/page.js';

// SPEC §1 and §7: an installable, offline-capable service worker at /sw.js with scope /.
test('the service worker registers at /sw.js with scope /, and a visited page reloads offline', async ({ page, context, baseUrl }) => {
  const nqf = await findNqfPage(baseUrl, 'en');
  await open(page, contentPath('page', 'en', nqf.id, nqf.slug));
  await expectH1(page, nqf.title);

  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL ?? '' };
  });
  expect(registration.scope).toBe(`${baseUrl}/`);
  expect(new URL(registration.script).pathname).toBe('/sw.js');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: SCREEN_TIMEOUT }).toBe(true);

  // Visited once under the worker, the page and its data are cached for offline use.
  await page.reload();
  await expectH1(page, nqf.title);
  await context.setOffline(true);
  // Really offline, through the worker too: something never fetched before cannot load.
  expect(await page.evaluate(() => fetch(`/api/health?probe=${Date.now()}`).then(() => 'reached', () => 'failed'))).toBe('failed');
  await page.reload();
  await expectH1(page, nqf.title);
});
