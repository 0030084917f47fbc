import { FORMS, type FormKey } from '../../../common/forms/form-definitions.js';
import { DECIDED_STATES, type SubmissionEventKind, type SubmissionState } from '../../../common/forms/form-state.js';
import { QUEUE_OF_FORM, type QueueSubject, can, canRead } from '../../../common/permissions.js';
import type { AdminSubmission, SubmissionQueueQuery } from '../../../common/schemas/forms.js';
import type { SessionUser } from '../../../common/schemas/user.js';
import { type Db, inTransaction } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { nowIso } from '../../lib/clock.js';
import { csvText } from '../../lib/csv.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { type AuditContext, recordAudit } from '../audit/audit.service.js';
import { loadPermissions } from '../groups/group.repository.js';
import { enqueueMail } from '../mail/mail.service.js';
import { councilChoices, statusLocation } from './submission.service.js';
import { submissionUpdateMessage } from './submission.messages.js';
import * as repo from './submission.repository.js';
import type { Locale } from '../../../common/locales.js';

/** The queue each form's submissions are handled in, and the subject a group is granted it by. */

export interface QueueDeps {
  db: Db;
  storage: FileStorage;
  publicUrl: string;
  secretKey: string;
}

type Actor = Pick<SessionUser, 'id' | 'name' | 'permissions'>;

/** The submission's row once the actor may `need` its queue: reading it, handling it (edit) or erasing it (delete). */
async function submissionFor(db: Executor, actor: Actor, id: number, need: 'read' | 'edit' | 'delete') {
  const row = await repo.findSubmission(db, id);
  if (!row) throw notFound('Submission');
  const subject = QUEUE_OF_FORM[row.form as FormKey];
  if (!(need === 'read' ? canRead(actor.permissions, subject) : can(actor.permissions, subject, need))) throw forbidden();
  return row;
}

function assertQueueRead(actor: Actor, form: FormKey): void {
  if (!canRead(actor.permissions, QUEUE_OF_FORM[form])) throw forbidden();
}

/** A short title of a submission for the queue: the qualification proposed, or the question's first words. */
function titleOf(form: FormKey, answers: Record<string, string>): string {
  const text = form === 'initiative' ? (answers.title ?? '') : (answers.question ?? '');
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

const parseAnswers = (answers: string) => JSON.parse(answers) as Record<string, string>;

/** A page of a form's queue, newest first, with the open counts by state; the view is audited (the rows name people). */
export async function listQueue(db: Db, actor: Actor, audit: AuditContext, query: SubmissionQueueQuery) {
  assertQueueRead(actor, query.form);
  const filter = { form: query.form, state: query.state, assignedTo: query.assigned === 'me' ? actor.id : query.assigned === 'none' ? null : query.assigned };
  const [rows, total, counts] = await Promise.all([
    repo.findQueuePage(db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    repo.countQueue(db, filter),
    repo.countByState(db, query.form),
  ]);
  await recordAudit(db, audit, { action: 'submissions-listed', summary: `The ${query.form} queue, page ${query.page}${query.state ? `, ${query.state}` : ''}` });
  return {
    items: rows.map((row) => ({
      id: row.id,
      number: row.number,
      form: row.form as FormKey,
      state: row.state as SubmissionState,
      name: row.name,
      title: titleOf(row.form as FormKey, parseAnswers(row.answers)),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      assignee: row.assigned_to === null ? null : { id: row.assigned_to, name: row.assignee_name ?? '' },
    })),
    total,
    page: query.page,
    limit: query.limit,
    counts,
  };
}

/** The users who may be given a queue's submissions: active, and holding the queue. */
async function handlersOf(db: Executor, subject: QueueSubject) {
  const users = await repo.findActiveUsers(db);
  const handlers = [];
  for (const user of users) if (can(await loadPermissions(db, user.id), subject, 'edit')) handlers.push(user);
  return handlers;
}

/** A submission as the agency handles it: every answer, attachment and entry of its history; the view is audited. */
export async function getSubmission(db: Db, actor: Actor, audit: AuditContext, id: number, locale: Locale = 'sr'): Promise<AdminSubmission> {
  const row = await submissionFor(db, actor, id, 'read');
  await recordAudit(db, audit, { action: 'submission-viewed', entity: { type: 'submission', id }, summary: `Viewed ${row.number}` });
  return loadSubmission(db, id, locale);
}

async function loadSubmission(db: Executor, id: number, locale: Locale): Promise<AdminSubmission> {
  const row = (await repo.findSubmission(db, id))!;
  const form = row.form as FormKey;
  const [events, files, handlers, councils] = await Promise.all([repo.findEvents(db, id), repo.findFilesOf(db, id), handlersOf(db, QUEUE_OF_FORM[form]), councilChoices(db as Db, locale)]);
  const values = parseAnswers(row.answers);
  return {
    id: row.id,
    number: row.number,
    form,
    state: row.state as SubmissionState,
    name: row.name,
    title: titleOf(form, values),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    assignee: row.assigned_to === null ? null : { id: row.assigned_to, name: row.assignee_name ?? '' },
    email: row.email,
    locale: row.locale,
    values,
    councils,
    reason: row.reason,
    decidedAt: row.decided_at,
    standard: row.standard_id === null ? null : { id: row.standard_id, title: row.standard_title ?? '' },
    attachments: files.map((file) => ({ id: file.id, name: file.name, size: file.size, mime: file.mime })),
    history: events.map((event) => ({ at: event.created_at, kind: event.kind as SubmissionEventKind, state: (event.state as SubmissionState | null) ?? null, message: event.message, by: event.by })),
    handlers: handlers.map((user) => ({ id: user.id, name: user.name })),
  };
}

/** The submitter's private link, opened from the sealed secret: replies and news of the decision carry it. */
function privateLink(deps: QueueDeps, row: { locale: string; number: string; secret_sealed: string }): string {
  return `${deps.publicUrl}${statusLocation(row.locale as Locale, row.number, createSecretBox(deps.secretKey).open(row.secret_sealed))}`;
}

/** One change by the agency, in one transaction with its history entry, its audit entry and the submitter's e-mail if any. */
async function change(
  deps: QueueDeps,
  actor: Actor,
  id: number,
  audit: AuditContext,
  locale: Locale,
  work: (trx: Executor, row: NonNullable<Awaited<ReturnType<typeof repo.findSubmission>>>, now: string) => Promise<string>,
): Promise<AdminSubmission> {
  return inTransaction(deps.db, async (trx) => {
    const row = await submissionFor(trx, actor, id, 'edit');
    const summary = await work(trx, row, nowIso());
    await recordAudit(trx, audit, { action: summary.startsWith('Replied') ? 'submission-replied' : 'submission-updated', entity: { type: 'submission', id }, summary });
    return loadSubmission(trx, id, locale);
  });
}

/** Gives a submission to one of the queue's handlers, or to nobody. */
export function assignSubmission(deps: QueueDeps, actor: Actor, audit: AuditContext, id: number, userId: number | null, locale: Locale) {
  return change(deps, actor, id, audit, locale, async (trx, row, now) => {
    const handler = userId === null ? null : (await handlersOf(trx, QUEUE_OF_FORM[row.form as FormKey])).find((user) => user.id === userId);
    if (userId !== null && !handler) throw new AppError('VALIDATION_FAILED', 400, 'The user does not handle this queue', { fields: { userId: 'Not a handler of this queue' } });
    await repo.updateSubmission(trx, id, { assigned_to: userId }, now);
    await repo.insertEvent(trx, { submissionId: id, kind: 'assigned', message: handler?.name ?? null, userId: actor.id, now });
    return `Assigned ${row.number} to ${handler ? `user ${handler.id}` : 'nobody'}`;
  });
}

/**
 * Puts a submission in a state. A decision (accepted, declined) gives its reason and closes the
 * submission: its retention runs from then. The submitter is told by e-mail, with their link.
 */
export function setSubmissionState(deps: QueueDeps, actor: Actor, audit: AuditContext, id: number, input: { state: SubmissionState; reason?: string | undefined }, locale: Locale) {
  return change(deps, actor, id, audit, locale, async (trx, row, now) => {
    if (row.state === input.state) throw new AppError('CONFLICT', 409, `The submission is already ${input.state}`);
    const decided = DECIDED_STATES.includes(input.state);
    const reason = input.reason?.trim() || null;
    await repo.updateSubmission(trx, id, { state: input.state, reason: decided ? reason : null, decided_at: decided ? now : null }, now);
    await repo.insertEvent(trx, { submissionId: id, kind: 'state', state: input.state, message: reason, userId: actor.id, now });
    await enqueueMail(trx, submissionUpdateMessage({ to: row.email, name: row.name, locale: row.locale as Locale, number: row.number, state: input.state, message: reason, link: privateLink(deps, row) }));
    return `Put ${row.number} in ${input.state}`;
  });
}

/** An internal note: seen only by the agency. */
export function addSubmissionNote(deps: QueueDeps, actor: Actor, audit: AuditContext, id: number, message: string, locale: Locale) {
  return change(deps, actor, id, audit, locale, async (trx, row, now) => {
    await repo.insertEvent(trx, { submissionId: id, kind: 'note', message, userId: actor.id, now });
    return `Noted on ${row.number}`;
  });
}

/** A reply to the submitter: e-mailed with their private link, where they can answer, and shown on their page. */
export function replyToSubmitter(deps: QueueDeps, actor: Actor, audit: AuditContext, id: number, message: string, locale: Locale) {
  return change(deps, actor, id, audit, locale, async (trx, row, now) => {
    await repo.insertEvent(trx, { submissionId: id, kind: 'reply', message, userId: actor.id, now });
    await repo.updateSubmission(trx, id, {}, now);
    await enqueueMail(trx, submissionUpdateMessage({ to: row.email, name: row.name, locale: row.locale as Locale, number: row.number, state: null, message, link: privateLink(deps, row) }));
    return `Replied to ${row.number}`;
  });
}

/** Links an initiative to the standard it became (or unlinks it). */
export function linkStandard(deps: QueueDeps, actor: Actor, audit: AuditContext, id: number, standardId: number | null, locale: Locale) {
  return change(deps, actor, id, audit, locale, async (trx, row, now) => {
    if (row.form !== 'initiative') throw new AppError('VALIDATION_FAILED', 400, 'Only an initiative becomes a standard', { fields: { standardId: 'Only for initiatives' } });
    if (standardId !== null && !(await repo.standardExists(trx, standardId))) {
      throw new AppError('VALIDATION_FAILED', 400, 'No such standard', { fields: { standardId: 'No such standard' } });
    }
    await repo.updateSubmission(trx, id, { standard_id: standardId }, now);
    await repo.insertEvent(trx, { submissionId: id, kind: 'linked', message: standardId === null ? null : String(standardId), userId: actor.id, now });
    return `Linked ${row.number} to ${standardId === null ? 'no standard' : `standard ${standardId}`}`;
  });
}

/** Erases a submission on request (its rows and files); counted in its form's totals. */
export async function eraseSubmission(deps: QueueDeps, actor: Actor, audit: AuditContext, id: number): Promise<void> {
  const keys = await inTransaction(deps.db, async (trx) => {
    const row = await submissionFor(trx, actor, id, 'delete');
    const keys = await repo.findStorageKeysOf(trx, id);
    await repo.countDeleted(trx, row.form, new Date(row.created_at).getUTCFullYear(), row.state);
    await repo.deleteSubmission(trx, id);
    await recordAudit(trx, audit, { action: 'submission-deleted', entity: { type: 'submission', id }, summary: `Deleted ${row.number}` });
    return keys;
  });
  for (const { storage_key } of keys) await deps.storage.remove(storage_key);
}

/** An attachment of a submission, for the agency; the download is audited. */
export async function openAttachment(deps: QueueDeps, actor: Actor, audit: AuditContext, id: number, fileId: number) {
  const row = await submissionFor(deps.db, actor, id, 'read');
  const file = await repo.findFile(deps.db, id, fileId);
  if (!file) throw notFound('Attachment');
  await recordAudit(deps.db, audit, { action: 'submission-viewed', entity: { type: 'submission', id }, summary: `Downloaded an attachment of ${row.number}` });
  return { ...file, bytes: await deps.storage.read(file.storage_key) };
}

/** A form's whole queue as CSV, for the agency's records; the export is audited. */
export async function exportQueue(db: Db, actor: Actor, audit: AuditContext, form: FormKey): Promise<string> {
  assertQueueRead(actor, form);
  const rows = await repo.findAllOfForm(db, form);
  const fields = FORMS[form].steps.flatMap((step) => step.fields).filter((field) => field.kind !== 'file');
  await recordAudit(db, audit, { action: 'submissions-exported', summary: `Exported the ${form} queue (${rows.length} submissions)` });
  return csvText([
    ['number', 'state', 'received', 'decided', 'assignee', 'name', 'email', 'locale', 'reason', ...fields.map((field) => field.name)],
    ...rows.map((row) => {
      const answers = parseAnswers(row.answers);
      return [row.number, row.state, row.created_at, row.decided_at ?? '', row.assignee_name ?? '', row.name, row.email, row.locale, row.reason ?? '', ...fields.map((field) => answers[field.name] ?? '')];
    }),
  ]);
}
