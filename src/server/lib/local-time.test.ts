import { describe, expect, it } from 'vitest';
import { addDays, currentMonth, localDateKey, localTimeToIso, monthBounds } from './local-time.js';

const HOUR = 3600_000;

describe('localTimeToIso', () => {
  it('is one hour ahead of UTC in winter and two in summer', () => {
    expect(localTimeToIso(2024, 1, 15, 12)).toBe('2024-01-15T11:00:00.000Z');
    expect(localTimeToIso(2024, 7, 15, 12, 30)).toBe('2024-07-15T10:30:00.000Z');
    expect(localTimeToIso(2024, 1, 1)).toBe('2023-12-31T23:00:00.000Z');
  });

  it('handles the hours around the spring change (last Sunday of March, 02:00 → 03:00)', () => {
    expect(localTimeToIso(2024, 3, 31, 1, 59)).toBe('2024-03-31T00:59:00.000Z');
    expect(localTimeToIso(2024, 3, 31, 3, 0)).toBe('2024-03-31T01:00:00.000Z');
    // 02:30 does not exist that day; it is read as 03:30 summer time.
    expect(localTimeToIso(2024, 3, 31, 2, 30)).toBe('2024-03-31T01:30:00.000Z');
  });

  it('handles the hours around the autumn change (last Sunday of October, 03:00 → 02:00)', () => {
    expect(localTimeToIso(2024, 10, 27, 1, 30)).toBe('2024-10-26T23:30:00.000Z');
    expect(localTimeToIso(2024, 10, 27, 4, 0)).toBe('2024-10-27T03:00:00.000Z');
    // 02:30 happens twice; either reading is a real 02:30 local time.
    expect(['2024-10-27T00:30:00.000Z', '2024-10-27T01:30:00.000Z']).toContain(localTimeToIso(2024, 10, 27, 2, 30));
  });

  it('round-trips with localDateKey for every hour of a leap year', () => {
    for (let day = 0; day < 366; day++) {
      const date = addDays('2024-01-01', day);
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      for (let hour = 0; hour < 24; hour++) expect(localDateKey(localTimeToIso(y, m, d, hour))).toBe(date);
    }
  });
});

describe('monthBounds', () => {
  it('spans a winter month from local midnight to local midnight', () => {
    expect(monthBounds('2024-01')).toEqual({ from: '2023-12-31T23:00:00.000Z', to: '2024-01-31T23:00:00.000Z', days: 31 });
  });

  it('is an hour short in March (spring change) and an hour long in October (autumn change)', () => {
    const march = monthBounds('2024-03');
    expect(march).toEqual({ from: '2024-02-29T23:00:00.000Z', to: '2024-03-31T22:00:00.000Z', days: 31 });
    expect(Date.parse(march.to) - Date.parse(march.from)).toBe((31 * 24 - 1) * HOUR);
    const october = monthBounds('2024-10');
    expect(october).toEqual({ from: '2024-09-30T22:00:00.000Z', to: '2024-10-31T23:00:00.000Z', days: 31 });
    expect(Date.parse(october.to) - Date.parse(october.from)).toBe((31 * 24 + 1) * HOUR);
  });

  it('counts the days of February in leap and common years, and crosses the year in December', () => {
    expect(monthBounds('2024-02').days).toBe(29);
    expect(monthBounds('2023-02').days).toBe(28);
    expect(monthBounds('2100-02').days).toBe(28);
    expect(monthBounds('2024-12')).toEqual({ from: '2024-11-30T23:00:00.000Z', to: '2024-12-31T23:00:00.000Z', days: 31 });
  });

  it('makes consecutive months meet without gap or overlap', () => {
    for (let m = 1; m < 12; m++) {
      const month = `2025-${String(m).padStart(2, '0')}`;
      const next = `2025-${String(m + 1).padStart(2, '0')}`;
      expect(monthBounds(month).to).toBe(monthBounds(next).from);
    }
  });

  it('contains exactly the instants whose local date is in the month', () => {
    const { from, to } = monthBounds('2024-03');
    expect(localDateKey(from)).toBe('2024-03-01');
    expect(localDateKey(new Date(Date.parse(from) - 1).toISOString())).toBe('2024-02-29');
    expect(localDateKey(new Date(Date.parse(to) - 1).toISOString())).toBe('2024-03-31');
    expect(localDateKey(to)).toBe('2024-04-01');
  });
});

describe('localDateKey near midnight', () => {
  it.each([
    ['2024-06-30T21:59:59.999Z', '2024-06-30'],
    ['2024-06-30T22:00:00.000Z', '2024-07-01'],
    ['2024-12-31T22:59:59.999Z', '2024-12-31'],
    ['2024-12-31T23:00:00.000Z', '2025-01-01'],
    ['2024-03-30T23:30:00.000Z', '2024-03-31'],
    ['2024-03-31T21:59:00.000Z', '2024-03-31'],
    ['2024-03-31T22:00:00.000Z', '2024-04-01'],
    ['2024-10-26T21:59:00.000Z', '2024-10-26'],
    ['2024-10-26T22:00:00.000Z', '2024-10-27'],
    ['2024-10-27T22:59:00.000Z', '2024-10-27'],
    ['2024-10-27T23:00:00.000Z', '2024-10-28'],
  ])('%s is %s in Belgrade', (iso, date) => {
    expect(localDateKey(iso)).toBe(date);
  });

  it('accepts offsets other than Z', () => {
    expect(localDateKey('2024-06-30T23:30:00+01:00')).toBe('2024-07-01');
  });
});

describe('currentMonth', () => {
  it('is the Belgrade month, which starts an hour or two before the UTC one', () => {
    expect(currentMonth(new Date('2024-01-31T22:59:59Z'))).toBe('2024-01');
    expect(currentMonth(new Date('2024-01-31T23:30:00Z'))).toBe('2024-02');
    expect(currentMonth(new Date('2024-06-30T22:30:00Z'))).toBe('2024-07');
    expect(currentMonth(new Date('2024-12-31T23:00:00Z'))).toBe('2025-01');
  });
});

describe('addDays', () => {
  it('steps calendar dates across month and year ends, leap days and both DST changes', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-03-30', 1)).toBe('2024-03-31');
    expect(addDays('2024-03-31', 1)).toBe('2024-04-01');
    expect(addDays('2024-10-27', 1)).toBe('2024-10-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });
});
