import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeDocumentPdf } from '../../src/server/db/seed/pdf.js';
import { setClock } from '../../src/server/lib/clock.js';
import { ORPHAN_UPLOAD_AGE_MS, purgeReleasedMedia, scheduleMediaPurge, sweepOrphanedUploads } from '../../src/server/modules/media/media.service.js';
import { articlePayload, createItem } from './support/factories.js';
import { type FilePart, expectError, multipart } from './support/http.js';
import { STORAGE_KINDS, type StorageTestApp, startTestAppOn } from './support/storage.js';
import { bearer, expectStatus } from './support/test-app.js';

/** Small limits, so "too large" needs only a few kilobytes. */
const IMAGE_LIMIT_MB = 0.01;
const DOCUMENT_LIMIT_MB = 0.05;
const MB = 1024 * 1024;

/** The portal of the storage kind whose tests run now (each kind's block starts its own). */
let t: StorageTestApp;
let png: Buffer;
let pdf: Buffer;

beforeAll(async () => {
  png = await solid('png', 40, 30);
  pdf = Buffer.from(await makeDocumentPdf({ title: 'Правилник', heading: 'Правилник о НОКС-у', paragraphs: ['Члан 1. Квалификације.'] }));
});

interface Media {
  id: number;
  url: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  originalName: string;
  variants: { width: number; height: number; url: string }[];
}

const KEY = /^[a-f0-9]{32}$/;

function solid(format: 'png' | 'gif' | 'jpeg', width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c00' } })[format]().toBuffer();
}

/** A 24-bit bottom-up BMP with a BITMAPINFOHEADER, written byte by byte. */
function bmp(width: number, height: number): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const pixelBytes = rowSize * height;
  const file = Buffer.alloc(54 + pixelBytes);
  file.write('BM', 0, 'ascii');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(pixelBytes, 34);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) file.set([0x00, 0x00, 0xcc], 54 + y * rowSize + x * 3);
  return file;
}

/** An icon directory with one PNG-encoded entry. */
function ico(size: number, image: Buffer): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header[6] = size;
  header[7] = size;
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, image]);
}

function upload(kind: 'images' | 'documents', files: FilePart[], token = t.tokens.editor) {
  const body = multipart(files);
  return t.app.inject({ method: 'POST', url: `/api/admin/media/${kind}`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

async function uploadImage(file: FilePart, token = t.tokens.editor): Promise<Media> {
  return expectStatus<Media>(await upload('images', [file], token), 201);
}

async function uploadDocument(file: FilePart): Promise<Media> {
  return expectStatus<{ items: Media[] }>(await upload('documents', [file]), 201).items[0]!;
}

const keyOf = (url: string) => url.replace(/^\/media\//, '');

/** Every file under DATA_DIR, relative to it. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}


async function mediaCount(): Promise<number> {
  const row = await t.ctx.db.selectFrom('media').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Runs a refused upload and checks that it left neither a row nor a file behind. */
async function expectNothingStored(refused: () => Promise<void>) {
  const [rows, keys] = [await mediaCount(), await t.storedKeys()];
  await refused();
  expect(await mediaCount()).toBe(rows);
  expect((await t.storedKeys()).sort()).toEqual(keys.sort());
}

describe.each(STORAGE_KINDS)('uploads kept in the %s', (storageKind) => {
  beforeAll(async () => {
    t = await startTestAppOn(storageKind, { UPLOAD_MAX_IMAGE_MB: String(IMAGE_LIMIT_MB), UPLOAD_MAX_DOCUMENT_MB: String(DOCUMENT_LIMIT_MB) });
  });
  afterAll(() => t.close());

  describe('type detection by content, not by name', () => {
    it('stores a PNG named .pdf, sent as a document, as image/png, named .png', async () => {
      const media = await uploadDocument({ filename: 'izvestaj.pdf', contentType: 'application/pdf', bytes: png });
      expect(media).toMatchObject({ mime: 'image/png', width: 40, height: 30, originalName: 'izvestaj.png' });
      const row = await t.ctx.db.selectFrom('media').select(['kind', 'mime', 'sha256', 'size']).where('id', '=', media.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ kind: 'image', mime: 'image/png', sha256: createHash('sha256').update(png).digest('hex'), size: png.length });
      const download = await t.app.inject({ method: 'GET', url: media.url });
      expect(download.headers['content-type']).toBe('image/png');
      expect(download.rawPayload.equals(png)).toBe(true);
    });

    it('stores a PDF as application/pdf whatever it is called', async () => {
      const media = await uploadDocument({ filename: 'slika.png', contentType: 'image/png', bytes: pdf });
      expect(media).toMatchObject({ mime: 'application/pdf', width: null, variants: [] });
    });

    it('refuses a text file named .png as an image with 415', async () => {
      await expectNothingStored(async () => {
        const response = await upload('images', [{ filename: 'photo.png', contentType: 'image/png', bytes: Buffer.from('just some text, not pixels') }]);
        expect(expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE').details).toMatchObject({ allowed: expect.arrayContaining(['image/png', 'image/x-icon']) });
      });
    });

    it('refuses HTML, SVG and programs, whatever their names and declared types', async () => {
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
      const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');
      const textWithScript = Buffer.from('Notes\n<script>alert(1)</script>');
      await expectNothingStored(async () => {
        for (const [bytes, filename, contentType] of [
          [exe, 'setup.pdf', 'application/pdf'],
          [exe, 'photo.png', 'image/png'],
          [html, 'page.txt', 'text/plain'],
          [html, 'page.html', 'text/html'],
          [svg, 'logo.png', 'image/png'],
          [textWithScript, 'notes.txt', 'text/plain'],
        ] as const) {
          for (const kind of ['images', 'documents'] as const) {
            expectError(await upload(kind, [{ filename, contentType, bytes }]), 415, 'UNSUPPORTED_MEDIA_TYPE', `${filename} as ${kind}`);
          }
        }
      });
    });

    it('accepts png, gif, jpeg, bmp and x-icon images', async () => {
      const cases = [
        { bytes: png, mime: 'image/png', size: [40, 30], variants: 1 },
        { bytes: await solid('gif', 20, 10), mime: 'image/gif', size: [20, 10], variants: 1 },
        { bytes: await solid('jpeg', 30, 20), mime: 'image/jpeg', size: [30, 20], variants: 1 },
        { bytes: bmp(5, 3), mime: 'image/bmp', size: [5, 3], variants: 0 },
        { bytes: ico(16, await solid('png', 16, 16)), mime: 'image/x-icon', size: [16, 16], variants: 0 },
      ];
      for (const { bytes, mime, size, variants } of cases) {
        const media = await uploadImage({ filename: 'image.bin', bytes });
        expect(media, mime).toMatchObject({ mime, width: size[0], height: size[1] });
        expect(media.variants, mime).toHaveLength(variants);
        const download = await t.app.inject({ method: 'GET', url: media.url });
        expect(download.headers['content-type'], mime).toBe(mime);
        expect(download.rawPayload.equals(bytes), mime).toBe(true);
      }
    });

    it('refuses a corrupt image of an allowed type with 400, storing nothing', async () => {
      await expectNothingStored(async () => {
        const truncated = png.subarray(0, 60);
        expectError(await upload('images', [{ filename: 'broken.png', bytes: truncated }]), 400, 'VALIDATION_FAILED');
        expectError(await upload('images', [{ filename: 'empty.png', bytes: Buffer.alloc(0) }]), 400, 'VALIDATION_FAILED');
      });
    });
  });

  describe('size limits', () => {
    it('refuses an image over UPLOAD_MAX_IMAGE_MB with 413, storing nothing', async () => {
      const noise = await sharp(Buffer.from(Array.from({ length: 80 * 80 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 80, height: 80, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(IMAGE_LIMIT_MB * MB);
      expect(noise.length).toBeLessThan(DOCUMENT_LIMIT_MB * MB);
      await expectNothingStored(async () => {
        const error = expectError(await upload('images', [{ filename: 'big.png', bytes: noise }]), 413, 'PAYLOAD_TOO_LARGE');
        expect(error.message).toContain(`${IMAGE_LIMIT_MB} MB`);
        expect(error.details).toEqual({ limitBytes: Math.floor(IMAGE_LIMIT_MB * MB) });
      });
    });

    it('refuses a document over UPLOAD_MAX_DOCUMENT_MB with 413', async () => {
      const big = Buffer.from('Редак текста.\n'.repeat(Math.ceil((DOCUMENT_LIMIT_MB * MB) / 20)));
      expect(big.length).toBeGreaterThan(DOCUMENT_LIMIT_MB * MB);
      await expectNothingStored(async () => {
        expectError(await upload('documents', [{ filename: 'big.txt', bytes: big }]), 413, 'PAYLOAD_TOO_LARGE');
      });
    });

    it('stores none of several documents when one of them is refused', async () => {
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]);
      await expectNothingStored(async () => {
        const response = await upload('documents', [
          { filename: 'one.pdf', bytes: pdf },
          { filename: 'two.png', bytes: png },
          { filename: 'three.pdf', bytes: exe },
        ]);
        expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
      });
    });

    it('stores several documents sent at once', async () => {
      const body = expectStatus<{ items: Media[] }>(await upload('documents', [{ filename: 'a.pdf', bytes: pdf }, { filename: 'b.txt', bytes: Buffer.from('Текст') }]), 201);
      expect(body.items.map((item) => item.mime)).toEqual(['application/pdf', 'text/plain']);
    });

    it('answers a multipart body without a file with 400', async () => {
      const body = multipart([], { title: 'no file here' });
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/media/documents', headers: { ...bearer(t.tokens.editor), ...body.headers }, payload: body.payload });
      expect(expectError(response, 400, 'VALIDATION_FAILED').details).toEqual({ fields: { file: 'Required' } });
    });
  });

  describe('storage', () => {
    it('names stored files by a random key; the client name is only a display name and nothing is written outside DATA_DIR', async () => {
      const names = ['../../etc/passwd', '..\\..\\windows\\win.ini', '/tmp/absolute.png', 'ok.png'];
      const outside = names.map((name) => path.resolve(t.ctx.config.uploadDir, name));
      const stored = [];
      for (const filename of names) stored.push(await uploadImage({ filename, bytes: png }));
      expect(stored.map((media) => media.originalName)).toEqual(['passwd.png', 'win.png', 'absolute.png', 'ok.png']);
      const keys = stored.map((media) => keyOf(media.url));
      for (const key of keys) expect(key).toMatch(KEY);
      expect(new Set(keys).size).toBe(keys.length);
      for (const file of outside) expect(fs.existsSync(file), file).toBe(false);
      const variantKeys = stored.flatMap((media) => media.variants.map((variant) => keyOf(variant.url)));
      expect(await t.storedKeys()).toEqual(expect.arrayContaining([...keys, ...variantKeys]));
      if (storageKind === 'folder') {
        // Every file under DATA_DIR is the database, the generated secret key, the audit log's head, or an upload at uploads/<ab>/<cd>/<key>[.<variant>].
        for (const file of filesUnder(t.dataDir)) {
          expect(file).toMatch(/^(?:test\.sqlite(?:-wal|-shm|-journal)?|secret\.key|uploads\/\.?audit-head\.json(?:\.[0-9a-f]+\.tmp)?|uploads\/([a-f0-9]{2})\/([a-f0-9]{2})\/\1\2[a-f0-9]{28}(?:\.w\d+\.webp)?)$/);
        }
        for (const key of keys) expect(fs.existsSync(path.join(t.ctx.config.uploadDir, key.slice(0, 2), key.slice(2, 4), key))).toBe(true);
      } else {
        // With a bucket, DATA_DIR holds the database and the generated secret key only: the upload folder is not even made.
        expect(fs.existsSync(t.ctx.config.uploadDir)).toBe(false);
        for (const file of filesUnder(t.dataDir)) expect(file).toMatch(/^(?:test\.sqlite(?:-wal|-shm|-journal)?|secret\.key)$/);
      }
    });

    it('serves downloads with nosniff, and documents as attachments under their Cyrillic name', async () => {
      const name = 'Правилник о НОКС-у (2024).pdf';
      const document = await uploadDocument({ filename: name, bytes: pdf });
      expect(document.originalName).toBe(name);
      const response = await t.app.inject({ method: 'GET', url: document.url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect(response.rawPayload.equals(pdf)).toBe(true);
      const disposition = String(response.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+^`|-]+$/);
      const fallback = /filename="([^"]*)"/.exec(disposition)![1];
      expect(fallback).toBe('Pravilnik o NOKS-u (2024).pdf');
      expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]!)).toBe(name);

      const image = await uploadImage({ filename: 'слика.png', bytes: png });
      const shown = await t.app.inject({ method: 'GET', url: image.url });
      expect(shown.headers['x-content-type-options']).toBe('nosniff');
      expect(shown.headers['content-disposition']).toBeUndefined();
    });

    it('answers 404 for keys that are unknown or not keys at all', async () => {
      const media = await uploadImage({ filename: 'a.png', bytes: png });
      for (const url of [
        '/media/0123456789abcdef0123456789abcdef',
        `${media.url}.w9999.webp`,
        '/media/..%2F..%2Fetc%2Fpasswd',
        '/media/%2e%2e',
        `/media/${keyOf(media.url).toUpperCase()}`,
        `${media.url}/`,
      ]) {
        expectError(await t.app.inject({ method: 'GET', url }), 404, 'NOT_FOUND', url);
      }
    });
  });

  describe('sweeping what uploads cut short left behind', () => {
    afterEach(() => setClock(null));

    it('removes stored files without a media row and temporary files once an hour old, keeping recorded ones and recent ones', async () => {
      const recorded = await uploadImage({ filename: 'kept.png', bytes: await solid('png', 700, 350) });
      const recordedKeys = [keyOf(recorded.url), ...recorded.variants.map((variant) => keyOf(variant.url))];
      expect(recordedKeys.length).toBeGreaterThan(1);
      // What a process killed between storing an upload's files and recording them leaves: an original and a variant.
      const orphan = await t.ctx.storage.put(png);
      const orphanVariant = await t.ctx.storage.putVariant(orphan, 'w320.webp', png);
      // And, in a folder, the temporary file of a write killed half way.
      const unfinished = storageKind === 'folder' ? path.join(t.ctx.config.uploadDir, orphan.slice(0, 2), orphan.slice(2, 4), `.${orphan}.w640.webp.0123456789ab.tmp`) : null;
      if (unfinished) fs.writeFileSync(unfinished, 'a write cut short');

      // Now they may be an upload in progress on another instance, about to be recorded: kept.
      expect(await sweepOrphanedUploads(t.ctx.db, t.ctx.storage)).toEqual({ orphans: 0, unfinishedWrites: 0 });
      expect(await t.storedKeys()).toEqual(expect.arrayContaining([...recordedKeys, orphan, orphanVariant]));
      if (unfinished) expect(fs.existsSync(unfinished)).toBe(true);

      const now = Date.now();
      setClock(() => now + ORPHAN_UPLOAD_AGE_MS + 60_000);
      expect(await sweepOrphanedUploads(t.ctx.db, t.ctx.storage)).toEqual({ orphans: 2, unfinishedWrites: unfinished ? 1 : 0 });
      const left = await t.storedKeys();
      expect(left).toEqual(expect.arrayContaining(recordedKeys));
      expect(left).not.toContain(orphan);
      expect(left).not.toContain(orphanVariant);
      if (unfinished) expect(fs.existsSync(unfinished)).toBe(false);
      for (const url of [recorded.url, ...recorded.variants.map((variant) => variant.url)]) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      // Nothing more to do.
      expect(await sweepOrphanedUploads(t.ctx.db, t.ctx.storage)).toEqual({ orphans: 0, unfinishedWrites: 0 });
    });
  });

  describe('images for the editor', () => {
    it('returns the URL to insert, serving the image there', async () => {
      const response = await upload('images', [{ filename: 'uvodna.png', contentType: 'image/png', bytes: png }], t.tokens.editor);
      const media = expectStatus<Media>(response, 201);
      expect(media.url).toMatch(/^\/media\/[a-f0-9]{32}$/);
      const served = await t.app.inject({ method: 'GET', url: media.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(png)).toBe(true);
      const admin = expectStatus<Media>(await t.app.inject({ method: 'GET', url: `/api/admin/media/${media.id}`, headers: bearer(t.tokens.editor) }), 200);
      expect(admin).toEqual(media);
    });

    it('makes WebP variants at the standard widths below the original, and the original width', async () => {
      const wide = await solid('png', 700, 350);
      expect(wide.length).toBeLessThan(IMAGE_LIMIT_MB * MB);
      const media = await uploadImage({ filename: 'wide.png', bytes: wide });
      expect(media.variants.map((v) => [v.width, v.height])).toEqual([
        [320, 160],
        [640, 320],
        [700, 350],
      ]);
      for (const variant of media.variants) {
        expect(variant.url).toMatch(new RegExp(`^${media.url}\\.w${variant.width}\\.webp$`));
        const response = await t.app.inject({ method: 'GET', url: variant.url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        const bytes = response.rawPayload;
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
        expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
      }
    });

    it('purges a released image nobody uses, with its files, and keeps one an article body still shows', async () => {
      const unused = await uploadImage({ filename: 'unused.png', bytes: png });
      const shown = await uploadImage({ filename: 'shown.png', bytes: png });
      const kept = await uploadImage({ filename: 'kept.png', bytes: png });
      await createItem(
        t,
        'articles',
        articlePayload({
          translations: { sr: { title: 'Вест са сликом', body: `<p>Увод</p><p><img src="${shown.url}" alt="Слика"></p>` } },
        }),
      );
      const article = await t.ctx.db.selectFrom('article_translations').select('body').where('locale', '=', 'sr').where('body', 'like', `%${keyOf(shown.url)}%`).executeTakeFirst();
      expect(article?.body, 'the sanitiser keeps our own /media/ image').toContain(`src="${shown.url}"`);

      for (const media of [unused, shown]) {
        expectStatus(await t.app.inject({ method: 'POST', url: `/api/admin/media/${media.id}/release`, headers: bearer(t.tokens.editor) }), 204);
      }
      expectError(await t.app.inject({ method: 'POST', url: '/api/admin/media/99999999/release', headers: bearer(t.tokens.editor) }), 404, 'NOT_FOUND');

      const unusedFiles = [keyOf(unused.url), ...unused.variants.map((v) => keyOf(v.url))];
      expect(unusedFiles.length).toBeGreaterThan(1);
      for (const key of unusedFiles) expect(await t.ctx.storage.exists(key)).toBe(true);

      expect(await purgeReleasedMedia(t.ctx.db, t.ctx.storage, 0)).toBe(1);

      for (const key of unusedFiles) expect(await t.ctx.storage.exists(key), key).toBe(false);
      const remaining = await t.storedKeys();
      for (const key of unusedFiles) expect(remaining).not.toContain(key);
      expect(await t.ctx.db.selectFrom('media').select('id').where('id', '=', unused.id).executeTakeFirst()).toBeUndefined();
      expectError(await t.app.inject({ method: 'GET', url: unused.url }), 404, 'NOT_FOUND');
      for (const media of [shown, kept]) {
        expect((await t.app.inject({ method: 'GET', url: media.url })).statusCode).toBe(200);
        for (const variant of media.variants) expect((await t.app.inject({ method: 'GET', url: variant.url })).statusCode).toBe(200);
      }
      // A second run finds nothing more to do.
      expect(await purgeReleasedMedia(t.ctx.db, t.ctx.storage, 0)).toBe(0);
    });

    it('purges released images on a schedule while the portal runs, until the schedule is stopped', async () => {
      const [first, second] = [await uploadImage({ filename: 'first.png', bytes: png }), await uploadImage({ filename: 'second.png', bytes: png })];
      const release = async (media: { id: number }) =>
        expectStatus(await t.app.inject({ method: 'POST', url: `/api/admin/media/${media.id}/release`, headers: bearer(t.tokens.editor) }), 204);
      const errors: unknown[] = [];
      const stop = scheduleMediaPurge(t.ctx.db, t.ctx.storage, { graceMs: 0, everyMs: 20, onError: (error) => errors.push(error) });
      try {
        await release(first);
        await vi.waitFor(async () => expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404), { timeout: 5_000 });
      } finally {
        await stop();
      }
      await release(second);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await t.app.inject({ method: 'GET', url: second.url })).statusCode, 'no run after stop').toBe(200);
      expect(errors).toEqual([]);
    });

    it('keeps released images within the grace period', async () => {
      const recent = await uploadImage({ filename: 'recent.png', bytes: png });
      expectStatus(await t.app.inject({ method: 'POST', url: `/api/admin/media/${recent.id}/release`, headers: bearer(t.tokens.editor) }), 204);
      expect(await purgeReleasedMedia(t.ctx.db, t.ctx.storage, 60_000)).toBe(0);
      expect((await t.app.inject({ method: 'GET', url: recent.url })).statusCode).toBe(200);
    });
  });
});
