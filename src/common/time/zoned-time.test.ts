import { describe, expect, it } from 'vitest';
import { isoToZonedInput, zonedDateKey, zonedInputToIso } from './zoned-time.js';

const BELGRADE = 'Europe/Belgrade';

describe('zoned date-time inputs', () => {
  it('read a wall time in the portal zone, winter (+1) and summer (+2)', () => {
    expect(zonedInputToIso('2026-01-15T10:00', BELGRADE)).toBe('2026-01-15T09:00:00.000Z');
    expect(zonedInputToIso('2026-07-15T10:00', BELGRADE)).toBe('2026-07-15T08:00:00.000Z');
    expect(zonedInputToIso('2026-07-15T00:30', BELGRADE)).toBe('2026-07-14T22:30:00.000Z');
  });

  it('show an instant as the wall time of the zone', () => {
    expect(isoToZonedInput('2026-01-15T09:00:00.000Z', BELGRADE)).toBe('2026-01-15T10:00');
    expect(isoToZonedInput('2026-07-14T22:30:00.000Z', BELGRADE)).toBe('2026-07-15T00:30');
    expect(isoToZonedInput('2026-03-29T01:00:00.000Z', 'UTC')).toBe('2026-03-29T01:00');
  });

  it('round-trip around the clock changes', () => {
    for (const iso of ['2026-03-29T00:59:00.000Z', '2026-03-29T01:00:00.000Z', '2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z']) {
      const input = isoToZonedInput(iso, BELGRADE);
      const back = zonedInputToIso(input, BELGRADE)!;
      expect(isoToZonedInput(back, BELGRADE), iso).toBe(input);
    }
  });

  it('give nothing for empty or malformed values', () => {
    expect(zonedInputToIso('', BELGRADE)).toBeNull();
    expect(zonedInputToIso('15.01.2026 10:00', BELGRADE)).toBeNull();
    expect(isoToZonedInput(null, BELGRADE)).toBe('');
    expect(isoToZonedInput('not a date', BELGRADE)).toBe('');
  });

  it('give the calendar date of the zone, not of UTC', () => {
    expect(zonedDateKey('2026-07-14T22:30:00.000Z', BELGRADE)).toBe('2026-07-15');
    expect(zonedDateKey('2026-01-15T22:59:59.000Z', BELGRADE)).toBe('2026-01-15');
    expect(zonedDateKey('2026-01-15T23:00:00.000Z', BELGRADE)).toBe('2026-01-16');
  });
});
