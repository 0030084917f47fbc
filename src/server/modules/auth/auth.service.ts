import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '../../../common/schemas/user.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import * as repo from './auth.repository.js';

const FAILURE_WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_IP = 20;

/** Verified against when the e-mail is unknown, so both cases take the same time. */
const decoyHash = hashPassword(randomBytes(16).toString('hex'));

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toSessionUser(row: { id: number; email: string; name: string; role: string }): SessionUser {
  return { id: row.id, email: row.email, name: row.name, role: row.role as SessionUser['role'] };
}

async function remainingLock(db: Db, key: string, limit: number, now: number): Promise<number> {
  const row = await repo.findLoginFailures(db, key);
  if (!row || row.failures < limit) return 0;
  const until = Date.parse(row.window_started_at) + FAILURE_WINDOW_MS;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

async function countFailure(db: Db, key: string, now: number): Promise<void> {
  const row = await repo.findLoginFailures(db, key);
  const windowOpen = row && now - Date.parse(row.window_started_at) < FAILURE_WINDOW_MS;
  if (windowOpen) await repo.saveLoginFailures(db, key, row.failures + 1, row.window_started_at);
  else await repo.saveLoginFailures(db, key, 1, new Date(now).toISOString());
}

export interface LoginResult {
  token: string;
  expiresAt: string;
  user: SessionUser;
}

export async function login(db: Db, input: { email: string; password: string; ip: string; ttlMs: number }): Promise<LoginResult> {
  const now = Date.now();
  const accountKey = `account:${input.email}`;
  const ipKey = `ip:${input.ip}`;
  const wait = Math.max(
    await remainingLock(db, accountKey, MAX_FAILURES_PER_ACCOUNT, now),
    await remainingLock(db, ipKey, MAX_FAILURES_PER_IP, now),
  );
  if (wait > 0) {
    throw new AppError('TOO_MANY_REQUESTS', 429, 'Too many failed sign-in attempts; try again later', { retryAfterSeconds: wait });
  }
  const user = await repo.findUserByEmail(db, input.email);
  const valid = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash));
  if (!user || !valid || user.active !== 1) {
    await countFailure(db, accountKey, now);
    await countFailure(db, ipKey, now);
    throw new AppError('INVALID_CREDENTIALS', 401, 'The e-mail or password is not correct');
  }
  await repo.clearLoginFailures(db, accountKey);
  const token = randomBytes(32).toString('base64url');
  const createdAt = new Date(now).toISOString();
  const expiresAt = new Date(now + input.ttlMs).toISOString();
  await repo.insertToken(db, { userId: user.id, tokenHash: hashToken(token), createdAt, expiresAt });
  await repo.recordLogin(db, user.id, createdAt);
  // Expired sessions are useless; each sign-in sweeps them so the table does not grow forever.
  await repo.deleteExpiredTokens(db, createdAt);
  return { token, expiresAt, user: toSessionUser(user) };
}

export async function logout(db: Db, token: string): Promise<void> {
  await repo.revokeToken(db, hashToken(token), nowIso());
}

export async function authenticate(db: Db, token: string): Promise<SessionUser | null> {
  const row = await repo.findUserByToken(db, hashToken(token), nowIso());
  return row ? toSessionUser(row) : null;
}
