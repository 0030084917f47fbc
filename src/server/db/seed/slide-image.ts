import fontkit, { type Font } from '@pdf-lib/fontkit';
import sharp from 'sharp';
import { readDejaVuFont, truncateToWidth, wrapText } from './pdf.js';

export interface Slide {
  heading: string;
  lines: string[];
  /** 1-based position of the slide in its presentation. */
  index: number;
  total: number;
  /** The presentation's title, shown in the band at the top. */
  title: string;
}

const WIDTH = 1280;
const HEIGHT = 720;
const MARGIN_X = 80;
const TEXT_WIDTH = WIDTH - 2 * MARGIN_X;
const BAND_HEIGHT = 96;
const TITLE_SIZE = 34;
const HEADING_SIZE = 52;
const HEADING_TOP = BAND_HEIGHT + 24;
const BULLETS_GAP = 36;
/** Bullet text shrinks through these sizes until every line fits above the slide number. */
const BULLET_SIZES = [34, 30, 26, 22] as const;
const BULLETS_BOTTOM = HEIGHT - 72;
const NUMBER_SIZE = 24;
const NUMBER_BASELINE = HEIGHT - 32;
const LINE_SPACING = 1.25;
/** Bullet text indent and extra space between bullets, in ems of the bullet size. */
const BULLET_INDENT = 1.1;
const BULLET_SPACING = 0.4;

const COLOURS = {
  background: '#ffffff',
  band: '#c62828',
  title: '#ffffff',
  heading: '#212121',
  bullet: '#0d47a1',
  number: '#616161',
};

interface SlideFonts {
  regular: Font;
  bold: Font;
}

/** One line of text placed on the slide: `y` is its baseline. */
interface PlacedText {
  text: string;
  x: number;
  y: number;
  size: number;
  font: Font;
  fill: string;
}

let loadedFonts: Promise<SlideFonts> | undefined;

/**
 * Renders a presentation slide as a 1280×720 PNG. The text is drawn as glyph outlines
 * (paths) laid out with fontkit from the bundled DejaVu fonts, never as SVG `<text>`,
 * so the image is the same on a machine without any fonts installed.
 */
export async function renderSlideImage(slide: Slide): Promise<Buffer> {
  const fonts = await slideFonts();
  const texts = [titleText(slide, fonts), ...bodyTexts(slide, fonts), numberText(slide, fonts)];
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${COLOURS.background}"/>`,
    `<rect width="${WIDTH}" height="${BAND_HEIGHT}" fill="${COLOURS.band}"/>`,
    ...texts.map(textToSvg),
    '</svg>',
  ].join('');
  return sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9 }).toBuffer();
}

function slideFonts(): Promise<SlideFonts> {
  loadedFonts ??= Promise.all([readDejaVuFont('DejaVuSans.ttf'), readDejaVuFont('DejaVuSans-Bold.ttf')]).then(
    ([regular, bold]) => ({ regular: fontkit.create(regular), bold: fontkit.create(bold) }),
  );
  return loadedFonts;
}

function titleText(slide: Slide, fonts: SlideFonts): PlacedText {
  const font = fonts.bold;
  const text = truncateToWidth(slide.title, TEXT_WIDTH, (line) => textWidth(font, line, TITLE_SIZE));
  const capHeight = (capHeightOf(font) / font.unitsPerEm) * TITLE_SIZE;
  return { text, x: MARGIN_X, y: (BAND_HEIGHT + capHeight) / 2, size: TITLE_SIZE, font, fill: COLOURS.title };
}

function bodyTexts(slide: Slide, fonts: SlideFonts): PlacedText[] {
  const heading = stackLines(wrapFor(slide.heading, fonts.bold, HEADING_SIZE, TEXT_WIDTH), HEADING_TOP, {
    x: MARGIN_X,
    size: HEADING_SIZE,
    font: fonts.bold,
    fill: COLOURS.heading,
  });
  const headingBottom = (heading.at(-1)?.y ?? HEADING_TOP) + BULLETS_GAP;
  return [...heading, ...fittedBullets(slide.lines, fonts.regular, headingBottom)];
}

/**
 * Bullets at the largest size at which they all fit above the slide number; lines that do not
 * fit even at the smallest size are left out rather than run into the number.
 */
function fittedBullets(lines: string[], font: Font, top: number): PlacedText[] {
  const fitsOnSlide = (text: PlacedText): boolean => text.y <= BULLETS_BOTTOM;
  let bullets: PlacedText[] = [];
  for (const size of BULLET_SIZES) {
    bullets = layoutBullets(lines, font, size, top);
    if (bullets.every(fitsOnSlide)) return bullets;
  }
  return bullets.filter(fitsOnSlide);
}

function layoutBullets(lines: string[], font: Font, size: number, top: number): PlacedText[] {
  const indent = size * BULLET_INDENT;
  const placed: PlacedText[] = [];
  let y = top;
  for (const line of lines) {
    const wrapped = stackLines(wrapFor(line, font, size, TEXT_WIDTH - indent), y, {
      x: MARGIN_X + indent,
      size,
      font,
      fill: COLOURS.bullet,
    });
    const first = wrapped[0];
    if (first === undefined) continue;
    placed.push({ ...first, text: '•', x: MARGIN_X }, ...wrapped);
    y = (wrapped.at(-1)?.y ?? y) + size * BULLET_SPACING;
  }
  return placed;
}

/** Places lines one under another, the first baseline one line below `top`. */
function stackLines(lines: string[], top: number, style: Omit<PlacedText, 'text' | 'y'>): PlacedText[] {
  const step = style.size * LINE_SPACING;
  return lines.map((text, index) => ({ ...style, text, y: top + step * (index + 1) }));
}

function numberText(slide: Slide, fonts: SlideFonts): PlacedText {
  const text = `${slide.index} / ${slide.total}`;
  const x = WIDTH - MARGIN_X / 2 - textWidth(fonts.regular, text, NUMBER_SIZE);
  return { text, x, y: NUMBER_BASELINE, size: NUMBER_SIZE, font: fonts.regular, fill: COLOURS.number };
}

function wrapFor(text: string, font: Font, size: number, maxWidth: number): string[] {
  return wrapText(text, maxWidth, (line) => textWidth(font, line, size));
}

/** Measured on 'H': DejaVu's old OS/2 table leaves fontkit's `capHeight` undefined. */
function capHeightOf(font: Font): number {
  return font.glyphForCodePoint(0x48).bbox.maxY;
}

function textWidth(font: Font, text: string, size: number): number {
  return (font.layout(text).advanceWidth / font.unitsPerEm) * size;
}

/**
 * Glyph outlines are in font units with y pointing up; the group scales them to the font size
 * and flips them into SVG's downward y, with each glyph moved to its pen position.
 */
function textToSvg({ text, x, y, size, font, fill }: PlacedText): string {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  let penX = 0;
  const paths = run.glyphs.map((glyph, index) => {
    const position = run.positions[index];
    const offsetX = penX + (position?.xOffset ?? 0);
    penX += position?.xAdvance ?? glyph.advanceWidth;
    const outline = glyph.path.toSVG();
    const offsetY = position?.yOffset ?? 0;
    return outline === '' ? '' : `<path transform="translate(${offsetX} ${offsetY})" d="${outline}"/>`;
  });
  const placement = `translate(${round(x)} ${round(y)}) scale(${scale} ${-scale})`;
  return `<g fill="${fill}" transform="${placement}">${paths.join('')}</g>`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
