import type { Locale } from '../../../common/locales.js';
import { SLUG_MAX_LENGTH } from '../../../common/text/slug.js';
import { type Rule, checkRules, maxLength, required } from '../dashboard/form-rules.js';
import { type EditForm, SLUG_FIELD, type Texts, ownApiField, textNames } from './edit-form-state.js';
import { type EditTypeSpec, OWN_FIELDS, type OwnFieldName, type TextFieldSpec } from './edit-types.js';
import { isRichTextEmpty } from './rich-text-content.js';
import { zonedInputToIso } from '../../../common/time/zoned-time.js';
import { isIsoDate } from '../../../common/initial-data.js';
import { REGISTRATION_NUMBER_PATTERN, isValidTaxNumber } from '../../../common/providers.js';
import { type ApprovalValue, approvalFormPath, approvalPath, isRevocationReasonValid } from './approval-form-state.js';

/**
 * The edit form's rules (SPEC §5: a rule returns true or its message), keyed by the same paths
 * the API uses for its field errors ("translations.sr.title", "eventEnd"), so the screen shows
 * both kinds of message in the same place.
 */

/** The translated messages the rules give. */
export interface RuleMessages {
  required: string;
  tooLong: (max: number) => string;
  endBeforeStart: string;
  endWithoutStart: string;
  position: string;
  dateTime: string;
  tooManyRows: (rows: number) => string;
  rowTooLong: (row: number, max: number) => string;
  date: string;
  endDateBeforeStart: string;
  /** A qualification's volume of learning: ECTS credits or hours, one at least. */
  volume: string;
  registrationNumber: string;
  taxNumber: string;
  /** A revoked approval says why. */
  revocationReason: string;
}

export const POSITION_MAX = 100_000;

/** Rich text is empty when it holds only an empty paragraph. */
export const requiredRichText =
  (message: string): Rule =>
  (value) =>
    !isRichTextEmpty(value) || message;

/** A whole number in [min, max] (typed as text). */
export const integerBetween =
  (min: number, max: number, message: string): Rule =>
  (value) =>
    (/^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max) || message;

/** A datetime-local value, or nothing. */
export const dateTimeOrEmpty =
  (message: string): Rule =>
  (value) =>
    value === '' || zonedInputToIso(value, 'UTC') !== null || message;

/** A calendar date as a date input gives it (YYYY-MM-DD), or nothing. */
export const dateOrEmpty =
  (message: string): Rule =>
  (value) =>
    value === '' || isIsoDate(value) || message;

/**
 * The end of an event comes after its start, and needs one. Datetime-local values in the same
 * zone compare as text.
 */
export const endAfterStart =
  (startField: string, beforeStart: string, withoutStart: string): Rule =>
  (value, form) => {
    if (value === '') return true;
    const start = form?.[startField];
    if (typeof start !== 'string' || start === '') return withoutStart;
    return value >= start || beforeStart;
  };

export function textPath(locale: Locale, name: string): string {
  return `translations.${locale}.${name}`;
}

/** One field to check: where its message goes, its value and its rules. */
export interface FieldCheck {
  path: string;
  value: string;
  rules: Rule[];
  /** The values a rule may read beside its own (the other own fields). */
  context?: Record<string, unknown>;
}

/** The field, or the other one named, has a value: one of the two is required. */
export const eitherOf =
  (otherField: string, message: string): Rule =>
  (value, form) => {
    const other = form?.[otherField];
    return value.trim() !== '' || (typeof other === 'string' && other.trim() !== '') || message;
  };

/** A list of lines: at most `rows` of them, each at most `max` characters. */
export const linesWithin =
  (rows: number, max: number, messages: Pick<RuleMessages, 'tooManyRows' | 'rowTooLong'>): Rule =>
  (value) => {
    const lines = value.split('\n').filter((line) => line.trim() !== '');
    if (lines.length > rows) return messages.tooManyRows(rows);
    const long = lines.findIndex((line) => line.trim().length > max);
    return long < 0 || messages.rowTooLong(long + 1, max);
  };

function textRules(field: TextFieldSpec, messages: RuleMessages): Rule[] {
  const rules: Rule[] = [];
  if (field.isRequired) rules.push(field.kind === 'rich' ? requiredRichText(messages.required) : required(messages.required));
  rules.push(field.kind === 'lines' ? linesWithin(field.rows ?? 1, field.max, messages) : maxLength(field.max, messages.tooLong(field.max)));
  return rules;
}

function localeChecks(spec: EditTypeSpec, locale: Locale, texts: Texts, messages: RuleMessages, only?: readonly string[]): FieldCheck[] {
  const checks: FieldCheck[] = [];
  for (const field of spec.fields) {
    if (!only || only.includes(field.name)) checks.push({ path: textPath(locale, field.name), value: texts[field.name] ?? '', rules: textRules(field, messages) });
  }
  if (spec.hasSlug && (!only || only.includes(SLUG_FIELD))) {
    checks.push({ path: textPath(locale, SLUG_FIELD), value: texts[SLUG_FIELD] ?? '', rules: [maxLength(SLUG_MAX_LENGTH, messages.tooLong(SLUG_MAX_LENGTH))] });
  }
  return checks;
}

function ownRules(name: OwnFieldName, messages: RuleMessages): Rule[] {
  switch (name) {
    case 'eventStart':
    case 'eventDate':
      return [dateTimeOrEmpty(messages.dateTime)];
    case 'eventEnd':
      return [dateTimeOrEmpty(messages.dateTime), endAfterStart('eventStart', messages.endBeforeStart, messages.endWithoutStart)];
    case 'position':
      return [integerBetween(0, POSITION_MAX, messages.position)];
    case 'code':
    case 'level':
    case 'qualificationType':
    case 'field':
    case 'kind':
    case 'legalForm':
    case 'municipality':
    case 'address':
      return [required(messages.required)];
    // The provider's numbers, by the checks the API makes (src/common/providers.ts).
    case 'registrationNumber':
      return [required(messages.required), (value) => REGISTRATION_NUMBER_PATTERN.test(value.trim()) || messages.registrationNumber];
    case 'taxNumber':
      return [required(messages.required), (value) => isValidTaxNumber(value.trim()) || messages.taxNumber];
    case 'registeredOn':
      return [required(messages.required), dateOrEmpty(messages.date)];
    // Where the API puts its message too (src/common/schemas/qualifications.ts).
    case 'credits':
      return [eitherOf('hours', messages.volume)];
    case 'validUntil':
      return [dateOrEmpty(messages.date), endAfterStart('registeredOn', messages.endDateBeforeStart, messages.required)];
    default:
      return [];
  }
}

/**
 * The rules of each approval's row: a start of validity, and a revocation with its time and its
 * reason (the reason by the API's own rule, so the form refuses what the server would).
 */
function approvalChecks(approvals: readonly ApprovalValue[], messages: RuleMessages): FieldCheck[] {
  return approvals.flatMap((approval, index) => [
    { path: approvalPath(index, 'validFrom'), value: approval.validFrom, rules: [required(messages.required), dateTimeOrEmpty(messages.dateTime)] },
    ...(approval.isRevoked
      ? [
          { path: approvalPath(index, 'revokedAt'), value: approval.revokedAt, rules: [required(messages.required), dateTimeOrEmpty(messages.dateTime)] },
          { path: approvalPath(index, 'revocationReason'), value: approval.revocationReason, rules: [(value: string) => isRevocationReasonValid(value) || messages.revocationReason] },
        ]
      : []),
  ]);
}

/** Every field of the form that has rules, with its current value. */
export function fieldChecks(spec: EditTypeSpec, form: EditForm, messages: RuleMessages): FieldCheck[] {
  const own = form.own as unknown as Record<string, unknown>;
  return [
    { path: 'publishedAt', value: form.publishedAt, rules: [dateTimeOrEmpty(messages.dateTime)] },
    ...localeChecks(spec, 'sr', form.sr, messages),
    ...localeChecks(spec, 'lat', form.lat, messages, form.latOverrides),
    ...(form.en ? localeChecks(spec, 'en', form.en, messages) : []),
    ...spec.own
      .map((name) => ({ path: name, value: typeof own[name] === 'string' ? (own[name] as string) : '', rules: ownRules(name, messages), context: own }))
      .filter((check) => check.rules.length > 0),
    ...(spec.own.includes('approvals') ? approvalChecks(form.own.approvals, messages) : []),
  ];
}

/** The message of each failing field, by path (empty when the form may be sent). */
export function checkFields(checks: readonly FieldCheck[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const check of checks) {
    const message = checkRules(check.value, check.rules, check.context);
    if (message !== null) errors[check.path] = message;
  }
  return errors;
}

/** Fields checked again when one changes: the end of an event depends on its start. */
export function pathsAffectedBy(path: string): string[] {
  if (path === 'eventStart') return ['eventStart', 'eventEnd'];
  if (path === 'credits' || path === 'hours') return ['credits', 'hours'];
  return path === 'registeredOn' ? ['registeredOn', 'validUntil'] : [path];
}

/** The locale tab a field lives on; null for fields beside the tabs. */
export function tabOfPath(path: string): Locale | null {
  const match = /^translations\.(sr|lat|en)(\.|$)/.exec(path);
  return match ? (match[1] as Locale) : null;
}

const OWN_BY_API_FIELD = new Map(OWN_FIELDS.map((name) => [ownApiField(name), name]));

/**
 * Where an API field error belongs in the form: "coverMediaId" → "cover", "slideMediaIds.2" →
 * "slides", translations as they are; anything else keeps its path (shown above the form).
 */
export function formPathOfApiField(apiPath: string): string {
  if (tabOfPath(apiPath)) return apiPath;
  const approval = approvalFormPath(apiPath);
  if (approval) return approval;
  const head = apiPath.split('.')[0]!;
  return OWN_BY_API_FIELD.get(head) ?? head;
}

/** The API's field errors, keyed by form paths. */
export function formErrorsOfApi(fields: Record<string, unknown> | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const formPath = formPathOfApiField(path);
    errors[formPath] ??= String(message);
  }
  return errors;
}

/** Whether the screen has a field for a path (else its message is listed above the form). */
export function isFieldPath(spec: EditTypeSpec, path: string): boolean {
  const text = /^translations\.(sr|lat|en)\.(\w+)$/.exec(path);
  if (text) return textNames(spec).includes(text[2]!);
  if (/^approvals\.\d+(\.|$)/.test(path)) return spec.own.includes('approvals');
  return (spec.own as readonly string[]).includes(path) || path === 'status' || path === 'publishedAt';
}
