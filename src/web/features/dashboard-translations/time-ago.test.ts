import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './time-ago.js';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatTimeAgo', () => {
  it('tells the span in its largest whole unit', () => {
    expect(formatTimeAgo(before(5 * 60_000), 'en', NOW)).toBe('5 minutes ago');
    expect(formatTimeAgo(before(3 * 3_600_000 + 59 * 60_000), 'en', NOW)).toBe('3 hours ago');
    expect(formatTimeAgo(before(3 * 86_400_000), 'en', NOW)).toBe('3 days ago');
    expect(formatTimeAgo(before(70 * 86_400_000), 'en', NOW)).toBe('2 months ago');
  });

  it('says now under a minute, also for a clock a little ahead', () => {
    expect(formatTimeAgo(before(20_000), 'en', NOW)).toBe('now');
    expect(formatTimeAgo(new Date(NOW + 5_000).toISOString(), 'en', NOW)).toBe('now');
  });

  it('writes Serbian in Cyrillic or Latin script', () => {
    expect(formatTimeAgo(before(3 * 86_400_000), 'sr', NOW)).toBe('пре 3 дана');
    expect(formatTimeAgo(before(3 * 86_400_000), 'lat', NOW)).toBe('pre 3 dana');
  });
});
