import type { OpenDataFormat } from '../../../common/schemas/open-data.js';
import type { Db } from '../../db/database.js';
import { type CatalogueText, type Dataset, type DatasetContent, datasetCsv, datasetJson } from './dataset.js';
import { councilsDataset } from './councils.dataset.js';
import { providersDataset } from './providers.dataset.js';
import { qualificationsDataset } from './qualifications.dataset.js';
import { standardsDataset } from './standards.dataset.js';

/** A dataset as it is served: its item type closed over, so datasets of different items sit in one list. */
export interface ServedDataset {
  key: string;
  title: CatalogueText;
  about: CatalogueText;
  columns: readonly { name: string; about: CatalogueText }[];
  summary: Dataset<unknown>['summary'];
  files: readonly ServedFile[];
}

export interface ServedFile {
  format: OpenDataFormat;
  summary: string;
  /** The file's text and when its data last changed. */
  render(db: Db, publicUrl: string, now: string): Promise<{ body: string; modified: string }>;
}

function served<T, R>(dataset: Dataset<T, R>): ServedDataset {
  const file = (format: OpenDataFormat, summary: string, build: (content: DatasetContent<T>) => string): ServedFile => ({
    format,
    summary,
    render: async (db, publicUrl, now) => {
      const content = await dataset.load(db, publicUrl, now);
      return { body: build(content), modified: content.modified };
    },
  });
  return {
    key: dataset.key,
    title: dataset.title,
    about: dataset.about,
    columns: dataset.columns,
    summary: dataset.summary,
    files: [
      file('json', `${dataset.title.en} as JSON, every locale`, (content) => datasetJson(dataset, content)),
      file('csv', `${dataset.title.en} as CSV (UTF-8 with a byte order mark; a licence line, then the header)`, (content) => datasetCsv(dataset, content)),
      ...(dataset.extraFiles ?? []).map(
        (extra): ServedFile => ({
          format: extra.format,
          summary: extra.summary,
          render: async (db, publicUrl, now) => extra.build(await dataset.load(db, publicUrl, now), { db, publicUrl, now }),
        }),
      ),
    ],
  };
}

/** The datasets of the open data, in the order the open data screen lists them. */
export const OPEN_DATA_DATASETS: readonly ServedDataset[] = [served(qualificationsDataset), served(standardsDataset), served(providersDataset), served(councilsDataset)];
