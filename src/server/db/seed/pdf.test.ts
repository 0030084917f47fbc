import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { makeDocumentPdf, truncateToWidth, wrapText, type SeedDocument } from './pdf.js';

const HEADING = 'Правилник о Националном оквиру квалификација Србије';

function documentWith(paragraphCount: number): SeedDocument {
  const paragraph =
    'Национални оквир квалификација Србије уређује нивое и врсте квалификација, ' +
    'услове за стицање и начин признавања. Čćžšđ — latinica takođe.';
  return {
    title: 'Водич кроз НОКС',
    heading: HEADING,
    paragraphs: Array.from({ length: paragraphCount }, (_, index) => `${index + 1}. ${paragraph.repeat(3)}`),
    footer: 'Агенција за квалификације',
  };
}

/** Text of every ToUnicode CMap: the map from embedded glyphs back to the characters they show. */
function toUnicodeMaps(pdf: PDFDocument): string {
  const maps = pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream)
    .map((stream) => new TextDecoder().decode(decodePDFRawStream(stream).decode()))
    .filter((content) => content.includes('begincmap'));
  return maps.join('\n');
}

const codePointHex = (character: string): string =>
  (character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');

describe('makeDocumentPdf', () => {
  it('writes a small PDF with its title, language and creator', async () => {
    const bytes = await makeDocumentPdf(documentWith(3));
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(150 * 1024);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Водич кроз НОКС');
    expect(pdf.getCreator()).toBe('НОКС портал');
    expect(pdf.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('sr');
    const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  });

  it('embeds the Cyrillic glyphs of the heading', async () => {
    const pdf = await PDFDocument.load(await makeDocumentPdf(documentWith(1)));
    const maps = toUnicodeMaps(pdf);
    for (const character of new Set(HEADING.replaceAll(' ', ''))) {
      expect(maps).toContain(`<${codePointHex(character)}>`);
    }
  });

  it('flows long text over as many pages as it needs', async () => {
    const pageCount = async (paragraphs: number): Promise<number> =>
      (await PDFDocument.load(await makeDocumentPdf(documentWith(paragraphs)))).getPageCount();
    const long = await pageCount(20);
    const twiceAsLong = await pageCount(40);
    expect(long).toBeGreaterThan(2);
    expect(twiceAsLong).toBeGreaterThanOrEqual(2 * long - 1);
    expect(twiceAsLong).toBeLessThanOrEqual(2 * long);
  });

  it('keeps a long document small by subsetting the fonts', async () => {
    const bytes = await makeDocumentPdf(documentWith(60));
    expect(bytes.length).toBeLessThan(150 * 1024);
  });
});

describe('wrapText', () => {
  const width = (text: string): number => text.length;

  it('puts as many words on a line as fit', () => {
    expect(wrapText('један два три четири пет', 12, width)).toEqual(['један два', 'три четири', 'пет']);
  });

  it('breaks a word longer than a line', () => {
    expect(wrapText('кратко предугачкареч', 8, width)).toEqual(['кратко', 'предугач', 'кареч']);
  });

  it('ignores extra whitespace and yields nothing for blank text', () => {
    expect(wrapText('  а   б \n в ', 20, width)).toEqual(['а б в']);
    expect(wrapText('   ', 20, width)).toEqual([]);
  });
});

describe('truncateToWidth', () => {
  const width = (text: string): number => text.length;

  it('keeps text that fits and ends shortened text with an ellipsis', () => {
    expect(truncateToWidth('Агенција', 8, width)).toBe('Агенција');
    expect(truncateToWidth('Агенција за квалификације', 12, width)).toBe('Агенција за…');
  });
});
