import { describe, expect, it } from 'vitest';
import { MAX_INDENT_LEVEL, clampIndentLevel, indentLevelOfMargin, parseIndentLevel, shiftIndentLevel } from './indent-level.js';

describe('indent levels (1 to 8, SPEC §9)', () => {
  it('clamps any number to a whole level within 0..8', () => {
    expect([-3, 0, 2.7, 8, 9, 100, Number.NaN, Number.POSITIVE_INFINITY].map(clampIndentLevel)).toEqual([0, 0, 2, 8, 8, 8, 0, 0]);
    expect(MAX_INDENT_LEVEL).toBe(8);
  });

  it('reads only data-indent values 1..8', () => {
    expect(['1', ' 8 ', '0', '9', '-1', '2.5', 'x', '', null, undefined].map(parseIndentLevel)).toEqual([1, 8, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('shifts one level and stops at 0 and 8', () => {
    expect([shiftIndentLevel(0, 1), shiftIndentLevel(7, 1), shiftIndentLevel(8, 1), shiftIndentLevel(1, -1), shiftIndentLevel(0, -1), shiftIndentLevel(12, -1)]).toEqual([1, 8, 8, 0, 0, 7]);
  });

  it('turns a pasted left margin into levels of half an inch', () => {
    expect(['36pt', '72.0pt', '1.27cm', '48px', '0.5in', '12.7mm', '10pt', '0cm', '-36pt', '500pt', '2em', 'auto'].map(indentLevelOfMargin)).toEqual([1, 2, 1, 1, 1, 1, 0, 0, 0, 8, 0, 0]);
  });
});
