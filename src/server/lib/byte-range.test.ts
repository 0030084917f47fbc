import { describe, expect, it } from 'vitest';
import {
  contentRangeOf,
  isIfRangeMet,
  matchesIfNoneMatch,
  parseContentRange,
  parseRangeHeader,
  rangeHeaderOf,
  resolveRange,
  unsatisfiedRangeOf,
} from './byte-range.js';

describe('parseRangeHeader', () => {
  it.each([
    ['bytes=0-499', { first: 0, last: 499 }],
    ['bytes=500-', { first: 500, last: null }],
    ['bytes=-500', { suffixLength: 500 }],
    ['bytes=7-7', { first: 7, last: 7 }],
    ['BYTES=1-2', { first: 1, last: 2 }],
    ['bytes=0001-0002', { first: 1, last: 2 }],
    // Empty list elements and whitespace around commas are allowed by the list syntax.
    ['bytes= 1-2 ,', { first: 1, last: 2 }],
    ['bytes=,1-2', { first: 1, last: 2 }],
  ])('reads %j', (header, expected) => {
    expect(parseRangeHeader(header)).toEqual(expected);
  });

  it('keeps positions past any file as digits a request can carry', () => {
    expect(parseRangeHeader(`bytes=${'9'.repeat(30)}-`)).toEqual({ first: Number.MAX_SAFE_INTEGER, last: null });
    expect(parseRangeHeader(`bytes=-${'9'.repeat(400)}`)).toEqual({ suffixLength: Number.MAX_SAFE_INTEGER });
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another unit', 'items=0-5'],
    ['no unit', '0-5'],
    ['no range', 'bytes='],
    ['a lone dash', 'bytes=-'],
    ['a last position before the first', 'bytes=5-4'],
    ['a sign', 'bytes=+1-2'],
    ['a fraction', 'bytes=1.5-2'],
    ['a negative suffix', 'bytes=--5'],
    ['three parts', 'bytes=1-2-3'],
    ['letters', 'bytes=a-b'],
    ['several ranges', 'bytes=0-1,5-6'],
    ['several suffixes', 'bytes=-1, -2'],
  ])('ignores %s', (_, header) => {
    expect(parseRangeHeader(header)).toBeNull();
  });
});

describe('resolveRange', () => {
  it('gives inclusive positions, cutting a last position past the end', () => {
    expect(resolveRange({ first: 0, last: 499 }, 1000)).toEqual({ start: 0, end: 499 });
    expect(resolveRange({ first: 500, last: null }, 1000)).toEqual({ start: 500, end: 999 });
    expect(resolveRange({ first: 990, last: 5000 }, 1000)).toEqual({ start: 990, end: 999 });
    expect(resolveRange({ first: 999, last: 999 }, 1000)).toEqual({ start: 999, end: 999 });
  });

  it('takes the last bytes for a suffix, the whole file when it is longer', () => {
    expect(resolveRange({ suffixLength: 100 }, 1000)).toEqual({ start: 900, end: 999 });
    expect(resolveRange({ suffixLength: 5000 }, 1000)).toEqual({ start: 0, end: 999 });
  });

  it('finds no byte in a range starting at or past the end, a zero suffix or an empty file', () => {
    expect(resolveRange({ first: 1000, last: null }, 1000)).toBeNull();
    expect(resolveRange({ first: 1000, last: 2000 }, 1000)).toBeNull();
    expect(resolveRange({ suffixLength: 0 }, 1000)).toBeNull();
    expect(resolveRange({ first: 0, last: null }, 0)).toBeNull();
    expect(resolveRange({ suffixLength: 5 }, 0)).toBeNull();
  });
});

describe('range headers', () => {
  it('writes Range, Content-Range and the Content-Range of a 416', () => {
    expect(rangeHeaderOf({ start: 2, end: 9 })).toBe('bytes=2-9');
    expect(contentRangeOf({ start: 2, end: 9 }, 10)).toBe('bytes 2-9/10');
    expect(unsatisfiedRangeOf(10)).toBe('bytes */10');
  });

  it('reads a well-formed Content-Range only', () => {
    expect(parseContentRange('bytes 2-9/10')).toEqual({ range: { start: 2, end: 9 }, size: 10 });
    for (const header of [undefined, '', 'bytes */10', 'bytes 2-9/*', 'bytes 9-2/10', 'bytes 2-10/10', 'items 2-9/10']) {
      expect(parseContentRange(header), header).toBeNull();
    }
  });
});

describe('isIfRangeMet', () => {
  const etag = '"0123abcd"';

  it('holds without If-Range, and with the current strong ETag', () => {
    expect(isIfRangeMet(undefined, etag)).toBe(true);
    expect(isIfRangeMet('"0123abcd"', etag)).toBe(true);
    expect(isIfRangeMet(' "0123abcd" ', etag)).toBe(true);
  });

  it('fails for another ETag, a weak one and any date (no Last-Modified is sent)', () => {
    expect(isIfRangeMet('"ffff"', etag)).toBe(false);
    expect(isIfRangeMet('W/"0123abcd"', etag)).toBe(false);
    expect(isIfRangeMet('0123abcd', etag)).toBe(false);
    expect(isIfRangeMet('Wed, 21 Oct 2015 07:28:00 GMT', etag)).toBe(false);
  });
});

describe('matchesIfNoneMatch', () => {
  const etag = '"0123abcd"';

  it('matches the ETag in a list, weakly, and *', () => {
    expect(matchesIfNoneMatch('"0123abcd"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"ffff", W/"0123abcd"', etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
  });

  it('does not match without the header or with other tags', () => {
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch('"ffff", "eeee"', etag)).toBe(false);
  });
});
