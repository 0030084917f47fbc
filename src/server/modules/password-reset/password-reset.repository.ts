import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import type { Executor } from '../../db/executor.js';
import type { Database } from '../../db/schema.js';

export async function insertRequest(db: Db, request: { email: string; ip: string | null; userAgent: string | null; now: string }) {
  await db.insertInto('password_reset_requests').values({ email: request.email, ip: request.ip, user_agent: request.userAgent, requested_at: request.now }).execute();
}

/**
 * Takes the oldest recorded request out of the table inside `trx`: the message it becomes is
 * queued in the same transaction, so a request is answered once however many instances look. On
 * PostgreSQL a request another instance is taking is skipped rather than waited for (two
 * statements: a LIMIT 1 subquery under DELETE may be run more than once, and delete more).
 */
export async function takeNextRequest(trx: Transaction<Database>) {
  let oldest = trx.selectFrom('password_reset_requests').select('id').orderBy('id').limit(1);
  if (dialectOf(trx) === 'postgres') oldest = oldest.forUpdate().skipLocked();
  const request = await oldest.executeTakeFirst();
  if (!request) return undefined;
  return trx.deleteFrom('password_reset_requests').where('id', '=', request.id).returning(['email', 'ip', 'user_agent']).executeTakeFirst();
}

/** The account a request's address names, if it may sign in. */
export function findActiveUserByEmail(db: Executor, email: string) {
  return db.selectFrom('users').select(['id', 'name', 'email', 'locale']).where('email', '=', email).where('active', '=', 1).executeTakeFirst();
}

export async function insertToken(db: Executor, token: { userId: number; tokenHash: string; now: string; expiresAt: string }) {
  await db.insertInto('password_reset_tokens').values({ user_id: token.userId, token_hash: token.tokenHash, created_at: token.now, expires_at: token.expiresAt }).execute();
}

/** A link's token (its hash) with its account. */
export function findToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select(['password_reset_tokens.id', 'password_reset_tokens.expires_at', 'password_reset_tokens.used_at', 'users.id as user_id', 'users.name', 'users.email', 'users.active'])
    .where('password_reset_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Marks every unused link of the user used, the one given among them; false when that one was
 * used meanwhile (two tabs sending the same link: one wins).
 */
export async function useTokens(trx: Transaction<Database>, tokenId: number, userId: number, now: string): Promise<boolean> {
  const used = await trx.updateTable('password_reset_tokens').set({ used_at: now }).where('id', '=', tokenId).where('used_at', 'is', null).executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return false;
  await trx.updateTable('password_reset_tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  return true;
}

/** Links past their time are useless: deleted, so the table holds only the last half hour's. */
export async function deleteTokensExpiredBefore(db: Db, before: string) {
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<', before).execute();
}
