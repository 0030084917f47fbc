import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { ATTACHMENT_MAX_BYTES, type FormKey, formFields } from '../../../common/forms/form-definitions.js';
import {
  type AttachmentRef,
  type Choice,
  DECIDED_STATES,
  type FieldError,
  type FormState,
  PUBLIC_EVENT_KINDS,
  type SubmissionEventKind,
  type SubmissionState,
  formatReference,
  normaliseReference,
  stepErrors,
} from '../../../common/forms/form-state.js';
import { formWord } from '../../../common/forms/form-text.js';
import type { Locale } from '../../../common/locales.js';
import { dashboardPath, listPath } from '../../../common/routes.js';
import { isLocale } from '../../../common/locales.js';
import type { SubmissionStatus } from '../../../common/schemas/forms.js';
import { type Db, inTransaction } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { type AuditContext, recordAudit } from '../audit/audit.service.js';
import { nowIso, nowMs } from '../../lib/clock.js';
import { ContentRefusedError } from '../../lib/content-refusal.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { InvalidImageError } from '../../lib/image-variants.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { inspectUpload } from '../../lib/upload-inspection.js';
import { countTries } from '../auth/failure-limits.js';
import { hashToken } from '../auth/token-hash.js';
import { findPublishedCouncils } from '../councils/council.repository.js';
import { scheduleJob } from '../jobs/scheduled-job.js';
import { enqueueMail } from '../mail/mail.service.js';
import { encodePath } from '../site/site-text.js';
import {
  CONTROL,
  type PostedFile,
  type PostedForm,
  consentError,
  fieldsOfStep,
  fileFieldOf,
  firstFailingStep,
  formOf,
  isCheckStep,
  maxFilesOf,
  neighbourStep,
  readAction,
  readStep,
  readValues,
  stateAt,
} from './form-steps.js';
import * as repo from './submission.repository.js';
import { confirmationMessage, submitterAnsweredMessage } from './submission.messages.js';

/** A form sent sooner than this after it was opened is a program's, not a person's. */
export const MIN_FILL_MS = 5_000;
/** A form's opening moment is trusted this long: a page left open overnight is opened again. */
const STARTED_VALID_MS = 24 * 3600_000;
/** Submissions of one form from one address per window (failure-limits.ts: 15 minutes). */
const SUBMISSIONS_PER_CLIENT = 5;
/** Attachments from one address per window. */
const ATTACHMENTS_PER_CLIENT = 30;
/** Attachments of forms never sent are removed after this long. */
export const ABANDONED_ATTACHMENT_MS = 24 * 3600_000;

export interface SubmissionDeps {
  db: Db;
  storage: FileStorage;
  publicUrl: string;
  /** The portal's secret key; the forms' opening moments are signed with a key derived from it. */
  secretKey: string;
}

/** What posting a step gave: the page to show again (with its status), or a sent submission's private address. */
export type StepOutcome = { status: number; state: FormState } | { sent: { number: string; location: string } };

const signingKeys = new Map<string, Buffer>();
function signingKey(secretKey: string): Buffer {
  let key = signingKeys.get(secretKey);
  if (!key) signingKeys.set(secretKey, (key = Buffer.from(hkdfSync('sha256', secretKey, 'noks-portal', 'public form opening', 32))));
  return key;
}

const signature = (secretKey: string, form: FormKey, ms: number) => createHmac('sha256', signingKey(secretKey)).update(`${form}.${ms}`).digest('base64url');

/** The signed moment a form was opened: `<ms>.<signature>`, so a program cannot claim to have opened it earlier. */
export const signStart = (secretKey: string, form: FormKey, ms = nowMs()): string => `${ms}.${signature(secretKey, form, ms)}`;

/** The moment a form was opened, if the token is this portal's signature of it and not too old. */
export function readStart(secretKey: string, form: FormKey, token: string | undefined): number | null {
  const match = /^(\d{13})\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const ms = Number(match[1]);
  const expected = Buffer.from(signature(secretKey, form, ms));
  const given = Buffer.from(match[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return nowMs() - ms <= STARTED_VALID_MS && ms <= nowMs() ? ms : null;
}

/** The published sector councils as choices in a locale, by name. */
export async function councilChoices(db: Db, locale: Locale): Promise<Choice[]> {
  const rows = await findPublishedCouncils(db, { locale, now: nowIso(), page: 1, limit: 100 });
  return rows.map((row) => ({ value: String(row.id), label: row.name })).sort((a, b) => a.label.localeCompare(b.label, locale === 'en' ? 'en' : 'sr'));
}

/** A form as it opens: its first step, no answers, the moment signed. */
export async function openForm(deps: SubmissionDeps, form: FormKey, locale: Locale): Promise<FormState> {
  const councils = formFields(formOf(form)).some((field) => field.kind === 'select' && field.options === 'councils') ? await councilChoices(deps.db, locale) : [];
  return stateAt(form, formOf(form).steps[0]!.id, { values: {}, attachments: [], started: signStart(deps.secretKey, form), councils });
}

/** The attachments the page carried, as the server kept them (a token it does not know is dropped). */
async function keptAttachments(db: Db, form: FormKey, posted: PostedForm): Promise<AttachmentRef[]> {
  const tokens = [...new Set(posted.fields.get(CONTROL.attachment) ?? [])].filter((token) => /^[\w-]{43}$/.test(token)).slice(0, maxFilesOf(formOf(form)));
  const byHash = new Map(tokens.map((token) => [hashToken(token), token]));
  const rows = await repo.findPendingFiles(db, form, [...byHash.keys()]);
  return rows.map((row) => ({ token: byHash.get(row.token_hash)!, name: row.name, size: row.size }));
}

/** A file's name as the page shows it: its last path part, without control characters, at most 200 characters. */
const displayName = (filename: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  [...(filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '')].slice(-200).join('') || 'file';

/** Checks a file like any upload and keeps it until the form is sent; the error to show when it is refused. */
async function receiveFile(deps: SubmissionDeps, form: FormKey, file: PostedFile, locale: Locale): Promise<AttachmentRef | string> {
  const name = displayName(file.filename);
  const sizeMb = ATTACHMENT_MAX_BYTES / 1_000_000;
  if (file.truncated || file.bytes.length > ATTACHMENT_MAX_BYTES) return formWord('fileTooLarge', locale, { name, size: sizeMb });
  let inspected;
  try {
    inspected = await inspectUpload(file.bytes, 'document', name);
  } catch (error) {
    if (error instanceof ContentRefusedError) return formWord('fileUnsafe', locale, { name });
    if (error instanceof InvalidImageError) return formWord('fileRefused', locale, { name });
    throw error;
  }
  if (!inspected) return formWord('fileRefused', locale, { name });
  const token = randomBytes(32).toString('base64url');
  const storageKey = await deps.storage.put(file.bytes);
  await repo.insertPendingFile(deps.db, { tokenHash: hashToken(token), form, storageKey, name, mime: inspected.type.mime, size: file.bytes.length, now: nowIso() });
  return { token, name, size: file.bytes.length };
}

/** The files of the step posted, received up to the form's limit; the errors of those refused. */
async function receiveFiles(deps: SubmissionDeps, form: FormKey, step: string, posted: PostedForm, kept: AttachmentRef[], locale: Locale, ip: string): Promise<FieldError[]> {
  const field = fileFieldOf(fieldsOfStep(formOf(form), step));
  const files = posted.files.filter((file) => file.filename !== '' || file.bytes.length > 0);
  if (!field || files.length === 0) return [];
  const limited = await countTries(deps.db, [{ key: `attachment:${ip}`, limit: ATTACHMENTS_PER_CLIENT }], '', nowMs());
  if (limited) return [{ field: field.name, message: formWord('tooMany', locale, { minutes: Math.ceil(Number(limited.details?.retryAfterSeconds ?? 60) / 60) }) }];
  const errors: FieldError[] = [];
  for (const file of files) {
    if (kept.length >= field.maxFiles) {
      errors.push({ field: field.name, message: formWord('tooManyFiles', locale, { count: field.maxFiles }) });
      break;
    }
    const received = await receiveFile(deps, form, file, locale);
    if (typeof received === 'string') errors.push({ field: field.name, message: received });
    else kept.push(received);
  }
  return errors;
}

/**
 * One step of a form posted: the answers kept, the files received, then what the button asked
 * for. Continuing checks the step's answers; sending checks every answer again, the consent, the
 * hidden field no person fills, the time since the form was opened and the address's allowance,
 * then records the submission and queues its confirmation in one transaction.
 */
export async function postFormStep(deps: SubmissionDeps, form: FormKey, locale: Locale, posted: PostedForm, ip: string): Promise<StepOutcome> {
  const definition = formOf(form);
  const step = readStep(definition, posted);
  const action = readAction(posted.fields.get(CONTROL.action)?.[0]);
  const started = readStart(deps.secretKey, form, posted.fields.get(CONTROL.started)?.[0]);
  const kept = {
    values: readValues(definition, posted),
    attachments: await keptAttachments(deps.db, form, posted),
    started: started === null ? signStart(deps.secretKey, form) : posted.fields.get(CONTROL.started)![0]!,
    councils: formFields(definition).some((field) => field.kind === 'select' && field.options === 'councils') ? await councilChoices(deps.db, locale) : [],
  };
  const fileErrors = await receiveFiles(deps, form, step, posted, kept.attachments, locale, ip);
  const stay = (errors: FieldError[], status = 422): StepOutcome => ({ status, state: stateAt(form, step, kept, errors) });

  if ((posted.fields.get(CONTROL.honeypot)?.[0] ?? '') !== '') return stay([{ field: '', message: formWord('spam', locale) }]);
  switch (action.kind) {
    case 'back':
      return { status: 200, state: stateAt(form, neighbourStep(definition, step, -1), kept) };
    case 'change':
      return { status: 200, state: stateAt(form, definition.steps.some((s) => s.id === action.step) ? action.step : step, kept) };
    case 'remove':
      kept.attachments = kept.attachments.filter((attachment) => attachment.token !== action.token);
      return { status: 200, state: stateAt(form, step, kept) };
    case 'continue': {
      if (isCheckStep(step)) return { status: 200, state: stateAt(form, step, kept) };
      const errors = [...stepErrors(fieldsOfStep(definition, step), kept.values, locale, kept.councils), ...fileErrors];
      if (errors.length > 0) return stay(errors);
      return { status: 200, state: stateAt(form, neighbourStep(definition, step, 1), kept) };
    }
    case 'send':
      return send(deps, form, locale, posted, ip, { step, kept, started, fileErrors });
  }
}

async function send(
  deps: SubmissionDeps,
  form: FormKey,
  locale: Locale,
  posted: PostedForm,
  ip: string,
  at: { step: string; kept: Parameters<typeof stateAt>[2]; started: number | null; fileErrors: FieldError[] },
): Promise<StepOutcome> {
  const definition = formOf(form);
  const { kept } = at;
  const failing = firstFailingStep(definition, kept.values, locale, kept.councils);
  if (failing) return { status: 422, state: stateAt(form, failing.step, kept, failing.errors) };
  const checkErrors = [consentError(posted, locale)].filter((error) => error !== null);
  if (at.started === null) checkErrors.push({ field: '', message: formWord('expired', locale) });
  else if (nowMs() - at.started < MIN_FILL_MS) checkErrors.push({ field: '', message: formWord('tooFast', locale) });
  if (checkErrors.length > 0) return { status: 422, state: stateAt(form, at.step, kept, checkErrors) };
  const limited = await countTries(deps.db, [{ key: `submission:${form}:${ip}`, limit: SUBMISSIONS_PER_CLIENT }], '', nowMs());
  if (limited) {
    const minutes = Math.ceil(Number(limited.details?.retryAfterSeconds ?? 60) / 60);
    return { status: 429, state: stateAt(form, at.step, kept, [{ field: '', message: formWord('tooMany', locale, { minutes }) }]) };
  }
  return { sent: await recordSubmission(deps, form, locale, kept) };
}

/** The private address of a submission's status page in a locale, encoded: the number and the secret in its query. */
export const statusLocation = (locale: Locale, number: string, secret: string): string =>
  `${encodePath(listPath('submission', locale))}?${new URLSearchParams({ n: number, k: secret }).toString()}`;

async function recordSubmission(deps: SubmissionDeps, form: FormKey, locale: Locale, kept: { values: Record<string, string>; attachments: AttachmentRef[] }) {
  const definition = formOf(form);
  const secret = randomBytes(24).toString('base64url');
  const now = nowIso();
  const year = new Date(nowMs()).getUTCFullYear();
  const name = kept.values[definition.nameField]!;
  const email = kept.values[definition.emailField]!;
  const number = await inTransaction(deps.db, async (trx) => {
    const number = formatReference(definition.prefix, year, await repo.takeNextNumber(trx, form, year));
    const secretSealed = createSecretBox(deps.secretKey).seal(secret);
    const id = await repo.insertSubmission(trx, { form, number, secretHash: hashToken(secret), secretSealed, locale, state: 'received', name, email, answers: JSON.stringify(kept.values), now });
    await repo.insertEvent(trx, { submissionId: id, kind: 'received', state: 'received', now });
    const files = await repo.findPendingFiles(trx, form, kept.attachments.map((attachment) => hashToken(attachment.token)));
    await repo.attachFiles(
      trx,
      id,
      files.map((file) => file.id),
    );
    const link = `${deps.publicUrl}${statusLocation(locale, number, secret)}`;
    await enqueueMail(trx, confirmationMessage({ to: email, name, locale, form, number, link }));
    return number;
  });
  return { number, location: statusLocation(locale, number, secret) };
}

/** A submission as its private page shows it; 404 alike for an unknown number and a wrong secret. */
export async function readSubmissionStatus(db: Db, query: { n: string; k: string }, locale: Locale): Promise<SubmissionStatus> {
  const row = await submissionByLink(db, query);
  const [events, files] = await Promise.all([repo.findEvents(db, row.id, PUBLIC_EVENT_KINDS), repo.findFilesOf(db, row.id)]);
  const form = row.form as FormKey;
  const councils = formFields(formOf(form)).some((field) => field.kind === 'select' && field.options === 'councils') ? await councilChoices(db, locale) : [];
  return {
    number: row.number,
    form,
    state: row.state as SubmissionState,
    submittedAt: row.created_at,
    email: row.email,
    values: JSON.parse(row.answers) as Record<string, string>,
    attachments: files.map((file) => ({ name: file.name, size: file.size })),
    councils,
    history: events.map((event) => ({ at: event.created_at, kind: event.kind as SubmissionEventKind, state: (event.state as SubmissionState | null) ?? null, message: event.message })),
    open: !DECIDED_STATES.includes(row.state as SubmissionState),
  };
}

/** The submission a private link names, or 404 alike for an unknown number and a wrong secret. */
async function submissionByLink(db: Executor, query: { n: string; k: string }) {
  const row = await repo.findSubmissionByNumber(db, normaliseReference(query.n));
  const given = Buffer.from(hashToken(query.k));
  if (!row || !timingSafeEqual(given, Buffer.from(row.secret_hash))) throw notFound('Submission');
  return row;
}

/**
 * The submitter writes to the agency through their private link (an answer to a question of the
 * agency, say): a submission waiting for more information goes back into review, and whoever
 * handles it is told by e-mail. A decided submission takes no more messages (409).
 */
export async function answerAsSubmitter(deps: SubmissionDeps, query: { n: string; k: string }, message: string, audit: AuditContext): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const row = await submissionByLink(trx, query);
    if (DECIDED_STATES.includes(row.state as SubmissionState)) throw new AppError('CONFLICT', 409, 'The submission is decided; it takes no more messages');
    const now = nowIso();
    await repo.insertEvent(trx, { submissionId: row.id, kind: 'response', message, now });
    if (row.state === 'information-needed') {
      await repo.updateSubmission(trx, row.id, { state: 'in-review' }, now);
      await repo.insertEvent(trx, { submissionId: row.id, kind: 'state', state: 'in-review', now });
    } else await repo.updateSubmission(trx, row.id, {}, now);
    await recordAudit(trx, audit, { action: 'submission-answered', entity: { type: 'submission', id: row.id }, summary: `The submitter wrote on ${row.number}` });
    const handler = row.assigned_to === null ? null : await repo.findActiveUser(trx, row.assigned_to);
    if (handler) {
      const link = `${deps.publicUrl}${dashboardPath(isLocale(handler.locale) ? handler.locale : 'sr', 'submissions', row.id)}`;
      await enqueueMail(trx, submitterAnsweredMessage({ to: handler.email, name: handler.name, locale: isLocale(handler.locale) ? handler.locale : 'sr', number: row.number, link }));
    }
  });
}

/** Deletes decided submissions whose retention has passed, with their files; each is counted in its form's totals. */
export async function deleteExpiredSubmissions(db: Db, storage: FileStorage, retentionDays: number): Promise<number> {
  const before = new Date(nowMs() - retentionDays * 86_400_000).toISOString();
  let deleted = 0;
  for (;;) {
    const expired = await repo.findExpired(db, before, 100);
    if (expired.length === 0) break;
    const keys = await inTransaction(db, async (trx) => {
      const keys: string[] = [];
      for (const row of expired) {
        keys.push(...(await repo.findStorageKeysOf(trx, row.id)).map((file) => file.storage_key));
        await repo.countDeleted(trx, row.form, new Date(row.created_at).getUTCFullYear(), row.state);
        await repo.deleteSubmission(trx, row.id);
      }
      await recordAudit(trx, SYSTEM_AUDIT, { action: 'submissions-expired', summary: `Deleted ${expired.length} submissions decided more than ${retentionDays} days ago` });
      return keys;
    });
    for (const key of keys) await storage.remove(key);
    deleted += expired.length;
  }
  return deleted;
}

/** Deletes expired submissions once a day, on one instance. Returns the stop. */
export function scheduleSubmissionRetention(db: Db, storage: FileStorage, retentionDays: number, onError: (error: unknown) => void): () => Promise<void> {
  return scheduleJob(db, { name: 'submission-retention', everyMs: 86_400_000, work: () => deleteExpiredSubmissions(db, storage, retentionDays), onError });
}

/** The portal's own jobs act as nobody, from nowhere. */
const SYSTEM_AUDIT: AuditContext = { actor: null, ip: null, userAgent: null };

/** Removes the attachments of forms never sent, older than ABANDONED_ATTACHMENT_MS, every hour on one instance. Returns the stop. */
export function scheduleAbandonedAttachmentRemoval(db: Db, storage: FileStorage, onError: (error: unknown) => void): () => Promise<void> {
  return scheduleJob(db, { name: 'abandoned-attachments', everyMs: 3600_000, work: () => removeAbandonedAttachments(db, storage), onError });
}

/** Removes the attachments of forms never sent, older than ABANDONED_ATTACHMENT_MS: rows and stored files. */
export async function removeAbandonedAttachments(db: Db, storage: FileStorage): Promise<number> {
  const before = new Date(nowMs() - ABANDONED_ATTACHMENT_MS).toISOString();
  let removed = 0;
  for (;;) {
    const files = await repo.findAbandonedFiles(db, before, 200);
    if (files.length === 0) return removed;
    for (const file of files) await storage.remove(file.storage_key);
    await repo.deleteFiles(
      db,
      files.map((file) => file.id),
    );
    removed += files.length;
  }
}
