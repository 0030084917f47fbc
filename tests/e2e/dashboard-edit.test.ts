import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { dashboardPath } from '../../src/common/routes.js';
import { TITLE_MAX } from '../../src/common/schemas/common.js';
import { slugify } from '../../src/common/text/slug.js';
import { cyrillicToLatin } from '../../src/common/text/transliterate.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { E2E_ADMIN } from './support/global-setup.js';
import { SCREEN_TIMEOUT, expectHidden, expectVisible } from './support/page.js';
import { EDITOR_GROUPS, groupIdsOf, signInByApi, withReviewRules, withToken } from './support/admin-session.js';

/** The edit screens (src/web/features/dashboard-edit), in Serbian unless a test says otherwise. */

interface View {
  id: number;
  version: number;
  status: string;
  publishedAt: string | null;
  audience?: string | null;
  translations: Record<'sr' | 'lat' | 'en', Record<string, string> | null>;
}
type Section = 'articles' | 'categories' | 'levels' | 'pages' | 'presentations' | 'tags';

const uniqueSuffix = () => randomBytes(4).toString('hex');

async function adminApi<T>(baseUrl: string, token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method: init.method ?? 'GET',
    headers: { accept: 'application/json', authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

/** A draft article of this test's own, made through the API. */
function createArticle(baseUrl: string, token: string, title: string): Promise<View> {
  return adminApi<View>(baseUrl, token, '/api/admin/articles', { method: 'POST', body: { status: 'draft', translations: { sr: { title, summary: `Сажетак: ${title}`, body: '<p>Текст чланка.</p>' } } } });
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Сачувај', exact: true });
const savedStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^Сачувано у / });

async function openItem(page: Page, section: Section, id: number, name: string): Promise<void> {
  await page.goto(dashboardPath('sr', section, id));
  await expectVisible(h1(page, name));
}

async function expectValue(field: Locator, value: string): Promise<void> {
  await expect.poll(() => field.inputValue(), { timeout: SCREEN_TIMEOUT }).toBe(value);
}

/** After saving a new item the screen moves to the item's own path: its id. */
async function idFromPath(page: Page, listPath: string): Promise<number> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: SCREEN_TIMEOUT }).toMatch(new RegExp(`^${listPath}/\\d+$`));
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('a tag is created in Serbian, scheduled for later, and saved with its Latin name derived', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const name = `Ознака ђачка ${uniqueSuffix()}`;
  const nextYear = new Date().getFullYear() + 1;

  await page.goto(dashboardPath('sr', 'tags', 'new'));
  await expectVisible(h1(page, 'Нова ознака'));
  expect(await page.getByRole('button', { name: 'Обриши' }).count()).toBe(0);
  await textbox(page, 'Назив').fill(name);
  await expectVisible(page.getByText(`Ако остане празно, адреса се прави од назива при чувању: ${slugify(name, 'sr')}`));

  // The Latin tab shows the name derived from the Cyrillic one as it is typed.
  await page.getByRole('tab', { name: 'Српски (латиница)' }).click();
  await expectValue(textbox(page, 'Назив'), cyrillicToLatin(name));

  await page.getByLabel('Статус').selectOption('published');
  await page.getByLabel('Датум и време објаве').fill(`${nextYear}-03-01T09:30`);
  await expectVisible(page.getByText(/^Заказано: ставка се појављује на порталу /));
  await saveButton(page).click();

  const id = await idFromPath(page, dashboardPath('sr', 'tags'));
  await expectVisible(h1(page, name));
  await expectVisible(page.getByRole('status').filter({ hasText: 'Направљено и сачувано.' }));
  const view = await adminApi<View>(baseUrl, token, `/api/admin/tags/${id}`);
  expect(view.translations.sr!.name).toBe(name);
  expect(view.translations.lat!.name).toBe(cyrillicToLatin(name));
  expect(view.status).toBe('published');
  expect(view.publishedAt).toBe(`${nextYear}-03-01T08:30:00.000Z`);
});

test('a category is created from the English dashboard with an English translation and an audience', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const suffix = uniqueSuffix();
  const names = { sr: `Категорија ${suffix}`, en: `Category ${suffix}` };

  await page.goto(dashboardPath('en', 'categories', 'new'));
  await expectVisible(h1(page, 'New category'));
  await textbox(page, 'Name').fill(names.sr);
  await page.getByLabel('Audience').selectOption('employers');

  // English is optional: added on its tab; saving without its name is refused on that tab.
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Add an English translation' }).click();
  await page.getByRole('tab', { name: 'Serbian (Cyrillic)' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectVisible(page.getByRole('tab', { name: /English \(has errors\)/, selected: true }));
  await expectVisible(page.getByText('Required', { exact: true }));
  await textbox(page, 'Name').fill(names.en);
  await expectHidden(page.getByRole('tab', { name: /has errors/ }));
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const id = await idFromPath(page, dashboardPath('en', 'categories'));
  await expectVisible(h1(page, names.sr));
  const view = await adminApi<View>(baseUrl, token, `/api/admin/categories/${id}`);
  expect(view.translations.sr!.name).toBe(names.sr);
  expect(view.translations.en!.name).toBe(names.en);
  expect(view.translations.en!.slug).toBe(`category-${suffix}`);
  expect(view.audience).toBe('employers');
});

test('the tag picker offers every tag, also those past the API\'s largest page', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const suffix = uniqueSuffix();
  for (let i = 0; i < 101; i++) {
    await adminApi(baseUrl, token, '/api/admin/tags', { method: 'POST', body: { status: 'published', translations: { sr: { name: `Ознака ${suffix} ${String(i).padStart(3, '0')}` } } } });
  }
  const secondPage = await adminApi<{ items: { title: string }[] }>(baseUrl, token, '/api/admin/tags?page=2&limit=100&sort=title&order=asc');
  const pastFirstPage = secondPage.items[0]!.title;

  await page.goto(dashboardPath('sr', 'articles', 'new'));
  await expectVisible(h1(page, 'Нови чланак'));
  const tags = page.getByRole('combobox', { name: 'Ознаке' });
  await tags.click();
  await tags.fill(pastFirstPage);
  await expectVisible(page.getByRole('option', { name: pastFirstPage, exact: true }));
});

test('an edited article title is saved, and a new revision is listed', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const article = await createArticle(baseUrl, token, `Чланак ${uniqueSuffix()}`);
  const title = `Измењен наслов ${uniqueSuffix()}`;

  await openItem(page, 'articles', article.id, article.translations.sr!.title!);
  await textbox(page, 'Наслов').fill(title);
  await expectVisible(page.getByText('Несачуване измене'));
  await saveButton(page).click();
  await expectVisible(savedStatus(page));
  await expectHidden(page.getByText('Несачуване измене'));
  await expectVisible(h1(page, title));

  const view = await adminApi<View>(baseUrl, token, `/api/admin/articles/${article.id}`);
  expect(view.translations.sr!.title).toBe(title);
  expect(view.version).toBe(article.version + 1);

  // Preview opens the public page in a new tab, in the locale of the tab shown.
  const preview = page.getByRole('link', { name: /^Преглед/ });
  expect(await preview.getAttribute('target')).toBe('_blank');
  expect(decodeURI((await preview.getAttribute('href'))!)).toBe(`/вест/${article.id}/${view.translations.sr!.slug}?preview=1`);
  await page.getByRole('tab', { name: 'Српски (латиница)' }).click();
  expect(await preview.getAttribute('href')).toBe(`/lat/vest/${article.id}/${view.translations.lat!.slug}?preview=1`);
  await expectVisible(page.getByRole('table', { name: 'Сачуване верзије, најновија прва' }).getByRole('rowheader', { name: /^2\s*тренутна$/ }));
});

test('a slug another article uses is reported while typing', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const first = await createArticle(baseUrl, token, `Први ${uniqueSuffix()}`);
  const second = await createArticle(baseUrl, token, `Други ${uniqueSuffix()}`);
  const taken = first.translations.sr!.slug!;

  await openItem(page, 'articles', second.id, second.translations.sr!.title!);
  const slug = textbox(page, 'Веб-адреса (slug)');
  await slug.fill(taken.toUpperCase());
  await expectVisible(page.getByText(`Адресу ${taken} већ користи друга ставка.`));
  expect(await slug.getAttribute('aria-invalid')).toBe('true');

  const free = `slobodna-${uniqueSuffix()}`;
  await slug.fill(free);
  await expectVisible(page.getByText(`Чува се као ${free}: адреса је слободна.`));
  expect(await slug.getAttribute('aria-invalid')).not.toBe('true');
});

test('the title counter turns to the error style over the maximum, and leaving unsaved asks first', async ({ page, context, baseUrl }) => {
  await withToken(context, await signInByApi(baseUrl), baseUrl);
  await page.goto(dashboardPath('sr', 'articles', 'new'));
  await expectVisible(h1(page, 'Нови чланак'));
  const title = textbox(page, 'Наслов');
  // Nothing to preview before the first save, and the screen says why.
  expect(await page.getByRole('button', { name: 'Преглед' }).isDisabled()).toBe(true);
  await expectVisible(page.getByText('Преглед је могућ када се ставка сачува.'));

  await title.fill('ж'.repeat(TITLE_MAX));
  const counter = page.getByText(`${TITLE_MAX} од ${TITLE_MAX} знакова`, { exact: true });
  await expectVisible(counter);
  expect(await counter.getAttribute('data-over-limit')).toBeNull();
  expect(await title.getAttribute('aria-invalid')).not.toBe('true');

  await title.press('End');
  await title.pressSequentially('ж');
  const over = page.getByText(`${TITLE_MAX + 1} од ${TITLE_MAX} знакова: 1 превише`);
  await expectVisible(over);
  expect(await over.getAttribute('data-over-limit')).toBe('true');
  // The portal's error colour (#bf360c), the same as the field's message.
  expect(await over.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(191, 54, 12)');
  await expectVisible(page.getByText(`Највише ${TITLE_MAX} знакова`));
  expect(await title.getAttribute('aria-invalid')).toBe('true');
  // The counter is read with the field.
  const describedBy = (await title.getAttribute('aria-describedby')) ?? '';
  expect(await page.locator(describedBy.split(/\s+/).filter(Boolean).map((id) => `#${id}`).join(',')).allInnerTexts()).toContainEqual(expect.stringContaining('1 превише'));

  // Leaving with unsaved changes asks first; staying keeps the text.
  await page.getByRole('link', { name: 'Назад на: Чланци' }).click();
  const leave = page.getByRole('dialog', { name: 'Отићи без чувања?' });
  await expectVisible(leave);
  await leave.getByRole('button', { name: 'Остани' }).click();
  await expectHidden(leave);
  expect((await title.inputValue()).length).toBe(TITLE_MAX + 1);
  await page.getByRole('link', { name: 'Назад на: Чланци' }).click();
  await page.getByRole('dialog', { name: 'Отићи без чувања?' }).getByRole('button', { name: 'Иди' }).click();
  await expectVisible(h1(page, 'Чланци'));
});

test('a save over a newer version shows both texts, keeps the form, and "keep mine" saves it', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const article = await createArticle(baseUrl, token, `Сукоб ${uniqueSuffix()}`);
  const name = article.translations.sr!.title!;
  const first = `Прва картица ${uniqueSuffix()}`;
  const second = `Друга картица ${uniqueSuffix()}`;

  // A colleague has the item open too: the edit screen names them.
  const colleague = { email: `kolega.${uniqueSuffix()}@example.org`, name: `Колега ${uniqueSuffix()}`, password: 'a colleague passphrase 42' };
  await adminApi(baseUrl, token, '/api/admin/users', { method: 'POST', body: { ...colleague, groupIds: await groupIdsOf(baseUrl, token, EDITOR_GROUPS) } });
  const heartbeat = await fetch(new URL(`/api/admin/articles/${article.id}/presence`, baseUrl), { method: 'PUT', headers: { authorization: `Bearer ${await signInByApi(baseUrl, { email: colleague.email, password: colleague.password })}` } });
  expect(heartbeat.status).toBe(200);

  // Two tabs open the same version.
  const other = await context.newPage();
  await openItem(page, 'articles', article.id, name);
  await expectVisible(page.getByRole('status').filter({ hasText: `Ову ставку сада има отворену и: ${colleague.name}` }));
  await openItem(other, 'articles', article.id, name);

  await textbox(page, 'Наслов').fill(first);
  await saveButton(page).click();
  await expectVisible(savedStatus(page));

  await textbox(other, 'Наслов').fill(second);
  await saveButton(other).click();
  const dialog = other.getByRole('dialog', { name: 'Неко други је сачувао ову ставку' });
  await expectVisible(dialog);
  const row = dialog.getByRole('row').filter({ has: other.getByRole('rowheader', { name: 'Наслов (Српски (ћирилица))' }) });
  await expectVisible(row.getByRole('cell', { name: second }));
  await expectVisible(row.getByRole('cell', { name: first }));
  await expectVisible(dialog.getByRole('columnheader', { name: 'Сачувана верзија 2' }));
  await expectNoAxeViolations(other);
  // The form behind the dialog still holds the editor's text.
  expect(await other.getByRole('textbox', { name: /^Наслов( \*)?$/, includeHidden: true }).inputValue()).toBe(second);

  await dialog.getByRole('button', { name: 'Настави са мојом верзијом' }).click();
  await dialog.getByRole('button', { name: 'Да, задржи моју' }).click();
  await expectHidden(dialog);
  await expectVisible(other.getByRole('status').filter({ hasText: 'замењује верзију 2' }));
  await saveButton(other).click();
  await expectVisible(savedStatus(other));

  const view = await adminApi<View>(baseUrl, token, `/api/admin/articles/${article.id}`);
  expect(view.translations.sr!.title).toBe(second);
  expect(view.version).toBe(3);
  await other.close();
});

test('loading the saved version after a conflict keeps the editor\'s text as a draft to restore', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const article = await createArticle(baseUrl, token, `Учитавање ${uniqueSuffix()}`);
  const theirs = `Туђи наслов ${uniqueSuffix()}`;
  const mine = `Мој наслов ${uniqueSuffix()}`;

  await openItem(page, 'articles', article.id, article.translations.sr!.title!);
  // Someone else saves while the form is open.
  await adminApi(baseUrl, token, `/api/admin/articles/${article.id}`, { method: 'PUT', body: { status: 'draft', version: 1, translations: { sr: { title: theirs } } } });
  await textbox(page, 'Наслов').fill(mine);
  await saveButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Неко други је сачувао ову ставку' });
  await dialog.getByRole('button', { name: 'Учитај сачувану верзију' }).click();
  await expectHidden(dialog);
  await expectValue(textbox(page, 'Наслов'), theirs);
  await expectVisible(h1(page, theirs));

  const offer = page.getByRole('region', { name: /^Имате несачуване измене од / });
  await offer.getByRole('button', { name: 'Врати' }).click();
  await expectValue(textbox(page, 'Наслов'), mine);
  await saveButton(page).click();
  await expectVisible(savedStatus(page));
  const view = await adminApi<View>(baseUrl, token, `/api/admin/articles/${article.id}`);
  expect(view.translations.sr!.title).toBe(mine);
  expect(view.version).toBe(3);
});

test('an older revision is shown and restored as a new version', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const original = `Изворни наслов ${uniqueSuffix()}`;
  const article = await createArticle(baseUrl, token, original);
  const changed = `Промењен наслов ${uniqueSuffix()}`;
  await adminApi(baseUrl, token, `/api/admin/articles/${article.id}`, { method: 'PUT', body: { status: 'draft', version: 1, translations: { sr: { title: changed } } } });

  await openItem(page, 'articles', article.id, changed);
  await page.getByRole('button', { name: 'Прикажи верзију 1' }).click();
  const content = page.getByRole('dialog', { name: /^Верзија 1 од / });
  await expectVisible(content.getByText(original, { exact: true }));
  await content.getByRole('button', { name: 'Врати', exact: true }).click();

  const confirm = page.getByRole('dialog', { name: 'Вратити верзију 1?' });
  await confirm.getByRole('button', { name: 'Врати', exact: true }).click();
  await expectVisible(page.getByRole('status').filter({ hasText: 'Верзија 1 је враћена.' }));
  await expectVisible(h1(page, original));
  await expectValue(textbox(page, 'Наслов'), original);

  const view = await adminApi<View>(baseUrl, token, `/api/admin/articles/${article.id}`);
  expect(view.translations.sr!.title).toBe(original);
  expect(view.version).toBe(3);
});

test('a session ended elsewhere asks for the password in place: the typed text stays and the save goes through', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const article = await createArticle(baseUrl, token, `Сесија ${uniqueSuffix()}`);
  const typed = `Несачуван наслов ${uniqueSuffix()}`;
  const header = page.getByRole('banner');

  await openItem(page, 'articles', article.id, article.translations.sr!.title!);
  await textbox(page, 'Наслов').fill(typed);

  // Another session of the same user ends this page's session (DELETE /api/auth/sessions/:id).
  const sessions = await adminApi<{ items: { id: number; current: boolean }[] }>(baseUrl, token, '/api/auth/sessions');
  const own = sessions.items.find((session) => session.current)!;
  await adminApi(baseUrl, await signInByApi(baseUrl), `/api/auth/sessions/${own.id}`, { method: 'DELETE' });

  await saveButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Поново се пријавите' });
  await expectVisible(dialog);
  // The header no longer shows anyone signed in; the form keeps what was typed behind the dialog.
  await expectVisible(header.getByRole('status').filter({ hasText: 'Одјављени сте' }));
  await expectHidden(header.getByRole('button', { name: 'Одјава' }));
  expect(await dialog.getByLabel('Адреса е-поште').inputValue()).toBe(E2E_ADMIN.email);
  expect(await dialog.getByLabel('Адреса е-поште').getAttribute('readonly')).not.toBeNull();
  await expectNoAxeViolations(page);

  await dialog.getByLabel(/^Лозинка/).fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Пријави се' }).click();

  // Signed in again, the refused save is sent again with the typed text.
  await expectHidden(dialog);
  await expectVisible(savedStatus(page));
  await expectValue(textbox(page, 'Наслов'), typed);
  await expectHidden(header.getByText('Одјављени сте'));
  await expectVisible(header.getByRole('button', { name: 'Одјава' }));
  const view = await adminApi<View>(baseUrl, await signInByApi(baseUrl), `/api/admin/articles/${article.id}`);
  expect(view.translations.sr!.title).toBe(typed);
  expect(view.version).toBe(article.version + 1);
});

test('signing out of the dialog shows the sign-in screen, and the typed text is offered back after signing in', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const article = await createArticle(baseUrl, token, `Сесија ${uniqueSuffix()}`);
  const draftTitle = `Несачуван наслов ${uniqueSuffix()}`;
  const key = `noks.draft.articles.${article.id}`;

  await openItem(page, 'articles', article.id, article.translations.sr!.title!);
  await textbox(page, 'Наслов').fill(draftTitle);
  await expect.poll(() => page.evaluate((draftKey) => localStorage.getItem(draftKey) ?? '', key), { timeout: SCREEN_TIMEOUT }).toContain(draftTitle);

  await adminApi(baseUrl, token, '/api/auth/logout', { method: 'POST' });
  await saveButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Поново се пријавите' });
  // Closed, the header offers it again.
  await dialog.getByRole('button', { name: 'Затвори' }).click();
  await expectHidden(dialog);
  await page.getByRole('banner').getByRole('button', { name: 'Пријави се' }).click();
  await dialog.getByRole('button', { name: 'Одјава' }).click();
  await expectVisible(h1(page, 'Пријава на контролну таблу'));
  expect(await page.evaluate((draftKey) => localStorage.getItem(draftKey) ?? '', key)).toContain(draftTitle);

  await page.getByLabel('Адреса е-поште').fill(E2E_ADMIN.email);
  await page.getByLabel(/^Лозинка/).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Пријави се' }).click();
  await expectVisible(h1(page, article.translations.sr!.title!));
  const offer = page.getByRole('region', { name: /^Имате несачуване измене од / });
  await expectVisible(offer);
  await offer.getByRole('button', { name: 'Врати' }).click();
  await expectValue(textbox(page, 'Наслов'), draftTitle);
  await saveButton(page).click();
  await expectVisible(savedStatus(page));
  const view = await adminApi<View>(baseUrl, await signInByApi(baseUrl), `/api/admin/articles/${article.id}`);
  expect(view.translations.sr!.title).toBe(draftTitle);
});

test('a saved item is deleted after a confirmation', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const article = await createArticle(baseUrl, token, `За брисање ${uniqueSuffix()}`);
  await openItem(page, 'articles', article.id, article.translations.sr!.title!);
  await page.getByRole('button', { name: 'Обриши' }).click();
  const dialog = page.getByRole('dialog', { name: 'Обрисати ову ставку?' });
  await dialog.getByRole('button', { name: 'Обриши' }).click();
  await expectVisible(h1(page, 'Чланци'));
  await expect(adminApi(baseUrl, token, `/api/admin/articles/${article.id}`)).rejects.toThrow(/answered 404/);
});

test('axe finds no violations on the edit screens of every type, new and saved', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const headings: Record<Exclude<Section, 'levels'>, string> = { articles: 'Нови чланак', categories: 'Нова категорија', pages: 'Нова страна', presentations: 'Нова презентација', tags: 'Нова ознака' };
  for (const section of Object.keys(headings) as (keyof typeof headings)[]) {
    await page.goto(dashboardPath('sr', section, 'new'));
    await expectVisible(h1(page, headings[section]));
    await expectNoAxeViolations(page);

    const list = await adminApi<{ items: { id: number; title: string }[] }>(baseUrl, token, `/api/admin/${section}?limit=1`);
    const item = list.items[0]!;
    await openItem(page, section, item.id, item.title);
    await expectVisible(page.getByRole('table', { name: 'Сачуване верзије, најновија прва' }));
    await expectNoAxeViolations(page);
  }

  // The Latin tab (derived fields, override switches) and an added English translation.
  const article = await createArticle(baseUrl, token, `Приступачност ${uniqueSuffix()}`);
  await openItem(page, 'articles', article.id, article.translations.sr!.title!);
  await page.getByRole('tab', { name: 'Српски (латиница)' }).click();
  await page.getByRole('switch', { name: 'Ручно упиши: „Сажетак“' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Енглески' }).click();
  await page.getByRole('button', { name: 'Додај енглески превод' }).click();
  await expectVisible(textbox(page, 'Наслов'));
  await expectNoAxeViolations(page);
  // Ten screens, each checked by axe: twice a test's usual time on a busy machine.
}, 120_000);

test('a level of the framework has its texts edited and saved, the Latin derived, with no way to add one', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  await page.goto(dashboardPath('sr', 'levels'));
  await expectVisible(h1(page, 'Нивои квалификација'));
  await expectVisible(page.getByRole('table'));
  await expectNoAxeViolations(page);
  expect(await page.getByRole('link', { name: 'Ново', exact: true }).count()).toBe(0);

  const { items } = await adminApi<{ items: { id: number; title: string }[] }>(baseUrl, token, '/api/admin/levels?limit=100');
  const level = items.find((item) => item.title === 'Ниво 6.1')!;
  const summary = `Основне струковне и академске студије од 180 ЕСПБ бодова (${uniqueSuffix()}).`;
  // As on a portal whose admin lets levels be published directly: review has tests of its own (review-journey.test.ts).
  await withReviewRules(baseUrl, token, (rules) => rules.filter((rule) => rule.subject !== 'levels'), async () => {
    await openItem(page, 'levels', level.id, 'Ниво 6.1');
    await expectNoAxeViolations(page);
    await textbox(page, 'Сажетак').fill(summary);
    await saveButton(page).click();
    await expectVisible(savedStatus(page));
  });

  const read = async (lang: string) => (await (await fetch(new URL(`/api/levels/${level.id}`, baseUrl), { headers: { lang } })).json()) as { summary: string; code: string; eqfLevel: number };
  expect(await read('/sr')).toMatchObject({ summary, code: '6.1', eqfLevel: 6 });
  expect((await read('/lat')).summary).toBe(cyrillicToLatin(summary));
});
