import type { Media } from '../shared/media.js';

const SLIDE_COLOURS = ['#b71c1c', '#0d47a1', '#00796b', '#424242'];

/** A 16:9 sample slide as an SVG data URL, so the style guide's viewer needs no upload. */
function sampleSlide(n: number, count: number): Media {
  const colour = SLIDE_COLOURS[(n - 1) % SLIDE_COLOURS.length]!;
  const bars = Array.from({ length: 3 }, (_, i) => `<rect x="120" y="${360 + i * 70}" width="${900 - i * 180}" height="28" rx="6" fill="#fff" opacity="0.55"/>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720">` +
    `<rect width="1280" height="720" fill="${colour}"/>` +
    `<text x="120" y="260" font-family="sans-serif" font-size="140" font-weight="700" fill="#fff">${n} / ${count}</text>` +
    `${bars}</svg>`;
  return {
    id: -n,
    url: `data:image/svg+xml,${encodeURIComponent(svg)}`,
    mime: 'image/svg+xml',
    size: svg.length,
    width: 1280,
    height: 720,
    originalName: `sample-${n}.svg`,
    variants: [],
  };
}

export function sampleSlides(count: number): { position: number; image: Media }[] {
  return Array.from({ length: count }, (_, i) => ({ position: i + 1, image: sampleSlide(i + 1, count) }));
}

/** How a theme colour is used, which decides what its contrast is measured against. */
export interface ThemeColour {
  name: string;
  variable: string;
  /** The colour text (or a control's edge) has on this background, or this colour's own background. */
  foreground: string;
  background: string;
  /** 'text' needs 4.5:1; 'ui' (borders, focus ring) needs 3:1; 'decorative' needs nothing. */
  use: 'text' | 'ui' | 'decorative';
}

const colour = (name: string, foreground: string, background: string, use: ThemeColour['use'] = 'text'): ThemeColour => ({
  name,
  variable: `--color-${name}`,
  foreground: `--color-${foreground}`,
  background: `--color-${background}`,
  use,
});

/** The theme's colours (styles/theme.css), each with the pairing it is used in. */
export const THEME_COLOURS: ThemeColour[] = [
  colour('primary', 'primary', 'background'),
  colour('primary-dark', 'on-primary', 'primary-dark'),
  colour('primary-light', 'primary', 'primary-light'),
  colour('secondary', 'secondary', 'background'),
  colour('secondary-light', 'secondary', 'secondary-light'),
  colour('accent', 'accent', 'background'),
  colour('info', 'info', 'background'),
  colour('warning', 'on-warning', 'warning'),
  colour('error', 'error', 'background'),
  colour('success', 'success', 'background'),
  colour('text', 'text', 'background'),
  colour('text-muted', 'text-muted', 'background'),
  colour('surface-alt', 'text', 'surface-alt'),
  colour('focus', 'focus', 'background', 'ui'),
  colour('border', 'border', 'background', 'decorative'),
];
