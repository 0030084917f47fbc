import type { CouncilInput } from '../../../common/schemas/councils.js';
import type { CouncilDecision, CouncilMember, CouncilSession } from '../../../common/councils.js';
import { AppError, invalid } from '../../lib/errors.js';
import type { ContentType } from '../content/content-type.js';
import { findMissingIds } from '../content/content.repository.js';
import { tagType } from '../tags/tag.content-type.js';
import * as repo from './council.repository.js';

const parseList = <T>(value: unknown) => JSON.parse(value as string) as T[];

/** The first of the ids that is not in the table, by its place in the list: what the 400 names. */
async function firstUnknown(trx: Parameters<NonNullable<ContentType['validate']>>[0], table: string, ids: (number | null)[]) {
  const missing = new Set(await findMissingIds(trx, table, ids.filter((id): id is number => id !== null)));
  const index = ids.findIndex((id) => id !== null && missing.has(id));
  return index < 0 ? null : { index, id: ids[index]! };
}

/**
 * A sector skills council. Its members, sessions and decisions are kept with it, as a standard's
 * history is, so that a revision holds them and a save replaces them whole; the standards and
 * qualifications of its sector name it from their side (their `council_id`).
 */
export const councilType: ContentType<CouncilInput> = {
  entity: 'council',
  label: 'Council',
  table: 'councils',
  translationTable: 'council_translations',
  translatedFields: { name: 'name', description: 'description' },
  slugSource: 'name',
  search: { type: 'council', title: 'name', summary: ['description'] },
  toRow: (input) => ({
    constituted_on: input.constitutedOn,
    tag_id: input.tagId,
    members: JSON.stringify(input.members),
    sessions: JSON.stringify(input.sessions),
    decisions: JSON.stringify(input.decisions),
  }),
  fromRow: (row) => ({
    constitutedOn: row.constituted_on,
    tagId: row.tag_id,
    members: parseList<CouncilMember>(row.members),
    sessions: parseList<CouncilSession>(row.sessions),
    decisions: parseList<CouncilDecision>(row.decisions),
  }),
  async validate(trx, input) {
    if (input.tagId !== null && (await findMissingIds(trx, 'tags', [input.tagId])).length > 0) throw invalid({ tagId: `Unknown tag: ${input.tagId}` });
    const file = await firstUnknown(trx, 'files', input.sessions.map((s) => s.minutesFileId));
    if (file) throw invalid({ [`sessions.${file.index}.minutesFileId`]: `Not a document of the library: ${file.id}` });
    const standard = await firstUnknown(trx, 'standards', input.decisions.map((d) => d.standardId));
    if (standard) throw invalid({ [`decisions.${standard.index}.standardId`]: `Unknown standard: ${standard.id}` });
  },
  /** Its page names its sector's tag (for the news) only when the tag is public. */
  references: (input) => [{ type: tagType, ids: [input.tagId] }],
  async assertDeletable(trx, id) {
    const linked = await repo.countLinkedItems(trx, id);
    // A standard's or a qualification's link would point nowhere: the editors unlink them first (their free text stays).
    if (linked > 0) throw new AppError('CONFLICT', 409, `${linked} standard(s) or qualification(s) name this council; link them to another council or to none first`);
  },
};
