import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { SCREEN_TIMEOUT, expectVisible } from './support/page.js';
import { adminApi, signInByApi, withToken } from './support/admin-session.js';

interface Media {
  id: number;
  originalName: string;
}
interface PresentationView {
  id: number;
  version: number;
  slideMediaIds: number[];
  cover: Media | null;
}

/** A real PNG of one colour (the server reads every image it stores). */
function png(background: string): Promise<Buffer> {
  return sharp({ create: { width: 160, height: 90, channels: 3, background } }).png().toBuffer();
}

async function uploadImage(baseUrl: string, token: string, name: string, background: string): Promise<Media> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(await png(background))], { type: 'image/png' }), name);
  const response = await fetch(new URL('/api/admin/media/images', baseUrl), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
  if (response.status !== 201) throw new Error(`image upload answered ${response.status}`);
  return (await response.json()) as Media;
}

/** Drops files on an element the way the browser does when they are dragged from the desktop. */
async function dropFiles(target: Locator, files: { name: string; type: string; bytes: Buffer }[]): Promise<void> {
  const payload = files.map((file) => ({ name: file.name, type: file.type, base64: file.bytes.toString('base64') }));
  await target.evaluate((element, list) => {
    const transfer = new DataTransfer();
    for (const file of list) transfer.items.add(new File([Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))], file.name, { type: file.type }));
    for (const type of ['dragenter', 'dragover', 'drop']) element.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
  }, payload);
}

/** The slide names in the order the list shows them. */
const slideOrder = (list: Locator) => list.getByRole('listitem').evaluateAll((items) => items.map((item) => item.querySelector('img')?.getAttribute('alt') ?? ''));

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

test('on a presentation: a cover uploaded, slides reordered by buttons and by dragging, more slides dropped, all saved', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const stamp = Date.now().toString(36);
  const [a, b, c] = await Promise.all([
    uploadImage(baseUrl, token, `prvi-${stamp}.png`, '#c00'),
    uploadImage(baseUrl, token, `drugi-${stamp}.png`, '#0a0'),
    uploadImage(baseUrl, token, `treci-${stamp}.png`, '#00c'),
  ]);
  const created = await adminApi<PresentationView>(baseUrl, token, '/api/admin/presentations', {
    method: 'POST',
    body: JSON.stringify({ status: 'draft', slideMediaIds: [a!.id, b!.id, c!.id], translations: { sr: { title: `Презентација ${stamp}`, summary: '' } } }),
  });

  await page.goto(`/dashboard/presentations/${created.id}`);
  const cover = page.getByRole('group', { name: 'Насловна слика' });
  await expectVisible(cover.getByText('Слика није изабрана.'));

  // The cover: chosen with the button (the keyboard way), shown once uploaded.
  const chooser = page.waitForEvent('filechooser');
  await cover.getByRole('button', { name: 'Отпреми слику' }).click();
  await (await chooser).setFiles({ name: `naslovna-${stamp}.png`, mimeType: 'image/png', buffer: await png('#fa0') });
  await expectVisible(cover.getByRole('img', { name: `naslovna-${stamp}.png` }));

  const slides = page.getByRole('group', { name: 'Слајдови' });
  const list = slides.getByRole('list', { name: 'Слајдови: редослед' });
  expect(await slideOrder(list)).toEqual([a!.originalName, b!.originalName, c!.originalName]);

  // The third slide moved up by its button: the focus stays on the moved slide, the change is said.
  await slides.getByRole('button', { name: 'Помери слајд 3 навише' }).click();
  expect(await slideOrder(list)).toEqual([a!.originalName, c!.originalName, b!.originalName]);
  await expect.poll(() => focusedLabel(page), { timeout: SCREEN_TIMEOUT }).toBe('Помери слајд 2 навише');
  await expectVisible(slides.getByRole('status').filter({ hasText: `Слајд ${c!.originalName} је сада слајд 2 од 3.` }));

  // The keyboard alone: Enter on the focused button moves it once more, to the top.
  await page.keyboard.press('Enter');
  expect(await slideOrder(list)).toEqual([c!.originalName, a!.originalName, b!.originalName]);

  // Dragging the first slide onto the lower half of the last one puts it at the end.
  await list.scrollIntoViewIfNeeded();
  const last = list.getByRole('listitem').nth(2);
  const box = (await last.boundingBox())!;
  await list.getByRole('listitem').nth(0).dragTo(last, { targetPosition: { x: 20, y: box.height - 4 } });
  expect(await slideOrder(list)).toEqual([a!.originalName, b!.originalName, c!.originalName]);

  // Two images dropped at once are added, in the order they were dropped.
  await dropFiles(slides.getByRole('button', { name: 'Додај слајдове' }), [
    { name: `cetvrti-${stamp}.png`, type: 'image/png', bytes: await png('#ff0') },
    { name: `peti-${stamp}.png`, type: 'image/png', bytes: await png('#0ff') },
  ]);
  await expect.poll(() => slideOrder(list), { timeout: SCREEN_TIMEOUT }).toEqual([a!.originalName, b!.originalName, c!.originalName, `cetvrti-${stamp}.png`, `peti-${stamp}.png`]);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Сачувај', exact: true }).click();
  await expect
    .poll(async () => (await adminApi<PresentationView>(baseUrl, token, `/api/admin/presentations/${created.id}`)).version, { timeout: SCREEN_TIMEOUT })
    .toBeGreaterThan(created.version);
  const saved = await adminApi<PresentationView>(baseUrl, token, `/api/admin/presentations/${created.id}`);
  expect(saved.cover?.originalName).toBe(`naslovna-${stamp}.png`);
  expect(saved.slideMediaIds.slice(0, 3)).toEqual([a!.id, b!.id, c!.id]);
  expect(saved.slideMediaIds).toHaveLength(5);
});

test('an image of a type the cover does not take is refused before it is sent', async ({ page, context, baseUrl }) => {
  const token = await signInByApi(baseUrl);
  await withToken(context, token, baseUrl);
  const created = await adminApi<PresentationView>(baseUrl, token, '/api/admin/presentations', {
    method: 'POST',
    body: JSON.stringify({ status: 'draft', translations: { sr: { title: `Без насловне ${Date.now().toString(36)}`, summary: '' } } }),
  });
  await page.goto(`/dashboard/presentations/${created.id}`);
  const cover = page.getByRole('group', { name: 'Насловна слика' });
  await expectVisible(cover.getByRole('button', { name: 'Отпреми слику' }));
  await dropFiles(cover.getByRole('button', { name: 'Отпреми слику' }), [{ name: 'vektor.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }]);
  await expectVisible(cover.getByText('Ова врста датотеке овде није дозвољена.'));
  expect(await cover.getByRole('progressbar', { name: 'Отпремање датотеке vektor.svg' }).getAttribute('aria-valuenow')).toBe('0');
});
