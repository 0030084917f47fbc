import type * as PdfLibModule from 'pdf-lib';
import type { PDFDocument } from 'pdf-lib';
import type { DocumentWarning } from '../../common/schemas/admin.js';

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
    const pdf = await pdfLib.PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    const warnings: DocumentWarning[] = [];
    if (!hasInfoTitle(pdf) && !hasXmpTitle(pdf, pdfLib)) warnings.push('missing-title');
    if (!hasLanguage(pdf, pdfLib)) warnings.push('missing-language');
    return warnings;
  } catch {
    return ['unreadable'];
  }
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
