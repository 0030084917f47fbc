import { type NqfLevelCode, eqfLevelOf, levelPosition } from '../../../common/schemas/levels.js';
import type { QualificationInput } from '../../../common/schemas/qualifications.js';
import { AppError, invalid } from '../../lib/errors.js';
import type { Executor } from '../../db/executor.js';
import type { ContentType } from '../content/content-type.js';
import { findMissingIds } from '../content/content.repository.js';
import { fileType } from '../files/file.content-type.js';
import { standardType } from '../standards/standard.content-type.js';
import { findExistingStandardIds } from '../standards/standard.repository.js';
import { councilType } from '../councils/council.content-type.js';
import { findExistingCouncilIds } from '../councils/council.repository.js';
import { awardingBodyType } from './awarding-body.content-type.js';

/** The lists a qualification holds in tables of their own, in their order, as the admin view and a revision give them. */
async function loadLists(db: Executor, id: number) {
  const [bodies, occupations, supplements] = await Promise.all([
    db.selectFrom('qualification_awarding_bodies').select('awarding_body_id').where('qualification_id', '=', id).orderBy('position').execute(),
    db.selectFrom('qualification_occupations').select(['uri', 'label_sr', 'label_en']).where('qualification_id', '=', id).orderBy('position').execute(),
    db.selectFrom('qualification_supplements').select('file_id').where('qualification_id', '=', id).orderBy('position').execute(),
  ]);
  return {
    awardingBodyIds: bodies.map((row) => row.awarding_body_id),
    occupations: occupations.map((row) => ({ uri: row.uri, label: row.label_en === null ? { sr: row.label_sr } : { sr: row.label_sr, en: row.label_en } })),
    supplementFileIds: supplements.map((row) => row.file_id),
  };
}

/**
 * A qualification of the register. Its EQF level and its place among the levels follow from its
 * NQF level; its register code is its own (two qualifications never share one).
 */
export const qualificationType: ContentType<QualificationInput> = {
  entity: 'qualification',
  label: 'Qualification',
  table: 'qualifications',
  translationTable: 'qualification_translations',
  translatedFields: {
    title: 'title',
    description: 'description',
    knowledge: 'knowledge',
    skills: 'skills',
    autonomy: 'autonomy',
    entryRequirements: 'entry_requirements',
    internalQa: 'internal_qa',
    externalQa: 'external_qa',
    standard: 'standard',
    sectorCouncil: 'sector_council',
  },
  slugSource: 'title',
  sortedByTitle: true,
  search: { type: 'qualification', title: 'title', summary: ['description'], body: ['knowledge', 'skills', 'autonomy'] },
  toRow: (input) => ({
    code: input.code,
    level_code: input.level,
    eqf_level: eqfLevelOf(input.level),
    level_position: levelPosition(input.level),
    qualification_type: input.type,
    field: input.field,
    credits: input.credits ?? null,
    hours: input.hours ?? null,
    acquisition_ways: JSON.stringify(input.acquisitionWays),
    register_status: input.registerStatus,
    registered_on: input.registeredOn,
    valid_until: input.validUntil ?? null,
    standard_id: input.standardId ?? null,
    council_id: input.councilId ?? null,
  }),
  fromRow: (row) => ({
    code: row.code,
    level: row.level_code as NqfLevelCode,
    eqfLevel: row.eqf_level,
    type: row.qualification_type,
    field: row.field,
    credits: row.credits,
    hours: row.hours,
    acquisitionWays: JSON.parse(row.acquisition_ways as string) as string[],
    registerStatus: row.register_status,
    registeredOn: row.registered_on,
    validUntil: row.valid_until,
    standardId: row.standard_id,
    councilId: row.council_id,
  }),
  async validate(trx, input, id) {
    const sameCode = await trx.selectFrom('qualifications').select('id').where('code', '=', input.code).executeTakeFirst();
    if (sameCode && sameCode.id !== id) throw invalid({ code: `Qualification ${sameCode.id} already has the register code ${input.code}` });
    const unknownBodies = await findMissingIds(trx, 'awarding_bodies', input.awardingBodyIds);
    if (unknownBodies.length > 0) throw invalid({ awardingBodyIds: `Unknown awarding bodies: ${unknownBodies.join(', ')}` });
    const unknownFiles = await findMissingIds(trx, 'files', input.supplementFileIds);
    if (unknownFiles.length > 0) throw invalid({ supplementFileIds: `Not documents of the library: ${unknownFiles.join(', ')}` });
    if (input.standardId && (await findExistingStandardIds(trx, [input.standardId])).length === 0) throw invalid({ standardId: `Unknown standard: ${input.standardId}` });
    if (input.councilId && (await findExistingCouncilIds(trx, [input.councilId])).length === 0) throw invalid({ councilId: `Unknown sector skills council: ${input.councilId}` });
  },
  /** Its page names only published awarding bodies, standards and councils, and links only published documents. */
  references: (input) => [
    { type: awardingBodyType, ids: input.awardingBodyIds },
    { type: fileType, ids: input.supplementFileIds },
    { type: standardType, ids: [input.standardId] },
    { type: councilType, ids: [input.councilId] },
  ],
  async afterWrite(trx, id, input) {
    await Promise.all([
      trx.deleteFrom('qualification_awarding_bodies').where('qualification_id', '=', id).execute(),
      trx.deleteFrom('qualification_occupations').where('qualification_id', '=', id).execute(),
      trx.deleteFrom('qualification_supplements').where('qualification_id', '=', id).execute(),
    ]);
    const bodies = input.awardingBodyIds.map((bodyId, position) => ({ qualification_id: id, awarding_body_id: bodyId, position }));
    const occupations = input.occupations.map((o, position) => ({ qualification_id: id, position, uri: o.uri, label_sr: o.label.sr, label_en: o.label.en ?? null }));
    const supplements = input.supplementFileIds.map((fileId, position) => ({ qualification_id: id, file_id: fileId, position }));
    if (bodies.length > 0) await trx.insertInto('qualification_awarding_bodies').values(bodies).execute();
    if (occupations.length > 0) await trx.insertInto('qualification_occupations').values(occupations).execute();
    if (supplements.length > 0) await trx.insertInto('qualification_supplements').values(supplements).execute();
  },
  async assertDeletable(trx, id) {
    const row = await trx.selectFrom('qualifications').select('status').where('id', '=', id).executeTakeFirst();
    // The register keeps what it has published: withdraw or unpublish it instead (its history stays).
    if (row?.status === 'published') {
      throw new AppError('CONFLICT', 409, 'A published qualification cannot be deleted; mark it as no longer awarded, or unpublish it first');
    }
  },
  loadExtra: (db, id) => loadLists(db, id),
};
