import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INTEGER_MAX, idFromText } from './numbers.js';
import { idSchema, pageQuerySchema, wholeNumberSchema } from './schemas/common.js';

/** Text that Number() reads as a number, but that no path or query should give for one. */
const NOT_DIGITS = [' 1', '1 ', '\t1', '+1', '-1', '01', '1e0', '0x1', '0b1', '1.0', '1_0', '１', '٣', '', ' '];

describe('idFromText', () => {
  it('reads ASCII digits from 1 to INTEGER_MAX, and nothing else', () => {
    expect(idFromText('1')).toBe(1);
    expect(idFromText('2147483647')).toBe(INTEGER_MAX);
    for (const text of [...NOT_DIGITS, '0', '2147483648', '99999999999999999999']) expect(idFromText(text), JSON.stringify(text)).toBeNull();
  });
});

describe('wholeNumberSchema', () => {
  it('takes a number from JSON or its digits from a path or a query, within its bounds', () => {
    const schema = wholeNumberSchema(0, 10);
    expect(schema.parse(0)).toBe(0);
    expect(schema.parse('10')).toBe(10);
    for (const value of [...NOT_DIGITS, 11, '11', -1, 1.5, null, true]) expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });

  it('is the rule of ids and pages: nothing past an integer column', () => {
    expect(idSchema.parse(String(INTEGER_MAX))).toBe(INTEGER_MAX);
    for (const value of [INTEGER_MAX + 1, String(INTEGER_MAX + 1), 0, '0', ' 1']) expect(idSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    const page = z.object(pageQuerySchema);
    expect(page.parse({})).toEqual({ page: 1, limit: 20 });
    expect(page.safeParse({ page: '1e3' }).success).toBe(false);
    expect(() => wholeNumberSchema(1, INTEGER_MAX + 1).parse(INTEGER_MAX + 1)).toThrow();
  });
});
