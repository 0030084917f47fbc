import { describe, expect, it } from 'vitest';
import { SCROLL_DURATION_MS, ScrollHelperError, easeInOutCubic, findHashTarget, scrollPositionAt } from './scroll.js';

describe('scroll animation', () => {
  it('eases in and out on a cubic curve', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeCloseTo(0.0625);
    expect(easeInOutCubic(0.75)).toBeCloseTo(0.9375);
  });

  it('moves from start to target in 500 ms', () => {
    expect(SCROLL_DURATION_MS).toBe(500);
    expect(scrollPositionAt(100, 900, 0)).toBe(100);
    expect(scrollPositionAt(100, 900, 250)).toBe(500);
    expect(scrollPositionAt(100, 900, 500)).toBe(900);
    expect(scrollPositionAt(100, 900, 5000)).toBe(900);
    expect(scrollPositionAt(900, 100, 250)).toBe(500);
  });
});

describe('hash targets', () => {
  const element = { id: 'слајд-2' } as unknown as Element;
  const findById = (id: string) => (id === 'слајд-2' ? element : null);

  it('finds the element a hash names, encoded or not', () => {
    expect(findHashTarget('#слајд-2', findById)).toBe(element);
    expect(findHashTarget(`#${encodeURIComponent('слајд-2')}`, findById)).toBe(element);
  });

  it('throws the scroll helper error for a missing target', () => {
    expect(() => findHashTarget('#nowhere', findById)).toThrow(ScrollHelperError);
    expect(() => findHashTarget('#', findById)).toThrow(ScrollHelperError);
    expect(() => findHashTarget('#%E0%A4%A', findById)).toThrow(ScrollHelperError);
  });
});
