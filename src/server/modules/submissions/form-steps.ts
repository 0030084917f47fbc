import { CHECK_STEP, FORMS, type FieldDefinition, type FormDefinition, type FormKey, formFields } from '../../../common/forms/form-definitions.js';
import { type AttachmentRef, type Choice, type FieldError, type FormState, stepErrors, stepIds } from '../../../common/forms/form-state.js';
import { formWord } from '../../../common/forms/form-text.js';
import type { Locale } from '../../../common/locales.js';

/**
 * What a form's page posts: every answer so far (the current step's inputs and the hidden ones of
 * the other steps), the step it was on, the button pressed, the tokens of the files given before,
 * and the files of this step.
 */
export interface PostedForm {
  fields: ReadonlyMap<string, readonly string[]>;
  files: readonly PostedFile[];
}

export interface PostedFile {
  filename: string;
  bytes: Buffer;
  /** The file was cut at the size limit: it is refused, not stored. */
  truncated: boolean;
}

/** The names of the form's own inputs besides the answers. */
export const CONTROL = { step: 'step', action: 'action', started: 'started', attachment: 'attachment', consent: 'consent', honeypot: 'website' } as const;

/** What the button pressed asks for: the next step, the one before, a step to change, a file removed, or sending. */
export type FormAction = { kind: 'continue' } | { kind: 'back' } | { kind: 'change'; step: string } | { kind: 'remove'; token: string } | { kind: 'send' };

export function readAction(value: string | undefined): FormAction {
  if (value === 'back' || value === 'send') return { kind: value };
  if (value?.startsWith('change:')) return { kind: 'change', step: value.slice('change:'.length) };
  if (value?.startsWith('remove:')) return { kind: 'remove', token: value.slice('remove:'.length) };
  return { kind: 'continue' };
}

const first = (posted: PostedForm, name: string): string | undefined => posted.fields.get(name)?.[0];

/** Text as typed: line ends made one, surrounding spaces and control characters dropped. */
const cleanText = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .trim();

/** The answers of every field but the files, from what was posted (an unknown field is ignored). */
export function readValues(form: FormDefinition, posted: PostedForm): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of formFields(form)) {
    if (field.kind === 'file') continue;
    const value = cleanText(first(posted, field.name) ?? '');
    if (value) values[field.name] = value;
  }
  return values;
}

/** The step posted, if it is one of the form's; else the first. */
export function readStep(form: FormDefinition, posted: PostedForm): string {
  const step = first(posted, CONTROL.step);
  return step && stepIds(form).includes(step) ? step : form.steps[0]!.id;
}

export const fieldsOfStep = (form: FormDefinition, step: string): readonly FieldDefinition[] => form.steps.find((s) => s.id === step)?.fields ?? [];

/** The step after `step` on continuing, the one before on going back. */
export function neighbourStep(form: FormDefinition, step: string, direction: 1 | -1): string {
  const ids = stepIds(form);
  const index = Math.min(Math.max(ids.indexOf(step) + direction, 0), ids.length - 1);
  return ids[index]!;
}

/**
 * The errors of every step, the first failing step first: sending checks all the answers again,
 * as a page of an earlier step may have been posted by something other than this form.
 */
export function firstFailingStep(form: FormDefinition, values: Record<string, string>, locale: Locale, councils: readonly Choice[]): { step: string; errors: FieldError[] } | null {
  for (const step of form.steps) {
    const errors = stepErrors(step.fields, values, locale, councils);
    if (errors.length > 0) return { step: step.id, errors };
  }
  return null;
}

/** The file field of a step, if it has one. */
export const fileFieldOf = (fields: readonly FieldDefinition[]) => fields.find((field): field is Extract<FieldDefinition, { kind: 'file' }> => field.kind === 'file');

/** The most files a form takes in all. */
export const maxFilesOf = (form: FormDefinition): number => formFields(form).reduce((sum, field) => sum + (field.kind === 'file' ? field.maxFiles : 0), 0);

/** A new state of the form at `step`, with the answers and attachments kept. */
export function stateAt(
  form: FormKey,
  step: string,
  kept: { values: Record<string, string>; attachments: AttachmentRef[]; started: string; councils: Choice[] },
  errors: FieldError[] = [],
): FormState {
  return { form, step, values: kept.values, attachments: kept.attachments, started: kept.started, councils: kept.councils, errors };
}

/** The consent asked on the check step. */
export function consentError(posted: PostedForm, locale: Locale): FieldError | null {
  return first(posted, CONTROL.consent) === 'yes' ? null : { field: CONTROL.consent, message: formWord('consentMissing', locale) };
}

export const isCheckStep = (step: string) => step === CHECK_STEP;
export const formOf = (key: FormKey): FormDefinition => FORMS[key];
