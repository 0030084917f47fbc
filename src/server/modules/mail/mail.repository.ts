import type { ExpressionBuilder } from 'kysely';
import { dialectOf } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';
import { type Db, inTransaction } from '../../db/database.js';

export interface NewMailRow {
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  now: string;
  /** The common part it is sent after (mail_bodies), when it is one of many. */
  bodyId?: number | null;
}

/** A message as its row in the queue: due at once. */
const queuedRow = (message: NewMailRow) => ({
  recipient: message.recipient,
  subject: message.subject,
  text_body: message.text,
  html_body: message.html,
  headers: JSON.stringify(message.headers),
  next_attempt_at: message.now,
  created_at: message.now,
  body_id: message.bodyId ?? null,
});

export async function insertMessage(db: Executor, message: NewMailRow): Promise<number> {
  const row = await db.insertInto('mail_messages').values(queuedRow(message)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Rows a statement queues at most: a digest's recipients go in a few statements, within any database's limit of parameters. */
const ROWS_PER_INSERT = 200;

/** Queues many messages (a digest's recipients), each after its common part. */
export async function insertMessages(db: Executor, messages: readonly NewMailRow[]): Promise<void> {
  for (let start = 0; start < messages.length; start += ROWS_PER_INSERT) {
    await db.insertInto('mail_messages').values(messages.slice(start, start + ROWS_PER_INSERT).map(queuedRow)).execute();
  }
}

/** Keeps the common part of many messages once; returns its id. */
export async function insertBody(db: Executor, body: { text: string; html: string | null; now: string }): Promise<number> {
  const row = await db.insertInto('mail_bodies').values({ text_body: body.text, html_body: body.html, created_at: body.now }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function findBody(db: Executor, id: number) {
  return db.selectFrom('mail_bodies').select(['text_body', 'html_body']).where('id', '=', id).executeTakeFirst();
}

/** Deletes the common parts no message refers to any more, kept since before `before`; returns how many. */
export async function deleteUnusedBodies(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('mail_bodies')
    .where('created_at', '<', before)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('mail_messages').select('mail_messages.id').whereRef('mail_messages.body_id', '=', 'mail_bodies.id'))))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Claims the message that has waited longest among those due: queued with its attempt time come,
 * or claimed by a sender whose lease ran out (it stopped mid-send). The row is written only if it
 * is still due, so two senders never hold the same message; on PostgreSQL a row another sender is
 * claiming is skipped rather than waited for. NOTE: two statements in a transaction, not an
 * UPDATE … WHERE id IN (SELECT … LIMIT 1 FOR UPDATE SKIP LOCKED): PostgreSQL may run such a
 * subquery more than once and so claim several rows while returning one.
 */
export function claimNextMessage(db: Db, claim: { sender: string; now: string; leaseExpiresAt: string }) {
  const isDue = (eb: ExpressionBuilder<Database, 'mail_messages'>) =>
    eb.or([
      eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', claim.now)]),
      eb.and([eb('status', '=', 'sending'), eb('lease_expires_at', '<=', claim.now)]),
    ]);
  return inTransaction(db, async (trx) => {
    let oldestDue = trx.selectFrom('mail_messages').select('id').where(isDue).orderBy('next_attempt_at').orderBy('id').limit(1);
    if (dialectOf(trx) === 'postgres') oldestDue = oldestDue.forUpdate().skipLocked();
    const due = await oldestDue.executeTakeFirst();
    if (!due) return undefined;
    return trx
      .updateTable('mail_messages')
      .set((eb) => ({ status: 'sending', claimed_by: claim.sender, lease_expires_at: claim.leaseExpiresAt, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', due.id)
      .where(isDue)
      .returning(['id', 'recipient', 'subject', 'text_body', 'html_body', 'headers', 'attempts', 'body_id'])
      .executeTakeFirst();
  });
}

/** Ends the claim of `sender` on the message with what became of it; false when the claim was lost (its lease ran out and another sender took it). */
async function settle(db: Db, id: number, sender: string, fields: { status: 'queued' | 'sent' | 'failed'; sent_at?: string; next_attempt_at?: string; last_error?: string | null }): Promise<boolean> {
  const result = await db
    .updateTable('mail_messages')
    .set({ ...fields, claimed_by: null, lease_expires_at: null })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('claimed_by', '=', sender)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function markSent(db: Db, id: number, sender: string, now: string): Promise<boolean> {
  return settle(db, id, sender, { status: 'sent', sent_at: now, last_error: null });
}

export function scheduleRetry(db: Db, id: number, sender: string, nextAttemptAt: string, error: string): Promise<boolean> {
  return settle(db, id, sender, { status: 'queued', next_attempt_at: nextAttemptAt, last_error: error });
}

export function markFailed(db: Db, id: number, sender: string, error: string): Promise<boolean> {
  return settle(db, id, sender, { status: 'failed', last_error: error });
}

/** Deletes sent messages older than `before`; returns how many. */
export async function deleteSentBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('mail_messages').where('status', '=', 'sent').where('sent_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
