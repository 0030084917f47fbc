import type { Locale } from '../../../common/locales.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { loadCategoryRefs, loadTagRefs, localize } from '../content/public.js';
import type { GenerationMemo } from '../response-cache/response-cache.js';
import { fileDownloadPath } from './file.content-type.js';
import { kindOfMime } from './file-kind.js';
import * as repo from './file.repository.js';

type FileRow = { id: number; year: number; category_id: number | null; published_at: string | null; download_count: number; mime: string; size: number; original_name: string };

/** Files in `locale`, with category and tags; lists skip untranslated ones, a detail falls back to Cyrillic. */
async function toFiles(db: Db, memo: GenerationMemo, rows: FileRow[], locale: Locale, allowFallback: boolean, now: string) {
  const ids = rows.map((row) => row.id);
  const [translations, categories, tags] = await Promise.all([
    ids.length ? repo.findFileTranslations(db, ids) : [],
    loadCategoryRefs(db, memo, rows.map((row) => row.category_id), locale, now),
    loadTagRefs(db, memo, 'file_tags', ids, locale, now),
  ]);
  return localize(rows, translations, locale, allowFallback).map(({ row, t, fallback }) => ({
    id: row.id,
    locale: t.locale as Locale,
    fallback,
    title: t.title,
    description: t.description,
    year: row.year,
    kind: kindOfMime(row.mime),
    mime: row.mime,
    size: row.size,
    originalName: row.original_name,
    publishedAt: row.published_at!,
    downloadCount: row.download_count,
    downloadUrl: fileDownloadPath(row.id),
    category: row.category_id ? (categories.get(row.category_id) ?? null) : null,
    tags: tags.get(row.id) ?? [],
  }));
}

/** A page of the published files the filter finds, and their total. */
export async function listPublishedFiles(db: Db, memo: GenerationMemo, filter: Omit<repo.PublicFileFilter, 'now'>) {
  const now = nowIso();
  const { rows, total } = await repo.findPublishedFilePage(db, { ...filter, now });
  return { items: await toFiles(db, memo, rows, filter.locale, false, now), total, page: filter.page, limit: filter.limit };
}

/** A published file in `locale` (or in Cyrillic). */
export async function getFile(db: Db, memo: GenerationMemo, id: number, locale: Locale) {
  const now = nowIso();
  const row = await repo.findPublishedFile(db, id, now);
  const [file] = row ? await toFiles(db, memo, [row], locale, true, now) : [];
  if (!file) throw notFound('File');
  return file;
}

/** What a download of a published file sends. */
export async function getDownloadableFile(db: Db, id: number) {
  const row = await repo.findDownloadableFile(db, id, nowIso());
  if (!row) throw notFound('File');
  return row;
}

/** Counts a download that was sent. */
export function recordDownload(db: Db, id: number): Promise<void> {
  return repo.incrementDownloadCount(db, id);
}
