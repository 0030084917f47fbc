import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_BREAKPOINT, RESIZE_DEBOUNCE_MS, breakpointName, breakpointOf, debounce } from './breakpoints.js';

describe('breakpoints', () => {
  it('names widths by the thresholds of SPEC §9', () => {
    expect(breakpointName(320)).toBe('xs');
    expect(breakpointName(599)).toBe('xs');
    expect(breakpointName(600)).toBe('sm');
    expect(breakpointName(959)).toBe('sm');
    expect(breakpointName(960)).toBe('md');
    expect(breakpointName(1903)).toBe('lg');
    expect(breakpointName(2560)).toBe('xl');
  });

  it('ends md and lg 16 px early for the scrollbar', () => {
    expect(breakpointName(1263)).toBe('md');
    expect(breakpointName(1264)).toBe('lg');
    expect(breakpointName(1279)).toBe('lg');
    expect(breakpointName(1903)).toBe('lg');
    expect(breakpointName(1904)).toBe('xl');
  });

  it('is mobile below 1264 px', () => {
    expect(MOBILE_BREAKPOINT).toBe(1264);
    expect(breakpointOf(1263).isMobile).toBe(true);
    expect(breakpointOf(1264).isMobile).toBe(false);
    expect(breakpointOf(375)).toEqual({ name: 'xs', isMobile: true });
  });
});

describe('debounce', () => {
  afterEach(() => vi.useRealTimers());

  it('calls once, 200 ms after the last call, with its arguments', () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const onResize = debounce((width: number) => calls.push(width), RESIZE_DEBOUNCE_MS);
    onResize(100);
    vi.advanceTimersByTime(150);
    onResize(200);
    vi.advanceTimersByTime(199);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([200]);
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const onResize = debounce(() => calls.push(1), RESIZE_DEBOUNCE_MS);
    onResize();
    onResize.cancel();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
  });
});
