/** The colour palettes of the toolbar, and colours compared in one notation. */

// The palettes are shared with the public site, which shows each colour of a rich text by its palette class.
export { BACKGROUND_COLOURS, TEXT_COLOURS, type PaletteColour } from '../../../common/rich-text-palette.js';

const HEX = /^#([\da-f]{3}|[\da-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/i;

/**
 * A colour as #rrggbb, or null when it is none of #rgb, #rrggbb or rgb(): browsers give back
 * styles as rgb(), the palette and the colour input use hex.
 */
export function toHexColour(colour: string | null | undefined): string | null {
  const value = colour?.trim() ?? '';
  const hex = HEX.exec(value)?.[1];
  if (hex) return `#${(hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex).toLowerCase()}`;
  const rgb = RGB.exec(value);
  if (!rgb) return null;
  const channels = rgb.slice(1, 4).map(Number);
  if (channels.some((channel) => channel > 255)) return null;
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance of WCAG 2 for a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
