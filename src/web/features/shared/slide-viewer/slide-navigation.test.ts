import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, slideForKey, swipeDirection } from './slide-navigation.js';

describe('swipeDirection', () => {
  it('needs more than 16 px', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(16);
    expect(swipeDirection(-16, 0)).toBeNull();
    expect(swipeDirection(16, 0)).toBeNull();
    expect(swipeDirection(-17, 0)).toBe('next');
    expect(swipeDirection(17, 0)).toBe('previous');
  });

  it('ignores taps and mostly vertical moves', () => {
    expect(swipeDirection(0, 0)).toBeNull();
    expect(swipeDirection(-30, 40)).toBeNull();
    expect(swipeDirection(30, -30)).toBeNull();
    expect(swipeDirection(-40, 10)).toBe('next');
  });
});

describe('slideForKey', () => {
  it('steps with the arrows and jumps with Home and End', () => {
    expect(slideForKey('ArrowRight', 0, 5)).toBe(1);
    expect(slideForKey('ArrowLeft', 3, 5)).toBe(2);
    expect(slideForKey('Home', 3, 5)).toBe(0);
    expect(slideForKey('End', 1, 5)).toBe(4);
  });

  it('does nothing at the ends, for other keys or without slides', () => {
    expect(slideForKey('ArrowLeft', 0, 5)).toBeNull();
    expect(slideForKey('ArrowRight', 4, 5)).toBeNull();
    expect(slideForKey('End', 4, 5)).toBeNull();
    expect(slideForKey('Enter', 2, 5)).toBeNull();
    expect(slideForKey('ArrowRight', 0, 0)).toBeNull();
  });
});
