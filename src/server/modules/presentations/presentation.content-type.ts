import type { PresentationInput } from '../../../common/schemas/content.js';
import { invalid } from '../../lib/errors.js';
import type { Executor } from '../../db/executor.js';
import type { ContentType } from '../content/content-type.js';
import { loadMediaMap } from '../media/media.service.js';
import { findSlides } from './presentation.repository.js';

/** Refuses ids that are not uploaded media of the kind (images, or PDF documents), naming `field`. */
async function assertMedia(trx: Executor, ids: number[], field: string, kind: 'image' | 'pdf') {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await trx.selectFrom('media').select(['id', 'kind', 'mime']).where('id', 'in', unique).execute();
  const wrong = unique.filter((id) => {
    const row = rows.find((r) => r.id === id);
    return !row || (kind === 'image' ? row.kind !== 'image' : row.mime !== 'application/pdf');
  });
  if (wrong.length > 0) throw invalid({ [field]: `Not ${kind === 'image' ? 'an uploaded image' : 'an uploaded PDF'}: ${wrong.join(', ')}` });
}

export const presentationType: ContentType<PresentationInput> = {
  entity: 'presentation',
  label: 'Presentation',
  table: 'presentations',
  translationTable: 'presentation_translations',
  translatedFields: { title: 'title', summary: 'summary', place: 'place' },
  slugSource: 'title',
  search: { type: 'presentation', title: 'title', summary: ['summary'], body: ['place'], dateColumn: 'event_date' },
  toRow: (input) => ({ event_date: input.eventDate ?? null, cover_media_id: input.coverMediaId ?? null, pdf_media_id: input.pdfMediaId ?? null }),
  fromRow: (row) => ({ eventDate: row.event_date, coverMediaId: row.cover_media_id, pdfMediaId: row.pdf_media_id }),
  async validate(trx, input) {
    await assertMedia(trx, input.slideMediaIds, 'slideMediaIds', 'image');
    if (input.coverMediaId) await assertMedia(trx, [input.coverMediaId], 'coverMediaId', 'image');
    if (input.pdfMediaId) await assertMedia(trx, [input.pdfMediaId], 'pdfMediaId', 'pdf');
  },
  async afterWrite(trx, id, input) {
    await trx.deleteFrom('presentation_slides').where('entity_id', '=', id).execute();
    const rows = input.slideMediaIds.map((mediaId, index) => ({ entity_id: id, position: index + 1, media_id: mediaId }));
    if (rows.length > 0) await trx.insertInto('presentation_slides').values(rows).execute();
  },
  async loadExtra(db, id) {
    const row = await db.selectFrom('presentations').select(['cover_media_id', 'pdf_media_id']).where('id', '=', id).executeTakeFirstOrThrow();
    const slides = await findSlides(db, [id]);
    const media = await loadMediaMap(db, [row.cover_media_id, row.pdf_media_id, ...slides.map((s) => s.media_id)]);
    return {
      slideMediaIds: slides.map((s) => s.media_id),
      slides: slides.map((s) => ({ position: s.position, image: media.get(s.media_id) ?? null })),
      cover: row.cover_media_id ? (media.get(row.cover_media_id) ?? null) : null,
      pdf: row.pdf_media_id ? (media.get(row.pdf_media_id) ?? null) : null,
    };
  },
};
