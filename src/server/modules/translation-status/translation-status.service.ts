import type { TranslationChanges, TranslationStatusItem, TranslationStatusList, translationStatusQuerySchema } from '../../../common/schemas/translation-status.js';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import type { ContentType, EntityType } from '../content/content-type.js';
import { findTranslations } from '../content/content.repository.js';
import { translationView } from '../content/translations.js';
import { type TranslationStatusRow, findSourceAtVersion, findTranslationStatus } from './translation-status.repository.js';

/** The content types whose texts are translated, by entity type. */
export type TranslatedTypes = Record<EntityType, ContentType>;

function toItem(row: TranslationStatusRow): TranslationStatusItem {
  return {
    type: row.type,
    id: Number(row.id),
    title: row.title,
    status: row.status as TranslationStatusItem['status'],
    state: row.state,
    sourceChangedAt: row.source_changed_at,
    sourceVersion: Number(row.source_version),
    lat: {
      state: row.lat_state,
      changedAt: row.lat_changed_at,
      version: row.lat_version === null ? null : Number(row.lat_version),
      overridden: row.lat_overrides ? (JSON.parse(row.lat_overrides) as string[]) : [],
    },
    en: { state: row.en_state, changedAt: row.en_changed_at, version: row.en_version === null ? null : Number(row.en_version) },
  };
}

/** Every item of a type (or of every type) with the state of each locale, the work first. */
export async function listTranslationStatus(db: Db, types: TranslatedTypes, query: z.output<typeof translationStatusQuerySchema>): Promise<TranslationStatusList> {
  const chosen = query.type ? [types[query.type]] : Object.values(types);
  const { rows, total } = await findTranslationStatus(db, chosen, { state: query.state, limit: query.limit, offset: (query.page - 1) * query.limit });
  return { items: rows.map(toItem), total, page: query.page, limit: query.limit };
}

/** The translated fields of a locale's texts (by API name), as strings. */
function textsOf(type: ContentType, fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.keys(type.translatedFields).map((field) => [field, typeof fields[field] === 'string' ? fields[field] : '']));
}

/**
 * An item's status and what its translators must carry over: for each stale locale, the Serbian
 * texts as the revision of that locale's last save kept them, beside the Serbian texts now.
 */
export async function translationChanges(db: Db, type: ContentType, id: number): Promise<TranslationChanges> {
  const { rows } = await findTranslationStatus(db, [type], { id, limit: 1, offset: 0 });
  const row = rows[0];
  if (!row) throw notFound(type.label);
  const item = toItem(row);
  const sr = (await findTranslations(db, type, [id])).find((translation) => translation.locale === 'sr')!;
  const sourceWhenSaved: TranslationChanges['sourceWhenSaved'] = {};
  for (const locale of ['lat', 'en'] as const) {
    const { state, version } = item[locale];
    if (state !== 'stale' || version === null) continue;
    const then = await findSourceAtVersion(db, type, id, version);
    sourceWhenSaved[locale] = then ? textsOf(type, then) : null;
  }
  return { item, source: textsOf(type, translationView(type, sr)), sourceWhenSaved };
}
