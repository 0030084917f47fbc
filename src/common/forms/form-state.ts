import type { Locale } from '../locales.js';
import { CHECK_STEP, type FieldDefinition, type FormDefinition, type FormKey, UNKNOWN_CHOICE } from './form-definitions.js';
import { type FormText, formWord, textIn } from './form-text.js';

/** A file attached to a form not yet sent: known by a token the form carries, kept by the server. */
export interface AttachmentRef {
  token: string;
  name: string;
  size: number;
}

/** A choice as a screen shows it: its value and its label in the page's locale. */
export interface Choice {
  value: string;
  label: string;
}

/** An error of a form step: the field it belongs to ('' for the form as a whole) and what to do. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * Where a reader is in a form: the step shown, every answer given so far, the attachments, the
 * errors of the last try, and the signed moment the form was opened (the minimum fill time). The
 * page carries it from step to step in hidden fields, so nothing is kept until the form is sent.
 */
export interface FormState {
  form: FormKey;
  step: string;
  values: Record<string, string>;
  attachments: AttachmentRef[];
  errors: FieldError[];
  started: string;
  /** The choices that come from the registers (the sector councils), in the page's locale. */
  councils: Choice[];
}

/** The states of a submission, from received to decided. */
export const SUBMISSION_STATES = ['received', 'in-review', 'information-needed', 'accepted', 'declined'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

export const SUBMISSION_STATE_LABELS: Record<SubmissionState, FormText> = {
  received: { sr: 'Примљена', en: 'Received' },
  'in-review': { sr: 'У разматрању', en: 'In review' },
  'information-needed': { sr: 'Потребно је још података', en: 'More information needed' },
  accepted: { sr: 'Прихваћена', en: 'Accepted' },
  declined: { sr: 'Није прихваћена', en: 'Not accepted' },
};

/** A decided submission is closed: it is deleted once its retention has passed. */
export const DECIDED_STATES: readonly SubmissionState[] = ['accepted', 'declined'];

/**
 * What a submission's history records: its receipt, each state it was put in, the agency's replies,
 * the submitter's answers (all four on the status page), and what only the agency sees: internal
 * notes, who it was given to, the standard it became.
 */
export const SUBMISSION_EVENT_KINDS = ['received', 'state', 'reply', 'response', 'note', 'assigned', 'linked'] as const;
export type SubmissionEventKind = (typeof SUBMISSION_EVENT_KINDS)[number];
export const PUBLIC_EVENT_KINDS: readonly SubmissionEventKind[] = ['received', 'state', 'reply', 'response'];

/** The step ids of a form in order, the check step last. */
export const stepIds = (form: FormDefinition): string[] => [...form.steps.map((step) => step.id), CHECK_STEP];

/** An e-mail address as the forms take it: a local part, an at sign, a domain with a dot. */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;
const PHONE = /^\+?[\d\s()-]{6,40}$/;

/** The choices a select or radio field offers: its fixed options, or the councils of the state. */
export function fieldChoices(field: FieldDefinition, locale: Locale, councils: readonly Choice[]): Choice[] {
  if (field.kind !== 'select' && field.kind !== 'radio') return [];
  if (field.options === 'councils') return [...councils, { value: UNKNOWN_CHOICE, label: textIn({ sr: 'Не знам', en: 'I do not know' }, locale) }];
  return field.options.map((option) => ({ value: option.value, label: textIn(option.label, locale) }));
}

/** How an answer reads: a choice's label, or the text as given. */
export function answerText(field: FieldDefinition, value: string | undefined, locale: Locale, councils: readonly Choice[]): string {
  if (!value) return '';
  return fieldChoices(field, locale, councils).find((choice) => choice.value === value)?.label ?? value;
}

/** The error of one field's answer, or null; files are checked where they are received. */
export function fieldError(field: FieldDefinition, value: string, locale: Locale, councils: readonly Choice[]): string | null {
  if (field.kind === 'file') return null;
  if (value === '') return field.required ? textIn(field.missing ?? { sr: 'Обавезно поље', en: 'Required' }, locale) : null;
  if (field.kind === 'select' || field.kind === 'radio') {
    return fieldChoices(field, locale, councils).some((choice) => choice.value === value) ? null : formWord('invalidChoice', locale);
  }
  const length = [...value].length;
  if ('maxLength' in field && length > field.maxLength) return formWord('tooLong', locale, { max: field.maxLength, length });
  if (field.kind === 'email' && !EMAIL_PATTERN.test(value)) return formWord('invalidEmail', locale);
  if (field.kind === 'tel' && !PHONE.test(value)) return formWord('invalidPhone', locale);
  return null;
}

/** The errors of a step's answers, in the order of its fields. */
export function stepErrors(fields: readonly FieldDefinition[], values: Record<string, string>, locale: Locale, councils: readonly Choice[]): FieldError[] {
  return fields.flatMap((field) => {
    const message = fieldError(field, values[field.name] ?? '', locale, councils);
    return message ? [{ field: field.name, message }] : [];
  });
}

/** The id a field's input has on the page; an error summary links to it. */
export const fieldInputId = (name: string): string => `field-${name}`;

/** A reference number: the form's prefix, the year and a number of six digits (`ИН-2026-000123`). */
export const formatReference = (prefix: string, year: number, sequence: number): string => `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;

/** A reference as typed or linked: trimmed, upper case, Latin letters of a prefix read as the Cyrillic ones. */
export function normaliseReference(text: string): string {
  const latinToCyrillic: Record<string, string> = { I: 'И', N: 'Н', P: 'П' };
  const trimmed = text.trim().toUpperCase();
  const dash = trimmed.indexOf('-');
  if (dash < 0) return trimmed;
  return [...trimmed.slice(0, dash)].map((c) => latinToCyrillic[c] ?? c).join('') + trimmed.slice(dash);
}
