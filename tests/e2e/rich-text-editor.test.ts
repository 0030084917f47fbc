import fs from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { sanitizeRichText } from '../../src/server/lib/html-sanitizer.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/browser.js';
import { expectEditorSelection } from './support/editor.js';
import { SCREEN_TIMEOUT, expectHidden, expectVisible } from './support/page.js';
import { signInByApi, withToken } from './support/admin-session.js';

/**
 * The rich-text editor as the article edit screen shows it (/en/dashboard/articles/new, field
 * "Text"): toolbar, links, image upload, undo, empty content and accessibility.
 */

const NEW_ARTICLE = '/en/dashboard/articles/new';
/** Far more than the undo history's 1000 ms grouping: the next change starts a step of its own. */
const PAST_UNDO_GROUPING_MS = 5_000;

/** The dashboard restores the session from the stored token (the sign-in screen is not under test here). */
async function withSession(context: BrowserContext, baseUrl: string): Promise<void> {
  await withToken(context, await signInByApi(baseUrl), baseUrl);
}

interface EditorParts {
  content: Locator;
  toolbar: Locator;
  button: (name: string) => Locator;
}

async function openEditor(page: Page): Promise<EditorParts> {
  await page.goto(NEW_ARTICLE);
  const content = page.getByRole('textbox', { name: 'Text', exact: true });
  await expectVisible(content);
  const toolbar = page.getByRole('toolbar', { name: 'Formatting of “Text”' });
  return { content, toolbar, button: (name) => toolbar.getByRole('button', { name, exact: true }) };
}

/** The HTML of the editing area (the editor's live DOM, close to what it saves). */
function htmlOf(content: Locator): Promise<string> {
  return content.evaluate((element) => element.innerHTML);
}

async function expectHtml(content: Locator, pattern: RegExp): Promise<void> {
  await expect.poll(() => htmlOf(content), { timeout: SCREEN_TIMEOUT }).toMatch(pattern);
}

async function focusedLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
}

/** TipTap puts its editor on the editing area's element. */
type EditorElement = HTMLElement & {
  editor: {
    getHTML(): string;
    commands: { setContent(html: string, options?: { emitUpdate?: boolean }): boolean };
    state: { selection: { node?: { attrs: Record<string, unknown> } } };
  };
};

/** The HTML the editor gives the form (onChange), before the server sanitises it. */
function savedHtml(content: Locator): Promise<string> {
  return content.evaluate((element) => (element as EditorElement).editor.getHTML());
}

const WORD_SAMPLE = new URL('../../src/web/features/rich-text-editor/paste-samples/word-365.html', import.meta.url);

/** A paste as the browser delivers it: a clipboard with HTML, or with files only (a screenshot). */
async function paste(content: Locator, clipboard: { html?: string; file?: { name: string; type: string; base64: string } }): Promise<void> {
  await content.evaluate((element, { html, file }) => {
    const data = new DataTransfer();
    if (html) data.setData('text/html', html);
    if (file) data.items.add(new File([Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))], file.name, { type: file.type }));
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, clipboard);
}

/** Files dropped onto the editing area from the desktop. */
async function dropFile(content: Locator, file: { name: string; type: string; base64: string }): Promise<void> {
  await content.evaluate((element, dropped) => {
    const data = new DataTransfer();
    data.items.add(new File([Uint8Array.from(atob(dropped.base64), (c) => c.charCodeAt(0))], dropped.name, { type: dropped.type }));
    const box = element.getBoundingClientRect();
    element.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true, clientX: box.left + 20, clientY: box.top + 20 }));
  }, file);
}

function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0d47a1' } }).png().toBuffer();
}

test('typing with a heading, bold and a bulleted list; the toolbar is one Tab stop with arrow keys', async ({ page, context, baseUrl }) => {
  await withSession(context, baseUrl);
  const { content, toolbar, button } = await openEditor(page);
  expect(await content.getAttribute('aria-multiline')).toBe('true');

  await content.click();
  await page.keyboard.type('Qualifications framework');
  await button('Text style: Normal text').click();
  await page.getByRole('menuitem', { name: 'Heading 2' }).click();
  await expectHtml(content, /<h2>Qualifications framework<\/h2>/);
  expect(await button('Text style: Heading 2').isVisible()).toBe(true);

  await content.press('End');
  await content.press('Enter');
  await button('Bold').click();
  expect(await button('Bold').getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.type('eight levels');
  await expectHtml(content, /<p><strong>eight levels<\/strong><\/p>/);

  await button('Bold').click();
  await content.press('Enter');
  await button('Bulleted list').click();
  await page.keyboard.type('first');
  await content.press('Enter');
  await page.keyboard.type('second');
  await expectHtml(content, /<ul><li><p>first<\/p><\/li><li><p>second<\/p><\/li><\/ul>/);
  expect(await button('Bulleted list').getAttribute('aria-pressed')).toBe('true');

  // Roving tabindex: one control in the Tab order; arrows, Home and End move between them.
  const tabStops = await toolbar.evaluate((element) => [...element.querySelectorAll('[data-toolbar-item]')].filter((item) => (item as HTMLElement).tabIndex === 0).length);
  expect(tabStops).toBe(1);
  await button('Bold').focus();
  await page.keyboard.press('ArrowRight');
  expect(await focusedLabel(page)).toBe('Italic');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  expect(await focusedLabel(page)).toMatch(/^Text style: /);
  await page.keyboard.press('End');
  expect(await focusedLabel(page)).toBe('Undo');
  await page.keyboard.press('Home');
  expect(await focusedLabel(page)).toMatch(/^Text style: /);

  await expectNoAxeViolations(page);
  await button('Text colour').click();
  await expectVisible(page.getByRole('button', { name: 'Dark red' }));
  await expectNoAxeViolations(page);
});

test('the text’s accessibility problems show under it as it is written, and go when fixed', async ({ page, context, baseUrl }) => {
  await withSession(context, baseUrl);
  const { content } = await openEditor(page);
  await content.click();
  await page.keyboard.type('Deadlines');
  const problems = page.getByTestId('accessibility-problems');
  await expectHidden(problems);
  const write = (html: string) => content.evaluate((element, text) => (element as EditorElement).editor.commands.setContent(text, { emitUpdate: true }), html);
  await write('<h2>Deadlines</h2><h4>Applications</h4><p>Apply <a href="https://noks.gov.rs/en">here</a>.</p>');
  await expectVisible(problems.getByText('Accessibility problems to fix before publishing (2):'));
  const items = problems.getByRole('listitem');
  await expect.poll(() => items.allTextContents()).toEqual([
    'A heading skips a level: a heading may be at most one level below the one before it. (heading 2 “Applications”)',
    'A link says nothing out of context (“here”, “more”): say where it leads. (link 1 “here”)',
  ]);
  await expectNoAxeViolations(page);

  // Each problem takes the editor to its place: the element's text selected, the focus in the text.
  await items.getByRole('button').first().click();
  await expectEditorSelection(content, 'Applications');
  expect(await content.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))).toBe(true);
  // With the keyboard alone: the second problem's button, Enter.
  await items.getByRole('button').nth(1).focus();
  await page.keyboard.press('Enter');
  await expectEditorSelection(content, 'here');

  // An image pasted or dropped in has no text alternative until someone gives it one (or marks it decorative).
  await write('<h2>Deadlines</h2><p>Before</p><p><img src="/media/x.png"></p>');
  await expect.poll(() => items.allTextContents()).toEqual(['An image has no text alternative: describe it, or mark it as decorative (an empty alternative). (image 1 “/media/x.png”)']);
  // Its problem selects the image itself.
  await items.getByRole('button').first().click();
  const selectedNode = () => content.evaluate((element) => (element as EditorElement).editor.state.selection.node?.attrs.src ?? null);
  await expect.poll(selectedNode).toBe('/media/x.png');
  await write('<h2>Deadlines</h2><p><img src="/media/x.png" alt=""></p><h3>Applications</h3><p>Apply <a href="https://noks.gov.rs/en">on the form</a>.</p>');
  await expectHidden(problems);
});

test('a link: a javascript: address is refused with a message, an https address is applied', async ({ page, context, baseUrl }) => {
  await withSession(context, baseUrl);
  const { content, button } = await openEditor(page);
  await content.click();
  await page.keyboard.type('the portal');
  await content.press('ControlOrMeta+a');
  await expectEditorSelection(content, 'the portal');

  await button('Link').click();
  const dialog = page.getByRole('dialog', { name: 'Link' });
  const address = dialog.getByRole('textbox', { name: 'Address' });
  await address.fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expectVisible(dialog.getByText('Only links that start with http://, https://, mailto: or tel: are allowed.'));
  expect(await address.getAttribute('aria-invalid')).toBe('true');
  await expectNoAxeViolations(page);

  await address.fill('https://noks.gov.rs/en');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expectHidden(dialog);
  await expectHtml(content, /<a href="https:\/\/noks\.gov\.rs\/en">the portal<\/a>/);
  expect(await htmlOf(content)).not.toContain('javascript');
});

test('an image: a PNG uploaded from the toolbar becomes an <img> from /media/; undo and redo take it out and back', async ({ page, context, baseUrl }) => {
  await withSession(context, baseUrl);
  const { content, button } = await openEditor(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/admin/media/images')) uploads.push(request.url());
  });
  await content.click();

  // A type the portal does not take is refused before anything is sent.
  await button('Image').click();
  let dialog = page.getByRole('dialog', { name: 'Insert an image' });
  let chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload from your computer…' }).click();
  await (await chooser).setFiles({ name: 'drawing.webp', mimeType: 'image/webp', buffer: Buffer.from('RIFF----WEBPVP8 ') });
  await expectVisible(dialog.getByRole('alert').filter({ hasText: '“drawing.webp” was not added: only PNG, GIF, JPEG, BMP and ICO images can be uploaded.' }));
  expect(uploads).toEqual([]);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await button('Image').click();
  dialog = page.getByRole('dialog', { name: 'Insert an image' });
  await dialog.getByRole('textbox', { name: 'Alternative text' }).fill('Levels of the framework');
  chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload from your computer…' }).click();
  await (await chooser).setFiles({ name: 'levels.png', mimeType: 'image/png', buffer: await pngOf(40, 30) });
  await expectHidden(dialog);

  const image = content.getByRole('img', { name: 'Levels of the framework' });
  await expectVisible(image);
  const src = await image.getAttribute('src');
  expect(src).toMatch(/^\/media\/[^/]+$/);
  expect(uploads).toHaveLength(1);
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), { timeout: SCREEN_TIMEOUT }).toBe(40);

  await button('Undo').click();
  await expectHidden(image);
  await button('Redo').click();
  await expectVisible(image);
  expect(await image.getAttribute('src')).toBe(src);
});

test('undo takes back one step at a time; content left as an empty paragraph counts as empty', async ({ page, context, baseUrl }) => {
  await page.clock.install();
  await withSession(context, baseUrl);
  const { content, button } = await openEditor(page);
  const unsaved = page.getByText('Unsaved changes', { exact: true });

  await content.click();
  await page.keyboard.type('First step.');
  await page.clock.fastForward(PAST_UNDO_GROUPING_MS);
  await page.keyboard.type(' Second step.');
  await expectHtml(content, /<p>First step\. Second step\.<\/p>/);
  await expectVisible(unsaved);

  await content.press('ControlOrMeta+z');
  await expectHtml(content, /^<p>First step\.<\/p>$/);
  await button('Redo').click();
  await expectHtml(content, /^<p>First step\. Second step\.<\/p>$/);

  // Emptied, the editor still shows one empty paragraph but reports '' (the form is as it started).
  await content.press('ControlOrMeta+a');
  await expectEditorSelection(content, 'First step. Second step.');
  await content.press('Backspace');
  await expectHtml(content, /^<p><br[^>]*><\/p>$/);
  await expectHidden(unsaved);
});

test('what the editor writes passes the server’s sanitiser whole and loads back the same', async ({ page, context, baseUrl }) => {
  await withSession(context, baseUrl);
  const { content, button } = await openEditor(page);
  await content.click();
  await page.keyboard.type('Indented and centred');
  await button('Increase indent').click();
  await button('Increase indent').click();
  await button('Centre').click();
  await content.press('Enter');
  await button('Clear formatting').click();
  await button('Checklist').click();
  await page.keyboard.type('task one');
  await content.getByRole('checkbox', { name: 'Done: task one' }).check();
  await content.press('Enter');
  await page.keyboard.type('task two');
  await content.press('Enter');
  await content.press('Enter');
  await button('Code block').click();
  await page.keyboard.type('const level = 8;');
  await button('Code language: Detect').click();
  await page.getByRole('menuitem', { name: 'TypeScript' }).click();
  await expectVisible(button('Code language: TypeScript'));
  // Highlighted at the next re-check (CODE_HIGHLIGHT_RECHECK_MS), in the language chosen.
  await expectVisible(content.locator('pre .hljs-keyword', { hasText: 'const' }));
  await content.press('ArrowDown');
  await page.keyboard.type('Coloured');
  await content.press('Shift+Home');
  await expectEditorSelection(content, 'Coloured');
  await button('Text colour').click();
  await page.getByRole('button', { name: 'Dark red' }).click();
  await button('Background colour').click();
  await page.getByRole('button', { name: 'Yellow' }).click();
  await content.press('End');
  await expectEditorSelection(content, '');
  await content.press('Enter');
  await button('Video').click();
  const dialog = page.getByRole('dialog', { name: 'Embed a video' });
  await dialog.getByRole('textbox', { name: 'Video address' }).fill('https://youtu.be/dQw4w9WgXcQ?t=30');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('About the framework');
  await dialog.getByRole('button', { name: 'Insert video' }).click();
  await expectHidden(dialog);
  // Task items get a real, labelled checkbox of a size one can hit (WCAG 2.5.8).
  await expectNoAxeViolations(page);

  const written = await savedHtml(content);
  const stored = sanitizeRichText(written);
  for (const kept of [
    'data-indent="2"',
    'text-align:center',
    '<ul data-type="taskList"><li data-checked="true" data-type="taskItem"><p>task one</p></li>',
    '<pre><code class="language-typescript">const level = 8;</code></pre>',
    'color:rgb(183, 28, 28)',
    'background-color:rgb(255, 245, 157)',
    '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30"',
    'title="About the framework"',
  ]) {
    expect(stored, kept).toContain(kept);
  }

  await content.evaluate((element, html) => (element as EditorElement).editor.commands.setContent(html), stored);
  expect(sanitizeRichText(await savedHtml(content))).toBe(stored);
});

test('pasting from Word keeps headings, lists and links and drops the junk; pasted and dropped image files upload', async ({ page, context, baseUrl }) => {
  await withSession(context, baseUrl);
  const { content } = await openEditor(page);
  await content.click();

  await paste(content, { html: fs.readFileSync(WORD_SAMPLE, 'utf8') });
  await expectHtml(content, /<h1>Национални оквир квалификација<\/h1>/);
  const html = await savedHtml(content);
  expect(html).toMatch(/<ul><li><p>Грађани<\/p><ul><li><p>Ученици<\/p><\/li><\/ul><\/li><li><p>Послодавци<\/p><\/li><\/ul>/);
  expect(html).toMatch(/<ol><li><p>Први корак<\/p><\/li><li><p>Други корак<\/p><\/li><\/ol>/);
  expect(html).toContain('<a href="https://noks.gov.rs/o-nama?x=1&amp;y=2">сајту</a>');
  expect(html).toContain('<p>1 | Основно</p>');
  expect(html).not.toMatch(/mso-|class=|font-family|o:p|javascript|file:/);

  const png = { name: 'screenshot.png', type: 'image/png', base64: (await pngOf(20, 10)).toString('base64') };
  await content.press('ControlOrMeta+End');
  await paste(content, { file: png });
  await expect.poll(async () => (await savedHtml(content)).match(/<img src="\/media\/[^"]+">/g)?.length ?? 0, { timeout: SCREEN_TIMEOUT }).toBe(1);

  await dropFile(content, { ...png, name: 'dropped.png' });
  await expect.poll(async () => (await savedHtml(content)).match(/<img src="\/media\/[^"]+">/g)?.length ?? 0, { timeout: SCREEN_TIMEOUT }).toBe(2);

  await dropFile(content, { name: 'notes.pdf', type: 'application/pdf', base64: btoa('%PDF-1.4') });
  await expectVisible(page.getByRole('alert').filter({ hasText: '“notes.pdf” was not added: only PNG, GIF, JPEG, BMP and ICO images can be uploaded.' }));
  await page.getByRole('button', { name: 'Close the message' }).click();
  await expectHidden(page.getByText('“notes.pdf” was not added', { exact: false }));
});

test('an upload removed for good is released when the editor closes; one brought back by undo is kept', async ({ page, context, baseUrl }) => {
  await page.clock.install();
  await withSession(context, baseUrl);
  const { content, button } = await openEditor(page);
  const mediaIdOf = new Map<string, number>();
  const released: number[] = [];
  page.on('response', async (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/admin/media/images') && response.status() === 201) {
      const media = (await response.json()) as { id: number; url: string };
      mediaIdOf.set(media.url, media.id);
    }
  });
  page.on('request', (request) => {
    const release = /\/api\/admin\/media\/(\d+)\/release$/.exec(request.url());
    if (request.method() === 'POST' && release) released.push(Number(release[1]));
  });
  await content.click();

  async function upload(alt: string): Promise<Locator> {
    await button('Image').click();
    const dialog = page.getByRole('dialog', { name: 'Insert an image' });
    await dialog.getByRole('textbox', { name: 'Alternative text' }).fill(alt);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload from your computer…' }).click();
    await (await chooser).setFiles({ name: `${alt}.png`, mimeType: 'image/png', buffer: await pngOf(16, 16) });
    const image = content.getByRole('img', { name: alt });
    await expectVisible(image);
    return image;
  }

  const first = await upload('First');
  const firstId = mediaIdOf.get((await first.getAttribute('src'))!);
  const second = await upload('Second');
  for (const image of [first, second]) {
    // Each removal an undo step of its own.
    await page.clock.fastForward(PAST_UNDO_GROUPING_MS);
    await image.click();
    await content.press('Delete');
    await expectHidden(image);
  }
  await button('Undo').click();
  await expectVisible(second);
  expect(released).toEqual([]);

  // The translation tabs show one editor at a time: another tab closes this one.
  await page.getByRole('tab', { name: 'English' }).click();
  await expect.poll(() => released, { timeout: SCREEN_TIMEOUT }).toContain(firstId);
  // Requests are reported in the order they are made: one made now comes after any other release.
  const marker = page.waitForRequest((request) => request.url().endsWith('/api/health'));
  await page.evaluate(() => fetch('/api/health'));
  await marker;
  expect(released).toEqual([firstId]);
});
