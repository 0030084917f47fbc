import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { contentPath, dashboardPath } from '../../src/common/routes.js';
import { adminApi, groupIdsOf, signInByApi, withReviewRules, withToken } from './support/admin-session.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { api } from './support/content.js';
import { SCREEN_TIMEOUT, expectVisible, open } from './support/page.js';

/**
 * Review before publishing, as two people do it in two browsers: an author submits a change of a
 * news item in a category where publishing follows review; the reviewer reads the change against
 * the version in force and asks for changes with a comment; the author puts the change back in the
 * form, changes it and submits it again; the reviewer approves it, and the public site shows it.
 */

const AUTHOR_PASSWORD = 'author password 5678 review';

interface ArticleView {
  id: number;
  version: number;
  status: string;
}

/** A signed-in page of its own (another person in another browser profile). */
async function pageOf(context: BrowserContext, baseUrl: string, token: string): Promise<Page> {
  await withToken(context, token, baseUrl);
  return context.newPage();
}

const reviewPanel = (page: Page) => page.getByRole('region', { name: 'Review', exact: true });
const titleField = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });

async function openItem(page: Page, id: number): Promise<void> {
  await page.goto(dashboardPath('en', 'articles', id));
  await expectVisible(reviewPanel(page));
}

test('submit → changes asked for with a comment → submitted again → approved → public', async ({ page, browser, baseUrl }) => {
  const adminToken = await signInByApi(baseUrl);
  const suffix = randomBytes(3).toString('hex');
  const category = await adminApi<{ id: number }>(baseUrl, adminToken, '/api/admin/categories', {
    method: 'POST',
    body: JSON.stringify({ status: 'published', audience: 'citizens', translations: { sr: { name: `Прегледане вести ${suffix}`, description: '' } } }),
  });
  const authorEmail = `author-${suffix}@example.org`;
  const [authors] = await groupIdsOf(baseUrl, adminToken, ['authors']);
  await adminApi(baseUrl, adminToken, '/api/admin/users', { method: 'POST', body: JSON.stringify({ email: authorEmail, name: `Ауторка ${suffix}`, groupIds: [authors], password: AUTHOR_PASSWORD }) });
  const authorToken = await signInByApi(baseUrl, { email: authorEmail, password: AUTHOR_PASSWORD });
  const draft = await adminApi<ArticleView>(baseUrl, authorToken, '/api/admin/articles', {
    method: 'POST',
    body: JSON.stringify({ status: 'draft', categoryId: category.id, translations: { sr: { title: `Нацрт вести ${suffix}`, summary: 'Сажетак.', body: '<p>Текст вести.</p>' } } }),
  });

  await withReviewRules(baseUrl, adminToken, (rules) => [...rules, { subject: 'articles', section: category.id, review: true }], async () => {
    // The author: the status offers no publishing here; the change goes to review.
    const authorContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 } });
    try {
      const author = await pageOf(authorContext, baseUrl, authorToken);
      await openItem(author, draft.id);
      await expectVisible(author.getByText('Changes of this item are published after review: submit them for review below.').or(author.getByText(/Here, publishing follows review/)).first());
      await titleField(author).fill(`Први предлог дугог наслова ${suffix}`);
      await reviewPanel(author).getByRole('button', { name: 'Submit for review' }).click();
      await expectVisible(author.getByRole('status').filter({ hasText: /^Submitted for review\./ }));
      await expectVisible(reviewPanel(author).getByText(/^In review: submitted by Ауторка/));
      await expectNoAxeViolations(author);

      // The reviewer reads the change against the version in force and sends it back with a comment.
      await withToken(page.context(), adminToken, baseUrl);
      await openItem(page, draft.id);
      const panel = reviewPanel(page);
      await expectVisible(panel.locator('ins', { hasText: 'Први предлог дугог наслова' }));
      await expectVisible(panel.locator('del', { hasText: 'Нацрт вести' }));
      await panel.getByRole('button', { name: 'Ask for changes' }).click();
      await expectVisible(panel.getByText('Write the comment first.'));
      await panel.getByRole('textbox', { name: 'Comment' }).fill('Наслов нека буде краћи.');
      await panel.getByRole('button', { name: 'Ask for changes' }).click();
      await expectVisible(panel.getByText(/^Changes were asked for by /));
      await expectVisible(panel.getByRole('listitem').filter({ hasText: 'Наслов нека буде краћи.' }));
      await expectNoAxeViolations(page);

      // The author puts the change back in the form, shortens the title and submits it again.
      await openItem(author, draft.id);
      const authorPanel = reviewPanel(author);
      await expectVisible(authorPanel.getByText(/^Changes were asked for by /));
      await expectVisible(authorPanel.getByText('Наслов нека буде краћи.'));
      await authorPanel.getByRole('button', { name: 'Put the change in the form' }).click();
      await expect.poll(() => titleField(author).inputValue(), { timeout: SCREEN_TIMEOUT }).toBe(`Први предлог дугог наслова ${suffix}`);
      await titleField(author).fill(`Кратак наслов ${suffix}`);
      await authorPanel.getByRole('button', { name: 'Submit the form again' }).click();
      await expectVisible(author.getByRole('status').filter({ hasText: /^Submitted for review\./ }));

      // The reviewer approves: the item is saved and public.
      await openItem(page, draft.id);
      await expectVisible(panel.locator('ins', { hasText: 'Кратак' }));
      await panel.getByRole('button', { name: 'Approve and publish' }).click();
      await expectVisible(panel.getByText('Approved: the change is saved and published.'));
      const approved = await adminApi<ArticleView>(baseUrl, adminToken, `/api/admin/articles/${draft.id}`);
      expect(approved).toMatchObject({ status: 'published', version: draft.version + 1 });

      const read = await api<{ slug: string; title: string }>(baseUrl, `/api/articles/${draft.id}`, 'sr');
      expect(read.title).toBe(`Кратак наслов ${suffix}`);
      await open(page, contentPath('article', 'sr', draft.id, read.slug));
      await expectVisible(page.getByRole('heading', { level: 1, name: `Кратак наслов ${suffix}` }));
    } finally {
      await authorContext.close();
    }
  });
});

test('a user chooses one message a day about review from the account menu, by keyboard; the choice is kept', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const me = () => adminApi<{ name: string; reviewDigest: boolean }>(baseUrl, token, '/api/auth/me');
  expect((await me()).reviewDigest).toBe(false);
  try {
    await page.goto(dashboardPath('en'));
    await page.getByRole('button', { name: (await me()).name }).click();
    await page.getByRole('menuitem', { name: 'E-mail notifications' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-mail notifications' });
    const each = dialog.getByRole('radio', { name: 'A message for each' });
    await expect.poll(() => each.isChecked(), { timeout: SCREEN_TIMEOUT }).toBe(true);
    await each.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => dialog.getByRole('radio', { name: 'One message a day' }).isChecked(), { timeout: SCREEN_TIMEOUT }).toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectVisible(dialog.getByRole('status').filter({ hasText: 'Saved.' }));
    expect((await me()).reviewDigest).toBe(true);
  } finally {
    await adminApi(baseUrl, token, '/api/auth/notifications', { method: 'PUT', body: JSON.stringify({ reviewDigest: false }) });
  }
});
