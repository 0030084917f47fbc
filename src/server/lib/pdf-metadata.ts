import type * as PdfLibModule from 'pdf-lib';
import type { PDFDocument } from 'pdf-lib';
import type { DocumentWarning } from '../../common/schemas/admin.js';
import { refusePdfActiveContent, refuseRawPdfActiveContent } from './pdf-active-content.js';

/**
 * The checks of an uploaded PDF, on one parse: refuses one that runs code when opened
 * (refusePdfActiveContent, throwing ContentRefusedError), and returns what it lacks of the
 * properties checkPdfMetadata looks for. A file pdf-lib cannot load is scanned as bytes and kept as
 * "unreadable". pdf-lib parses a hundred objects at a time between turns of the event loop, so a
 * large file holds other requests up for milliseconds at a time, not for the whole parse.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<DocumentWarning[]> {
  const pdfLib = await import('pdf-lib');
  let pdf: PDFDocument;
  try {
    pdf = await pdfLib.PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    refuseRawPdfActiveContent(bytes);
    return ['unreadable'];
  }
  refusePdfActiveContent(pdf, pdfLib);
  try {
    return metadataWarnings(pdf, pdfLib);
  } catch {
    // Loaded, but without the structure a reader needs (no catalog): nothing a reader shows either.
    return ['unreadable'];
  }
}

/**
 * What a PDF lacks of the properties PDF/UA and WCAG (techniques PDF16, PDF18) ask of every
 * document: a title (the Info dictionary's /Title or the XMP dc:title) and a language (the
 * catalog's /Lang). Only presence is checked: an encrypted file's strings cannot be read, but
 * they are there. A file that cannot be parsed is "unreadable"; this never throws.
 */
export async function checkPdfMetadata(bytes: Uint8Array): Promise<DocumentWarning[]> {
  // Loaded on the first PDF upload, like the image library: reads never need it.
  const pdfLib = await import('pdf-lib');
  try {
    return metadataWarnings(await pdfLib.PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false }), pdfLib);
  } catch {
    return ['unreadable'];
  }
}

function metadataWarnings(pdf: PDFDocument, pdfLib: PdfLib): DocumentWarning[] {
  const warnings: DocumentWarning[] = [];
  if (!hasInfoTitle(pdf) && !hasXmpTitle(pdf, pdfLib)) warnings.push('missing-title');
  if (!hasLanguage(pdf, pdfLib)) warnings.push('missing-language');
  return warnings;
}

type PdfLib = typeof PdfLibModule;

function hasInfoTitle(pdf: PDFDocument): boolean {
  try {
    return (pdf.getTitle() ?? '').trim() !== '';
  } catch {
    // A /Title that is not a string (pdf-lib refuses it) gives no title to a reader either.
    return false;
  }
}

function hasLanguage(pdf: PDFDocument, { PDFName, PDFString, PDFHexString }: PdfLib): boolean {
  const lang = pdf.catalog.lookup(PDFName.of('Lang'));
  return (lang instanceof PDFString || lang instanceof PDFHexString) && lang.decodeText().trim() !== '';
}

/** The XMP packet's dc:title with some text in it (its rdf:Alt items hold the title per language). */
function hasXmpTitle(pdf: PDFDocument, { PDFName, PDFRawStream, decodePDFRawStream }: PdfLib): boolean {
  const metadata = pdf.catalog.lookup(PDFName.of('Metadata'));
  if (!(metadata instanceof PDFRawStream)) return false;
  try {
    const xmp = new TextDecoder().decode(decodePDFRawStream(metadata).decode());
    const title = /<dc:title\b[^>]*>([\s\S]*?)<\/dc:title>/.exec(xmp)?.[1] ?? '';
    return title.replace(/<[^>]*>/g, '').trim() !== '';
  } catch {
    // NOTE: an encrypted file's metadata stream is usually encrypted too; its Info title is then the only one to see.
    return false;
  }
}
