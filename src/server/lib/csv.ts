import { type CastReturnObject, type Options, type Stringifier, stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/**
 * Every CSV file the portal writes is written here, so that each one is safe to open in a
 * spreadsheet: RFC 4180 with CRLF records, UTF-8 with a byte order mark (spreadsheet programs then
 * read the Cyrillic right), a line break inside a cell quoted (spreadsheets break rows at a bare
 * LF too), and no text cell that a spreadsheet would run as a formula.
 */

/**
 * What a spreadsheet takes for the start of a formula (OWASP, "CSV injection"): `=`, `+`, `-`,
 * `@`, a tab or a carriage return, and the full-width forms of the four signs, which some
 * spreadsheets read as the same.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Whether a spreadsheet could read the text as a formula, also once it trims the spaces before it. */
export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text) || FORMULA_START.test(text.trimStart());
}

/**
 * A text cell as it is written: one that could start a formula gets a single quote before it and
 * double quotes around it, as OWASP advises, so a spreadsheet shows it as text and runs nothing.
 * Numbers are not text: the portal writes them as numbers (csv-stringify's own cast), so a
 * negative number stays a number, while text that looks like one ("-2+3") is made inert.
 */
export function inertTextCell(text: string): string | CastReturnObject {
  return startsLikeFormula(text) ? { value: `'${text}`, quoted: true } : text;
}

const SPREADSHEET_SAFE: Options = {
  bom: true,
  record_delimiter: 'windows',
  quoted_match: /[\r\n]/,
  cast: { string: inertTextCell },
};

/** Rows (the first one may be a header or a notice) as the text of a CSV file. */
export function csvText(rows: readonly (readonly unknown[])[]): string {
  return stringifySync(rows as unknown[][], SPREADSHEET_SAFE);
}

/** A stream that takes rows (arrays, in the order of `columns`) and gives a CSV file with `columns` as its header. */
export function csvStream(columns: readonly string[]): Stringifier {
  return stringify({ ...SPREADSHEET_SAFE, header: true, columns: [...columns] });
}
