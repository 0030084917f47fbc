import type { PageInput } from '../../../common/schemas/content.js';
import { AppError } from '../../lib/errors.js';
import type { ContentType } from '../content/content-type.js';

export const pageType: ContentType<PageInput> = {
  entity: 'page',
  label: 'Page',
  table: 'pages',
  translationTable: 'page_translations',
  translatedFields: { title: 'title', body: 'body' },
  slugSource: 'title',
  richTextFields: ['body'],
  search: { type: 'page', title: 'title', body: ['body'] },
  toRow: (input) => ({ page_key: input.key ?? null }),
  fromRow: (row) => ({ key: row.page_key }),
  async validate(trx, input, id) {
    if (!input.key) return;
    const holder = await trx.selectFrom('pages').select('id').where('page_key', '=', input.key).executeTakeFirst();
    if (holder && holder.id !== id) {
      throw new AppError('CONFLICT', 409, `Another page (${holder.id}) is already the "${input.key}" page`, { fields: { key: 'Already in use' } });
    }
  },
};
