import { describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MS, canPrefetch } from './prefetch.js';

describe('prefetch rules', () => {
  it('prefetches when the connection is unknown or fast', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({})).toBe(true);
    expect(canPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(canPrefetch({ effectiveType: '3g' })).toBe(true);
  });

  it('never prefetches with data saver on or on 2G', () => {
    expect(canPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('waits for idle time at most 2 s', () => {
    expect(IDLE_TIMEOUT_MS).toBe(2000);
  });
});
