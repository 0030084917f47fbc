import { DESCRIPTION_MAX, TITLE_MAX } from '../../../common/schemas/common.js';
import { type FileInput, YEAR_MAX, YEAR_MIN } from '../../../common/schemas/content.js';
import type { Media } from '../../../common/schemas/public.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import { type Rule, type Rules, maxLength, required } from '../dashboard/form-rules.js';
import type { FileSave, FileView } from './files-api.js';

/** The translated fields of a file; the Latin ones are derived from the Cyrillic unless overridden. */
export const TEXT_FIELDS = ['title', 'description'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const TEXT_MAX: Record<TextField, number> = { title: TITLE_MAX, description: DESCRIPTION_MAX };

/** The form's text inputs, as strings (the rule form works on strings). */
export type FileFormValues = {
  srTitle: string;
  srDescription: string;
  latTitle: string;
  latDescription: string;
  enTitle: string;
  enDescription: string;
  year: string;
  categoryId: string;
  status: string;
};

/** The Latin fields an editor writes by hand. */
export type LatinOverrides = Record<TextField, boolean>;

/**
 * The title a new upload gets until someone writes a better one: the file name without its
 * extension, underscores as spaces, within the title's limit.
 */
export function titleFromFileName(name: string): string {
  const base = name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const title = base.replace(/_+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, TITLE_MAX).trim();
  return title || name.slice(0, TITLE_MAX) || '—';
}

/** The record an uploaded document becomes: a draft of `year` titled after the file. */
export function newFileInput(media: Pick<Media, 'id' | 'originalName'>, year: number): FileInput {
  return {
    status: 'draft',
    mediaId: media.id,
    year,
    categoryId: null,
    tagIds: [],
    translations: { sr: { title: titleFromFileName(media.originalName), description: '' } },
  };
}

const hasOverride = (view: FileView, field: TextField) => view.translations.lat?.overrides.includes(field) ?? false;

export function overridesOf(view: FileView): LatinOverrides {
  return { title: hasOverride(view, 'title'), description: hasOverride(view, 'description') };
}

/** The form's values for a stored file (Latin fields only where they are overrides). */
export function formValuesOf(view: FileView): FileFormValues {
  const { sr, lat, en } = view.translations;
  return {
    srTitle: sr?.title ?? '',
    srDescription: sr?.description ?? '',
    latTitle: hasOverride(view, 'title') ? (lat?.title ?? '') : '',
    latDescription: hasOverride(view, 'description') ? (lat?.description ?? '') : '',
    enTitle: en?.title ?? '',
    enDescription: en?.description ?? '',
    year: String(view.year),
    categoryId: view.categoryId === null ? '' : String(view.categoryId),
    status: view.status,
  };
}

/** What the Latin field shows: the editor's own text, or the Cyrillic transliterated as they type. */
export function latinValue(values: FileFormValues, overrides: LatinOverrides, field: TextField): string {
  const cyrillic = field === 'title' ? values.srTitle : values.srDescription;
  const manual = field === 'title' ? values.latTitle : values.latDescription;
  return overrides[field] ? manual : cyrillicToLatin(cyrillic);
}

interface SaveContext {
  view: FileView;
  mediaId: number;
  tagIds: number[];
  overrides: LatinOverrides;
  version: number;
}

/**
 * The PUT body of the form: Latin only for overridden fields; English removed when both its
 * fields are empty; the publication time as stored (the server sets it on first publication).
 */
export function fileSaveOf(values: FileFormValues, { view, mediaId, tagIds, overrides, version }: SaveContext): FileSave {
  const lat: Partial<Record<TextField, string>> = {};
  if (overrides.title) lat.title = values.latTitle;
  if (overrides.description) lat.description = values.latDescription;
  const hasEnglish = values.enTitle.trim() !== '' || values.enDescription.trim() !== '';
  return {
    status: values.status as FileSave['status'],
    publishedAt: view.publishedAt,
    mediaId,
    categoryId: values.categoryId ? Number(values.categoryId) : null,
    tagIds,
    year: Number(values.year),
    translations: {
      sr: { title: values.srTitle, description: values.srDescription },
      lat,
      en: hasEnglish ? { title: values.enTitle, description: values.enDescription } : null,
    },
    version,
  };
}

export interface RuleMessages {
  required: string;
  tooLong: (max: number) => string;
  englishTitle: string;
  year: string;
}

const yearRule =
  (message: string): Rule =>
  (value) => {
    const year = Number(value.trim());
    return (/^\d{4}$/.test(value.trim()) && year >= YEAR_MIN && year <= YEAR_MAX) || message;
  };

/** An English description needs an English title (the API requires a title in every locale it has). */
const englishTitleRule =
  (message: string): Rule =>
  (value, form) =>
    value.trim() !== '' || String(form?.enDescription ?? '').trim() === '' || message;

/** The rules of every field; Latin fields are checked only while they are written by hand. */
export function fileFormRules(messages: RuleMessages, overrides: LatinOverrides): Rules<FileFormValues> {
  const title = [required(messages.required), maxLength(TITLE_MAX, messages.tooLong(TITLE_MAX))];
  const description = [maxLength(DESCRIPTION_MAX, messages.tooLong(DESCRIPTION_MAX))];
  return {
    srTitle: title,
    srDescription: description,
    latTitle: overrides.title ? title : [],
    latDescription: overrides.description ? description : [],
    enTitle: [englishTitleRule(messages.englishTitle), maxLength(TITLE_MAX, messages.tooLong(TITLE_MAX))],
    enDescription: description,
    year: [required(messages.required), yearRule(messages.year)],
  };
}

const API_FIELDS: Record<string, keyof FileFormValues> = {
  'translations.sr.title': 'srTitle',
  'translations.sr.description': 'srDescription',
  'translations.lat.title': 'latTitle',
  'translations.lat.description': 'latDescription',
  'translations.en.title': 'enTitle',
  'translations.en.description': 'enDescription',
  year: 'year',
  categoryId: 'categoryId',
  status: 'status',
};

/** The API's field messages (`translations.sr.title`, …) under the form's field names. */
export function formErrorsOf(fields: Record<string, unknown> | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = API_FIELDS[path];
    if (field) errors[field] = String(message);
  }
  return errors;
}

/** The content a file is linked from, from the `usedBy` of the API's IN_USE refusal ("article 12"). */
export function linkedContentOf(details: Record<string, unknown> | undefined): { type: 'article' | 'page'; id: number }[] {
  const usedBy = Array.isArray(details?.usedBy) ? details.usedBy : [];
  return usedBy.flatMap((entry) => {
    const match = /^(article|page) (\d+)$/.exec(String(entry));
    return match ? [{ type: match[1] as 'article' | 'page', id: Number(match[2]) }] : [];
  });
}
