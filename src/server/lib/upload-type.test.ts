import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compoundFile, excel97, powerPoint97, word97 } from '../../../tests/support/unsafe-files.js';
import { makeDocumentPdf } from '../db/seed/pdf.js';
import {
  ALLOWED_DOCUMENT_MIME_TYPES,
  ALLOWED_IMAGE_MIME_TYPES,
  detectUploadType,
  readBmpDimensions,
  readIcoDimensions,
} from './upload-type.js';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

function solidImage(format: 'png' | 'jpeg' | 'gif', width = 4, height = 3): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c62828' } })
    .toFormat(format)
    .toBuffer();
}

/** A complete 24-bit BMP with a BITMAPINFOHEADER; rows are padded to four bytes. */
function bmpFile(width: number, height: number): Uint8Array {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const bytes = new Uint8Array(14 + 40 + rowSize * Math.abs(height));
  const view = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d]);
  view.setUint32(2, bytes.length, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setUint32(34, rowSize * Math.abs(height), true);
  return bytes;
}

/** An icon directory with one PNG-encoded entry; a size byte of 0 means 256. */
function icoFile(sizeByte: number, image: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(6 + 16 + image.length);
  const view = new DataView(bytes.buffer);
  view.setUint16(2, 1, true);
  view.setUint16(4, 1, true);
  bytes[6] = sizeByte;
  bytes[7] = sizeByte;
  view.setUint16(10, 1, true);
  view.setUint16(12, 32, true);
  view.setUint32(14, image.length, true);
  view.setUint32(18, 22, true);
  bytes.set(image, 22);
  return bytes;
}

/** The OLE compound file signature followed by an empty sector: no stream to tell what it is. */
function emptyCompoundFile(): Uint8Array {
  const bytes = new Uint8Array(1024);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return bytes;
}

describe('detectUploadType for images', () => {
  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
    ['gif', 'image/gif', 'gif'],
  ] as const)('accepts a real %s', async (format, mime, ext) => {
    expect(await detectUploadType(await solidImage(format), 'image')).toEqual({ mime, ext });
  });

  it('accepts a BMP and an ICO as image/bmp and image/x-icon', async () => {
    const icon = icoFile(16, await solidImage('png', 16, 16));
    expect(await detectUploadType(bmpFile(3, 2), 'image')).toEqual({ mime: 'image/bmp', ext: 'bmp' });
    expect(await detectUploadType(icon, 'image')).toEqual({ mime: 'image/x-icon', ext: 'ico' });
  });

  it('goes by content, not by the declared name', async () => {
    expect(await detectUploadType(utf8('not a picture'), 'image', 'photo.png')).toBeNull();
    expect(await detectUploadType(await solidImage('png'), 'image', 'notes.txt')).toEqual({
      mime: 'image/png',
      ext: 'png',
    });
  });

  it('refuses documents, executables, SVG and empty files', async () => {
    const pdf = await makeDocumentPdf({ title: 'Т', heading: 'Т', paragraphs: ['Текст.'] });
    expect(await detectUploadType(pdf, 'image')).toBeNull();
    expect(await detectUploadType(word97(), 'image', 'report.doc')).toBeNull();
    expect(await detectUploadType(utf8('MZ\x90\x00\x03\x00\x00\x00'), 'image')).toBeNull();
    expect(await detectUploadType(utf8('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image')).toBeNull();
    expect(await detectUploadType(new Uint8Array(0), 'image')).toBeNull();
  });
});

describe('detectUploadType for documents', () => {
  it('accepts a real PDF', async () => {
    const pdf = await makeDocumentPdf({ title: 'Правилник', heading: 'Правилник', paragraphs: ['Члан 1.'] });
    expect(await detectUploadType(pdf, 'document', 'rules.exe')).toEqual({ mime: 'application/pdf', ext: 'pdf' });
  });

  it('accepts images as documents too', async () => {
    expect(await detectUploadType(await solidImage('jpeg'), 'document')).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
  });

  it('accepts UTF-8 text, as CSV only when so named', async () => {
    const table = utf8('ниво,назив\n1,Основно образовање\n');
    expect(await detectUploadType(table, 'document', 'nivoi.CSV')).toEqual({ mime: 'text/csv', ext: 'csv' });
    expect(await detectUploadType(table, 'document', 'nivoi.txt')).toEqual({ mime: 'text/plain', ext: 'txt' });
    expect(await detectUploadType(table, 'document')).toEqual({ mime: 'text/plain', ext: 'txt' });
  });

  it('does not mistake text that starts with "BM" for a bitmap', async () => {
    expect(await detectUploadType(utf8('BMW and other employers\n'), 'document')).toEqual({
      mime: 'text/plain',
      ext: 'txt',
    });
  });

  it('refuses HTML, XML and text that is not UTF-8 or contains NUL bytes', async () => {
    const refused = [
      utf8('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
      utf8('  <p onclick="x()">hello</p>'),
      utf8('notes\n<script>alert(1)</script>\n'),
      utf8('<?xml version="1.0"?><root/>'),
      new Uint8Array([0x68, 0x69, 0xff, 0xfe]),
      utf8('plain\0text'),
    ];
    for (const bytes of refused) expect(await detectUploadType(bytes, 'document', 'notes.txt')).toBeNull();
  });

  it('refuses executables whatever their name', async () => {
    const exe = utf8('MZ this program cannot be run in DOS mode');
    expect(await detectUploadType(exe, 'document', 'report.pdf')).toBeNull();
  });

  it('names an OLE compound file by the streams it holds, whatever its name, and refuses other compound files', async () => {
    expect(await detectUploadType(word97(), 'document', 'budzet.xls')).toEqual({ mime: 'application/msword', ext: 'doc' });
    expect(await detectUploadType(excel97(), 'document', 'Zapisnik.DOC')).toEqual({ mime: 'application/vnd.ms-excel', ext: 'xls' });
    expect(await detectUploadType(powerPoint97(), 'document')).toEqual({ mime: 'application/vnd.ms-powerpoint', ext: 'ppt' });
    // An installer or a mail message is a compound file too.
    expect(await detectUploadType(compoundFile({ SummaryInformation: Buffer.alloc(64) }), 'document', 'setup.doc')).toBeNull();
    expect(await detectUploadType(emptyCompoundFile(), 'document', 'Zapisnik.doc')).toBeNull();
  });

  it('only ever returns listed MIME types', async () => {
    const samples = [await solidImage('png'), bmpFile(1, 1), word97(), excel97(), powerPoint97(), utf8('текст')];
    for (const sample of samples) {
      const type = await detectUploadType(sample, 'document', 'x.ppt');
      expect(ALLOWED_DOCUMENT_MIME_TYPES).toContain(type?.mime);
    }
    expect(ALLOWED_DOCUMENT_MIME_TYPES).toEqual(expect.arrayContaining([...ALLOWED_IMAGE_MIME_TYPES]));
  });
});

describe('bitmap header readers', () => {
  it('reads BMP sizes, including top-down bitmaps, and refuses implausible headers', () => {
    expect(readBmpDimensions(bmpFile(3, 2))).toEqual({ width: 3, height: 2 });
    expect(readBmpDimensions(bmpFile(5, -7))).toEqual({ width: 5, height: 7 });
    expect(readBmpDimensions(bmpFile(0, 7))).toBeNull();
    expect(readBmpDimensions(utf8('BMW and other employers\n'))).toBeNull();
  });

  it('reads the first ICO entry, 0 meaning 256', () => {
    const payload = new Uint8Array(8);
    expect(readIcoDimensions(icoFile(32, payload))).toEqual({ width: 32, height: 32 });
    expect(readIcoDimensions(icoFile(0, payload))).toEqual({ width: 256, height: 256 });
    expect(readIcoDimensions(new Uint8Array([0, 0, 1, 0, 0, 0]))).toBeNull();
  });
});
