import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PublicList,
  type View,
  adminPost,
  adminView,
  articlePayload,
  categoryPayload,
  createItem,
  deleteItem,
  expectError,
  filePayload,
  idsOf,
  pagePayload,
  presentationPayload,
  publicGet,
  publicJson,
  tagPayload,
  unique,
  updateItem,
} from './support/factories.js';
import { type Media, pdfBytes, uploadDocument, uploadImage, uploadPdf, uploadText } from './support/multipart.js';
import { type TestApp, expectStatus, startTestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type PublicSlide = { position: number; image: { id: number } };
type PublicPresentation = { id: number; slideCount: number; slides: PublicSlide[]; pdf: { id: number; mime: string } | null; cover: { id: number } | null };

describe('presentations', () => {
  let images: Media[];
  beforeAll(async () => {
    images = [await uploadImage(t, 'prvi.png', '#c00'), await uploadImage(t, 'drugi.png', '#0c0'), await uploadImage(t, 'treci.png', '#00c')];
  });
  const ids = (...indexes: number[]) => indexes.map((index) => images[index]!.id);
  const slideIds = (presentation: PublicPresentation) => presentation.slides.map((slide) => slide.image.id);

  it('keep the order of their slides and can reorder them', async () => {
    const input = presentationPayload({ slideMediaIds: ids(2, 0, 1), coverMediaId: images[1]!.id });
    const presentation = await createItem(t, 'presentations', input);
    expect(presentation.slideMediaIds).toEqual(ids(2, 0, 1));
    const shown = await publicJson<PublicPresentation>(t, `presentations/${presentation.id}`);
    expect(slideIds(shown)).toEqual(ids(2, 0, 1));
    expect(shown.slides.map((slide) => slide.position)).toEqual([1, 2, 3]);
    expect(shown).toMatchObject({ slideCount: 3, cover: { id: images[1]!.id }, pdf: null });

    const reordered = await updateItem(t, 'presentations', presentation.id, { ...input, slideMediaIds: ids(0, 1, 2) });
    expect(reordered.slideMediaIds).toEqual(ids(0, 1, 2));
    expect(slideIds(await publicJson<PublicPresentation>(t, `presentations/${presentation.id}`))).toEqual(ids(0, 1, 2));

    const shortened = await updateItem(t, 'presentations', presentation.id, { ...input, slideMediaIds: ids(1) });
    expect(slideIds(await publicJson<PublicPresentation>(t, `presentations/${presentation.id}`))).toEqual(ids(1));
    expect(shortened.slideMediaIds).toEqual(ids(1));
  });

  it('restore the slide order of a revision', async () => {
    const input = presentationPayload({ slideMediaIds: ids(0, 1, 2) });
    const presentation = await createItem(t, 'presentations', input);
    const changed = await updateItem(t, 'presentations', presentation.id, { ...input, slideMediaIds: ids(2, 1) });
    const revisions = expectStatus<{ items: { id: number; version: number }[] }>(
      await t.app.inject({ method: 'GET', url: `/api/admin/presentations/${presentation.id}/revisions`, headers: { authorization: `Bearer ${t.tokens.editor}` } }),
      200,
    ).items;
    const first = revisions.find((revision) => revision.version === 1)!;
    const restored = expectStatus<View>(await adminPost(t, `presentations/${presentation.id}/revisions/${first.id}/restore`, { version: changed.version }), 200);
    expect(restored.slideMediaIds).toEqual(ids(0, 1, 2));
  });

  it('take an optional PDF, which must be an uploaded PDF', async () => {
    const pdf = await uploadPdf(t, 'prezentacija.pdf');
    const text = await uploadText(t);
    const withPdf = await createItem(t, 'presentations', presentationPayload({ pdfMediaId: pdf.id }));
    expect(withPdf.pdf).toMatchObject({ id: pdf.id, mime: 'application/pdf' });
    expect((await publicJson<PublicPresentation>(t, `presentations/${withPdf.id}`)).pdf).toMatchObject({ id: pdf.id, mime: 'application/pdf' });

    for (const wrong of [images[0]!.id, text.id, 2_000_000]) {
      const error = expectError(await adminPost(t, 'presentations', presentationPayload({ pdfMediaId: wrong })), 400, 'VALIDATION_FAILED');
      expect(error.details?.fields).toHaveProperty('pdfMediaId');
    }
  });

  it('take only uploaded images as slides and cover, naming the field at fault', async () => {
    const pdf = await uploadPdf(t);
    for (const slideMediaIds of [[images[0]!.id, pdf.id], [2_000_000]]) {
      const error = expectError(await adminPost(t, 'presentations', presentationPayload({ slideMediaIds })), 400, 'VALIDATION_FAILED');
      expect(error.details?.fields).toHaveProperty('slideMediaIds');
    }
    const cover = expectError(await adminPost(t, 'presentations', presentationPayload({ coverMediaId: pdf.id })), 400, 'VALIDATION_FAILED');
    expect(cover.details?.fields).toEqual({ coverMediaId: expect.any(String) });
  });
});

type PublicFile = { id: number; title: string; kind: string; mime: string; year: number; originalName: string; downloadCount: number; downloadUrl: string; category: { id: number } | null };

describe('files', () => {
  it('are created from an uploaded document and shown in the library', async () => {
    const media = await uploadPdf(t, 'Правилник о НОКС.pdf');
    const file = await createItem(t, 'files', filePayload(media.id, { year: 2022 }));
    expect(file).toMatchObject({ mediaId: media.id, year: 2022, downloadCount: 0, media: { id: media.id, mime: 'application/pdf' } });
    const shown = await publicJson<PublicFile>(t, `files/${file.id}`, '/en');
    expect(shown).toMatchObject({
      title: file.translations.en!.title,
      kind: 'pdf',
      mime: 'application/pdf',
      year: 2022,
      originalName: 'Правилник о НОКС.pdf',
      downloadUrl: `/api/files/${file.id}/download`,
    });
    const error = expectError(await adminPost(t, 'files', filePayload(2_000_000)), 400, 'VALIDATION_FAILED');
    expect(error.details?.fields).toHaveProperty('mediaId');
  });

  it('are filtered by type, year, category, tag and text', async () => {
    const category = await createItem(t, 'categories', categoryPayload());
    const tag = await createItem(t, 'tags', tagPayload());
    const n = unique();
    const title = (sr: string, en: string) => ({ sr: { title: `${sr} ${n}` }, en: { title: `${en} ${n}` } });
    const pdf = await createItem(t, 'files', filePayload((await uploadPdf(t)).id, { categoryId: category.id, year: 2020, translations: title('Измене закона о оквиру', 'Framework Act') }));
    const text = await createItem(t, 'files', filePayload((await uploadText(t)).id, { categoryId: category.id, year: 2021, tagIds: [tag.id], translations: title('Упутство', 'Guide') }));
    const older = await createItem(t, 'files', filePayload((await uploadPdf(t)).id, { categoryId: category.id, year: 2019, translations: title('Стари закон', 'Old act') }));
    const inCategory = async (query: string, lang?: string) => idsOf(await publicJson<PublicList>(t, `files?category=${category.id}${query}`, lang));

    expect(await inCategory('')).toEqual([text.id, pdf.id, older.id]);
    expect(await inCategory('&type=pdf')).toEqual([pdf.id, older.id]);
    expect(await inCategory('&type=text')).toEqual([text.id]);
    expect(await inCategory('&type=word')).toEqual([]);
    expect(await inCategory('&year=2020')).toEqual([pdf.id]);
    expect(await inCategory(`&tag=${tag.id}`)).toEqual([text.id]);
    expect(await inCategory(`&q=${encodeURIComponent('закон')}`)).toEqual([pdf.id, older.id]);
    expect(await inCategory('&q=act', '/en')).toEqual([pdf.id, older.id]);
    expect(await inCategory('&q=zakon', '/lat')).toEqual([pdf.id, older.id]);
    expect(idsOf(await publicJson<PublicList>(t, `files?q=${encodeURIComponent(`Упутство ${n}`)}`))).toEqual([text.id]);
    expectError(await publicGet(t, 'files?type=exe'), 400, 'VALIDATION_FAILED');
    expectError(await publicGet(t, 'files?year=1500'), 400, 'VALIDATION_FAILED');
  });

  it('are downloaded with their original name, nosniff and a counted download', async () => {
    const bytes = Buffer.from(await pdfBytes('Преузимање'));
    const media = await uploadDocument(t, { filename: 'Одлука Савета.pdf', contentType: 'application/pdf', bytes });
    const file = await createItem(t, 'files', filePayload(media.id));
    const first = await publicGet(t, `files/${file.id}/download`);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(bytes)).toBe(true);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(first.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[^"]*\.pdf"; /);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Одлука Савета.pdf')}`);
    await publicGet(t, `files/${file.id}/download`);
    expect((await publicJson<PublicFile>(t, `files/${file.id}`)).downloadCount).toBe(2);
    expect((await adminView(t, 'files', file.id)).downloadCount).toBe(2);
  });

  it('cannot be downloaded while unpublished', async () => {
    const file = await createItem(t, 'files', filePayload((await uploadPdf(t)).id, { status: 'draft' }));
    expectError(await publicGet(t, `files/${file.id}/download`), 404, 'NOT_FOUND');
    const [row] = await t.ctx.db.selectFrom('files').select('download_count').where('id', '=', file.id).execute();
    expect(row?.download_count).toBe(0);
  });

  it('linked from an article or page body cannot be deleted (409 IN_USE) until the link goes', async () => {
    const file = await createItem(t, 'files', filePayload((await uploadPdf(t)).id));
    const link = `<p>Преузмите <a href="/api/files/${file.id}/download">правилник</a>.</p>`;
    const articleInput = articlePayload({ status: 'draft', translations: { sr: { title: `Веза ${unique()}`, body: link } } });
    const article = await createItem(t, 'articles', articleInput);
    expect(article.translations.sr!.body).toContain(`/api/files/${file.id}/download`);

    const refused = expectError(await deleteItem(t, 'files', file.id), 409, 'IN_USE');
    expect(refused.details).toEqual({ usedBy: [`article ${article.id}`] });
    expect((await adminView(t, 'files', file.id)).id).toBe(file.id);
    const bulk = expectStatus<{ results: { ok: boolean }[] }>(await adminPost(t, 'files/bulk', { action: 'delete', ids: [file.id] }), 200);
    expect(bulk.results).toEqual([expect.objectContaining({ ok: false })]);

    await updateItem(t, 'articles', article.id, { ...articleInput, translations: { sr: { title: `Без везе ${unique()}`, body: '<p>Нема везе.</p>' } } });
    const page = await createItem(t, 'pages', pagePayload({ translations: { sr: { title: `Страна ${unique()}`, body: `<p><a href="https://nqf.gov.rs/api/files/${file.id}/download">Закон</a></p>` } } }));
    expect(expectError(await deleteItem(t, 'files', file.id), 409, 'IN_USE').details).toEqual({ usedBy: [`page ${page.id}`] });

    expectStatus(await deleteItem(t, 'pages', page.id), 204);
    expectStatus(await deleteItem(t, 'files', file.id), 204);
    expectError(await publicGet(t, `files/${file.id}/download`), 404, 'NOT_FOUND');
  });
});
