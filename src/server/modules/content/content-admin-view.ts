import type { Locale } from '../../../common/locales.js';
import type { ContentStatus } from '../../../common/schemas/common.js';
import { type Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { Executor } from '../../db/executor.js';
import type { ContentType } from './content-type.js';
import * as repo from './content.repository.js';
import { translationView } from './translations.js';

export type AdminView = Record<string, unknown> & { id: number; version: number };

/** The whole item as the dashboard edits it: every locale, own fields, relations. */
export async function loadAdminView(db: Executor, type: ContentType, id: number): Promise<AdminView> {
  const row = await repo.findEntity(db, type, id);
  if (!row) throw notFound(type.label);
  const translations = await repo.findTranslations(db, type, [id]);
  const tagIds = type.tagTable ? await repo.findTagIds(db, type.tagTable, id) : [];
  return toAdminView(db, type, row, translations, tagIds);
}

/**
 * The admin view of an item from its rows: those just read, or those a save has just written
 * (returned by its statements, so the save's view and revision need no second read of them).
 */
export async function toAdminView(db: Executor, type: ContentType, row: repo.EntityRow, translations: repo.TranslationRow[], tagIds: number[]): Promise<AdminView> {
  const byLocale = (locale: Locale) => {
    const found = translations.find((t) => t.locale === locale);
    return found ? translationView(type, found) : null;
  };
  return {
    id: row.id,
    status: row.status,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: row.created_by,
    updatedBy: row.updated_by,
    version: row.version,
    ...type.fromRow(row),
    ...(type.tagTable ? { tagIds } : {}),
    ...(await type.loadExtra?.(db, row.id, row)),
    translations: { sr: byLocale('sr'), lat: byLocale('lat'), en: byLocale('en') },
  };
}

export async function listForAdmin(db: Db, type: ContentType, filter: repo.AdminListFilter) {
  const { rows, total } = await repo.listForAdmin(db, type, filter);
  const extra = type.loadListExtra && rows.length > 0 ? await type.loadListExtra(db, rows.map((row) => row.id)) : null;
  const now = nowIso();
  const items = rows.map((row) => ({
    id: row.id,
    title: row.title ?? '',
    status: row.status as ContentStatus,
    publishedAt: row.published_at,
    scheduled: row.status === 'published' && row.published_at !== null && row.published_at > now,
    updatedAt: row.updated_at,
    version: row.version,
    locales: row.locales,
    ...extra?.get(row.id),
  }));
  return { items, total, page: filter.page, limit: filter.limit };
}
