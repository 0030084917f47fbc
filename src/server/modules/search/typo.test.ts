import { describe, expect, it } from 'vitest';
import { deletions, withinOneEdit } from './typo.js';

describe('deletions', () => {
  it('leaves out each letter once, without repeats', () => {
    expect(deletions('okvir').sort()).toEqual(['kvir', 'ovir', 'okir', 'okvr', 'okvi'].sort());
    expect(deletions('aab').sort()).toEqual(['ab', 'aa'].sort());
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['kvalifikacij', 'kvalifikacij'],
    ['kvalifikacj', 'kvalifikacij'],
    ['kvallifikacij', 'kvalifikacij'],
    ['kvalofikacij', 'kvalifikacij'],
    ['kvailfikacij', 'kvalifikacij'],
    ['okvir', 'okvira'],
  ])('%s ~ %s', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(true);
    expect(withinOneEdit(b, a)).toBe(true);
  });

  it.each([
    ['kvalifikacij', 'kvalifikaci'.slice(0, 9)],
    ['okvir', 'okviri2'],
    ['skola', 'sloka'],
    ['abcd', 'badc'],
  ])('%s is more than one edit from %s', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(false);
  });
});
