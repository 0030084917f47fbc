import type { ArticleInput } from '../../../common/schemas/content.js';
import { invalid } from '../../lib/errors.js';
import type { ContentType } from '../content/content-type.js';
import { findMissingIds } from '../content/content.repository.js';
import { loadMediaMap } from '../media/media.service.js';
import { categoryType } from '../categories/category.content-type.js';
import { tagType } from '../tags/tag.content-type.js';

export const articleType: ContentType<ArticleInput> = {
  entity: 'article',
  label: 'Article',
  table: 'articles',
  translationTable: 'article_translations',
  translatedFields: { title: 'title', summary: 'summary', body: 'body', seoDescription: 'seo_description' },
  slugSource: 'title',
  richTextFields: ['body'],
  search: { type: 'article', title: 'title', summary: ['summary'], body: ['body'] },
  tagTable: 'article_tags',
  references: (input) => [
    { type: categoryType, ids: [input.categoryId] },
    { type: tagType, ids: input.tagIds ?? [] },
  ],
  toRow: (input) => ({
    category_id: input.categoryId ?? null,
    cover_media_id: input.coverMediaId ?? null,
    event_start: input.eventStart ?? null,
    event_end: input.eventEnd ?? null,
  }),
  fromRow: (row) => ({
    categoryId: row.category_id,
    coverMediaId: row.cover_media_id,
    eventStart: row.event_start,
    eventEnd: row.event_end,
  }),
  async validate(trx, input) {
    if (input.categoryId && (await findMissingIds(trx, 'categories', [input.categoryId])).length > 0) {
      throw invalid({ categoryId: 'Unknown category' });
    }
    if (input.coverMediaId && (await findMissingIds(trx, 'media', [input.coverMediaId])).length > 0) {
      throw invalid({ coverMediaId: 'Unknown image' });
    }
  },
  async loadExtra(db, _id, row) {
    const coverId = row.cover_media_id as number | null;
    const media = await loadMediaMap(db, [coverId]);
    return { cover: coverId ? (media.get(coverId) ?? null) : null };
  },
};
