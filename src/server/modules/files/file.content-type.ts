import type { FileInput } from '../../../common/schemas/content.js';
import { AppError, invalid } from '../../lib/errors.js';
import type { ContentType } from '../content/content-type.js';
import { findMissingIds } from '../content/content.repository.js';
import { documentWarningsOf, loadAdminMedia } from '../media/media.service.js';
import { categoryType } from '../categories/category.content-type.js';
import { tagType } from '../tags/tag.content-type.js';

export const fileDownloadPath = (id: number) => `/api/files/${id}/download`;

export const fileType: ContentType<FileInput> = {
  entity: 'file',
  label: 'File',
  table: 'files',
  translationTable: 'file_translations',
  translatedFields: { title: 'title', description: 'description' },
  tagTable: 'file_tags',
  references: (input) => [
    { type: categoryType, ids: [input.categoryId] },
    { type: tagType, ids: input.tagIds ?? [] },
  ],
  search: { type: 'file', title: 'title', summary: ['description'] },
  toRow: (input) => ({ media_id: input.mediaId, category_id: input.categoryId ?? null, year: input.year }),
  fromRow: (row) => ({ mediaId: row.media_id, categoryId: row.category_id, year: row.year, downloadCount: row.download_count }),
  async validate(trx, input) {
    if ((await findMissingIds(trx, 'media', [input.mediaId])).length > 0) throw invalid({ mediaId: 'Upload the file first' });
    if (input.categoryId && (await findMissingIds(trx, 'categories', [input.categoryId])).length > 0) {
      throw invalid({ categoryId: 'Unknown category' });
    }
  },
  /**
   * Articles and pages that link to the download keep working, and a qualification keeps its
   * supplements: such a file cannot be deleted.
   */
  async assertDeletable(trx, id) {
    const pattern = `%${fileDownloadPath(id)}%`;
    const [articles, pages, qualifications] = await Promise.all([
      trx.selectFrom('article_translations').select('entity_id').where('body', 'like', pattern).execute(),
      trx.selectFrom('page_translations').select('entity_id').where('body', 'like', pattern).execute(),
      trx.selectFrom('qualification_supplements').select('qualification_id').where('file_id', '=', id).execute(),
    ]);
    const users = [
      ...new Set(articles.map((a) => `article ${a.entity_id}`)),
      ...new Set(pages.map((p) => `page ${p.entity_id}`)),
      ...new Set(qualifications.map((q) => `qualification ${q.qualification_id}`)),
    ];
    if (users.length > 0) {
      throw new AppError('IN_USE', 409, `This file is linked from ${users.join(', ')}; remove the links first`, { usedBy: users });
    }
  },
  /** The list shows which documents are not accessible, so old uploads can be found and replaced. */
  async loadListExtra(db, ids) {
    const rows = await db
      .selectFrom('files')
      .innerJoin('media', 'media.id', 'files.media_id')
      .select(['files.id', 'media.document_warnings'])
      .where('files.id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, { documentWarnings: documentWarningsOf(row.document_warnings) }]));
  },
  async loadExtra(db, id) {
    const row = await db.selectFrom('files').select('media_id').where('id', '=', id).executeTakeFirstOrThrow();
    return { media: await loadAdminMedia(db, row.media_id) };
  },
};
