import type { TagInput } from '../../../common/schemas/content.js';
import type { ContentType } from '../content/content-type.js';

/** A tag: a name per locale and its slug; articles and files carry tags. */
export const tagType: ContentType<TagInput> = {
  entity: 'tag',
  label: 'Tag',
  table: 'tags',
  translationTable: 'tag_translations',
  translatedFields: { name: 'name' },
  slugSource: 'name',
  search: null,
  toRow: () => ({}),
  fromRow: () => ({}),
};
