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
  submission: { form: string; number: string; secretHash: string; locale: string; state: string; name: string; email: string; answers: string; now: string },
): Promise<number> {
  const row = await db
    .insertInto('submissions')
    .values({
      form: submission.form,
      number: submission.number,
      secret_hash: submission.secretHash,
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

export async function insertEvent(db: Executor, event: { submissionId: number; state: string | null; message: string | null; now: string }) {
  await db.insertInto('submission_events').values({ submission_id: event.submissionId, state: event.state, message: event.message, created_at: event.now }).execute();
}

export function findSubmissionByNumber(db: Executor, number: string) {
  return db.selectFrom('submissions').selectAll().where('number', '=', number).executeTakeFirst();
}

export function findEvents(db: Executor, submissionId: number) {
  return db.selectFrom('submission_events').select(['state', 'message', 'created_at']).where('submission_id', '=', submissionId).orderBy('id').execute();
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
