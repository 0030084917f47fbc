/** The colour palettes of the toolbar, and colours compared in one notation. */

export interface PaletteColour {
  /** Key of the colour's name in the messages (colours.names.*). */
  name: string;
  value: string;
}

/** Text colours: each at least 4.5:1 against white, most above 7:1, so coloured text stays readable. */
export const TEXT_COLOURS: readonly PaletteColour[] = [
  { name: 'black', value: '#000000' },
  { name: 'darkGrey', value: '#424242' },
  { name: 'red', value: '#b71c1c' },
  { name: 'orange', value: '#a33000' },
  { name: 'brown', value: '#4e342e' },
  { name: 'green', value: '#1b5e20' },
  { name: 'teal', value: '#004d40' },
  { name: 'blue', value: '#0d47a1' },
  { name: 'purple', value: '#4a148c' },
];

/** Background colours: light enough that black and the text colours above keep 4.5:1 on them. */
export const BACKGROUND_COLOURS: readonly PaletteColour[] = [
  { name: 'yellow', value: '#fff59d' },
  { name: 'lightOrange', value: '#fff3e0' },
  { name: 'pink', value: '#fce4ec' },
  { name: 'lightGreen', value: '#c8e6c9' },
  { name: 'lightBlue', value: '#bbdefb' },
  { name: 'lavender', value: '#f3e5f5' },
  { name: 'lightGrey', value: '#e0e0e0' },
];

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
