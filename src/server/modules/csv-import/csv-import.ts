import type { FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from '../../../common/schemas/user.js';
import { AppError } from '../../lib/errors.js';
import { actorOf, requirePermission } from '../../plugins/auth.js';
import type { PermissionSubject } from '../../../common/permissions.js';
import { auditContextOf } from '../audit/audit-context.js';
import type { SaveAudit } from '../content/content-audit.js';

/**
 * What the registers' CSV imports share: reading a file whose records may end in CRLF, LF or CR,
 * naming each record by the line it starts on; the report of every row; the column a schema's
 * issue belongs to; and the routes (a preview that saves nothing, an import that saves every row
 * or none), which alone read text/csv.
 */

export const IMPORT_BYTES_MAX = 10 * 1024 * 1024;

export interface ImportRowReport {
  /** The row's line in the file (1 is the first line). */
  line: number;
  /** What names the row's item: a qualification's code, a provider's tax number. */
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

/** A record of the file: the line it starts on (1 is the first) and its cells. */
export interface CsvRecord {
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
    // The column count is checked row by row, to name each line it is wrong on; a licence line before the header has one column.
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

/** How a register's file is laid out: the first column of its header, the columns it must have, how many rows it may hold. */
export interface CsvLayout {
  firstColumn: string;
  requiredColumns: readonly string[];
  rowsMax: number;
  /** What a row is, for the messages: "qualifications". */
  rowsAre: string;
}

/** The records of the file, from its header row on (an open data file starts with a licence line). */
export function readCsvRecords(csv: string, layout: CsvLayout): { header: string[]; records: CsvRecord[] } {
  const rows = parseRecords(csv);
  const headerAt = rows.findIndex((row) => row.cells[0]?.trim() === layout.firstColumn);
  if (headerAt < 0) throw new AppError('VALIDATION_FAILED', 400, `No header row: the first column of the header is "${layout.firstColumn}" (columns: ${layout.requiredColumns.join(', ')}, …)`);
  const header = rows[headerAt]!.cells.map((name) => name.trim());
  const missing = layout.requiredColumns.filter((name) => !header.includes(name));
  if (missing.length > 0) throw new AppError('VALIDATION_FAILED', 400, `Columns missing: ${missing.join(', ')}`);
  const records = rows.slice(headerAt + 1);
  if (records.length > layout.rowsMax) throw new AppError('VALIDATION_FAILED', 400, `At most ${layout.rowsMax} ${layout.rowsAre} a file; this one has ${records.length}`);
  return { header, records };
}

/** A record's cell by its column's name (undefined for a column the file does not have). */
export function cellReader(header: string[], cells: string[]): (column: string) => string | undefined {
  return (column) => {
    const at = header.indexOf(column);
    return at < 0 ? undefined : cells[at];
  };
}

/** A cell that lists values separated by semicolons, blank ones left out. */
export const splitList = (text: string | undefined) =>
  (text ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);

/** An error of a row whose cell count is not the header's: a cell too many or too few shifts every cell after it. */
export function cellCountError(record: CsvRecord, header: string[]): Record<string, string> | null {
  return record.cells.length === header.length ? null : { row: `Line ${record.line} has ${record.cells.length} columns; the header has ${header.length}` };
}

/** The column a schema's issue belongs to: the longest start of its path that `columnOfField` names. */
export function columnOfIssue(issue: z.core.$ZodIssue, columnOfField: Readonly<Record<string, string>>): string {
  const path = issue.path.map(String);
  for (let length = path.length; length > 0; length--) {
    const column = columnOfField[path.slice(0, length).join('.')];
    if (column) return column;
  }
  return path.join('.') || 'row';
}

/** The report of every row, counted. */
export function reportOf(rows: ImportRowReport[]): ImportReport {
  const invalid = rows.filter((row) => Object.keys(row.errors).length > 0).length;
  return { rows, valid: rows.length - invalid, invalid };
}

/** Refuses an import with any row in error, or with none to import, carrying the report of every row. */
export function assertImportable(report: ImportReport, nothing: string): void {
  if (report.invalid > 0) throw new AppError('VALIDATION_FAILED', 422, `${report.invalid} of ${report.rows.length} rows have errors; nothing was imported`, { report });
  if (report.valid === 0) throw new AppError('VALIDATION_FAILED', 422, nothing, { report });
}

interface ImportRoutes {
  /** The admin path of the type: /api/admin/{path}/import and …/import/preview. */
  path: PermissionSubject;
  tag: string;
  rowsAre: string;
  check(csv: string): Promise<ImportReport>;
  run(actor: SessionUser, csv: string, audit: SaveAudit): Promise<{ created: number; ids: number[] }>;
}

/** The preview that reports every row's errors and saves nothing, and the import, which saves every row or none. */
export function registerImportRoutes(app: FastifyInstance, routes: ImportRoutes): void {
  // In a scope of their own: only these routes read text/csv; every other route answers it with 415.
  void app.register(async (scope) => {
    scope.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: IMPORT_BYTES_MAX }, (_request, body, done) => done(null, body));
    scope.addHook('preValidation', async (request) => {
      if (request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() !== 'text/csv') {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the CSV file as the body, with Content-Type: text/csv');
      }
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const route = {
      // Rows are created as drafts, each checked against the section it names (content.service).
      preHandler: requirePermission(routes.path, 'create'),
      schema: { tags: [routes.tag], consumes: ['text/csv'], body: z.string().min(1, 'The file is empty') },
    };
    r.post(`/api/admin/${routes.path}/import/preview`, { ...route, schema: { ...route.schema, summary: `Check a CSV file of ${routes.rowsAre}; nothing is saved` } }, (request) => routes.check(request.body));
    r.post(`/api/admin/${routes.path}/import`, { ...route, schema: { ...route.schema, summary: `Import a CSV file of ${routes.rowsAre} as drafts: every row, or none` } }, async (request, reply) =>
      reply.status(201).send(await routes.run(actorOf(request), request.body, auditContextOf(request))),
    );
  });
}
