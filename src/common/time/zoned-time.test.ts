import { describe, expect, it } from 'vitest';
import { isoToZonedInput, wallClockAt, zonedDateKey, zonedInputToIso } from './zoned-time.js';

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

describe('the wall clock of an instant', () => {
  /** What Intl says, field by field. */
  function intlWallClock(instant: number, timeZone: string) {
    const format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map(({ type, value }) => [type, Number(value)]));
    return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
  }

  it('agrees with Intl across clock changes, in whole-hour, half-hour and quarter-hour zones', () => {
    const spans = [
      ['Europe/Belgrade', '2026-03-28T22:00:00Z', '2026-03-29T04:00:00Z'],
      ['Europe/Belgrade', '2026-10-24T22:00:00Z', '2026-10-25T04:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T13:00:00Z', '2026-04-04T17:00:00Z'],
      ['Asia/Kathmandu', '2026-06-01T00:00:00Z', '2026-06-01T03:00:00Z'],
      ['America/St_Johns', '2026-11-01T02:00:00Z', '2026-11-01T06:00:00Z'],
    ] as const;
    for (const [zone, from, to] of spans) {
      // Seven minutes and three seconds apart: every quarter hour, at changing offsets into it.
      for (let instant = Date.parse(from); instant <= Date.parse(to); instant += 7 * 60_000 + 3_000) {
        expect(wallClockAt(instant, zone), `${zone} ${new Date(instant).toISOString()}`).toEqual(intlWallClock(instant, zone));
      }
    }
  });
});
