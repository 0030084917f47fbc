import type { Locale } from '../../../common/locales.js';
import type { OpenDataCatalogue } from '../../../common/schemas/open-data.js';
import type { Db } from '../../db/database.js';
import { MEDIA_TYPES, OPEN_DATA_LICENCE, catalogueText, datasetFilePath } from './dataset.js';
import { OPEN_DATA_DATASETS } from './datasets.js';

/** What the open data screen documents: each dataset, its files, its count and last change, and its columns, in `locale`. */
export async function loadCatalogue(db: Db, locale: Locale, now: string): Promise<OpenDataCatalogue> {
  const datasets = await Promise.all(
    OPEN_DATA_DATASETS.map(async (dataset) => {
      const { count, modified } = await dataset.summary(db, now);
      return {
        key: dataset.key,
        title: catalogueText(dataset.title, locale),
        description: catalogueText(dataset.about, locale),
        count,
        modified,
        files: dataset.files.map(({ format }) => ({ format, url: datasetFilePath(dataset.key, format), mediaType: MEDIA_TYPES[format].split(';')[0]! })),
        columns: dataset.columns.map((column) => ({ name: column.name, description: catalogueText(column.about, locale) })),
      };
    }),
  );
  return { licence: OPEN_DATA_LICENCE, datasets };
}
