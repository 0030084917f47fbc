import { describe, expect, it } from 'vitest';
import { BACKGROUND_COLOURS, TEXT_COLOURS, contrastRatio, toHexColour } from './colours.js';

describe('toHexColour', () => {
  it('writes #rgb, #rrggbb and rgb() as lower-case #rrggbb', () => {
    expect(['#B71C1C', '#abc', 'rgb(183, 28, 28)', 'rgba(0,0,0,0.5)', ' #000000 '].map(toHexColour)).toEqual(['#b71c1c', '#aabbcc', '#b71c1c', '#000000', '#000000']);
  });

  it('gives null for anything else', () => {
    expect(['red', 'rgb(300, 0, 0)', '#12345', '', null, undefined].map(toHexColour)).toEqual([null, null, null, null, null, null]);
  });
});

describe('palettes', () => {
  it('have text colours readable on white and on every background colour (WCAG AA, 4.5:1)', () => {
    for (const text of TEXT_COLOURS) {
      expect(contrastRatio(text.value, '#ffffff'), text.name).toBeGreaterThanOrEqual(4.5);
      for (const background of BACKGROUND_COLOURS) {
        expect(contrastRatio(text.value, background.value), `${text.name} on ${background.name}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('name each colour once', () => {
    const names = [...TEXT_COLOURS, ...BACKGROUND_COLOURS].map((colour) => colour.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
