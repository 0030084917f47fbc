import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListItem, AdminMedia } from '../../src/common/schemas/admin.js';
import { newFileInput } from '../../src/web/features/dashboard-files/file-form.js';
import type { FileView } from '../../src/web/features/dashboard-files/files-api.js';
import { adminGet, adminPost, createItem, presentationPayload, publicJson, unique } from './support/factories.js';
import { uploadDocument, uploadText } from './support/multipart.js';
import { type TestApp, expectStatus, startTestApp } from './support/test-app.js';

/**
 * An uploaded PDF's title and language, checked once at upload (PDF/UA; WCAG PDF16, PDF18): what
 * is missing is kept with the upload and shown in the dashboard's media and file views; a file
 * that cannot be read is still stored, marked unreadable.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function pdf({ title, language }: { title?: string; language?: string }): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.addPage();
  if (title) doc.setTitle(title);
  if (language) doc.setLanguage(language);
  return Buffer.from(await doc.save());
}

async function uploadPdf(bytes: Buffer): Promise<AdminMedia> {
  return (await uploadDocument(t, { filename: `dokument-${unique()}.pdf`, contentType: 'application/pdf', bytes })) as AdminMedia;
}

const mediaView = async (id: number) => expectStatus<AdminMedia>(await adminGet(t, `media/${id}`), 200);

async function fileViewOf(media: AdminMedia): Promise<FileView> {
  const file = expectStatus<FileView>(await adminPost(t, 'files', { ...newFileInput(media, 2026) }), 201);
  return expectStatus<FileView>(await adminGet(t, `files/${file.id}`), 200);
}

describe('the PDF check at upload', () => {
  it('finds nothing missing in a PDF with a title and a language', async () => {
    const media = await uploadPdf(await pdf({ title: 'Правилник о раду', language: 'sr-Cyrl' }));
    expect(media.documentWarnings).toEqual([]);
    expect((await mediaView(media.id)).documentWarnings).toEqual([]);
    expect((await fileViewOf(media)).media?.documentWarnings).toEqual([]);
  });

  it('names a missing title and a missing language in the upload, the media view and the file view', async () => {
    const media = await uploadPdf(await pdf({}));
    expect(media.documentWarnings).toEqual(['missing-title', 'missing-language']);
    expect((await mediaView(media.id)).documentWarnings).toEqual(['missing-title', 'missing-language']);
    expect((await fileViewOf(media)).media).toMatchObject({ id: media.id, documentWarnings: ['missing-title', 'missing-language'] });

    const titled = await uploadPdf(await pdf({ title: 'Одлука' }));
    expect(titled.documentWarnings).toEqual(['missing-language']);
  });

  it('stores a PDF it cannot read, marked unreadable', async () => {
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 37) % 256))]);
    const media = await uploadPdf(garbage);
    expect(media).toMatchObject({ mime: 'application/pdf', size: garbage.length, documentWarnings: ['unreadable'] });
    expect((await mediaView(media.id)).documentWarnings).toEqual(['unreadable']);
    const stored = await t.app.inject({ method: 'GET', url: media.url });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.equals(garbage)).toBe(true);
  });

  it('marks each file of the dashboard’s files list with its document’s warnings', async () => {
    const marker = unique();
    const fileOf = async (bytes: Buffer, title: string) => {
      const media = await uploadPdf(bytes);
      const input = newFileInput(media, 2026);
      return expectStatus<FileView>(await adminPost(t, 'files', { ...input, translations: { ...input.translations, sr: { title, description: '' } } }), 201);
    };
    const untitled = await fileOf(await pdf({}), `${marker} без наслова`);
    const complete = await fileOf(await pdf({ title: 'Одлука', language: 'sr' }), `${marker} потпун`);
    const list = expectStatus<{ items: AdminListItem[] }>(await adminGet(t, `files?q=${encodeURIComponent(marker)}`), 200);
    const warningsOf = (id: number) => list.items.find((item) => item.id === id)?.documentWarnings;
    expect(warningsOf(untitled.id)).toEqual(['missing-title', 'missing-language']);
    expect(warningsOf(complete.id)).toEqual([]);
    // Other types' rows have no such field.
    const articles = expectStatus<{ items: AdminListItem[] }>(await adminGet(t, 'articles?limit=5'), 200);
    expect(articles.items.every((item) => !('documentWarnings' in item))).toBe(true);
  });

  it('does not check what is not a PDF (null: not checked)', async () => {
    const text = (await uploadText(t)) as AdminMedia;
    expect(text.documentWarnings).toBeNull();
    expect((await mediaView(text.id)).documentWarnings).toBeNull();
  });

  it('keeps the warnings out of the public API', async () => {
    const media = await uploadPdf(await pdf({}));
    const presentation = await createItem(t, 'presentations', presentationPayload({ pdfMediaId: media.id }));
    const shown = await publicJson<{ pdf: Record<string, unknown> | null }>(t, `presentations/${presentation.id}`);
    expect(shown.pdf).toMatchObject({ id: media.id });
    expect(shown.pdf).not.toHaveProperty('documentWarnings');
  });
});
