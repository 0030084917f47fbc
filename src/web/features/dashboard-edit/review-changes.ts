import { LOCALES, type Locale } from '../../../common/locales.js';
import { PORTAL_TIME_ZONE } from '../../../common/time/zoned-time.js';
import { type AdminView, formFromView } from './edit-form-state.js';
import type { EditTypeSpec, OwnFieldName } from './edit-types.js';
import { type FieldChange, sourceChanges } from './source-changes.js';

/** What a change submitted for review changes of the version in force, as its reviewer reads it. */
export interface ChangeOfItem {
  /** Per locale, the texts that differ, word by word (a locale added or removed: all its texts). */
  texts: { locale: Locale; fields: FieldChange[] }[];
  /** The item's own fields (category, level, lists, …) that differ, by name. */
  own: OwnFieldName[];
  /** Whether the status or the publish time differs. */
  publishing: boolean;
}

const textsOf = (view: AdminView, locale: Locale): Record<string, string> => {
  const texts = view.translations[locale];
  if (!texts) return {};
  return Object.fromEntries(Object.entries(texts).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
};

export function changeOfItem(spec: EditTypeSpec, inForce: AdminView, proposed: AdminView): ChangeOfItem {
  const texts = LOCALES.map((locale) => ({ locale, fields: sourceChanges(spec, textsOf(inForce, locale), textsOf(proposed, locale)) })).filter((entry) => entry.fields.length > 0);
  const before = formFromView(spec, inForce, PORTAL_TIME_ZONE);
  const after = formFromView(spec, proposed, PORTAL_TIME_ZONE);
  const own = spec.own.filter((name) => JSON.stringify(before.own[name]) !== JSON.stringify(after.own[name]));
  return { texts, own, publishing: before.status !== after.status || before.publishedAt !== after.publishedAt };
}
