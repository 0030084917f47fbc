import type { Locale } from '../../../common/locales.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { foundOrNotFound, localizeItems } from '../content/public.js';
import * as repo from './tag.repository.js';

/** Tags in `locale`; lists skip untranslated ones, a detail falls back to Cyrillic. */
async function toTags(db: Db, ids: number[], locale: Locale, allowFallback: boolean) {
  const translations = ids.length ? await repo.findTagTranslations(db, ids) : [];
  const rows = ids.map((id) => ({ id }));
  return localizeItems(rows, translations, locale, allowFallback, (_row, t) => ({ name: t.name }));
}

/** A page of the published tags translated into `locale`, and their total. */
export async function listPublishedTags(db: Db, filter: { locale: Locale; page: number; limit: number }) {
  const { ids, total } = await repo.findPublishedTagPage(db, { ...filter, now: nowIso() });
  return { items: await toTags(db, ids, filter.locale, false), total, page: filter.page, limit: filter.limit };
}

/** A published tag in `locale` (or in Cyrillic); `preview` shows it whatever its status. */
export async function getTag(db: Db, id: number, locale: Locale, preview: boolean) {
  const row = await repo.findTag(db, id, nowIso(), preview);
  return foundOrNotFound(row ? await toTags(db, [row.id], locale, true) : [], 'Tag');
}
