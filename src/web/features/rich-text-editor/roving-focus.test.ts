import { describe, expect, it } from 'vitest';
import { nextFocusIndex } from './roving-focus.js';

describe('nextFocusIndex', () => {
  it('moves with the arrow keys and wraps around at both ends', () => {
    expect([nextFocusIndex('ArrowRight', 0, 3), nextFocusIndex('ArrowRight', 2, 3), nextFocusIndex('ArrowLeft', 0, 3), nextFocusIndex('ArrowLeft', 2, 3)]).toEqual([1, 0, 2, 1]);
  });

  it('jumps to the first and last control with Home and End', () => {
    expect([nextFocusIndex('Home', 2, 5), nextFocusIndex('End', 0, 5)]).toEqual([0, 4]);
  });

  it('leaves other keys (and an empty toolbar) alone', () => {
    expect([nextFocusIndex('Enter', 1, 3), nextFocusIndex('ArrowDown', 1, 3), nextFocusIndex('Tab', 1, 3), nextFocusIndex('ArrowRight', 0, 0)]).toEqual([null, null, null, null]);
  });
});
