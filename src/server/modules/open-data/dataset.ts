import type { Locale } from '../../../common/locales.js';
import type { OpenDataFormat } from '../../../common/schemas/open-data.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import type { Db } from '../../db/database.js';
import { csvText } from '../../lib/csv.js';

/**
 * One dataset of the open data (the register of qualifications, of standards…): how it is read
 * from the database, its CSV columns with what each one holds, and the files it is served as.
 * The files, their routes and the open data screen's documentation are all built from this, so
 * a column cannot be served without being described.
 */

export const OPEN_DATA_LICENCE = { name: 'Creative Commons Attribution 4.0 International (CC BY 4.0)', url: 'https://creativecommons.org/licenses/by/4.0/' };
export const OPEN_DATA_PUBLISHER = { sr: 'Агенција за квалификације Републике Србије', en: 'Qualifications Agency of the Republic of Serbia' };

/** A text of the catalogue, written in Serbian (Cyrillic) and English; the Latin is derived. */
export interface CatalogueText {
  sr: string;
  en: string;
}
export const catalogueText = (text: CatalogueText, locale: Locale): string => (locale === 'en' ? text.en : locale === 'lat' ? cyrillicToLatin(text.sr) : text.sr);

export interface CsvColumn<T> {
  /** Stable: reusers' spreadsheets and scripts name it. Renaming a column is a new column. */
  name: string;
  about: CatalogueText;
  value: (item: T) => string | number | null;
}

export interface DatasetContent<T> {
  /** When the data last changed (a save, a publication, a scheduled item going live). */
  modified: string;
  items: T[];
}

/**
 * A dataset's items are what its JSON file lists; its CSV file has a row per `csvRows` of each item
 * (a provider's row per approval), the item itself by default.
 */
export interface Dataset<T, R = T> {
  /** The files' name: /open-data/{key}.csv and .json. */
  key: string;
  title: CatalogueText;
  about: CatalogueText;
  /** The property of the JSON file that holds the items. */
  jsonItems: string;
  columns: readonly CsvColumn<R>[];
  csvRows?: (item: T) => R[];
  load(db: Db, publicUrl: string, now: string): Promise<DatasetContent<T>>;
  /** The count and the time of the last change, without reading the items. */
  summary(db: Db, now: string): Promise<{ count: number; modified: string }>;
  /** Files beyond CSV and JSON (the ELM dataset of the qualifications). */
  extraFiles?: readonly ExtraFile<T>[];
}

export interface ExtraFile<T> {
  format: OpenDataFormat;
  summary: string;
  /** The file's text and its data's last change, from the dataset's content and what else it reads. */
  build(content: DatasetContent<T>, context: { db: Db; publicUrl: string; now: string }): Promise<{ body: string; modified: string }>;
}

export const MEDIA_TYPES: Record<OpenDataFormat, string> = {
  csv: 'text/csv; charset=utf-8; header=present',
  json: 'application/json; charset=utf-8',
  jsonld: 'application/ld+json; charset=utf-8',
};

export const datasetFilePath = (key: string, format: OpenDataFormat) => `/open-data/${key}.${format}`;

/** The dataset as JSON: its title, publisher, licence and time of the last change, then the items in every locale. */
export function datasetJson<T, R>(dataset: Dataset<T, R>, content: DatasetContent<T>): string {
  return JSON.stringify({
    title: dataset.title,
    publisher: OPEN_DATA_PUBLISHER,
    licence: OPEN_DATA_LICENCE,
    modified: content.modified,
    count: content.items.length,
    [dataset.jsonItems]: content.items,
  });
}

/**
 * The dataset as CSV (RFC 4180, comma-separated, CRLF, UTF-8 with a byte order mark, no cell a
 * spreadsheet would run): a first line with the title, the licence and the date of the last
 * change, then the header and a row per item.
 */
export function datasetCsv<T, R>(dataset: Dataset<T, R>, content: DatasetContent<T>): string {
  const notice = [`${dataset.title.sr} / ${dataset.title.en}. Licence: ${OPEN_DATA_LICENCE.name}, ${OPEN_DATA_LICENCE.url}. Modified: ${content.modified}`];
  const csvRows = dataset.csvRows ?? ((item: T) => [item as unknown as R]);
  const rows = content.items.flatMap(csvRows).map((row) => dataset.columns.map((column) => column.value(row) ?? ''));
  return csvText([notice, dataset.columns.map((column) => column.name), ...rows]);
}

/** One item a line inside a cell: a spreadsheet shows them as lines of the cell. */
export const joinLines = (list: readonly string[] | null) => (list ?? []).join('\n');

// NOTE: the tables differ but share the common content columns; Kysely cannot type a table chosen
// at run time, so the query is written against one of them and the name swapped in.
type ContentTableName = 'qualifications';

/**
 * The latest change a dataset depends on: any save in its tables (unpublishing included, since the
 * row's time moves) and any publish time that has come. A published item cannot be deleted, so a
 * deletion never leaves it behind.
 */
export async function lastChange(db: Db, now: string, tables: readonly string[]): Promise<string> {
  const times = await Promise.all(
    tables.map((table) =>
      db
        .selectFrom(table as ContentTableName)
        .select((eb) => [eb.fn.max('updated_at').as('updated'), eb.fn.max(eb.case().when('published_at', '<=', now).then(eb.ref('published_at')).end()).as('published')])
        .executeTakeFirstOrThrow(),
    ),
  );
  const all = times.flatMap((row) => [row.updated, row.published]).map((time: unknown) => (time instanceof Date ? time.toISOString() : time)).filter((time): time is string => typeof time === 'string');
  return all.length > 0 ? all.reduce((a, b) => (a > b ? a : b)) : new Date(0).toISOString();
}

/** How many items of a content table are public at `now`. */
export async function publishedCount(db: Db, table: string, now: string): Promise<number> {
  const row = await db
    .selectFrom(table as ContentTableName)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'published')
    .where('published_at', '<=', now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
