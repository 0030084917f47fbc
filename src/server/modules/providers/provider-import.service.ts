import { type ProviderInput, providerInputSchema } from '../../../common/schemas/providers.js';
import type { SessionUser } from '../../../common/schemas/user.js';
import type { Db } from '../../db/database.js';
import { localTimeToIso } from '../../lib/local-time.js';
import type { SaveAudit } from '../content/content-audit.js';
import type { ContentInput } from '../content/content-type.js';
import { createMany } from '../content/content.service.js';
import { type CsvRecord, type ImportReport, type ImportRowReport, assertImportable, cellCountError, cellReader, columnOfIssue, readCsvRecords, reportOf, splitList } from '../csv-import/csv-import.js';
import { providerType } from './provider.content-type.js';
import { findQualificationIdsByCode, findTakenNumbers } from './provider.repository.js';

/**
 * Providers and their approvals from a CSV file, as the Agency keeps them in spreadsheets: one row
 * an approval, the rows of one provider named by its tax number (ПИБ), its own columns read from
 * its first row. Columns:
 *
 *   tax_number, registration_number, name_sr, name_en, legal_form, municipality, address, email,
 *   phone, website, status (draft unless "published"), activity, programme_sr, programme_en,
 *   qualification_code, nqf_level, decision_number, decision_date, valid_from, valid_until,
 *   revoked_on, revocation_reason, places, employers
 *
 * A provider with no approval yet has one row with `activity` blank. Dates are YYYY-MM-DD (the
 * start of that day in the portal's zone) or full ISO instants; `places` is "municipality |
 * address" and `employers` "name | municipality", several separated by semicolons. Every row is
 * checked as a save would check it, and the file is imported whole or not at all.
 */

export const PROVIDER_IMPORT_ROWS_MAX = 5000;

const REQUIRED_COLUMNS = ['tax_number', 'registration_number', 'name_sr', 'legal_form', 'municipality', 'address'];
const LAYOUT = { firstColumn: 'tax_number', requiredColumns: REQUIRED_COLUMNS, rowsMax: PROVIDER_IMPORT_ROWS_MAX, rowsAre: 'rows' };

/** Where each of a provider's input fields comes from. */
const PROVIDER_COLUMN: Record<string, string> = {
  status: 'status',
  legalForm: 'legal_form',
  registrationNumber: 'registration_number',
  taxNumber: 'tax_number',
  municipality: 'municipality',
  address: 'address',
  email: 'email',
  phone: 'phone',
  website: 'website',
  'translations.sr.name': 'name_sr',
  'translations.en.name': 'name_en',
};

/** Where each of an approval's input fields comes from. */
const APPROVAL_COLUMN: Record<string, string> = {
  activity: 'activity',
  'programme.sr': 'programme_sr',
  'programme.en': 'programme_en',
  programme: 'programme_sr',
  qualificationId: 'qualification_code',
  level: 'nqf_level',
  decisionNumber: 'decision_number',
  decisionDate: 'decision_date',
  validFrom: 'valid_from',
  validUntil: 'valid_until',
  'revocation.at': 'revoked_on',
  'revocation.reason': 'revocation_reason',
  revocation: 'revocation_reason',
  places: 'places',
  employers: 'employers',
};

/** A date of the file as an instant: a day starts at midnight in the portal's zone; anything else is left to the schema. */
function instantOf(text: string | undefined): string | null {
  const value = text?.trim();
  if (!value) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!day) return value;
  try {
    return localTimeToIso(Number(day[1]), Number(day[2]), Number(day[3]));
  } catch {
    return value;
  }
}

/** "a | b; c | d" as pairs; a part without its separator keeps it all in the first. */
const pairs = <K extends string>(text: string | undefined, first: K, second: K) =>
  splitList(text).map((part) => {
    const [a = '', ...rest] = part.split('|');
    return { [first]: a.trim(), [second]: rest.join('|').trim() } as Record<K, string>;
  });

type Cell = (column: string) => string | undefined;

/** An approval row as the admin API's input, before it is checked; its qualification by code. */
function approvalOf(cell: Cell, qualificationIds: Map<string, number>) {
  const code = cell('qualification_code')?.trim();
  const reason = cell('revocation_reason')?.trim();
  const revokedOn = instantOf(cell('revoked_on'));
  return {
    activity: cell('activity')?.trim(),
    programme: { sr: cell('programme_sr') ?? '', ...(cell('programme_en')?.trim() ? { en: cell('programme_en') } : {}) },
    // An unknown code is reported by its own message; the schema is given a placeholder it accepts.
    qualificationId: code ? (qualificationIds.get(code) ?? 1) : null,
    level: cell('nqf_level')?.trim() || null,
    decisionNumber: cell('decision_number') ?? '',
    decisionDate: cell('decision_date')?.trim(),
    validFrom: instantOf(cell('valid_from')),
    validUntil: instantOf(cell('valid_until')),
    places: pairs(cell('places'), 'municipality', 'address'),
    employers: pairs(cell('employers'), 'name', 'municipality'),
    revocation: revokedOn || reason ? { at: revokedOn, ...(reason ? { reason } : {}) } : null,
  };
}

/** A provider's rows as the admin API's input: its own columns from the first row, an approval a row. */
function providerOf(cells: Cell[], qualificationIds: Map<string, number>) {
  const cell = cells[0]!;
  return {
    status: cell('status')?.trim() || 'draft',
    legalForm: cell('legal_form')?.trim(),
    registrationNumber: cell('registration_number') ?? '',
    taxNumber: cell('tax_number') ?? '',
    municipality: cell('municipality') ?? '',
    address: cell('address') ?? '',
    email: cell('email') ?? '',
    phone: cell('phone') ?? '',
    website: cell('website')?.trim() ?? '',
    approvals: cells.filter((c) => c('activity')?.trim()).map((c) => approvalOf(c, qualificationIds)),
    translations: { sr: { name: cell('name_sr') ?? '' }, en: cell('name_en')?.trim() ? { name: cell('name_en') } : null },
  };
}

interface Group {
  taxNumber: string;
  records: CsvRecord[];
  cells: Cell[];
}

/** The rows of the file by provider (its tax number), in the order each first appears. */
function groupByProvider(header: string[], records: CsvRecord[]): Group[] {
  const groups = new Map<string, Group>();
  for (const record of records) {
    const cell = cellReader(header, record.cells);
    const taxNumber = cell('tax_number')?.trim() ?? '';
    // Rows without a tax number cannot be told apart: each is a provider of its own.
    const key = taxNumber || `line ${record.line}`;
    const group = groups.get(key) ?? { taxNumber, records: [], cells: [] };
    group.records.push(record);
    group.cells.push(cell);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Checks every row of a file: the fields as a save checks them, each approval's errors on its own
 * row and the provider's on its first, qualifications known by their code, numbers not in the register yet.
 */
export async function checkProviderImport(db: Db, csv: string): Promise<{ report: ImportReport; inputs: ProviderInput[] }> {
  const { header, records } = readCsvRecords(csv, LAYOUT);
  const column = (name: string) => records.map((record) => cellReader(header, record.cells)(name)?.trim() ?? '').filter(Boolean);
  const [qualificationIds, takenTax, takenRegistration] = await Promise.all([
    findQualificationIdsByCode(db, [...new Set(column('qualification_code'))]),
    findTakenNumbers(db, 'tax_number', [...new Set(column('tax_number'))]),
    findTakenNumbers(db, 'registration_number', [...new Set(column('registration_number'))]),
  ]);
  const rows: ImportRowReport[] = [];
  const inputs: ProviderInput[] = [];
  const seenRegistration = new Set<string>();
  for (const group of groupByProvider(header, records)) {
    const reports = group.records.map((record, index) => ({ line: record.line, code: group.taxNumber, title: group.cells[index]!('name_sr')?.trim() ?? '', errors: {} as Record<string, string> }));
    const countErrors = group.records.map((record) => cellCountError(record, header));
    countErrors.forEach((error, index) => error && Object.assign(reports[index]!.errors, error));
    if (countErrors.some(Boolean)) {
      rows.push(...reports);
      continue;
    }
    const approvalRows = group.cells.flatMap((cell, index) => (cell('activity')?.trim() ? [index] : []));
    const parsed = providerInputSchema.safeParse(providerOf(group.cells, qualificationIds));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [head, index, ...rest] = issue.path;
        const isApproval = head === 'approvals' && typeof index === 'number';
        const report = reports[isApproval ? approvalRows[index]! : 0]!;
        const where = isApproval ? columnOfIssue({ ...issue, path: rest }, APPROVAL_COLUMN) : columnOfIssue(issue, PROVIDER_COLUMN);
        report.errors[where] ??= issue.message;
      }
    }
    approvalRows.forEach((rowIndex) => {
      const code = group.cells[rowIndex]!('qualification_code')?.trim();
      if (code && !qualificationIds.has(code)) reports[rowIndex]!.errors.qualification_code = `Not in the register of qualifications: ${code}`;
    });
    const first = reports[0]!;
    if (group.taxNumber && takenTax.has(group.taxNumber)) first.errors.tax_number ??= `Already in the register: ${group.taxNumber}`;
    const registration = group.cells[0]!('registration_number')?.trim() ?? '';
    if (registration && takenRegistration.has(registration)) first.errors.registration_number ??= `Already in the register: ${registration}`;
    else if (registration && seenRegistration.has(registration)) first.errors.registration_number ??= `Twice in this file: ${registration}`;
    seenRegistration.add(registration);
    rows.push(...reports);
    if (parsed.success && reports.every((report) => Object.keys(report.errors).length === 0)) inputs.push(parsed.data);
  }
  rows.sort((a, b) => a.line - b.line);
  return { report: reportOf(rows), inputs };
}

/** Imports every provider of a file with its approvals in one transaction; any row in error, and nothing is imported. */
export async function importProviders(db: Db, actor: SessionUser, csv: string, audit: SaveAudit): Promise<{ created: number; ids: number[] }> {
  const { report, inputs } = await checkProviderImport(db, csv);
  assertImportable(report, 'The file has no provider to import');
  const views = await createMany(db, providerType, actor, inputs as unknown as ContentInput[], audit);
  return { created: views.length, ids: views.map((view) => view.id) };
}
