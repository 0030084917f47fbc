import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeReleasedMedia } from '../../src/server/modules/media/media.service.js';
import { fileSaveOf, formValuesOf, newFileInput, overridesOf } from '../../src/web/features/dashboard-files/file-form.js';
import type { FileView } from '../../src/web/features/dashboard-files/files-api.js';
import { adminGet, adminPost, articlePayload, createItem, deleteItem, expectError, putItem, unique } from './support/factories.js';
import { type Media, uploadPdf } from './support/multipart.js';
import { type TestApp, bearer, expectStatus, startTestApp } from './support/test-app.js';

/**
 * The calls the dashboard's files screen makes, with the bodies its form code builds: an upload
 * becomes a draft, the dialog saves texts and a replaced document, and a linked file is refused.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function view(id: number): Promise<FileView> {
  return expectStatus<FileView>(await adminGet(t, `files/${id}`), 200);
}

async function uploadAsFile(name: string): Promise<{ media: Media; file: FileView }> {
  const media = await uploadPdf(t, name);
  const file = expectStatus<FileView>(await adminPost(t, 'files', { ...newFileInput(media, 2026) }), 201);
  return { media, file };
}

const release = async (id: number) => expectStatus(await t.app.inject({ method: 'POST', url: `/api/admin/media/${id}/release`, headers: bearer(t.tokens.editor) }), 204);
const mediaStatus = async (id: number) => (await adminGet(t, `media/${id}`)).statusCode;

describe('the files screen', () => {
  it('turns an upload into a draft titled after the file, with its name and size in the admin view', async () => {
    const { media, file } = await uploadAsFile(`Pravilnik_o_radu_${unique()}.pdf`);
    expect(file).toMatchObject({ status: 'draft', year: 2026, mediaId: media.id, categoryId: null, tagIds: [] });
    expect(file.translations.sr?.title).toMatch(/^Pravilnik o radu [0-9a-f]+$/);
    expect(file.translations.en).toBeNull();
    const shown = await view(file.id);
    expect(shown.media).toMatchObject({ id: media.id, originalName: media.originalName, mime: 'application/pdf' });
    expect(shown.media?.size).toBeGreaterThan(0);
  });

  it('saves what the edit dialog sends: texts per locale, a Latin override, English, status', async () => {
    const { file } = await uploadAsFile('nacrt.pdf');
    const values = { ...formValuesOf(file), srTitle: 'Одлука о оснивању', enTitle: 'Founding decision', latTitle: 'Odluka (ručno)', status: 'published' };
    const saved = expectStatus<FileView>(
      await putItem(t, 'files', file.id, fileSaveOf(values, { view: file, mediaId: file.mediaId, tagIds: [], overrides: { title: true, description: false }, version: file.version })),
      200,
    );
    expect(saved.translations).toMatchObject({
      sr: { title: 'Одлука о оснивању' },
      lat: { title: 'Odluka (ručno)', overrides: ['title'] },
      en: { title: 'Founding decision' },
    });
    expect(saved.status).toBe('published');
    expect(overridesOf(saved)).toEqual({ title: true, description: false });

    // Switching the override off derives the Latin again; empty English removes the translation.
    const plain = { ...formValuesOf(saved), enTitle: '', enDescription: '' };
    const again = expectStatus<FileView>(
      await putItem(t, 'files', file.id, fileSaveOf(plain, { view: saved, mediaId: saved.mediaId, tagIds: [], overrides: { title: false, description: false }, version: saved.version })),
      200,
    );
    expect(again.translations.lat).toMatchObject({ title: 'Odluka o osnivanju', overrides: [] });
    expect(again.translations.en).toBeNull();
  });

  it('answers a save over a stale version with 409 and the current version', async () => {
    const { file } = await uploadAsFile('sukob.pdf');
    const input = fileSaveOf(formValuesOf(file), { view: file, mediaId: file.mediaId, tagIds: [], overrides: overridesOf(file), version: file.version });
    expectStatus(await putItem(t, 'files', file.id, input), 200);
    const conflict = expectError(await putItem(t, 'files', file.id, input), 409, 'VERSION_CONFLICT');
    expect(conflict.details).toEqual({ currentVersion: file.version + 1 });
  });

  it('replaces the document; the released old one stays while a revision shows it and goes with the file', async () => {
    const { media: old, file } = await uploadAsFile('stara-verzija.pdf');
    const replacement = await uploadPdf(t, 'nova-verzija.pdf');
    const saved = expectStatus<FileView>(
      await putItem(t, 'files', file.id, fileSaveOf(formValuesOf(file), { view: file, mediaId: replacement.id, tagIds: [], overrides: overridesOf(file), version: file.version })),
      200,
    );
    expect(saved.media).toMatchObject({ id: replacement.id, originalName: 'nova-verzija.pdf' });
    await release(old.id);
    await purgeReleasedMedia(t.ctx.db, t.ctx.storage, 0);
    expect(await mediaStatus(old.id)).toBe(200);

    expectStatus(await deleteItem(t, 'files', file.id), 204);
    await release(replacement.id);
    await purgeReleasedMedia(t.ctx.db, t.ctx.storage, 0);
    expect(await mediaStatus(old.id)).toBe(404);
    expect(await mediaStatus(replacement.id)).toBe(404);
  });

  it('refuses to delete a file an article links to, naming the article as the dialog reads it', async () => {
    const { file } = await uploadAsFile('prilog.pdf');
    const body = `<p><a href="/api/files/${file.id}/download">Прилог</a></p>`;
    const article = await createItem(t, 'articles', articlePayload({ status: 'draft', translations: { sr: { title: `Вест ${unique()}`, summary: '', body } } }));
    const refused = expectError(await deleteItem(t, 'files', file.id), 409, 'IN_USE');
    expect(refused.details).toEqual({ usedBy: [`article ${article.id}`] });
    expect((await view(file.id)).id).toBe(file.id);
  });
});
