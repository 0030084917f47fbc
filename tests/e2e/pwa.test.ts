import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { contentPath, listPath } from '../../src/common/routes.js';
import { portal } from './support/portal.js';
import { expect, test } from './support/browser.js';
import { type ArticleRef, api, findCategory, findNqfPage } from './support/content.js';
import { expectNoAxeViolations } from './support/axe.js';
import { SCREEN_TIMEOUT, expectH1, expectHidden, expectVisible, open } from './support/page.js';

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

test('a new release waiting offers a reload and does nothing by itself; the reload brings it in', async ({ page, baseUrl }) => {
  const nqf = await findNqfPage(baseUrl, 'en');
  await open(page, contentPath('page', 'en', nqf.id, nqf.slug));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: SCREEN_TIMEOUT }).toBe(true);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // A new release: another /sw.js (the server sends the uncompressed file when its compressed copies are gone).
  const sw = path.join(portal().webDir, 'sw.js');
  fs.appendFileSync(sw, `\n// release ${Date.now()}\n`);
  for (const copy of [`${sw}.br`, `${sw}.gz`]) fs.rmSync(copy, { force: true });
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

  const notice = page.getByRole('status').filter({ hasText: 'A new version of the portal is available.' });
  await expectVisible(notice);
  await expectNoAxeViolations(page);
  // Offered, not done: the page is the same document until the reader chooses.
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => page.evaluate(() => 'sameDocument' in window), { timeout: SCREEN_TIMEOUT }).toBe(false);
  await expectH1(page, nqf.title);
  await expectHidden(notice);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting)).toBeNull();
});

test('offline, every page and document read before opens with its content, and an unread page lists them', async ({ page, context, baseUrl }) => {
  const articles = (await api<{ items: { id: number }[] }>(baseUrl, '/api/articles?limit=2', 'sr')).items;
  const [first, second] = await Promise.all(articles.map((article) => api<ArticleRef & { summary: string }>(baseUrl, `/api/articles/${article.id}`, 'sr')));
  const document = (await api<{ items: { id: number; title: string }[] }>(baseUrl, '/api/files?limit=1', 'sr')).items[0]!;
  const category = await findCategory(baseUrl, 'sr');
  const downloadPath = `/api/files/${document.id}/download`;

  // The first page arrives before the service worker is in control; the app keeps it for offline use itself.
  await open(page, listPath('home', 'sr'));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: SCREEN_TIMEOUT }).toBe(true);
  await expect.poll(() => page.evaluate(async () => (await caches.match(location.href)) !== undefined), { timeout: SCREEN_TIMEOUT }).toBe(true);
  const homeH1 = await expectH1(page);
  const visited: [string, string][] = [[listPath('home', 'sr'), homeH1]];
  for (const article of [first!, second!]) {
    const path = contentPath('article', 'sr', article.id, article.slug);
    await open(page, path);
    visited.push([path, await expectH1(page, article.title)]);
  }
  await open(page, listPath('files', 'sr'));
  visited.push([listPath('files', 'sr'), await expectH1(page)]);
  const downloaded = await downloadFrom(page, downloadPath);
  expect(downloaded.length).toBeGreaterThan(0);

  await context.setOffline(true);
  for (const [path, h1] of visited) {
    await page.goto(path);
    await expectH1(page, h1);
  }
  await page.goto(contentPath('article', 'sr', first!.id, first!.slug));
  await expectVisible(page.getByText(first!.summary));
  await page.goto(listPath('files', 'sr'));
  expect(await downloadFrom(page, downloadPath)).toEqual(downloaded);

  // A page never read: the offline screen, with links to what can be read.
  await page.goto(contentPath('category', 'sr', category.id, category.slug));
  await expectVisible(page.getByText('Нисте повезани на интернет').first());
  const offlineList = page.getByRole('navigation', { name: 'Странице које можете да читате без интернета' });
  await expectVisible(offlineList);
  for (const article of [first!, second!]) await expectVisible(offlineList.getByRole('link', { name: article.title }));
  await offlineList.getByRole('link', { name: second!.title }).click();
  await expectH1(page, second!.title);
});

/** Clicks the page's link to `href` and returns the bytes the browser saved. */
async function downloadFrom(page: Page, href: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`a[href="${href}"]`).first().click()]);
  expect(await download.failure()).toBeNull();
  const file = await download.path();
  return fs.readFileSync(file);
}

test("the portal is named in each locale's script and language: its header, the title of each screen the app opens, the app installed from there", async ({ page, baseUrl }) => {
  for (const [locale, name, appName] of [
    ['sr', 'НОКС', 'НОКС — Национални оквир квалификација'],
    ['lat', 'NOKS', 'NOKS — Nacionalni okvir kvalifikacija'],
    ['en', 'NQFS', 'NQFS — National Qualifications Framework'],
  ] as const) {
    await open(page, listPath('home', locale));
    await expectVisible(page.locator('.site-header__brand').getByText(name, { exact: true }));
    expect(await page.title()).toBe(name);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await fetch(new URL(manifestHref!, baseUrl))).json()) as { name: string; short_name: string; start_url: string; lang: string };
    expect(manifest).toMatchObject({ name: appName, short_name: name, start_url: listPath('home', locale) });
    // A screen the app renders itself (a click, not a page load) titles itself the same way.
    const files = listPath('files', locale);
    await page.locator(`a[href="${files}"], a[href="${encodeURI(files)}"]`).first().click();
    await expect.poll(() => page.title(), { timeout: SCREEN_TIMEOUT }).toMatch(new RegExp(` \\| ${name}$`));
    expect(await page.title()).not.toMatch(locale === 'sr' ? /NOKS|NQFS/ : /НОКС/);
  }
});
