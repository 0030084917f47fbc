import type { TagInput } from '../../../common/schemas/content.js';
import type { ContentType } from '../content/content-type.js';

export const tagType: ContentType<TagInput> = {
  entity: 'tag',
  label: 'Tag',
  table: 'tags',
  translationTable: 'tag_translations',
  translatedFields: { name: 'name' },
  slugSource: 'name',
  toRow: () => ({}),
  fromRow: () => ({}),
};
