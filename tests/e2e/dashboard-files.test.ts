import type { Locator, Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { makeDocumentPdf } from '../../src/server/db/seed/pdf.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { SCREEN_TIMEOUT, expectHidden, expectVisible } from './support/page.js';
import { adminApi, signInByApi, withToken } from './support/admin-session.js';

interface Media {
  id: number;
  originalName: string;
}
interface FileView {
  id: number;
  version: number;
  mediaId: number;
  year: number;
  status: string;
  media: Media | null;
  translations: { sr: { title: string } | null; lat: { title: string } | null; en: { title: string } | null };
}
interface AdminList {
  items: { id: number; title: string; status: string }[];
  total: number;
}

let counter = 0;
/** A name no other test run uses (the portal under test lives for the whole run). */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${++counter}`;

async function pdf(heading: string): Promise<Buffer> {
  return Buffer.from(await makeDocumentPdf({ title: heading, heading, paragraphs: ['Национални оквир квалификација.'] }));
}

/** A draft file made through the API, as an upload on the files screen makes it. */
async function createFile(baseUrl: string, token: string, title: string): Promise<FileView> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(await pdf(title))], { type: 'application/pdf' }), `${title}.pdf`);
  const upload = await fetch(new URL('/api/admin/media/documents', baseUrl), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
  if (upload.status !== 201) throw new Error(`upload answered ${upload.status}`);
  const [media] = ((await upload.json()) as { items: Media[] }).items;
  return adminApi<FileView>(baseUrl, token, '/api/admin/files', {
    method: 'POST',
    body: JSON.stringify({ status: 'draft', mediaId: media!.id, year: 2024, translations: { sr: { title, description: '' } } }),
  });
}

/** Drops files on an element the way the browser does when they are dragged from the desktop. */
async function dropFiles(target: Locator, files: { name: string; type: string; bytes: Buffer }[]): Promise<void> {
  const payload = files.map((file) => ({ name: file.name, type: file.type, base64: file.bytes.toString('base64') }));
  await target.evaluate((element, list) => {
    const transfer = new DataTransfer();
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    for (const type of ['dragenter', 'dragover', 'drop']) element.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
  }, payload);
}

const filesHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Датотеке' });
const uploadArea = (page: Page) => page.getByRole('region', { name: 'Отпремање датотека' });
const editDialog = (page: Page) => page.getByRole('dialog', { name: 'Уређивање датотеке' });

async function openFilesScreen(page: Page, search = ''): Promise<void> {
  await page.goto(`/dashboard/files${search ? `?q=${encodeURIComponent(search)}` : ''}`);
  await expectVisible(filesHeading(page));
  await expectVisible(uploadArea(page));
}

/** Opens a file's dialog from its row in the list (the list searched for its title). */
async function openFile(page: Page, title: string): Promise<Locator> {
  await openFilesScreen(page, title);
  await page.getByRole('table').getByRole('button', { name: title, exact: true }).click();
  const dialog = editDialog(page);
  await expectVisible(dialog.getByRole('textbox', { name: 'Наслов', exact: false }).first());
  return dialog;
}

test('two PDFs dropped at once each show their progress to the end and appear in the list as drafts', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const names = [unique('Pravilnik_e2e'), unique('Odluka_e2e')].map((name) => name.replace(/ /g, '_'));
  const titles = names.map((name) => name.replace(/_/g, ' '));
  await openFilesScreen(page);

  await dropFiles(uploadArea(page).getByRole('button', { name: 'Изаберите датотеке' }), await Promise.all(names.map(async (name) => ({ name: `${name}.pdf`, type: 'application/pdf', bytes: await pdf(name) }))));

  for (const name of names) {
    const progress = page.getByRole('progressbar', { name: `Отпремање датотеке ${name}.pdf` });
    await expect.poll(() => progress.getAttribute('aria-valuenow'), { timeout: SCREEN_TIMEOUT }).toBe('100');
  }
  await expectVisible(uploadArea(page).getByRole('status').filter({ hasText: 'Отпремљено 2 од 2' }));
  for (const title of titles) {
    await expectVisible(uploadArea(page).getByRole('button', { name: `Уреди податке датотеке ${title}` }));
    await expectVisible(page.getByRole('table').getByRole('button', { name: title, exact: true }));
  }

  const drafts = await adminApi<AdminList>(baseUrl, token, `/api/admin/files?limit=100&status=draft&q=${encodeURIComponent('e2e')}`);
  const created = drafts.items.filter((item) => titles.includes(item.title));
  expect(created.map((item) => item.title).sort()).toEqual([...titles].sort());
  const view = await adminApi<FileView>(baseUrl, token, `/api/admin/files/${created[0]!.id}`);
  expect(view).toMatchObject({ status: 'draft', year: new Date().getFullYear() });
});

test('an upload drives the loading bar like any other request (SPEC §7)', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  await openFilesScreen(page);
  const loadingBar = page.getByRole('progressbar', { name: 'Учитавање', includeHidden: true });
  await expectHidden(loadingBar);
  // The server's answer held back long enough for the bar's 200 ms delay to pass.
  let releaseUpload = () => {};
  const answered = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route('**/api/admin/media/documents', async (route) => {
    await answered;
    await route.continue();
  });
  const name = unique('Loading_e2e').replace(/ /g, '_');
  await dropFiles(uploadArea(page).getByRole('button', { name: 'Изаберите датотеке' }), [{ name: `${name}.pdf`, type: 'application/pdf', bytes: await pdf(name) }]);
  await expectVisible(loadingBar);
  releaseUpload();
  await expectVisible(uploadArea(page).getByRole('status').filter({ hasText: 'Отпремљено 1 од 1' }));
  await expectHidden(loadingBar);
});

test('a title edited in Serbian and English shows on the public files pages', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const file = await createFile(baseUrl, token, unique('Нацрт датотеке'));
  const n = unique('');
  const srTitle = `Правилник о квалификацијама ${n}`.trim();
  const enTitle = `Rulebook on qualifications ${n}`.trim();

  const dialog = await openFile(page, file.translations.sr!.title);
  const sr = dialog.getByRole('group', { name: 'Српски (ћирилица)' });
  const lat = dialog.getByRole('group', { name: 'Српски (латиница)' });
  const en = dialog.getByRole('group', { name: 'Енглески' });
  await sr.getByRole('textbox', { name: 'Наслов' }).fill(srTitle);
  // The Latin title follows the Cyrillic as it is typed.
  expect(await lat.getByRole('textbox', { name: 'Наслов' }).inputValue()).toBe(`Pravilnik o kvalifikacijama ${n}`.trim());
  await en.getByRole('textbox', { name: 'Наслов' }).fill(enTitle);
  await dialog.getByRole('combobox', { name: 'Статус' }).selectOption('published');
  await dialog.getByRole('button', { name: 'Сачувај', exact: true }).click();
  await expectVisible(page.getByRole('status').filter({ hasText: `Сачувано: ${srTitle}` }));
  await expectHidden(editDialog(page));

  await page.goto('/en/files');
  await expectVisible(page.getByText(enTitle, { exact: true }));
  await page.goto('/lat/dadoteke');
  await expectVisible(page.getByText(`Pravilnik o kvalifikacijama ${n}`.trim(), { exact: true }));
});

test('a file keeps its record when its document is replaced', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const file = await createFile(baseUrl, token, unique('Замена документа'));
  const dialog = await openFile(page, file.translations.sr!.title);
  await expectVisible(dialog.getByRole('link', { name: `Преузми ${file.media!.originalName}` }));

  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Замени документ' }).click();
  await (await chooser).setFiles({ name: 'nova-verzija.pdf', mimeType: 'application/pdf', buffer: await pdf('Нова верзија') });
  await expectVisible(dialog.getByText('Нови документ је отпремљен', { exact: false }));
  await expectVisible(dialog.getByRole('link', { name: 'Преузми nova-verzija.pdf' }));
  await dialog.getByRole('button', { name: 'Сачувај', exact: true }).click();
  await expectHidden(editDialog(page));

  const saved = await adminApi<FileView>(baseUrl, token, `/api/admin/files/${file.id}`);
  expect(saved.mediaId).not.toBe(file.mediaId);
  expect(saved.media?.originalName).toBe('nova-verzija.pdf');
  expect(saved.translations.sr?.title).toBe(file.translations.sr!.title);
});

test('a save over a version someone else saved meanwhile keeps the input and can overwrite', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const file = await createFile(baseUrl, token, unique('Сукоб измена'));
  const dialog = await openFile(page, file.translations.sr!.title);

  // Someone else saves the file while the dialog is open.
  await adminApi(baseUrl, token, `/api/admin/files/${file.id}`, {
    method: 'PUT',
    body: JSON.stringify({ status: 'draft', mediaId: file.mediaId, year: 2025, translations: { sr: { title: `${file.translations.sr!.title} (други)` } }, version: file.version }),
  });
  const mine = `${file.translations.sr!.title} (моје)`;
  const title = dialog.getByRole('group', { name: 'Српски (ћирилица)' }).getByRole('textbox', { name: 'Наслов' });
  await title.fill(mine);
  await dialog.getByRole('button', { name: 'Сачувај', exact: true }).click();
  const conflict = dialog.getByRole('alert').filter({ hasText: 'Неко други је сачувао ову датотеку' });
  await expectVisible(conflict);
  expect(await title.inputValue()).toBe(mine);

  await conflict.getByRole('button', { name: 'Сачувај моје преко њихових' }).click();
  await expectHidden(editDialog(page));
  const saved = await adminApi<FileView>(baseUrl, token, `/api/admin/files/${file.id}`);
  expect(saved.translations.sr?.title).toBe(mine);
  expect(saved.version).toBe(file.version + 2);
});

test('deleting a file an article links to is refused with the article named', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const file = await createFile(baseUrl, token, unique('Повезана датотека'));
  const article = await adminApi<{ id: number }>(baseUrl, token, '/api/admin/articles', {
    method: 'POST',
    body: JSON.stringify({
      status: 'draft',
      translations: { sr: { title: unique('Вест са прилогом'), summary: '', body: `<p><a href="/api/files/${file.id}/download">Прилог</a></p>` } },
    }),
  });

  const dialog = await openFile(page, file.translations.sr!.title);
  await dialog.getByRole('button', { name: 'Обриши ову датотеку' }).click();
  await dialog.getByRole('button', { name: 'Обриши', exact: true }).click();
  const refusal = dialog.getByRole('alert').filter({ hasText: 'Ова датотека не може да се обрише' });
  await expectVisible(refusal);
  await expectVisible(refusal.getByRole('link', { name: `Чланак ${article.id}` }));
  expect((await adminApi<FileView>(baseUrl, token, `/api/admin/files/${file.id}`)).id).toBe(file.id);
});

test('axe finds no violations on the files screen with uploads listed and with the edit dialog open', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const file = await createFile(baseUrl, token, unique('Приступачност'));
  await openFilesScreen(page, file.translations.sr!.title);

  // One upload that succeeds and one the server refuses (not a document type it takes).
  const name = unique('Izvestaj').replace(/ /g, '_');
  await dropFiles(uploadArea(page).getByRole('button', { name: 'Изаберите датотеке' }), [
    { name: `${name}.pdf`, type: 'application/pdf', bytes: await pdf(name) },
    { name: 'program.exe', type: 'application/octet-stream', bytes: Buffer.from('MZ not a document') },
  ]);
  await expectVisible(uploadArea(page).getByRole('status').filter({ hasText: 'Отпремљено 1 од 2, није успело: 1' }));
  await expectVisible(uploadArea(page).getByText('Ова врста датотеке овде није дозвољена.'));
  await expectNoAxeViolations(page);

  await page.getByRole('table').getByRole('button', { name: file.translations.sr!.title, exact: true }).click();
  await expectVisible(editDialog(page).getByRole('button', { name: 'Сачувај', exact: true }));
  await expectNoAxeViolations(page);
});

/** A PDF with no title and no language in its properties, as many programs write them. */
async function bareProperties(): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.addPage();
  return Buffer.from(await doc.save());
}

test('a PDF without a title and a language is uploaded with a warning saying what to set, and axe finds nothing', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  await openFilesScreen(page);
  const [bare, titled] = [unique('Bez_svojstava'), unique('Sa_svojstvima')].map((name) => name.replace(/ /g, '_'));
  await dropFiles(uploadArea(page).getByRole('button', { name: 'Изаберите датотеке' }), [
    { name: `${bare}.pdf`, type: 'application/pdf', bytes: await bareProperties() },
    { name: `${titled}.pdf`, type: 'application/pdf', bytes: await pdf(titled!) },
  ]);
  await expectVisible(uploadArea(page).getByRole('status').filter({ hasText: 'Отпремљено 2 од 2' }));

  // Only the PDF without properties is warned about, in words: what is missing and what to do.
  const warnings = uploadArea(page).getByRole('alert').filter({ hasText: 'Овај PDF није приступачан' });
  await expectVisible(warnings);
  await expect.poll(() => warnings.count()).toBe(1);
  await expectVisible(warnings.getByText('У својствима документа нема наслов.'));
  await expectVisible(warnings.getByText('У својствима документа нема подешен језик.'));
  await expectVisible(warnings.getByText(/Подесите их у програму у коме је PDF направљен/));
  await expectNoAxeViolations(page);

  // The file's dialog says the same about its document.
  await uploadArea(page).getByRole('button', { name: `Уреди податке датотеке ${bare!.replace(/_/g, ' ')}` }).click();
  const dialog = editDialog(page);
  await expectVisible(dialog.getByRole('alert').filter({ hasText: 'Овај PDF није приступачан' }));
  await expectVisible(dialog.getByText('У својствима документа нема подешен језик.'));
  await expectNoAxeViolations(page);

  // The list of files marks the file, so it can be found and replaced later; not the other one.
  await page.keyboard.press('Escape');
  await expectHidden(dialog);
  const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name.replace(/_/g, ' ') });
  await expectVisible(rowOf(bare!).getByText('PDF није приступачан'));
  await expectVisible(rowOf(titled!));
  expect(await rowOf(titled!).getByText('PDF није приступачан').count()).toBe(0);
  await expectNoAxeViolations(page);
});
