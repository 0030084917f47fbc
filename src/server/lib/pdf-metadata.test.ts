import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { checkPdfMetadata } from './pdf-metadata.js';

async function pdfWith(setUp: (pdf: PDFDocument) => void = () => undefined): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.addPage();
  setUp(pdf);
  return pdf.save();
}

const XMP_TITLE = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Правилник</rdf:li></rdf:Alt></dc:title>
</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

describe('checkPdfMetadata', () => {
  it('finds nothing missing in a PDF with a title and a language', async () => {
    expect(await checkPdfMetadata(await pdfWith((pdf) => (pdf.setTitle('Правилник'), pdf.setLanguage('sr-Cyrl'))))).toEqual([]);
  });

  it('names a missing title and a missing language', async () => {
    expect(await checkPdfMetadata(await pdfWith())).toEqual(['missing-title', 'missing-language']);
    expect(await checkPdfMetadata(await pdfWith((pdf) => pdf.setLanguage('sr')))).toEqual(['missing-title']);
    expect(await checkPdfMetadata(await pdfWith((pdf) => (pdf.setTitle('  '), pdf.setLanguage(''))))).toEqual(['missing-title', 'missing-language']);
  });

  it('takes the XMP dc:title for a title', async () => {
    const bytes = await pdfWith((pdf) => {
      pdf.catalog.set(PDFName.of('Metadata'), pdf.context.register(pdf.context.flateStream(XMP_TITLE, { Type: 'Metadata', Subtype: 'XML' })));
      pdf.setLanguage('sr');
    });
    expect(await checkPdfMetadata(bytes)).toEqual([]);
  });

  it('reads an encrypted PDF rather than refusing it', async () => {
    const bytes = await pdfWith((pdf) => {
      pdf.setTitle('Правилник');
      pdf.context.trailerInfo.Encrypt = pdf.context.register(pdf.context.obj({ Filter: 'Standard', V: 2, R: 3 }));
    });
    expect((await PDFDocument.load(bytes, { ignoreEncryption: true })).isEncrypted).toBe(true);
    expect(await checkPdfMetadata(bytes)).toEqual(['missing-language']);
  });

  it('calls a file it cannot parse unreadable, without throwing', async () => {
    expect(await checkPdfMetadata(new TextEncoder().encode('%PDF-1.7\n\u0000\u0001 not a PDF at all'))).toEqual(['unreadable']);
    expect(await checkPdfMetadata(new Uint8Array([1, 2, 3]))).toEqual(['unreadable']);
  });
});
