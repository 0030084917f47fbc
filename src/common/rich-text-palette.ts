/**
 * The colours rich text may have: the editor's palettes, and how any other colour an editor or a
 * pasted document gave is shown on the public site (the palette colour nearest to it).
 */

export interface PaletteColour {
  /** Key of the colour's name in the messages (colours.names.*), and of its class on the public site. */
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

/** The named colours word processors write (Word's highlights among them), by their sRGB value. */
const NAMED_COLOURS: Readonly<Record<string, string>> = {
  black: '#000000',
  white: '#ffffff',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  lightgray: '#d3d3d3',
  lightgrey: '#d3d3d3',
  darkgray: '#a9a9a9',
  darkgrey: '#a9a9a9',
  red: '#ff0000',
  darkred: '#8b0000',
  maroon: '#800000',
  orange: '#ffa500',
  yellow: '#ffff00',
  darkyellow: '#808000',
  olive: '#808000',
  lime: '#00ff00',
  green: '#008000',
  darkgreen: '#006400',
  aqua: '#00ffff',
  cyan: '#00ffff',
  darkcyan: '#008b8b',
  teal: '#008080',
  blue: '#0000ff',
  darkblue: '#00008b',
  navy: '#000080',
  fuchsia: '#ff00ff',
  magenta: '#ff00ff',
  darkmagenta: '#8b008b',
  purple: '#800080',
  pink: '#ffc0cb',
  brown: '#a52a2a',
};

const HEX = /^#([\da-f]{3}|[\da-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+%?\s*)?\)$/i;

/** The red, green and blue of a colour as #rgb, #rrggbb, rgb()/rgba() or a common name; null for anything else. */
export function colourChannels(colour: string): [number, number, number] | null {
  const value = colour.trim();
  const named = NAMED_COLOURS[value.toLowerCase()];
  const hex = HEX.exec(named ?? value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
  }
  const rgb = RGB.exec(value);
  if (!rgb) return null;
  const channels = rgb.slice(1, 4).map(Number) as [number, number, number];
  return channels.every((channel) => channel <= 255) ? channels : null;
}

/** How far apart two colours look: the "redmean" weighting of RGB distance, close to perception at a tiny cost. */
function distance([r1, g1, b1]: [number, number, number], [r2, g2, b2]: [number, number, number]): number {
  const redMean = (r1 + r2) / 2;
  return (2 + redMean / 256) * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + (2 + (255 - redMean) / 256) * (b1 - b2) ** 2;
}

/** The palette colour nearest to `colour` (itself when it is one of them), or null when it is no colour. */
export function nearestPaletteColour(colour: string, palette: readonly PaletteColour[]): PaletteColour | null {
  const channels = colourChannels(colour);
  if (!channels) return null;
  let nearest: PaletteColour | null = null;
  let nearestDistance = Infinity;
  for (const entry of palette) {
    const entryDistance = distance(channels, colourChannels(entry.value)!);
    if (entryDistance < nearestDistance) [nearest, nearestDistance] = [entry, entryDistance];
  }
  return nearest;
}
