import fontkit from '@pdf-lib/fontkit';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PageSizes, PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export interface SeedDocument {
  /** Stored as the PDF's title, which viewers show in the window title bar. */
  title: string;
  heading: string;
  paragraphs: string[];
  /** Printed at the bottom of every page, beside the page number. */
  footer?: string;
}

export type DejaVuFontFile = 'DejaVuSans.ttf' | 'DejaVuSans-Bold.ttf';

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 64;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const HEADING_SIZE = 18;
const HEADING_LEADING = 24;
const HEADING_GAP = 14;
const BODY_SIZE = 11;
const BODY_LEADING = 16;
const PARAGRAPH_GAP = 8;
const FOOTER_SIZE = 9;
const FOOTER_BASELINE = MARGIN / 2;
const TEXT_COLOUR = rgb(0.13, 0.13, 0.13);
const FOOTER_COLOUR = rgb(0.38, 0.38, 0.38);
const CREATOR = 'НОКС портал';

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Writes text top-down, starting a new page whenever the next line would run into the bottom margin. */
class PageWriter {
  private page: PDFPage;
  private y = PAGE_HEIGHT - MARGIN;

  constructor(private readonly pdf: PDFDocument) {
    this.page = pdf.addPage(PageSizes.A4);
  }

  writeLines(lines: string[], font: PDFFont, size: number, leading: number): void {
    for (const line of lines) {
      if (this.y - leading < MARGIN) this.startPage();
      this.y -= leading;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: TEXT_COLOUR });
    }
  }

  skip(gap: number): void {
    this.y -= gap;
  }

  private startPage(): void {
    this.page = this.pdf.addPage(PageSizes.A4);
    this.y = PAGE_HEIGHT - MARGIN;
  }
}

/**
 * Builds an A4 PDF for seeded documents, in DejaVu Sans so Serbian Cyrillic and Latin render;
 * the fonts are subset to the glyphs used, which keeps a few pages of text to tens of kilobytes.
 */
export async function makeDocumentPdf(doc: SeedDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const fonts: Fonts = {
    regular: await pdf.embedFont(await readDejaVuFont('DejaVuSans.ttf'), { subset: true }),
    bold: await pdf.embedFont(await readDejaVuFont('DejaVuSans-Bold.ttf'), { subset: true }),
  };
  setMetadata(pdf, doc.title);
  writeBody(new PageWriter(pdf), doc, fonts);
  drawFooters(pdf, doc.footer ?? '', fonts.regular);
  return pdf.save();
}

/** The bytes of a font file from the installed dejavu-fonts-ttf package. */
export async function readDejaVuFont(file: DejaVuFontFile): Promise<Buffer> {
  return readFile(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`));
}

/**
 * Greedy word wrap: as many words per line as fit in `maxWidth` (as measured by `widthOf`);
 * a word wider than a whole line is broken between characters. Words are measured once each,
 * which ignores kerning across spaces but keeps long documents fast.
 */
export function wrapText(text: string, maxWidth: number, widthOf: (text: string) => number): string[] {
  const spaceWidth = widthOf(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    const wordWidth = widthOf(word);
    if (line !== '' && lineWidth + spaceWidth + wordWidth <= maxWidth) {
      line = `${line} ${word}`;
      lineWidth += spaceWidth + wordWidth;
      continue;
    }
    if (line !== '') lines.push(line);
    const pieces = wordWidth <= maxWidth ? [word] : breakWord(word, maxWidth, widthOf);
    line = pieces.pop() ?? '';
    lineWidth = widthOf(line);
    lines.push(...pieces);
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Shortens text that does not fit in `maxWidth`, ending it with an ellipsis. */
export function truncateToWidth(text: string, maxWidth: number, widthOf: (text: string) => number): string {
  if (widthOf(text) <= maxWidth) return text;
  const characters = Array.from(text);
  while (characters.length > 0 && widthOf(`${characters.join('')}…`) > maxWidth) characters.pop();
  return `${characters.join('').trimEnd()}…`;
}

function breakWord(word: string, maxWidth: number, widthOf: (text: string) => number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece !== '' && widthOf(piece + character) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  pieces.push(piece);
  return pieces;
}

function setMetadata(pdf: PDFDocument, title: string): void {
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setLanguage('sr');
  pdf.setCreator(CREATOR);
  pdf.setProducer(CREATOR);
}

function writeBody(writer: PageWriter, doc: SeedDocument, fonts: Fonts): void {
  writer.writeLines(wrapFor(doc.heading, fonts.bold, HEADING_SIZE), fonts.bold, HEADING_SIZE, HEADING_LEADING);
  writer.skip(HEADING_GAP);
  for (const paragraph of doc.paragraphs) {
    writer.writeLines(wrapFor(paragraph, fonts.regular, BODY_SIZE), fonts.regular, BODY_SIZE, BODY_LEADING);
    writer.skip(PARAGRAPH_GAP);
  }
}

function wrapFor(text: string, font: PDFFont, size: number): string[] {
  return wrapText(text, TEXT_WIDTH, (line) => font.widthOfTextAtSize(line, size));
}

/** Footers go on last, once the page count is known. */
function drawFooters(pdf: PDFDocument, footer: string, font: PDFFont): void {
  const pages = pdf.getPages();
  const widthOf = (text: string): number => font.widthOfTextAtSize(text, FOOTER_SIZE);
  const style = { y: FOOTER_BASELINE, size: FOOTER_SIZE, font, color: FOOTER_COLOUR };
  pages.forEach((page, index) => {
    const pageNumber = `${index + 1} / ${pages.length}`;
    page.drawText(pageNumber, { ...style, x: PAGE_WIDTH - MARGIN - widthOf(pageNumber) });
    if (footer === '') return;
    const footerWidth = TEXT_WIDTH - widthOf(pageNumber) - FOOTER_SIZE;
    page.drawText(truncateToWidth(footer, footerWidth, widthOf), { ...style, x: MARGIN });
  });
}

