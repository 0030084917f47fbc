import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, icsDateTime, renderCalendar } from './feeds.js';

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets as it is and folds the 76th onto a line starting with a space', () => {
    expect(foldIcsLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldIcsLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
    expect(foldIcsLine('a'.repeat(75 + 74 + 1))).toBe(`${'a'.repeat(75)}\r\n ${'a'.repeat(74)}\r\n a`);
  });

  it('never splits a UTF-8 sequence, counting octets rather than characters', () => {
    const folded = foldIcsLine(`SUMMARY:${'Ђ'.repeat(60)}😀`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'Ђ'.repeat(60)}😀`);
    expect(folded.split('\r\n')[0]).toBe(`SUMMARY:${'Ђ'.repeat(33)}`); // 8 + 66 octets; one more would be 76
  });
});

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and line breaks, in that order', () => {
    expect(escapeIcsText('a\\b; c, d\r\ne\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });
});

describe('renderCalendar', () => {
  it('writes UTC times, CRLF line ends and leaves DTEND out of an event without an end', () => {
    expect(icsDateTime('2024-05-20T10:00:00.000Z')).toBe('20240520T100000Z');
    const ics = renderCalendar({ name: 'N', description: 'D', url: 'https://x.rs/' }, [
      { uid: 'article-1@x.rs', start: '2024-05-20T10:00:00.000Z', end: null, updatedAt: '2024-05-01T08:00:00.000Z', summary: 'S', description: '', url: 'https://x.rs/a' },
    ]);
    expect(ics.split('\r\n').slice(-9)).toEqual([
      'UID:article-1@x.rs',
      'DTSTAMP:20240501T080000Z',
      'LAST-MODIFIED:20240501T080000Z',
      'DTSTART:20240520T100000Z',
      'SUMMARY:S',
      'URL:https://x.rs/a',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
