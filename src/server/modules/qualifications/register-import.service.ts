import { type QualificationInput, qualificationInputSchema } from '../../../common/schemas/qualifications.js';
import type { SessionUser } from '../../../common/schemas/user.js';
import type { Db } from '../../db/database.js';
import type { ContentInput } from '../content/content-type.js';
import type { SaveAudit } from '../content/content-audit.js';
import { createMany } from '../content/content.service.js';
import { type ImportReport, type ImportRowReport, assertImportable, cellCountError, cellReader, columnOfIssue, readCsvRecords, reportOf, splitList } from '../csv-import/csv-import.js';
import { qualificationType } from './qualification.content-type.js';
import { findAwardingBodySerbianNames, findTakenCodes } from './qualification.repository.js';

/**
 * Qualifications from a CSV file in the columns of the register's open data (so an export can be
 * edited in a spreadsheet and imported into another portal). Every row is checked as a save would
 * check it, and the file is imported whole or not at all: the editor sees each row's errors first.
 */

/** One file holds at most this many rows; a bigger register is imported in parts. */
export const IMPORT_ROWS_MAX = 5000;
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

const list = splitList;
const number = (text: string | undefined) => (text?.trim() ? Number(text.trim()) : null);

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

/**
 * Checks every row of a file: the fields as a save checks them, awarding bodies known by their
 * Serbian name, register codes not in the register yet nor twice in the file.
 */
export async function checkImport(db: Db, csv: string): Promise<{ report: ImportReport; inputs: QualificationInput[] }> {
  const { header, records } = readCsvRecords(csv, { firstColumn: 'code', requiredColumns: REQUIRED_COLUMNS, rowsMax: IMPORT_ROWS_MAX, rowsAre: 'qualifications' });
  const bodies = await findAwardingBodySerbianNames(db);
  const bodyIds = new Map(bodies.map((body) => [body.name.trim().normalize('NFC'), body.entity_id]));
  const codes = records.map((record) => record.cells[header.indexOf('code')]?.trim() ?? '');
  const taken = new Set(codes.length > 0 ? await findTakenCodes(db, [...new Set(codes)].filter(Boolean)) : []);
  const seen = new Set<string>();
  const inputs: QualificationInput[] = [];
  const rows = records.map((record, index): ImportRowReport => {
    const cell = cellReader(header, record.cells);
    const report = { line: record.line, code: codes[index]!, title: cell('title_sr')?.trim() ?? '' };
    // A cell too many or too few shifts every cell after it into another column: nothing of the row can be trusted.
    const countError = cellCountError(record, header);
    if (countError) return { ...report, errors: countError };
    const unknownBodies: string[] = [];
    const parsed = qualificationInputSchema.safeParse(toInput(cell, bodyIds, unknownBodies));
    const errors: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) errors[columnOfIssue(issue, COLUMN_OF_FIELD)] ??= issue.message;
    if (unknownBodies.length > 0) errors.awarding_bodies_sr = `Not in the register of awarding bodies: ${unknownBodies.join('; ')}`;
    const code = codes[index]!;
    if (code && taken.has(code)) errors.code ??= `Already in the register: ${code}`;
    else if (code && seen.has(code)) errors.code ??= `Twice in this file: ${code}`;
    seen.add(code);
    if (parsed.success && Object.keys(errors).length === 0) inputs.push(parsed.data);
    return { ...report, errors };
  });
  return { report: reportOf(rows), inputs };
}

/**
 * Imports every row of a file in one transaction; when any row has an error, or the file has no
 * row, nothing is imported and the error carries the report of every row.
 */
export async function importQualifications(db: Db, actor: SessionUser, csv: string, audit: SaveAudit): Promise<{ created: number; ids: number[] }> {
  const { report, inputs } = await checkImport(db, csv);
  assertImportable(report, 'The file has no qualification to import');
  const views = await createMany(db, qualificationType, actor, inputs as unknown as ContentInput[], audit);
  return { created: views.length, ids: views.map((view) => view.id) };
}
