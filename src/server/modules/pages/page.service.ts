import type { Locale } from '../../../common/locales.js';
import type { FixedPageKey } from '../../../common/schemas/content.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { foundOrNotFound, localizeItems } from '../content/public.js';
import * as repo from './page.repository.js';

/** Pages in `locale`; lists skip untranslated ones, a detail falls back to Cyrillic. */
async function toPages(db: Db, rows: repo.PageRow[], locale: Locale, allowFallback: boolean) {
  const ids = rows.map((row) => row.id);
  const translations = ids.length ? await repo.findPageTranslations(db, ids) : [];
  return localizeItems(rows, translations, locale, allowFallback, (row, t) => ({
    key: row.page_key as FixedPageKey | null,
    title: t.title,
    body: t.body,
    updatedAt: row.updated_at,
  }));
}

/** A page of the published pages translated into `locale` (the fixed one of `key`, when given), without their bodies, and their total. */
export async function listPublishedPages(db: Db, filter: { locale: Locale; key?: FixedPageKey | undefined; page: number; limit: number }) {
  const { rows, total } = await repo.findPublishedPagePage(db, { ...filter, now: nowIso() });
  const items = (await toPages(db, rows, filter.locale, false)).map(({ id, key, locale, fallback, slug, title }) => ({ id, key, locale, fallback, slug, title }));
  return { items, total, page: filter.page, limit: filter.limit };
}

/** A published page in `locale` (or in Cyrillic); `preview` shows it whatever its status. */
export async function getPage(db: Db, id: number, locale: Locale, preview: boolean) {
  const row = await repo.findPage(db, id, nowIso(), preview);
  return foundOrNotFound(row ? await toPages(db, [row], locale, true) : [], 'Page');
}
