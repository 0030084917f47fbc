import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { type QualificationInput, qualificationInputSchema } from '../../../common/schemas/qualifications.js';
import type { SessionUser } from '../../../common/schemas/user.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import type { ContentInput } from '../content/content-type.js';
import type { SaveAudit } from '../content/content-audit.js';
import { createMany } from '../content/content.service.js';
import { qualificationType } from './qualification.content-type.js';
import { findAwardingBodySerbianNames, findTakenCodes } from './qualification.repository.js';

/**
 * Qualifications from a CSV file in the columns of the register's open data (so an export can be
 * edited in a spreadsheet and imported into another portal). Every row is checked as a save would
 * check it, and the file is imported whole or not at all: the editor sees each row's errors first.
 */

/** One file holds at most this many rows; a bigger register is imported in parts. */
export const IMPORT_ROWS_MAX = 5000;
export const IMPORT_BYTES_MAX = 10 * 1024 * 1024;

export interface ImportRowReport {
  /** The row's line in the file (1 is the first line). */
  line: number;
  code: string;
  title: string;
  /** Column → what is wrong with it; empty when the row can be imported. */
  errors: Record<string, string>;
}

export interface ImportReport {
  rows: ImportRowReport[];
  valid: number;
  invalid: number;
}

/** Where each input field comes from: the column of the open data CSV. */
const COLUMN_OF_FIELD: Record<string, string> = {
  code: 'code',
  level: 'nqf_level',
  type: 'type',
  field: 'field_code',
  credits: 'credits_ects',
  hours: 'hours',
  acquisitionWays: 'acquisition_ways',
  awardingBodyIds: 'awarding_bodies_sr',
  registerStatus: 'register_status',
  registeredOn: 'registered_on',
  validUntil: 'valid_until',
  status: 'status',
  'translations.sr.title': 'title_sr',
  'translations.sr.description': 'description_sr',
  'translations.sr.knowledge': 'knowledge_sr',
  'translations.sr.skills': 'skills_sr',
  'translations.sr.autonomy': 'autonomy_sr',
  'translations.sr.entryRequirements': 'entry_requirements_sr',
  'translations.en.title': 'title_en',
  'translations.en.description': 'description_en',
  'translations.en.knowledge': 'knowledge_en',
  'translations.en.skills': 'skills_en',
  'translations.en.autonomy': 'autonomy_en',
  'translations.en.entryRequirements': 'entry_requirements_en',
};
const REQUIRED_COLUMNS = ['code', 'title_sr', 'nqf_level', 'type', 'field_code', 'registered_on'];

const list = (text: string | undefined) =>
  (text ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
const number = (text: string | undefined) => (text?.trim() ? Number(text.trim()) : null);

/** A record of the file: the line it starts on (1 is the first) and its cells. */
interface CsvRecord {
  line: number;
  cells: string[];
}

const CR = 0x0d;
const LF = 0x0a;

/**
 * The line (1 is the first) of each byte offset of `bytes`, asked in ascending order: CRLF, LF and
 * CR each end a line. (csv-parse's own count takes a CRLF inside a quoted cell for two lines.)
 */
function lineOfOffset(bytes: Buffer): (offset: number) => number {
  let at = 0;
  let line = 1;
  return (offset) => {
    for (; at < offset; at++) if (bytes[at] === LF || (bytes[at] === CR && bytes[at + 1] !== LF)) line++;
    return line;
  };
}

/**
 * Every record of the file with the line it starts on. Records may end in CRLF, LF or CR, mixed
 * in one file (a header saved by one program, rows added by another); left to guess, csv-parse
 * would take the first line's ending for the only one and run the other lines into one record.
 */
function parseRecords(csv: string): CsvRecord[] {
  let rows: { record: string[]; info: { bytes: number } }[];
  try {
    // The column count is checked row by row, to name each line it is wrong on; the licence line before the header has one column.
    rows = parse(csv, { bom: true, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as typeof rows;
  } catch (error) {
    throw new AppError('VALIDATION_FAILED', 400, `The file is not valid CSV: ${(error as Error).message}`);
  }
  // csv-parse tells where each record ends, in bytes: the next starts there, after any empty lines.
  const bytes = Buffer.from(csv, 'utf8');
  const lineOf = lineOfOffset(bytes);
  return rows.map((row, i) => {
    let start = i === 0 ? 0 : rows[i - 1]!.info.bytes;
    while (bytes[start] === CR || bytes[start] === LF) start++;
    // A line break inside a cell (an outcome a line) is kept as the dashboard's forms write it.
    return { line: lineOf(start), cells: row.record.map((cell) => cell.replace(/\r\n?/g, '\n')) };
  });
}

/** The records of the file, from its header row on (the open data file starts with a licence line). */
function readRecords(csv: string): { header: string[]; records: CsvRecord[] } {
  const rows = parseRecords(csv);
  const headerAt = rows.findIndex((row) => row.cells[0]?.trim() === 'code');
  if (headerAt < 0) throw new AppError('VALIDATION_FAILED', 400, `No header row: the first column of the header is "code" (columns: ${REQUIRED_COLUMNS.join(', ')}, …)`);
  const header = rows[headerAt]!.cells.map((name) => name.trim());
  const missing = REQUIRED_COLUMNS.filter((name) => !header.includes(name));
  if (missing.length > 0) throw new AppError('VALIDATION_FAILED', 400, `Columns missing: ${missing.join(', ')}`);
  const records = rows.slice(headerAt + 1);
  if (records.length > IMPORT_ROWS_MAX) throw new AppError('VALIDATION_FAILED', 400, `At most ${IMPORT_ROWS_MAX} qualifications a file; this one has ${records.length}`);
  return { header, records };
}

/** A row as the admin API's input (awarding bodies by their Serbian name), before it is checked. */
function toInput(cell: (column: string) => string | undefined, bodyIds: Map<string, number>, unknownBodies: string[]) {
  const texts = (locale: 'sr' | 'en') => ({
    title: cell(`title_${locale}`) ?? '',
    description: cell(`description_${locale}`) ?? '',
    knowledge: cell(`knowledge_${locale}`) ?? '',
    skills: cell(`skills_${locale}`) ?? '',
    autonomy: cell(`autonomy_${locale}`) ?? '',
    entryRequirements: cell(`entry_requirements_${locale}`) ?? '',
  });
  const bodies = list(cell('awarding_bodies_sr'));
  for (const name of bodies) if (!bodyIds.has(name.normalize('NFC'))) unknownBodies.push(name);
  return {
    status: cell('status')?.trim() || 'draft',
    code: cell('code') ?? '',
    level: cell('nqf_level')?.trim(),
    type: cell('type')?.trim(),
    field: cell('field_code')?.trim(),
    credits: number(cell('credits_ects')),
    hours: number(cell('hours')),
    acquisitionWays: list(cell('acquisition_ways')).length > 0 ? list(cell('acquisition_ways')) : ['formal'],
    awardingBodyIds: bodies.flatMap((name) => bodyIds.get(name.normalize('NFC')) ?? []),
    registerStatus: cell('register_status')?.trim() || 'active',
    registeredOn: cell('registered_on')?.trim(),
    validUntil: cell('valid_until')?.trim() || null,
    translations: { sr: texts('sr'), en: cell('title_en')?.trim() ? texts('en') : null },
  };
}

function columnOf(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String);
  for (let length = path.length; length > 0; length--) {
    const column = COLUMN_OF_FIELD[path.slice(0, length).join('.')];
    if (column) return column;
  }
  return path.join('.') || 'row';
}

/**
 * Checks every row of a file: the fields as a save checks them, awarding bodies known by their
 * Serbian name, register codes not in the register yet nor twice in the file.
 */
export async function checkImport(db: Db, csv: string): Promise<{ report: ImportReport; inputs: QualificationInput[] }> {
  const { header, records } = readRecords(csv);
  const bodies = await findAwardingBodySerbianNames(db);
  const bodyIds = new Map(bodies.map((body) => [body.name.trim().normalize('NFC'), body.entity_id]));
  const codes = records.map((record) => record.cells[header.indexOf('code')]?.trim() ?? '');
  const taken = new Set(codes.length > 0 ? await findTakenCodes(db, [...new Set(codes)].filter(Boolean)) : []);
  const seen = new Set<string>();
  const inputs: QualificationInput[] = [];
  const rows = records.map(({ line, cells }, index): ImportRowReport => {
    const cell = (column: string) => {
      const at = header.indexOf(column);
      return at < 0 ? undefined : cells[at];
    };
    const report = { line, code: codes[index]!, title: cell('title_sr')?.trim() ?? '' };
    // A cell too many or too few shifts every cell after it into another column: nothing of the row can be trusted.
    if (cells.length !== header.length) return { ...report, errors: { row: `Line ${line} has ${cells.length} columns; the header has ${header.length}` } };
    const unknownBodies: string[] = [];
    const parsed = qualificationInputSchema.safeParse(toInput(cell, bodyIds, unknownBodies));
    const errors: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) errors[columnOf(issue)] ??= issue.message;
    if (unknownBodies.length > 0) errors.awarding_bodies_sr = `Not in the register of awarding bodies: ${unknownBodies.join('; ')}`;
    const code = codes[index]!;
    if (code && taken.has(code)) errors.code ??= `Already in the register: ${code}`;
    else if (code && seen.has(code)) errors.code ??= `Twice in this file: ${code}`;
    seen.add(code);
    if (parsed.success && Object.keys(errors).length === 0) inputs.push(parsed.data);
    return { ...report, errors };
  });
  const invalid = rows.filter((row) => Object.keys(row.errors).length > 0).length;
  return { report: { rows, valid: rows.length - invalid, invalid }, inputs };
}

/**
 * Imports every row of a file in one transaction; when any row has an error, or the file has no
 * row, nothing is imported and the error carries the report of every row.
 */
export async function importQualifications(db: Db, actor: SessionUser, csv: string, audit: SaveAudit): Promise<{ created: number; ids: number[] }> {
  const { report, inputs } = await checkImport(db, csv);
  if (report.invalid > 0) throw new AppError('VALIDATION_FAILED', 422, `${report.invalid} of ${report.rows.length} rows have errors; nothing was imported`, { report });
  if (inputs.length === 0) throw new AppError('VALIDATION_FAILED', 422, 'The file has no qualification to import', { report });
  const views = await createMany(db, qualificationType, actor, inputs as unknown as ContentInput[], audit);
  return { created: views.length, ids: views.map((view) => view.id) };
}
