import { type NqfLevelCode, eqfLevelOf } from '../../../common/schemas/levels.js';
import type { StandardInput } from '../../../common/schemas/standards.js';
import { type StandardDecision, standardStatus } from '../../../common/standards.js';
import type { Executor } from '../../db/executor.js';
import { AppError, invalid } from '../../lib/errors.js';
import type { ContentType } from '../content/content-type.js';
import { councilType } from '../councils/council.content-type.js';
import { findExistingCouncilIds } from '../councils/council.repository.js';
import * as repo from './standard.repository.js';

const parseList = <T>(value: unknown) => JSON.parse(value as string) as T[];

/**
 * A qualification standard of the register. Its EQF level follows from its NQF level; its status
 * (in force or withdrawn) and the date it holds since follow from its history of decisions, and
 * are stored beside it so that a list can filter by them.
 */
export const standardType: ContentType<StandardInput> = {
  entity: 'standard',
  label: 'Standard',
  table: 'standards',
  translationTable: 'standard_translations',
  translatedFields: {
    title: 'title',
    jobDescription: 'job_description',
    entryRequirements: 'entry_requirements',
    progression: 'progression',
    duration: 'duration',
    knowledge: 'knowledge',
    skills: 'skills',
    autonomy: 'autonomy',
    assessment: 'assessment',
    document: 'document',
    issuer: 'issuer',
    sectorCouncil: 'sector_council',
  },
  slugSource: 'title',
  // Found by its title first, then by its job description and what a holder knows and can do;
  // its register code is not a translated text and stays a filter of its list (GET /api/standards?q=).
  search: { type: 'standard', title: 'title', summary: ['jobDescription'], body: ['knowledge', 'skills', 'autonomy'], titleLead: ['Стандард квалификације', 'Qualification standard'] },
  toRow: (input) => ({
    code: input.code,
    level_code: input.level,
    eqf_level: eqfLevelOf(input.level),
    qualification_type: input.type,
    field: input.field,
    acquisition_ways: JSON.stringify(input.acquisitionWays),
    occupation_codes: JSON.stringify(input.occupationCodes),
    esco_uris: JSON.stringify(input.escoUris),
    history: JSON.stringify(input.history),
    standard_status: standardStatus(input.history),
    status_since: input.history.at(-1)!.date,
    council_id: input.councilId ?? null,
  }),
  fromRow: (row) => ({
    code: row.code,
    level: row.level_code as NqfLevelCode,
    eqfLevel: row.eqf_level,
    type: row.qualification_type,
    field: row.field,
    acquisitionWays: parseList<string>(row.acquisition_ways),
    occupationCodes: parseList<string>(row.occupation_codes),
    escoUris: parseList<string>(row.esco_uris),
    history: parseList<StandardDecision>(row.history),
    standardStatus: row.standard_status,
    councilId: row.council_id,
  }),
  async validate(trx, input, id) {
    const sameCode = await repo.findStandardOfCode(trx, input.code);
    if (sameCode && sameCode.id !== id) throw invalid({ code: `Standard ${sameCode.id} already has the register code ${input.code}` });
    if (input.councilId && (await findExistingCouncilIds(trx, [input.councilId])).length === 0) throw invalid({ councilId: `Unknown sector skills council: ${input.councilId}` });
  },
  /** Its page names its council only when the council is public. */
  references: (input) => [{ type: councilType, ids: [input.councilId] }],
  async afterWrite(trx, id) {
    await repo.updateSearchText(trx, id);
  },
  async assertDeletable(trx: Executor, id: number) {
    const linked = await repo.countLinkedQualifications(trx, id);
    // A qualification's link would point nowhere: the editors unlink them first (their free text stays).
    if (linked > 0) throw new AppError('CONFLICT', 409, `${linked} qualification(s) rest on this standard; link them to another standard or to none first`);
  },
};
