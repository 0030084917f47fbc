import type { Db } from '../../db/database.js';

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'active', 'password_hash', 'last_login_at', 'created_at', 'updated_at', 'version', 'totp_secret', 'totp_enabled_at', 'locale', 'review_digest'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export interface NewSession {
  userId: number;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  ip: string;
  userAgent: string | null;
}

export async function insertToken(db: Db, token: NewSession) {
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: token.userId,
      token_hash: token.tokenHash,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
      last_used_at: token.createdAt,
      ip: token.ip,
      user_agent: token.userAgent,
    })
    .execute();
}

/** The active user behind a token that is neither revoked nor expired, with the session's id and last use. */
export function findUserByToken(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select(['users.id', 'users.email', 'users.name', 'users.last_login_at', 'users.totp_enabled_at', 'auth_tokens.id as session_id', 'auth_tokens.last_used_at'])
    .where('auth_tokens.token_hash', '=', tokenHash)
    .where('auth_tokens.revoked_at', 'is', null)
    .where('auth_tokens.expires_at', '>', now)
    .where('users.active', '=', 1)
    .executeTakeFirst();
}

export async function revokeToken(db: Db, tokenHash: string, now: string) {
  await db.updateTable('auth_tokens').set({ revoked_at: now }).where('token_hash', '=', tokenHash).execute();
}

export async function revokeUserTokens(db: Db, userId: number, now: string) {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function deleteExpiredTokens(db: Db, now: string) {
  await db.deleteFrom('auth_tokens').where('expires_at', '<', now).execute();
}

export async function recordLogin(db: Db, userId: number, now: string) {
  await db.updateTable('users').set({ last_login_at: now }).where('id', '=', userId).execute();
}

/**
 * Counts one more try under `key` in one statement, so tries sent at once are all counted: in the
 * window that started after `windowStartsAfter`, or in a new one from `now`. Returns the count and
 * the window's start.
 */
export async function countLoginTry(db: Db, key: string, now: string, windowStartsAfter: string): Promise<{ failures: number; window_started_at: string }> {
  return db
    .insertInto('login_failures')
    .values({ key, failures: 1, window_started_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const isWindowOpen = eb('login_failures.window_started_at', '>', windowStartsAfter);
        return {
          failures: eb.case().when(isWindowOpen).then(eb('login_failures.failures', '+', 1)).else(1).end(),
          window_started_at: eb.case().when(isWindowOpen).then(eb.ref('login_failures.window_started_at')).else(now).end(),
        };
      }),
    )
    .returning(['failures', 'window_started_at'])
    .executeTakeFirstOrThrow();
}

/** Takes back a try counted under `key` that turned out not to be a failure. */
export async function uncountLoginTry(db: Db, key: string) {
  await db
    .updateTable('login_failures')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();
}

export async function clearLoginFailures(db: Db, key: string) {
  await db.deleteFrom('login_failures').where('key', '=', key).execute();
}

/** The user a device cookie (its hash) was given to, if it is known. */
export function findLoginDevice(db: Db, tokenHash: string) {
  return db.selectFrom('login_devices').select(['user_id']).where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function insertLoginDevice(db: Db, device: { userId: number; tokenHash: string; now: string }) {
  await db.insertInto('login_devices').values({ token_hash: device.tokenHash, user_id: device.userId, created_at: device.now, last_used_at: device.now }).execute();
}

export async function touchLoginDevice(db: Db, tokenHash: string, now: string) {
  await db.updateTable('login_devices').set({ last_used_at: now }).where('token_hash', '=', tokenHash).execute();
}

export async function deleteLoginDevicesUnusedSince(db: Db, before: string) {
  await db.deleteFrom('login_devices').where('last_used_at', '<', before).execute();
}

export async function touchSession(db: Db, sessionId: number, now: string) {
  await db.updateTable('auth_tokens').set({ last_used_at: now }).where('id', '=', sessionId).execute();
}

/** A user's sessions that are neither ended nor expired, the most recently used first. */
export function findActiveSessions(db: Db, userId: number, now: string) {
  return db
    .selectFrom('auth_tokens')
    .select(['id', 'created_at', 'last_used_at', 'expires_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends a user's active sessions (one when `sessionId` is given, all but `exceptId` otherwise); returns how many ended. */
export async function endSessions(db: Db, userId: number, now: string, which: { sessionId?: number; exceptId?: number }): Promise<number> {
  let query = db.updateTable('auth_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).where('expires_at', '>', now);
  if (which.sessionId !== undefined) query = query.where('id', '=', which.sessionId);
  if (which.exceptId !== undefined) query = query.where('id', '!=', which.exceptId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
