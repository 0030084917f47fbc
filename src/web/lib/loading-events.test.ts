import { describe, expect, it } from 'vitest';
import { emitLoadingEvent, nextPendingCount, onLoadingEvent } from './loading-events.js';

describe('loading events', () => {
  it('count requests up on start and down on finish or failure, never below zero', () => {
    let count = 0;
    for (const event of ['start', 'start', 'finish', 'fail', 'finish'] as const) count = nextPendingCount(count, event);
    expect(count).toBe(0);
    expect(nextPendingCount(1, 'start')).toBe(2);
  });

  it('reach listeners until they unsubscribe', () => {
    const seen: string[] = [];
    const stop = onLoadingEvent((event) => seen.push(event));
    emitLoadingEvent('start');
    stop();
    emitLoadingEvent('finish');
    expect(seen).toEqual(['start']);
  });
});
