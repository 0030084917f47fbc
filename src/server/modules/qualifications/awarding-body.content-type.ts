import type { AwardingBodyInput } from '../../../common/schemas/qualifications.js';
import { AppError } from '../../lib/errors.js';
import type { ContentType } from '../content/content-type.js';

/** A school, faculty or provider that awards qualifications of the register. */
export const awardingBodyType: ContentType<AwardingBodyInput> = {
  entity: 'awarding_body',
  label: 'Awarding body',
  table: 'awarding_bodies',
  translationTable: 'awarding_body_translations',
  translatedFields: { name: 'name', city: 'city' },
  search: null,
  toRow: (input) => ({ kind: input.kind, website: input.website ?? null }),
  fromRow: (row) => ({ kind: row.kind, website: row.website }),
  async assertDeletable(trx, id) {
    const links = await trx.selectFrom('qualification_awarding_bodies').select('qualification_id').where('awarding_body_id', '=', id).execute();
    if (links.length === 0) return;
    const usedBy = links.map((link) => `qualification ${link.qualification_id}`);
    throw new AppError('IN_USE', 409, `This body awards ${usedBy.join(', ')}; remove it from them first`, { usedBy });
  },
};
