import { describe, expect, it } from 'vitest';
import { addDays, defaultPeriod, everyDay, summarise } from './search-insights-days.js';

describe('search insights days', () => {
  it('counts calendar days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('by default covers the last 30 days up to today in Belgrade', () => {
    // 23:30 UTC on 31 December is already 1 January in Belgrade.
    expect(defaultPeriod(new Date('2025-12-31T23:30:00Z'))).toEqual({ from: '2025-12-03', to: '2026-01-01' });
  });

  it('puts every day of the period on the axis, days without searches as zero', () => {
    expect(everyDay('2026-03-30', '2026-04-02', [{ day: '2026-04-01', searches: 4 }])).toEqual([
      { day: '2026-03-30', searches: 0 },
      { day: '2026-03-31', searches: 0 },
      { day: '2026-04-01', searches: 4 },
      { day: '2026-04-02', searches: 0 },
    ]);
  });

  it('sums the searches and finds the first busiest day', () => {
    const days = [
      { day: '2026-04-01', searches: 2 },
      { day: '2026-04-02', searches: 5 },
      { day: '2026-04-03', searches: 5 },
    ];
    expect(summarise(days)).toEqual({ total: 12, busiest: { day: '2026-04-02', searches: 5 } });
    expect(summarise([{ day: '2026-04-01', searches: 0 }])).toEqual({ total: 0, busiest: null });
  });
});
