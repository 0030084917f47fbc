import type { Locale } from '../../../common/locales.js';
import type { Audience } from '../../../common/schemas/content.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { foundOrNotFound, localizeItems } from '../content/public.js';
import * as repo from './category.repository.js';

/** Categories in `locale`; lists skip untranslated ones, a detail falls back to Cyrillic. */
async function toCategories(db: Db, rows: repo.CategoryRow[], locale: Locale, allowFallback: boolean) {
  const ids = rows.map((row) => row.id);
  const translations = ids.length ? await repo.findCategoryTranslations(db, ids) : [];
  return localizeItems(rows, translations, locale, allowFallback, (row, t) => ({
    name: t.name,
    description: t.description,
    audience: row.audience as Audience | null,
    parentId: row.parent_id,
    position: row.position,
  }));
}

/** A page of the published categories translated into `locale` (of one audience, when given), and their total. */
export async function listPublishedCategories(db: Db, filter: { locale: Locale; audience?: Audience | undefined; page: number; limit: number }) {
  const { rows, total } = await repo.findPublishedCategoryPage(db, { ...filter, now: nowIso() });
  return { items: await toCategories(db, rows, filter.locale, false), total, page: filter.page, limit: filter.limit };
}

/** A published category in `locale` (or in Cyrillic); `preview` shows it whatever its status. */
export async function getCategory(db: Db, id: number, locale: Locale, preview: boolean) {
  const row = await repo.findCategory(db, id, nowIso(), preview);
  return foundOrNotFound(row ? await toCategories(db, [row], locale, true) : [], 'Category');
}
