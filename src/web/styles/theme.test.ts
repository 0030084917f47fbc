import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const THEME = fs.readFileSync(new URL('./theme.css', import.meta.url), 'utf8');

function token(name: string): string {
  const value = new RegExp(`--color-${name}:\\s*#([0-9a-f]{6}|[0-9a-f]{3});`, 'i').exec(THEME)?.[1];
  if (!value) throw new Error(`--color-${name} is not a #rgb or #rrggbb colour in theme.css`);
  return `#${value.length === 3 ? [...value].map((c) => c + c).join('') : value}`;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// Text colour on background colour, as the stylesheets use them.
const TEXT_PAIRS: [string, string][] = [
  ['text', 'background'],
  ['text-muted', 'background'],
  ['text-muted', 'surface-alt'],
  ['primary', 'background'],
  ['on-primary', 'primary'],
  ['on-primary', 'primary-dark'],
  ['accent', 'background'],
  ['secondary', 'background'],
  ['secondary', 'surface-alt'],
  ['secondary', 'secondary-light'],
  ['info', 'background'],
  ['error', 'background'],
  ['success', 'background'],
  ['on-warning', 'warning'],
];

describe('theme colours', () => {
  it.each(TEXT_PAIRS)('--color-%s on --color-%s meets WCAG AA (4.5:1)', (foreground, background) => {
    expect(contrast(token(foreground), token(background))).toBeGreaterThanOrEqual(4.5);
  });

  it('has a focus ring of at least 3:1 against white', () => {
    expect(contrast(token('focus'), token('background'))).toBeGreaterThanOrEqual(3);
  });
});
