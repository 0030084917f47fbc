import { randomBytes } from 'node:crypto';
import { contentPath, dashboardPath } from '../../src/common/routes.js';
import { adminApi, signInByApi, withToken } from './support/admin-session.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { SCREEN_TIMEOUT, expectHidden, expectVisible, open } from './support/page.js';

/** Publishing an item whose category and tags are drafts (src/web/features/dashboard/unpublished-references.tsx). */

interface View {
  id: number;
  version: number;
  status: string;
  translations: Record<'sr' | 'lat' | 'en', Record<string, string> | null>;
}

const suffix = () => randomBytes(4).toString('hex');

function create(baseUrl: string, token: string, path: string, body: unknown): Promise<View> {
  return adminApi<View>(baseUrl, token, `/api/admin/${path}`, { method: 'POST', body: JSON.stringify(body) });
}

/** A draft category, a draft tag and a draft article with both, in Serbian and English. */
async function draftArticleWithTaxonomy(baseUrl: string, token: string) {
  const n = suffix();
  const category = await create(baseUrl, token, 'categories', { status: 'draft', translations: { sr: { name: `Нова категорија ${n}` }, en: { name: `New category ${n}` } } });
  const tag = await create(baseUrl, token, 'tags', { status: 'draft', translations: { sr: { name: `Нова ознака ${n}` }, en: { name: `New tag ${n}` } } });
  const article = await create(baseUrl, token, 'articles', {
    status: 'draft',
    categoryId: category.id,
    tagIds: [tag.id],
    translations: {
      sr: { title: `Вест са новом ознаком ${n}`, summary: 'Сажетак.', body: '<p>Текст.</p>' },
      en: { title: `News with a new tag ${n}`, summary: 'Summary.', body: '<p>Text.</p>' },
    },
  });
  return { category, tag, article, names: { category: `New category ${n}`, tag: `New tag ${n}`, title: `News with a new tag ${n}` } };
}

test('publishing an article asks about its draft category and tag, publishes them too, and the public page shows them', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const { category, tag, article, names } = await draftArticleWithTaxonomy(baseUrl, token);

  await page.goto(dashboardPath('en', 'articles', article.id));
  await expectVisible(page.getByRole('heading', { level: 1, name: article.translations.sr!.title }));
  await page.getByLabel('Publication status').selectOption('published');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Publish what it uses too?' });
  await expectVisible(dialog);
  const listed = dialog.getByRole('listitem');
  await expect.poll(() => listed.allInnerTexts(), { timeout: SCREEN_TIMEOUT }).toEqual([
    `Category “${category.translations.sr!.name}” (draft)`,
    `Tag “${tag.translations.sr!.name}” (draft)`,
  ]);
  await expectNoAxeViolations(page);
  // Nothing is saved while the editor decides.
  expect((await adminApi<View>(baseUrl, token, `/api/admin/articles/${article.id}`)).version).toBe(article.version);

  await dialog.getByRole('button', { name: 'Publish them too' }).click();
  await expectHidden(dialog);
  await expectVisible(page.getByRole('status').filter({ hasText: /^Saved at / }));

  for (const [path, item] of [['articles', article], ['categories', category], ['tags', tag]] as const) {
    expect(await adminApi<View>(baseUrl, token, `/api/admin/${path}/${item.id}`)).toMatchObject({ status: 'published', version: item.version + 1 });
  }
  const reader = await context.newPage();
  try {
    await open(reader, contentPath('article', 'en', article.id, article.translations.en!.slug!));
    await expectVisible(reader.getByRole('link', { name: names.category }).first());
    await expectVisible(reader.getByRole('list', { name: 'Tags' }).getByText(names.tag));
  } finally {
    await reader.close();
  }
});

test('an editor may publish without them: the form then says what the public page leaves out', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const { category, tag, article } = await draftArticleWithTaxonomy(baseUrl, token);

  await page.goto(dashboardPath('en', 'articles', article.id));
  await expectVisible(page.getByRole('button', { name: 'Save', exact: true }));
  await page.getByLabel('Publication status').selectOption('published');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish what it uses too?' });
  await dialog.getByRole('button', { name: 'Publish without them' }).click();
  await expectHidden(dialog);
  await expectVisible(page.getByRole('status').filter({ hasText: /^Saved at / }));
  await expectVisible(page.getByText('Not shown on the public page until they are published:'));
  await expectVisible(page.getByText(`Tag “${tag.translations.sr!.name}” (draft)`));

  expect(await adminApi<View>(baseUrl, token, `/api/admin/articles/${article.id}`)).toMatchObject({ status: 'published' });
  expect(await adminApi<View>(baseUrl, token, `/api/admin/categories/${category.id}`)).toMatchObject({ status: 'draft', version: category.version });
  expect(await adminApi<View>(baseUrl, token, `/api/admin/tags/${tag.id}`)).toMatchObject({ status: 'draft', version: tag.version });

  // Saved again in the same form, the answer holds: no second question.
  await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('Another summary.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(async () => (await adminApi<View>(baseUrl, token, `/api/admin/articles/${article.id}`)).version, { timeout: SCREEN_TIMEOUT }).toBe(article.version + 2);
  expect(await dialog.isVisible()).toBe(false);
});

test('publishing in bulk from the list says which items leave out a draft category or tag', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const { tag, article } = await draftArticleWithTaxonomy(baseUrl, token);
  const title = article.translations.sr!.title!;

  await page.goto(`/dashboard/articles?q=${encodeURIComponent(title)}`);
  await page.getByRole('checkbox', { name: `Изабери ${title}`, exact: true }).check();
  await page.getByRole('group', { name: /Радње/ }).getByRole('button', { name: /^Објави$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Објави$/ }).click();
  const outcome = page.getByRole('alert').filter({ hasText: 'Урађено: 1' });
  await expectVisible(outcome);
  await expectVisible(outcome.getByText('Објављено, али њихове јавне странице изостављају оно што још није објављено'));
  await expectVisible(outcome.getByRole('listitem').filter({ hasText: `${title}: ` }).filter({ hasText: `Ознака „${tag.translations.sr!.name}“ (нацрт)` }));
  await expectNoAxeViolations(page);
  expect(await adminApi<View>(baseUrl, token, `/api/admin/tags/${tag.id}`)).toMatchObject({ status: 'draft' });
});
