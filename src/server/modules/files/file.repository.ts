import type { Locale } from '../../../common/locales.js';
import type { FileKind } from '../../../common/schemas/public.js';
import type { Db } from '../../db/database.js';
import { containsText } from '../../db/dialect.js';
import { MIME_TYPES_BY_KIND } from './file-kind.js';

export interface PublicFileFilter {
  locale: Locale;
  now: string;
  type?: FileKind | undefined;
  year?: number | undefined;
  categoryId?: number | undefined;
  tagId?: number | undefined;
  /** Words of the title. */
  q?: string | undefined;
  page: number;
  limit: number;
}

const FILE_COLUMNS = ['f.id', 'f.year', 'f.category_id', 'f.published_at', 'f.download_count', 'm.mime', 'm.size', 'm.original_name', 'm.storage_key'] as const;

function publishedFiles(db: Db, now: string) {
  return db
    .selectFrom('files as f')
    .innerJoin('media as m', 'm.id', 'f.media_id')
    .where('f.status', '=', 'published')
    .where('f.published_at', '<=', now);
}

/** Published files translated into the filter's locale that match the rest of it. */
function filteredFiles(db: Db, filter: PublicFileFilter) {
  let query = publishedFiles(db, filter.now).innerJoin('file_translations as t', (join) => join.onRef('t.entity_id', '=', 'f.id').on('t.locale', '=', filter.locale));
  if (filter.type) query = query.where('m.mime', 'in', MIME_TYPES_BY_KIND[filter.type]);
  if (filter.year) query = query.where('f.year', '=', filter.year);
  if (filter.categoryId) query = query.where('f.category_id', '=', filter.categoryId);
  if (filter.tagId) {
    const tagId = filter.tagId;
    query = query.where((eb) => eb.exists(eb.selectFrom('file_tags as ft').select('ft.entity_id').whereRef('ft.entity_id', '=', 'f.id').where('ft.tag_id', '=', tagId)));
  }
  if (filter.q) query = query.where(containsText(db, 't.title', filter.q));
  return query;
}

/** One page of the published files the filter finds, newest year first, and how many there are. */
export async function findPublishedFilePage(db: Db, filter: PublicFileFilter) {
  const { page, limit } = filter;
  const query = filteredFiles(db, filter);
  const [rows, count] = await Promise.all([
    query.select(FILE_COLUMNS).orderBy('f.year', 'desc').orderBy('f.published_at', 'desc').orderBy('f.id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** A published file with its stored document's metadata. */
export function findPublishedFile(db: Db, id: number, now: string) {
  return publishedFiles(db, now).select(FILE_COLUMNS).where('f.id', '=', id).executeTakeFirst();
}

/** A published file with what a download sends: its storage key, type, name and content hash. */
export function findDownloadableFile(db: Db, id: number, now: string) {
  return publishedFiles(db, now).select([...FILE_COLUMNS, 'm.sha256']).where('f.id', '=', id).executeTakeFirst();
}

export function findFileTranslations(db: Db, ids: number[]) {
  return db.selectFrom('file_translations').select(['entity_id', 'locale', 'title', 'description']).where('entity_id', 'in', ids).execute();
}

export async function incrementDownloadCount(db: Db, id: number): Promise<void> {
  await db.updateTable('files').set((eb) => ({ download_count: eb('download_count', '+', 1) })).where('id', '=', id).execute();
}
