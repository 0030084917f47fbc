import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import type { Locale } from '../../src/common/locales.js';
import { contentPath, dashboardPath } from '../../src/common/routes.js';
import { cyrillicToLatin } from '../../src/common/text/transliterate.js';
import { TOKEN_STORAGE_KEY } from '../../src/web/lib/auth-token.js';
import { expect, test } from './support/browser.js';
import { expectEditorSelection } from './support/editor.js';
import { E2E_ADMIN } from './support/global-setup.js';
import { SCREEN_TIMEOUT, expectHidden, expectVisible } from './support/page.js';

/**
 * An editor's whole day with one article, in a real browser against the real server: sign in,
 * write it in Cyrillic and English with formatting, a link and an uploaded image, schedule it
 * (the public site does not show it), publish it, and read it on the public site in sr, lat and en.
 */

interface View {
  id: number;
  status: string;
  publishedAt: string | null;
  translations: Record<Locale, { title: string; slug: string; body: string } | null>;
}

async function adminView(baseUrl: string, page: Page, id: number): Promise<View> {
  const token = await page.evaluate((key) => localStorage.getItem(key) ?? '', TOKEN_STORAGE_KEY);
  const response = await fetch(new URL(`/api/admin/articles/${id}`, baseUrl), { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  expect(response.status).toBe(200);
  return (await response.json()) as View;
}

function editorOf(page: Page) {
  const content = page.getByRole('textbox', { name: 'Text', exact: true });
  const toolbar = page.getByRole('toolbar', { name: 'Formatting of “Text”' });
  return { content, button: (name: string) => toolbar.getByRole('button', { name, exact: true }) };
}

/**
 * An upload and the fetch of the image it made, on a CI machine busy with another browser and
 * portal beside this one: longer than a screen's time.
 */
const UPLOAD_TIMEOUT = 45_000;

/** Where the editor sends an image (the media API). */
const IMAGE_UPLOAD_PATH = '/api/admin/media/images';

/** Types a paragraph with a bold word and a link, then inserts an uploaded image. */
async function writeBody(page: Page, words: { plain: string; bold: string; link: string; alt: string }): Promise<void> {
  const { content, button } = editorOf(page);
  await content.click();
  await page.keyboard.type(`${words.plain} `);
  await button('Bold').click();
  await page.keyboard.type(words.bold);
  await button('Bold').click();
  await page.keyboard.type(' ');
  await page.keyboard.type(words.link);
  for (let i = 0; i < words.link.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await expectEditorSelection(content, words.link);
  await button('Link').click();
  const linkDialog = page.getByRole('dialog', { name: 'Link' });
  await linkDialog.getByRole('textbox', { name: 'Address' }).fill('https://noks.gov.rs/');
  await linkDialog.getByRole('button', { name: 'Apply' }).click();
  await expectHidden(linkDialog);
  await expectVisible(content.getByRole('link', { name: words.link, exact: true }));
  await page.keyboard.press('End');
  await expectEditorSelection(content, '');
  await page.keyboard.press('Enter');

  await button('Image').click();
  const imageDialog = page.getByRole('dialog', { name: 'Insert an image' });
  await imageDialog.getByRole('textbox', { name: 'Alternative text' }).fill(words.alt);
  const chooser = page.waitForEvent('filechooser');
  await imageDialog.getByRole('button', { name: 'Upload from your computer…' }).click();
  const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#c62828' } }).png().toBuffer();
  const uploaded = page.waitForResponse((response) => new URL(response.url()).pathname === IMAGE_UPLOAD_PATH && response.request().method() === 'POST', { timeout: UPLOAD_TIMEOUT });
  await (await chooser).setFiles({ name: 'okvir.png', mimeType: 'image/png', buffer: png });
  await expectHidden(imageDialog);
  expect((await uploaded).status(), 'the upload of the image').toBe(201);
  // The image has no size until the browser has fetched it from the server.
  await expectVisible(content.getByRole('img', { name: words.alt }), UPLOAD_TIMEOUT);
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectVisible(page.getByRole('status').filter({ hasText: /^(Created and saved\.|Saved at )/ }));
}

/** The public article: its heading, bold text, link and image, as a visitor sees them. */
async function expectPublicArticle(page: Page, locale: Locale, view: View, texts: { title: string; bold: string; link: string; alt: string }) {
  const response = await page.goto(contentPath('article', locale, view.id, view.translations[locale]!.slug));
  expect(response?.status(), `${locale} page status`).toBe(200);
  const main = page.locator('main');
  await expectVisible(main.getByRole('heading', { level: 1, name: texts.title }));
  await expectVisible(main.locator('strong', { hasText: texts.bold }));
  await expect.poll(() => main.getByRole('link', { name: texts.link }).getAttribute('href'), { timeout: SCREEN_TIMEOUT }).toBe('https://noks.gov.rs/');
  const image = main.getByRole('img', { name: texts.alt });
  await expectVisible(image);
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), { timeout: SCREEN_TIMEOUT }).toBe(48);
}

const tab = (page: Page, name: string): Locator => page.getByRole('tab', { name });

/** The whole scenario types two texts key by key and loads six pages: more than one screen's time. */
const LONG_SCENARIO_TIMEOUT_MS = 180_000;

test('an article written with formatting, a link and an image is scheduled, then published, and read in sr, lat and en', async ({ page, baseUrl }) => {
  const suffix = randomBytes(3).toString('hex');
  const sr = { title: `Нови оквир ${suffix}`, plain: 'Објављен је', bold: 'нови правилник', link: 'портал НОКС-а', alt: `Нивои ${suffix}` };
  const en = { title: `A new framework ${suffix}`, plain: 'A new', bold: 'rulebook', link: 'the NQFS portal', alt: `Levels ${suffix}` };

  // Sign in on the way to a new article.
  await page.goto(dashboardPath('en', 'articles', 'new'));
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Sign in to the dashboard' }));
  await page.getByLabel('E-mail address').fill(E2E_ADMIN.email);
  await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: 'New article' }));

  // Serbian (Cyrillic) first, then English; the Latin is derived.
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(sr.title);
  await page.getByRole('textbox', { name: 'Summary', exact: true }).fill(`Сажетак ${suffix}`);
  await writeBody(page, sr);
  await tab(page, 'English').click();
  await page.getByRole('button', { name: 'Add an English translation' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(en.title);
  await page.getByRole('textbox', { name: 'Summary', exact: true }).fill(`Summary ${suffix}`);
  await writeBody(page, en);

  // Scheduled for next year: saved, published status, not on the public site yet.
  const nextYear = new Date().getFullYear() + 1;
  await page.getByLabel('Status').selectOption('published');
  await page.getByLabel('Publication date and time').fill(`${nextYear}-05-04T10:00`);
  await expectVisible(page.getByText(/^Scheduled: the item appears on the portal on /));
  await save(page);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: SCREEN_TIMEOUT }).toMatch(/\/articles\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  let view = await adminView(baseUrl, page, id);
  expect(view.status).toBe('published');
  expect(view.publishedAt).toBe(`${nextYear}-05-04T08:00:00.000Z`);
  expect(view.translations.sr!.body).toMatch(/<strong>нови правилник<\/strong>/);
  expect(view.translations.sr!.body).toMatch(/<a [^>]*href="https:\/\/noks\.gov\.rs\/"[^>]*>портал НОКС-а<\/a>/);
  expect(view.translations.sr!.body).toMatch(/<img [^>]*src="\/media\/[^"]+"/);
  expect(view.translations.lat!.title).toBe(cyrillicToLatin(sr.title));
  const scheduledPage = await page.context().newPage();
  expect((await scheduledPage.goto(contentPath('article', 'sr', id, view.translations.sr!.slug)))?.status()).toBe(404);
  await scheduledPage.close();

  // Published now: the publication time moved to the past.
  await page.getByLabel('Publication date and time').fill('2020-01-15T09:00');
  await expectVisible(page.getByText(/^Published on /));
  await save(page);
  view = await adminView(baseUrl, page, id);
  expect(view.publishedAt).toBe('2020-01-15T08:00:00.000Z');

  // The public site in the three locales (a visitor, not signed in).
  const visitor = await page.context().browser()!.newContext({ baseURL: baseUrl });
  const publicPage = await visitor.newPage();
  try {
    await expectPublicArticle(publicPage, 'sr', view, sr);
    await expectPublicArticle(publicPage, 'lat', view, { title: cyrillicToLatin(sr.title), bold: cyrillicToLatin(sr.bold), link: cyrillicToLatin(sr.link), alt: cyrillicToLatin(sr.alt) });
    await expectPublicArticle(publicPage, 'en', view, en);
  } finally {
    await visitor.close();
  }
}, LONG_SCENARIO_TIMEOUT_MS);
