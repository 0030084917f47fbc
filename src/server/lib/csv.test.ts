import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvStream, csvText, startsLikeFormula } from './csv.js';

/** Cells that a spreadsheet would run, as OWASP lists them, with spaces before and full-width signs. */
const FORMULAS = ['=HYPERLINK("http://evil","x")', '+1+1', '-2+3', '@SUM(1)', '\t=1', '\r=1', ' =1', '  \t+A1', '\u00a0@A1', '\n-1', '＝1+1', '＋1', '－1', '＠SUM(1)'];
const PLAIN = ['Струковни информатичар', 'a=b', '1-2', "it's", '', 'x @ y', '0613', 'е-управа'];

describe('startsLikeFormula', () => {
  it('holds for every start of a formula, also after the spaces a spreadsheet trims', () => {
    for (const cell of FORMULAS) expect(startsLikeFormula(cell), JSON.stringify(cell)).toBe(true);
  });

  it('does not hold for text that only contains the signs', () => {
    for (const cell of PLAIN) expect(startsLikeFormula(cell), JSON.stringify(cell)).toBe(false);
  });
});

describe('csvText', () => {
  it('writes a text cell that could start a formula quoted, after a single quote, and leaves other cells alone', () => {
    const csv = csvText([['title', 'credits'], ...FORMULAS.map((cell, i) => [cell, i]), ...PLAIN.map((cell) => [cell, null])]);
    expect(csv.startsWith('\uFEFFtitle,credits\r\n')).toBe(true);
    expect(csv).toContain('"\'=HYPERLINK(""http://evil"",""x"")",0\r\n');
    expect(csv).toContain('"\'+1+1",1\r\n');
    expect(csv).toContain('"\' =1",6\r\n');
    const rows = parse(csv, { bom: true }) as string[][];
    expect(rows.slice(1, FORMULAS.length + 1).map((row) => row[0])).toEqual(FORMULAS.map((cell) => `'${cell}`));
    expect(rows.slice(FORMULAS.length + 1).map((row) => row[0])).toEqual(PLAIN);
  });

  it('keeps numbers as numbers, negative ones included, while text that looks like one is made inert', () => {
    const csv = csvText([[-2, '-2', 1.5, 0]]);
    expect(csv).toBe('\uFEFF-2,"\'-2",1.5,0\r\n');
  });

  it('quotes a line break inside a cell, so no spreadsheet breaks the row there', () => {
    expect(csvText([['Зна хардвер\nЗна мреже', 'x']])).toBe('\uFEFF"Зна хардвер\nЗна мреже",x\r\n');
  });
});

describe('csvStream', () => {
  it('writes the header and every row the same way as csvText', async () => {
    // Read as bytes: a text decoder would drop the byte order mark.
    const csv = (await buffer(Readable.from([['=1', 7], ['ok', -7]]).pipe(csvStream(['summary', 'entity_id'])))).toString('utf8');
    expect(csv).toBe('\uFEFFsummary,entity_id\r\n"\'=1",7\r\nok,-7\r\n');
  });
});
