import type { Locale } from '../../../common/locales.js';
import { cyrillicToLatin, cyrillicToLatinHtml } from '../../../common/text/transliterate.js';
import { sanitizeRichText } from '../../lib/html-sanitizer.js';
import type { ContentType, TranslationFields, TranslationsInput } from './content-type.js';
import type { TranslationRow } from './content.repository.js';

/** One locale's texts ready to store, before its slug is settled. */
export interface PreparedTranslation {
  locale: Locale;
  fields: Record<string, string>;
  /** undefined: keep or generate; '': regenerate; otherwise the slug the editor asked for. */
  requestedSlug: string | undefined;
  /** Latin fields written by hand instead of derived from the Cyrillic. */
  overrides: string[];
}

function cleanFields(type: ContentType, source: TranslationFields): Record<string, string> {
  const rich = new Set(type.richTextFields ?? []);
  const fields: Record<string, string> = {};
  for (const field of Object.keys(type.translatedFields)) {
    const value = source[field] ?? '';
    fields[field] = rich.has(field) ? sanitizeRichText(value) : value;
  }
  return fields;
}

/**
 * The Latin version: each field is transliterated from the (already sanitised) Cyrillic unless the
 * editor overrode it; an override is kept until the editor clears it.
 */
function deriveLatin(type: ContentType, sr: Record<string, string>, overrides: TranslationFields): PreparedTranslation {
  const rich = new Set(type.richTextFields ?? []);
  const fields: Record<string, string> = {};
  const overridden: string[] = [];
  for (const field of Object.keys(type.translatedFields)) {
    const manual = overrides[field];
    if (manual !== undefined) {
      overridden.push(field);
      fields[field] = rich.has(field) ? sanitizeRichText(manual) : manual;
    } else {
      const source = sr[field] ?? '';
      fields[field] = rich.has(field) ? cyrillicToLatinHtml(source) : cyrillicToLatin(source);
    }
  }
  if (overrides.slug) overridden.push('slug');
  return { locale: 'lat', fields, requestedSlug: overrides.slug || undefined, overrides: overridden };
}

export function prepareTranslations(type: ContentType, input: TranslationsInput): PreparedTranslation[] {
  const sr = cleanFields(type, input.sr);
  const prepared: PreparedTranslation[] = [
    { locale: 'sr', fields: sr, requestedSlug: input.sr.slug, overrides: [] },
    deriveLatin(type, sr, input.lat ?? {}),
  ];
  if (input.en) prepared.push({ locale: 'en', fields: cleanFields(type, input.en), requestedSlug: input.en.slug, overrides: [] });
  return prepared;
}

/** Stored row → the fields of the admin view of one locale. */
export function translationView(type: ContentType, row: TranslationRow) {
  const view: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(type.translatedFields)) view[field] = row[column] ?? '';
  if (type.slugSource) view.slug = row.slug;
  if (row.locale === 'lat') view.overrides = JSON.parse(row.overrides) as string[];
  return view;
}

export function translationRow(type: ContentType, id: number, t: PreparedTranslation, slug: string | undefined) {
  const row: Record<string, unknown> = { entity_id: id, locale: t.locale, overrides: JSON.stringify(t.overrides) };
  for (const [field, column] of Object.entries(type.translatedFields)) row[column] = t.fields[field] ?? '';
  if (type.slugSource) row.slug = slug;
  return row;
}

/** Admin view translations → the input that would save them again (used to restore a revision). */
export function translationsInputOf(type: ContentType, view: Record<string, Record<string, unknown> | null>): TranslationsInput {
  const pick = (source: Record<string, unknown>, only?: string[]) => {
    const fields: TranslationFields = {};
    for (const field of [...Object.keys(type.translatedFields), ...(type.slugSource ? ['slug'] : [])]) {
      if (only && !only.includes(field)) continue;
      if (typeof source[field] === 'string') fields[field] = source[field];
    }
    return fields;
  };
  const lat = view.lat;
  return {
    sr: pick(view.sr ?? {}),
    lat: lat ? pick(lat, (lat.overrides as string[] | undefined) ?? []) : undefined,
    en: view.en ? pick(view.en) : null,
  };
}

/** A save as the translations record it: the item's version it makes, when, and the version it replaces. */
export interface TextSave {
  version: number;
  at: string;
  /** The item's version and time before this save; absent for a new item. */
  previous?: { version: number; at: string };
}

/**
 * Whether a save changes a locale's text: any translated field for the Serbian and English; for
 * the Latin, only what is written by hand (derived fields follow the Cyrillic by themselves).
 */
function textChanged(type: ContentType, t: PreparedTranslation, stored: TranslationRow): boolean {
  if (t.locale === 'lat') {
    if (JSON.stringify(t.overrides) !== stored.overrides) return true;
    return t.overrides.some((field) => field !== 'slug' && (t.fields[field] ?? '') !== (stored[type.translatedFields[field]!] ?? ''));
  }
  return Object.entries(type.translatedFields).some(([field, column]) => (t.fields[field] ?? '') !== (stored[column] ?? ''));
}

/**
 * When the locale's text last changed, as its row records it: this save when it changes the text
 * (or writes a new locale), else as stored (a row from before the record, as of the last save).
 */
export function textChangeColumns(type: ContentType, t: PreparedTranslation, stored: TranslationRow | undefined, save: TextSave) {
  if (!stored || textChanged(type, t, stored)) return { text_version: save.version, text_changed_at: save.at };
  return {
    text_version: (stored.text_version as number | null) ?? save.previous?.version ?? save.version,
    text_changed_at: (stored.text_changed_at as string | null) ?? save.previous?.at ?? save.at,
  };
}
