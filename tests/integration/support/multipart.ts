import sharp from 'sharp';
import { makeDocumentPdf } from '../../../src/server/db/seed/pdf.js';
import { type FilePart, multipart } from './http.js';
import type { TestApp } from './test-app.js';
import { bearer, expectStatus } from './test-app.js';

export interface Media {
  id: number;
  url: string;
  mime: string;
  originalName: string;
}

/** A real PNG of the given colour. */
export function pngBytes(background = '#c00', width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

/** A real PDF with the given heading. */
export function pdfBytes(heading = 'Документ'): Promise<Uint8Array> {
  return makeDocumentPdf({ title: heading, heading, paragraphs: ['Национални оквир квалификација.'] });
}

export async function uploadImage(t: TestApp, filename = 'slika.png', background = '#c00'): Promise<Media> {
  const { payload, headers } = multipart([{ filename, contentType: 'image/png', bytes: await pngBytes(background) }]);
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/media/images', headers: { ...headers, ...bearer(t.tokens.editor) }, payload });
  return expectStatus<Media>(response, 201);
}

export async function uploadDocument(t: TestApp, part: FilePart): Promise<Media> {
  const { payload, headers } = multipart([part]);
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/media/documents', headers: { ...headers, ...bearer(t.tokens.editor) }, payload });
  return expectStatus<{ items: Media[] }>(response, 201).items[0]!;
}

export async function uploadPdf(t: TestApp, filename = 'document.pdf'): Promise<Media> {
  return uploadDocument(t, { filename, contentType: 'application/pdf', bytes: await pdfBytes(filename) });
}

export function uploadText(t: TestApp, filename = 'napomena.txt', text = 'Obična tekstualna datoteka.\n'): Promise<Media> {
  return uploadDocument(t, { filename, contentType: 'text/plain', bytes: Buffer.from(text, 'utf8') });
}
