import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastLevel, contrastRatio, parseColor } from './contrast.js';
import { THEME_COLOURS } from './inspire-samples.js';

describe('contrast', () => {
  it('parses the colour notations browsers report', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor(' #B71C1C ')).toEqual([183, 28, 28]);
    expect(parseColor('rgb(13, 71, 161)')).toEqual([13, 71, 161]);
    expect(parseColor('rgba(0, 0, 0, 0.5)')).toEqual([0, 0, 0]);
    expect(parseColor('rgb(1 2 3 / 50%)')).toEqual([1, 2, 3]);
    expect(parseColor('rgb(300, 0, 0)')).toBeNull();
    expect(parseColor('red')).toBeNull();
  });

  it('computes WCAG ratios', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
    // The theme's primary red on white, as theme.css states.
    expect(contrastRatio(parseColor('#b71c1c')!, parseColor('#fff')!)).toBeCloseTo(6.6, 1);
    expect(contrastRatio(parseColor('#595959')!, parseColor('#fff')!)).toBeCloseTo(7, 0);
  });

  it('names the level a ratio reaches', () => {
    expect(contrastLevel(7.1)).toBe('AAA');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(3.2)).toBe('AA-large');
    expect(contrastLevel(2.9)).toBe('fail');
  });
});

describe('colour samples', () => {
  const css = fs.readFileSync(new URL('./inspire.css', import.meta.url), 'utf8');

  it('has a rule for each theme colour, in the pairing it is measured in', () => {
    for (const colour of THEME_COLOURS) {
      const rule = new RegExp(`\\.inspire-swatch--${colour.name}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
      expect(rule, colour.name).toContain(`color: var(${colour.foreground});`);
      expect(rule, colour.name).toContain(`background: var(${colour.background});`);
    }
  });
});
