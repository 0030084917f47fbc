import { describe, expect, it } from 'vitest';
import {
  excel97,
  nestedZip,
  officeOpenXml,
  openDocumentText,
  passwordProtectedOfficeOpenXml,
  pdfWith,
  powerPoint97,
  withCompressionMethod,
  withEntryFlags,
  withUnderstatedSizes,
  word97,
  zipBomb,
  zipOf,
  zipOfMany,
  zipWithRawNames,
} from '../../../tests/support/unsafe-files.js';
import type { UploadRefusalReason } from '../../common/upload-refusals.js';
import { ARCHIVE_LIMITS } from './archive-inspection.js';
import { ContentRefusedError } from './content-refusal.js';
import { inspectUpload } from './upload-inspection.js';

/** The reason an upload is refused for, or null when it is kept. */
async function refusal(bytes: Buffer): Promise<UploadRefusalReason | null> {
  try {
    await inspectUpload(bytes, 'document', 'upload.bin');
    return null;
  } catch (error) {
    if (error instanceof ContentRefusedError) return error.reason;
    throw error;
  }
}

const mimeOf = async (bytes: Buffer) => (await inspectUpload(bytes, 'document', 'upload.bin'))?.type.mime ?? null;

describe('PDFs that run code', () => {
  it('refuses JavaScript in an open action, the name tree or a page action, and launch actions, in object streams too', async () => {
    for (const objectStreams of [false, true]) {
      for (const action of ['open-javascript', 'names-javascript', 'page-javascript'] as const) {
        expect(await refusal(await pdfWith(action, { objectStreams })), `${action}, object streams: ${objectStreams}`).toBe('pdf-javascript');
      }
      expect(await refusal(await pdfWith('launch', { objectStreams }))).toBe('pdf-launch');
    }
  });

  it('reads names with hex escapes as a reader does', async () => {
    const escaped = await pdfWith('hex-escaped-javascript');
    expect(escaped.includes('/#4aavaScript')).toBe(true);
    expect(escaped.includes('/JavaScript')).toBe(false);
    expect(await refusal(escaped)).toBe('pdf-javascript');
  });

  it('refuses a PDF whose object streams cannot be read, and scans one pdf-lib cannot load as bytes', async () => {
    const compressed = await pdfWith('open-javascript', { objectStreams: true });
    // The object stream's data damaged, as an encrypted one reads without its key.
    const start = compressed.indexOf('/ObjStm');
    const streamAt = compressed.indexOf('stream', start) + 'stream\n'.length;
    const damaged = Buffer.from(compressed);
    damaged.fill(0x41, streamAt + 2, streamAt + 40);
    expect(await refusal(damaged)).toBe('pdf-uncheckable');

    const notLoadable = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Action /S /Launch /F (cmd.exe) >>');
    expect(await refusal(notLoadable)).toBe('pdf-launch');
  });

  it('keeps a PDF without scripts, in object streams or not', async () => {
    for (const objectStreams of [false, true]) expect(await mimeOf(await pdfWith('none', { objectStreams }))).toBe('application/pdf');
  });
});

describe('Office files with macros', () => {
  it('refuses a VBA project in a .docx, .xlsx or .pptx, and the macro-enabled types', async () => {
    for (const kind of ['docx', 'xlsx', 'pptx'] as const) {
      expect(await refusal(await officeOpenXml(kind, { vbaProject: true })), `${kind} with vbaProject.bin`).toBe('office-macros');
      expect(await refusal(await officeOpenXml(kind, { vbaProject: true, macroEnabled: true })), `${kind}m`).toBe('office-macros');
    }
    // A macro-enabled type declared without the project beside it, and Excel 4.0 macro sheets.
    expect(await refusal(await officeOpenXml('docx', { macroEnabled: true }))).toBe('office-macros');
    const macroSheet = '<Override PartName="/xl/macrosheets/sheet1.xml" ContentType="application/vnd.ms-excel.macrosheet+xml"/>';
    expect(await refusal(await officeOpenXml('xlsx', { extraTypes: macroSheet, extraParts: [{ name: 'xl/macrosheets/sheet1.xml', data: '<xm:macrosheet/>' }] }))).toBe('office-macros');
  });

  it('keeps the same files without macros', async () => {
    expect(await mimeOf(await officeOpenXml('docx'))).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(await mimeOf(await officeOpenXml('xlsx'))).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await mimeOf(await officeOpenXml('pptx'))).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(await mimeOf(await openDocumentText())).toBe('application/vnd.oasis.opendocument.text');
  });

  it('refuses OpenDocument Basic macros', async () => {
    expect(await refusal(await openDocumentText({ basicMacros: true }))).toBe('office-macros');
  });

  it('tells Office 97–2003 files by their streams, not their names, and refuses their macros and passwords', async () => {
    expect(await mimeOf(word97())).toBe('application/msword');
    expect(await mimeOf(excel97())).toBe('application/vnd.ms-excel');
    expect(await mimeOf(powerPoint97())).toBe('application/vnd.ms-powerpoint');
    expect(await refusal(word97({ macros: true }))).toBe('office-macros');
    expect(await refusal(excel97({ vbaProject: true }))).toBe('office-macros');
    expect(await refusal(excel97({ macroSheet: true }))).toBe('office-macros');
    expect(await refusal(powerPoint97({ vbaProject: true }))).toBe('office-macros');
    expect(await refusal(word97({ encrypted: true }))).toBe('office-encrypted');
    expect(await refusal(excel97({ password: true }))).toBe('office-encrypted');
    expect(await refusal(passwordProtectedOfficeOpenXml())).toBe('office-encrypted');
  });
});

describe('archives', () => {
  it('keeps an ordinary zip, Office files inside included', async () => {
    const zip = await zipOf([
      { name: 'odluke/Одлука.txt', data: 'Текст одлуке.' },
      { name: 'odluke/prilog.docx', data: await officeOpenXml('docx'), compress: false },
    ]);
    expect(await mimeOf(zip)).toBe('application/zip');
  });

  it('refuses a zip bomb: expanding far beyond its size, or more than it declares', async () => {
    const bomb = await zipBomb(Math.ceil(ARCHIVE_LIMITS.ratioFromBytes / (1024 * 1024)) + 1);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await refusal(bomb)).toBe('archive-bomb');
    // The same bomb declaring one byte: found when it is inflated.
    const lying = withUnderstatedSizes(await zipBomb(2), 1);
    expect(await refusal(lying)).toBe('archive-unreadable');
  });

  it('refuses more entries than the bound, counting those of archives inside', async () => {
    expect(await refusal(await zipOfMany(ARCHIVE_LIMITS.maxEntries + 1))).toBe('archive-too-many-entries');
    const halves = await zipOf([
      { name: 'a.zip', data: await zipOfMany(ARCHIVE_LIMITS.maxEntries / 2), compress: false },
      { name: 'b.zip', data: await zipOfMany(ARCHIVE_LIMITS.maxEntries / 2), compress: false },
    ]);
    expect(await refusal(halves)).toBe('archive-too-many-entries');
    expect(await mimeOf(await zipOfMany(ARCHIVE_LIMITS.maxEntries - 1))).toBe('application/zip');
  });

  it('refuses archives nested deeper than the bound', async () => {
    expect(await mimeOf(await nestedZip(ARCHIVE_LIMITS.maxNesting + 1))).toBe('application/zip');
    expect(await refusal(await nestedZip(ARCHIVE_LIMITS.maxNesting + 2))).toBe('archive-too-deep');
  });

  it('refuses paths that leave the folder it is extracted to, and links', async () => {
    for (const name of ['../evil.txt', 'docs/../../evil.txt', '/etc/cron.d/evil', 'C:\\Windows\\evil.txt', '..\\evil.txt']) {
      expect(await refusal(await zipWithRawNames([{ name: 'ok.txt', data: 'fine' }, { name, data: 'escaped' }])), name).toBe('archive-unsafe-path');
    }
    expect(await refusal(await zipOf([{ name: 'link', data: '/etc/passwd', mode: 0o120777 }]))).toBe('archive-unsafe-path');
    // A name that only starts with two dots stays inside.
    expect(await refusal(await officeOpenXml('docx', { extraParts: [{ name: 'word/media/..x', data: 'fine' }] }))).toBeNull();
  });

  it('refuses encrypted entries and compression methods it cannot check', async () => {
    expect(await refusal(withEntryFlags(await zipOf([{ name: 'secret.txt', data: 'x' }]), 0x0001))).toBe('archive-encrypted');
    expect(await refusal(withCompressionMethod(await zipOf([{ name: 'big.txt', data: 'x'.repeat(1000) }]), 9))).toBe('archive-unreadable');
  });
});
