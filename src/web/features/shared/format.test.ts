import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatEventRange, formatFileSize, formatMonth, todayInPortalZone } from './format.js';

describe('date formatting', () => {
  const instant = '2026-11-05T11:56:00.000Z';

  it('writes dates per locale in Belgrade time', () => {
    expect(formatDate(instant, 'sr')).toBe('5. новембар 2026.');
    expect(formatDate(instant, 'lat')).toBe('5. novembar 2026.');
    expect(formatDate(instant, 'en')).toBe('5 November 2026');
  });

  it('counts the day in Belgrade, not UTC', () => {
    // 23:30 UTC on 5 November is 00:30 on 6 November in Belgrade.
    expect(formatDate('2026-11-05T23:30:00.000Z', 'en')).toBe('6 November 2026');
  });

  it('adds the 24-hour time', () => {
    expect(formatDateTime(instant, 'sr')).toContain('12:56');
    expect(formatDateTime(instant, 'en')).toContain('12:56');
  });

  it('writes an event on one day without repeating the day', () => {
    const range = formatEventRange('2026-11-03T08:00:00.000Z', '2026-11-03T13:00:00.000Z', 'en');
    expect(range).toContain('09:00');
    expect(range).toContain('14:00');
    expect(range.match(/November/g)).toHaveLength(1);
    expect(formatEventRange('2026-11-03T08:00:00.000Z', null, 'en')).toBe(formatDateTime('2026-11-03T08:00:00.000Z', 'en'));
  });

  it('writes calendar days and months without a time zone shift', () => {
    expect(formatDay('2026-03-29', 'en')).toBe('29 March 2026');
    expect(formatDay('2026-11-05', 'sr', true)).toBe('четвртак, 5. новембар 2026.');
    expect(formatMonth('2026-11', 'lat')).toBe('novembar 2026.');
    expect(formatMonth('2026-01', 'en')).toBe('January 2026');
  });
});

describe('formatted dates kept once made', () => {
  it('gives each locale its own text for the same instant, and the right text after many others', () => {
    const iso = '2026-11-05T11:56:00.000Z';
    expect(formatDateTime(iso, 'en')).toBe('5 November 2026 at 12:56');
    expect(formatDateTime(iso, 'sr')).not.toBe(formatDateTime(iso, 'en'));
    // More instants than are kept: the texts are dropped and made again, never mixed up.
    for (let day = 0; day < 2_500; day++) formatDateTime(new Date(Date.UTC(2020, 0, 1) + day * 86_400_000).toISOString(), 'en');
    expect(formatDateTime(iso, 'en')).toBe('5 November 2026 at 12:56');
    expect(formatDateTime('2020-01-01T00:00:00.000Z', 'en')).toBe('1 January 2020 at 01:00');
  });
});

describe('formatFileSize', () => {
  it('keeps small sizes in bytes', () => {
    expect(formatFileSize(0, 'en')).toBe('0 B');
    expect(formatFileSize(999, 'en')).toBe('999 B');
  });

  it('uses SI units with the locale decimal separator', () => {
    expect(formatFileSize(1500, 'en')).toBe('1.5 kB');
    expect(formatFileSize(1500, 'sr')).toBe('1,5 kB');
    expect(formatFileSize(16_666, 'en')).toBe('17 kB');
    expect(formatFileSize(1_500_000, 'lat')).toBe('1,5 MB');
    expect(formatFileSize(2_000_000_000, 'en')).toBe('2 GB');
  });

  it('steps up instead of showing 1000 of a unit', () => {
    expect(formatFileSize(999_960, 'en')).toBe('1 MB');
  });

  it('survives nonsense', () => {
    expect(formatFileSize(Number.NaN, 'en')).toBe('0 B');
    expect(formatFileSize(-5, 'en')).toBe('0 B');
  });
});

describe('todayInPortalZone', () => {
  it('is the Belgrade date', () => {
    expect(todayInPortalZone(new Date('2026-11-05T23:30:00Z'))).toBe('2026-11-06');
    expect(todayInPortalZone(new Date('2026-07-01T12:00:00Z'))).toBe('2026-07-01');
  });
});

describe('texts the server formatted', () => {
  /** A fresh copy of the module, as a new page has, with no formatter made and nothing seeded. */
  async function freshFormat() {
    vi.resetModules();
    return { format: await import('./format.js'), grid: await import('./calendar/month-grid.js') };
  }

  const RealDateTimeFormat = Intl.DateTimeFormat;
  let formattersMade = 0;
  beforeEach(() => {
    formattersMade = 0;
    Intl.DateTimeFormat = new Proxy(RealDateTimeFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        formattersMade += 1;
        return new target(...args);
      },
    });
  });
  afterEach(() => {
    Intl.DateTimeFormat = RealDateTimeFormat;
  });

  it('records every text a render formats, today with the instants its day starts and ends', async () => {
    const { format, grid } = await freshFormat();
    const { result, formattedTexts } = format.recordFormattedTexts(() => {
      format.todayInPortalZone(new Date('2026-03-29T12:00:00Z'));
      grid.weekdayNames('en-GB', 'short');
      return [format.formatDate('2026-11-05T11:56:00.000Z', 'en'), format.formatDay('2026-11-05', 'sr', true), format.formatFileSize(6_700, 'en')];
    });
    expect(result).toEqual(['5 November 2026', 'четвртак, 5. новембар 2026.', '6.7 kB']);
    expect(formattedTexts).toEqual({
      'date|en|2026-11-05T11:56:00.000Z': '5 November 2026',
      'weekday-day|sr|2026-11-05': 'четвртак, 5. новембар 2026.',
      'file-size|en|6700': '6.7 kB',
      'weekdays|en-GB|short': 'Mon\nTue\nWed\nThu\nFri\nSat\nSun',
      // The day of the spring clock change: it starts at 23:00 UTC (CET) and ends at 22:00 UTC (CEST).
      today: `2026-03-29|${Date.parse('2026-03-28T23:00:00Z')}|${Date.parse('2026-03-29T22:00:00Z')}`,
    });
    // Outside a render nothing is recorded.
    expect(format.recordFormattedTexts(() => null).formattedTexts).toEqual({});
  });

  it('hydrates from the seeded texts without making a formatter', async () => {
    const { format, grid } = await freshFormat();
    format.seedFormattedTexts({
      'date|sr|2026-11-05T11:56:00.000Z': 'из сервера',
      'weekdays|sr-Cyrl|short': 'пон\nуто\nсре\nчет\nпет\nсуб\nнед',
      today: `2026-11-06|${Date.parse('2026-11-05T23:00:00Z')}|${Date.parse('2026-11-06T23:00:00Z')}`,
    });
    expect(format.formatDate('2026-11-05T11:56:00.000Z', 'sr')).toBe('из сервера');
    expect(grid.weekdayNames('sr-Cyrl', 'short')).toEqual(['пон', 'уто', 'сре', 'чет', 'пет', 'суб', 'нед']);
    expect(format.todayInPortalZone(new Date('2026-11-06T12:00:00Z'))).toBe('2026-11-06');
    expect(formattersMade).toBe(0);

    // A text the page did not hold, or a day after the server's, is formatted here.
    expect(format.formatDate('2026-11-06T11:56:00.000Z', 'sr')).toBe('6. новембар 2026.');
    expect(format.todayInPortalZone(new Date('2026-11-06T23:30:00Z'))).toBe('2026-11-07');
    expect(formattersMade).toBeGreaterThan(0);
  });
});
