import { describe, expect, it } from 'vitest';
import { addDays, buildMonthGrid, daysInMonth, moveInMonth, shiftMonth, weekdayIndex, weekdayNames } from './month-grid.js';

describe('buildMonthGrid', () => {
  it('lays a month out in Monday-first weeks', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = buildMonthGrid('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[1]![0]).toBe('2026-11-02');
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('needs only four rows for a February starting on Monday', () => {
    const weeks = buildMonthGrid('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe('2027-02-01');
    expect(weeks[3]![6]).toBe('2027-02-28');
  });

  it('knows leap years', () => {
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-02')).toBe(28);
    expect(buildMonthGrid('2028-02').flat().filter(Boolean)).toHaveLength(29);
  });

  it('is not moved by daylight saving changes', () => {
    // The last Sunday of March 2026 is the 29th; the grid must still hold every date once.
    const dates = buildMonthGrid('2026-03').flat().filter(Boolean);
    expect(dates).toHaveLength(31);
    expect(new Set(dates).size).toBe(31);
  });

  it('rejects what is not a month', () => {
    expect(() => buildMonthGrid('2026-13')).toThrow(RangeError);
    expect(() => buildMonthGrid('nonsense')).toThrow(RangeError);
  });
});

describe('month and day arithmetic', () => {
  it('shifts months across years', () => {
    expect(shiftMonth('2026-11', 1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-05', -17)).toBe('2024-12');
  });

  it('adds days and names weekdays Monday first', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(weekdayIndex('2026-11-02')).toBe(0);
    expect(weekdayIndex('2026-11-01')).toBe(6);
    expect(weekdayNames('en-GB', 'short')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('sr-Cyrl', 'long')[0]).toBe('понедељак');
  });
});

describe('moveInMonth', () => {
  it('moves by days and weeks', () => {
    expect(moveInMonth('2026-11-10', 'ArrowLeft')).toBe('2026-11-09');
    expect(moveInMonth('2026-11-10', 'ArrowRight')).toBe('2026-11-11');
    expect(moveInMonth('2026-11-10', 'ArrowUp')).toBe('2026-11-03');
    expect(moveInMonth('2026-11-10', 'ArrowDown')).toBe('2026-11-17');
  });

  it('goes to the start and end of the week, staying in the month', () => {
    expect(moveInMonth('2026-11-11', 'Home')).toBe('2026-11-09');
    expect(moveInMonth('2026-11-11', 'End')).toBe('2026-11-15');
    expect(moveInMonth('2026-11-01', 'Home')).toBe('2026-11-01');
    expect(moveInMonth('2026-11-30', 'End')).toBe('2026-11-30');
  });

  it('does not leave the month and ignores other keys', () => {
    expect(moveInMonth('2026-11-01', 'ArrowLeft')).toBeNull();
    expect(moveInMonth('2026-11-28', 'ArrowDown')).toBeNull();
    expect(moveInMonth('2026-11-10', 'Enter')).toBeNull();
  });
});
