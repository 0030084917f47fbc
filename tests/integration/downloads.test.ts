import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminView, createItem, expectError, filePayload } from './support/factories.js';
import { type Media, pdfBytes, uploadDocument } from './support/multipart.js';
import { multipart } from './support/http.js';
import { STORAGE_KINDS, type StorageTestApp, startTestAppOn } from './support/storage.js';
import { bearer, expectStatus } from './support/test-app.js';

interface Image extends Media {
  variants: { width: number; height: number; url: string }[];
}

const keyOf = (url: string) => url.replace(/^\/media\//, '');

describe.each(STORAGE_KINDS)('downloads from the %s', (storageKind) => {
  let t: StorageTestApp;
  let document: Buffer;
  let documentMedia: Media;
  let image: Buffer;
  let imageMedia: Image;

  beforeAll(async () => {
    t = await startTestAppOn(storageKind);
    document = Buffer.from(await pdfBytes('Делимично преузимање'));
    documentMedia = await uploadDocument(t, { filename: 'Правилник.pdf', contentType: 'application/pdf', bytes: document });
    image = await sharp({ create: { width: 700, height: 350, channels: 3, background: '#036' } })
      .png()
      .toBuffer();
    const body = multipart([{ filename: 'naslovna.png', contentType: 'image/png', bytes: image }]);
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/media/images', headers: { ...body.headers, ...bearer(t.tokens.editor) }, payload: body.payload });
    imageMedia = expectStatus<Image>(response, 201);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  async function publishedFile(): Promise<{ id: number; url: string }> {
    const media = await uploadDocument(t, { filename: 'Одлука.pdf', contentType: 'application/pdf', bytes: document });
    const file = await createItem(t, 'files', filePayload(media.id));
    return { id: file.id, url: `/api/files/${file.id}/download` };
  }

  it('serves an image and its WebP variants from /media, byte for byte, with every header', async () => {
    const original = await get(imageMedia.url);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(image)).toBe(true);
    expect(original.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(image.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      etag: `"${keyOf(imageMedia.url)}"`,
    });
    expect(original.headers['content-disposition']).toBeUndefined();
    expect(imageMedia.variants.map((variant) => variant.width)).toEqual([320, 640, 700]);
    for (const variant of imageMedia.variants) {
      const response = await get(variant.url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
    }
  });

  it('downloads a published document byte for byte, with its name, type and validator', async () => {
    const file = await publishedFile();
    const response = await get(file.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(document)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(document.length),
      'cache-control': 'public, max-age=300',
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      etag: `"${createHash('sha256').update(document).digest('hex')}"`,
    });
    expect(String(response.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('Одлука.pdf')}`);
  });

  it('answers a single range with 206 and its Content-Range, on both download routes', async () => {
    const { url } = await publishedFile();
    const size = document.length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-50', size - 50, size - 1],
      ['bytes=10-10', 10, 10],
      [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
      ['bytes=-999999999', 0, size - 1],
    ];
    for (const target of [url, documentMedia.url]) {
      for (const [range, start, end] of cases) {
        const response = await get(target, { range });
        const label = `${target} ${range}`;
        expect(response.statusCode, label).toBe(206);
        expect(response.headers['content-range'], label).toBe(`bytes ${start}-${end}/${size}`);
        expect(response.headers['content-length'], label).toBe(String(end - start + 1));
        expect(response.rawPayload.equals(document.subarray(start, end + 1)), label).toBe(true);
        // The headers of the whole file come with a part of it too.
        expect(response.headers, label).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff', 'accept-ranges': 'bytes' });
        expect(response.headers['content-disposition'], label).toMatch(/^attachment; /);
      }
    }
    const variant = imageMedia.variants[0]!;
    const whole = (await get(variant.url)).rawPayload;
    const tail = await get(variant.url, { range: 'bytes=-16' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${whole.length - 16}-${whole.length - 1}/${whole.length}`);
    expect(tail.rawPayload.equals(whole.subarray(-16))).toBe(true);
  });

  it('answers a range past the end with 416 and the size, without the headers of the file', async () => {
    const { url } = await publishedFile();
    const size = document.length;
    for (const target of [url, documentMedia.url]) {
      for (const range of [`bytes=${size}-`, `bytes=${size + 5}-${size + 10}`, 'bytes=-0', `bytes=${'9'.repeat(25)}-`]) {
        const response = await get(target, { range });
        const error = expectError(response, 416, 'VALIDATION_FAILED');
        expect(error.details, `${target} ${range}`).toEqual({ size });
        expect(response.headers['content-range']).toBe(`bytes */${size}`);
        expect(response.headers['cache-control']).toBeUndefined();
        expect(response.headers['content-disposition']).toBeUndefined();
      }
    }
  });

  it('sends the whole file for a Range header it ignores: malformed, several ranges, another unit', async () => {
    const { url } = await publishedFile();
    for (const target of [url, documentMedia.url]) {
      for (const range of ['bytes=0-1,5-6', 'bytes=5-4', 'items=0-5', 'bytes=abc', 'bytes=', '0-5']) {
        const response = await get(target, { range });
        expect(response.statusCode, `${target} ${range}`).toBe(200);
        expect(response.headers['content-range']).toBeUndefined();
        expect(response.rawPayload.equals(document)).toBe(true);
      }
    }
  });

  it('honours a range under If-Range only while the ETag is the current one', async () => {
    const { url } = await publishedFile();
    for (const target of [url, documentMedia.url]) {
      const { etag } = (await get(target)).headers;
      expect(etag).toMatch(/^"[a-f0-9]+"$/);
      expect((await get(target, { range: 'bytes=5-9', 'if-range': String(etag) })).statusCode).toBe(206);
      for (const ifRange of ['"0000"', `W/${String(etag)}`, new Date(Date.now() + 60_000).toUTCString()]) {
        const response = await get(target, { range: 'bytes=5-9', 'if-range': ifRange });
        expect(response.statusCode, ifRange).toBe(200);
        expect(response.rawPayload.equals(document)).toBe(true);
      }
    }
  });

  it('answers If-None-Match with the ETag with 304, and HEAD with the size and no body', async () => {
    const { url } = await publishedFile();
    for (const target of [url, documentMedia.url]) {
      const { etag } = (await get(target)).headers;
      const notModified = await get(target, { 'if-none-match': `"0000", ${String(etag)}` });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.rawPayload).toHaveLength(0);
      expect(notModified.headers.etag).toBe(etag);
      expect((await get(target, { 'if-none-match': '"0000"' })).statusCode).toBe(200);

      const head = await t.app.inject({ method: 'HEAD', url: target, headers: { range: 'bytes=0-9' } });
      expect(head.statusCode, 'Range is for GET only').toBe(200);
      expect(head.headers['content-length']).toBe(String(document.length));
      expect(head.headers['accept-ranges']).toBe('bytes');
      expect(head.rawPayload).toHaveLength(0);
    }
  });

  it('counts a download once: requests from the first byte count, later ranges, HEAD and 304 do not', async () => {
    const { id, url } = await publishedFile();
    const count = async () => (await adminView(t, 'files', id)).downloadCount;
    const { etag } = (await get(url)).headers;
    expect(await count()).toBe(1);
    expect((await get(url, { range: 'bytes=0-99' })).statusCode).toBe(206);
    expect(await count()).toBe(2);
    for (const range of ['bytes=100-', 'bytes=-50', `bytes=${document.length}-`]) await get(url, { range });
    await t.app.inject({ method: 'HEAD', url });
    await get(url, { 'if-none-match': String(etag) });
    expect(await count()).toBe(2);
  });

  it('answers 404, counting nothing, when the file is gone from storage', async () => {
    const { id, url } = await publishedFile();
    const row = await t.ctx.db.selectFrom('files as f').innerJoin('media as m', 'm.id', 'f.media_id').select('m.storage_key').where('f.id', '=', id).executeTakeFirstOrThrow();
    await t.ctx.storage.remove(row.storage_key);
    expectError(await get(url), 404, 'NOT_FOUND');
    expectError(await get(url, { range: 'bytes=-5' }), 404, 'NOT_FOUND');
    expectError(await get(url, { 'if-none-match': '*' }), 404, 'NOT_FOUND');
    expectError(await get(`/media/${row.storage_key}`), 404, 'NOT_FOUND');
    expect((await adminView(t, 'files', id)).downloadCount).toBe(0);
  });
});
