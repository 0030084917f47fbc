/** WCAG 2 contrast of two colours, for the style guide's colour table. */

export type Rgb = [number, number, number];

/** Reads #rgb, #rrggbb and rgb()/rgba() (as getComputedStyle writes them); null for anything else. */
export function parseColor(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return [short[1]!, short[2]!, short[3]!].map((c) => Number.parseInt(c + c, 16)) as Rgb;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(text);
  if (long) return [long[1]!, long[2]!, long[3]!].map((c) => Number.parseInt(c, 16)) as Rgb;
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/.exec(text);
  if (rgb) {
    const channels = [rgb[1]!, rgb[2]!, rgb[3]!].map(Number);
    return channels.every((c) => c <= 255) ? (channels as Rgb) : null;
  }
  return null;
}

/** Relative luminance of an sRGB colour (WCAG 2.x definition). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export type ContrastLevel = 'AAA' | 'AA' | 'AA-large' | 'fail';

/** What a ratio allows for text: AAA ≥ 7, AA ≥ 4.5, large text only ≥ 3. */
export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA-large';
  return 'fail';
}
