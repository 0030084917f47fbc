import type { SubmissionEventKind } from '../../../common/forms/form-state.js';
import type { Executor } from '../../db/executor.js';

/** The next number of a form's sequence for a year, under the row's lock: two submissions never get the same. */
export async function takeNextNumber(db: Executor, form: string, year: number): Promise<number> {
  await db.insertInto('submission_counters').values({ form, year, last_number: 0 }).onConflict((oc) => oc.columns(['form', 'year']).doNothing()).execute();
  const row = await db
    .updateTable('submission_counters')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('form', '=', form)
    .where('year', '=', year)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export async function insertSubmission(
  db: Executor,
  submission: { form: string; number: string; secretHash: string; secretSealed: string; locale: string; state: string; name: string; email: string; answers: string; now: string },
): Promise<number> {
  const row = await db
    .insertInto('submissions')
    .values({
      form: submission.form,
      number: submission.number,
      secret_hash: submission.secretHash,
      secret_sealed: submission.secretSealed,
      locale: submission.locale,
      state: submission.state,
      name: submission.name,
      email: submission.email,
      answers: submission.answers,
      created_at: submission.now,
      updated_at: submission.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewEvent {
  submissionId: number;
  kind: SubmissionEventKind;
  state?: string | null;
  message?: string | null;
  userId?: number | null;
  now: string;
}

export async function insertEvent(db: Executor, event: NewEvent) {
  await db
    .insertInto('submission_events')
    .values({ submission_id: event.submissionId, kind: event.kind, state: event.state ?? null, message: event.message ?? null, user_id: event.userId ?? null, created_at: event.now })
    .execute();
}

export function findSubmissionByNumber(db: Executor, number: string) {
  return db.selectFrom('submissions').selectAll().where('number', '=', number).executeTakeFirst();
}

/** A submission's history, oldest first, with the name of who wrote each entry; `kinds` limits it (the public ones). */
export function findEvents(db: Executor, submissionId: number, kinds?: readonly SubmissionEventKind[]) {
  let query = db
    .selectFrom('submission_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.kind', 'e.state', 'e.message', 'e.created_at', 'u.name as by'])
    .where('e.submission_id', '=', submissionId);
  if (kinds) query = query.where('e.kind', 'in', kinds);
  return query.orderBy('e.id').execute();
}

export function findSubmission(db: Executor, id: number) {
  return db
    .selectFrom('submissions as s')
    .leftJoin('users as u', 'u.id', 's.assigned_to')
    .leftJoin('standard_translations as st', (join) => join.onRef('st.entity_id', '=', 's.standard_id').on('st.locale', '=', 'sr'))
    .selectAll('s')
    .select(['u.name as assignee_name', 'st.title as standard_title'])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** The queue's filter: a form, a state, who it is given to (a user, nobody). */
export interface QueueFilter {
  form: string;
  state?: string | undefined;
  assignedTo?: number | null | undefined;
}

function queueOf(db: Executor, filter: QueueFilter) {
  let query = db.selectFrom('submissions as s').where('s.form', '=', filter.form);
  if (filter.state) query = query.where('s.state', '=', filter.state);
  if (filter.assignedTo === null) query = query.where('s.assigned_to', 'is', null);
  else if (filter.assignedTo !== undefined) query = query.where('s.assigned_to', '=', filter.assignedTo);
  return query;
}

/** A page of a queue, the newest first. */
export function findQueuePage(db: Executor, filter: QueueFilter, page: { limit: number; offset: number }) {
  return queueOf(db, filter)
    .leftJoin('users as u', 'u.id', 's.assigned_to')
    .select(['s.id', 's.number', 's.form', 's.state', 's.name', 's.answers', 's.created_at', 's.updated_at', 's.assigned_to', 'u.name as assignee_name'])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countQueue(db: Executor, filter: QueueFilter): Promise<number> {
  const row = await queueOf(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A form's submissions by state. */
export async function countByState(db: Executor, form: string): Promise<Record<string, number>> {
  const rows = await db.selectFrom('submissions').select(['state', (eb) => eb.fn.countAll<number>().as('n')]).where('form', '=', form).groupBy('state').execute();
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.n)]));
}

/** Every submission of a form, oldest first, for the export. */
export function findAllOfForm(db: Executor, form: string) {
  return db
    .selectFrom('submissions as s')
    .leftJoin('users as u', 'u.id', 's.assigned_to')
    .select(['s.number', 's.state', 's.name', 's.email', 's.locale', 's.answers', 's.reason', 's.created_at', 's.decided_at', 'u.name as assignee_name'])
    .where('s.form', '=', form)
    .orderBy('s.created_at')
    .orderBy('s.id')
    .execute();
}

export async function updateSubmission(
  db: Executor,
  id: number,
  changes: Partial<{ state: string; assigned_to: number | null; standard_id: number | null; reason: string | null; decided_at: string | null }>,
  now: string,
) {
  await db
    .updateTable('submissions')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function deleteSubmission(db: Executor, id: number) {
  await db.deleteFrom('submissions').where('id', '=', id).execute();
}

/** Decided submissions whose decision is older than `before`: their retention has passed. */
export function findExpired(db: Executor, before: string, limit: number) {
  return db.selectFrom('submissions').select(['id', 'form', 'state', 'created_at']).where('decided_at', '<', before).orderBy('id').limit(limit).execute();
}

/** Counts a deleted submission in its form's, year's and state's total. */
export async function countDeleted(db: Executor, form: string, year: number, state: string) {
  await db
    .insertInto('submission_totals')
    .values({ form, year, state, deleted: 1 })
    .onConflict((oc) => oc.columns(['form', 'year', 'state']).doUpdateSet((eb) => ({ deleted: eb('submission_totals.deleted', '+', 1) })))
    .execute();
}

export function findStorageKeysOf(db: Executor, submissionId: number) {
  return db.selectFrom('submission_files').select('storage_key').where('submission_id', '=', submissionId).execute();
}

export function findFile(db: Executor, submissionId: number, fileId: number) {
  return db.selectFrom('submission_files').select(['name', 'mime', 'size', 'storage_key']).where('submission_id', '=', submissionId).where('id', '=', fileId).executeTakeFirst();
}

export function findFilesOf(db: Executor, submissionId: number) {
  return db.selectFrom('submission_files').select(['id', 'name', 'size', 'mime', 'storage_key']).where('submission_id', '=', submissionId).orderBy('id').execute();
}

export async function insertPendingFile(db: Executor, file: { tokenHash: string; form: string; storageKey: string; name: string; mime: string; size: number; now: string }) {
  await db
    .insertInto('submission_files')
    .values({ token_hash: file.tokenHash, submission_id: null, form: file.form, storage_key: file.storageKey, name: file.name, mime: file.mime, size: file.size, created_at: file.now })
    .execute();
}

/** Attachments given to a form not yet sent, by the hashes of their tokens. */
export function findPendingFiles(db: Executor, form: string, tokenHashes: readonly string[]) {
  if (tokenHashes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('submission_files')
    .select(['id', 'token_hash', 'name', 'size'])
    .where('form', '=', form)
    .where('submission_id', 'is', null)
    .where('token_hash', 'in', tokenHashes)
    .orderBy('id')
    .execute();
}

/** Gives pending attachments to a submission; only those still pending are taken. */
export async function attachFiles(db: Executor, submissionId: number, fileIds: readonly number[]): Promise<number> {
  if (fileIds.length === 0) return 0;
  const result = await db.updateTable('submission_files').set({ submission_id: submissionId }).where('id', 'in', fileIds).where('submission_id', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Pending attachments given before `before`: their form was never sent. */
export function findAbandonedFiles(db: Executor, before: string, limit: number) {
  return db.selectFrom('submission_files').select(['id', 'storage_key']).where('submission_id', 'is', null).where('created_at', '<', before).orderBy('id').limit(limit).execute();
}

export async function deleteFiles(db: Executor, ids: readonly number[]) {
  if (ids.length > 0) await db.deleteFrom('submission_files').where('id', 'in', ids).execute();
}

/** Which of the storage keys an attachment refers to (the upload sweep keeps them). */
export async function findRecordedAttachmentKeys(db: Executor, storageKeys: readonly string[]): Promise<Set<string>> {
  if (storageKeys.length === 0) return new Set();
  const rows = await db.selectFrom('submission_files').select('storage_key').where('storage_key', 'in', storageKeys).execute();
  return new Set(rows.map((row) => row.storage_key));
}

/** The active users, by name: the queue's handlers are found among them. */
export function findActiveUsers(db: Executor) {
  return db.selectFrom('users').select(['id', 'name', 'email', 'locale']).where('active', '=', 1).orderBy('name').execute();
}

/** An active user's address and language, for a message to them; undefined for one who left. */
export function findActiveUser(db: Executor, id: number) {
  return db.selectFrom('users').select(['email', 'name', 'locale']).where('id', '=', id).where('active', '=', 1).executeTakeFirst();
}

export async function standardExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('standards').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
