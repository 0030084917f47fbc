import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '../../../common/schemas/user.js';
import { type Db, inTransaction } from '../../db/database.js';
import { type AuditContext, recordAudit } from '../audit/audit.service.js';
import { nowIso } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { SecretBox } from '../../lib/secret-box.js';
import * as repo from './auth.repository.js';
import { countUnusedRecoveryCodes } from './totp.repository.js';
import { type SecondFactorUsed, consumeSecondFactor } from './totp.service.js';

const FAILURE_WINDOW_MS = 15 * 60_000;
/** Wrong passwords for one account from devices it has not signed in from, per window. */
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_IP = 20;
/** Wrong passwords from one device its user signed in from before, per window: its own allowance. */
const MAX_FAILURES_PER_DEVICE = 5;
/** The longest User-Agent kept with a session: enough to tell browsers apart. */
const USER_AGENT_MAX = 300;
/** How often a session's last use is written. */
const LAST_USE_PRECISION_MS = 60_000;
/** A device not used to sign in for this long is forgotten (its cookie lives as long). */
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60_000;

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
  user: SessionUser & { totpEnabled: boolean };
  /** The device cookie to give the browser: its own if it was known, a new one otherwise. */
  deviceToken: string;
}

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
  /** The browser's User-Agent header, shown in the user's list of sessions. */
  userAgent: string | null;
  ttlMs: number;
  /** The device cookie the browser sent, if any. */
  deviceToken: string | null;
  /** The second factor, when the user has two-factor sign-in on: a code from the app or a recovery code. */
  totp?: string | undefined;
  recoveryCode?: string | undefined;
}

/** A limit on wrong passwords: the key it counts under and how many it allows per window. */
interface FailureLimit {
  key: string;
  limit: number;
}

/**
 * The limits a sign-in attempt counts against (OWASP's device cookies). From a device its user
 * signed in from before, only that device's own; from anywhere else, the account's and the
 * address's. Wrong passwords sent from elsewhere then never keep the real user out, while a
 * guesser without the cookie still meets the account's and the address's limits.
 */
function failureLimits(input: LoginInput, knownDeviceHash: string | null): FailureLimit[] {
  if (knownDeviceHash) return [{ key: `device:${knownDeviceHash}`, limit: MAX_FAILURES_PER_DEVICE }];
  return [
    { key: `account:${input.email}`, limit: MAX_FAILURES_PER_ACCOUNT },
    { key: `ip:${input.ip}`, limit: MAX_FAILURES_PER_IP },
  ];
}

/** The hash of the browser's device cookie when that device signed in to `userId` before. */
async function knownDevice(db: Db, deviceToken: string | null, userId: number | undefined): Promise<string | null> {
  if (!deviceToken || userId === undefined) return null;
  const hash = hashToken(deviceToken);
  const device = await repo.findLoginDevice(db, hash);
  return device?.user_id === userId ? hash : null;
}

export async function login(db: Db, secrets: SecretBox, input: LoginInput): Promise<LoginResult> {
  const now = Date.now();
  const user = await repo.findUserByEmail(db, input.email);
  const deviceHash = await knownDevice(db, input.deviceToken, user?.id);
  const limits = failureLimits(input, deviceHash);
  const anonymous: AuditContext = { actor: null, ip: input.ip, userAgent: input.userAgent };
  const entity = user ? { type: 'user', id: user.id } : undefined;
  const refuse = async (reason: string, error: AppError): Promise<never> => {
    for (const { key } of limits) await countFailure(db, key, now);
    await recordAudit(db, anonymous, { action: 'sign-in-failed', entity, summary: reason });
    throw error;
  };
  const wait = Math.max(...(await Promise.all(limits.map(({ key, limit }) => remainingLock(db, key, limit, now)))));
  if (wait > 0) {
    await recordAudit(db, anonymous, { action: 'sign-in-failed', entity, summary: 'Refused: too many failed attempts' });
    throw new AppError('TOO_MANY_REQUESTS', 429, 'Too many failed sign-in attempts; try again later', { retryAfterSeconds: wait });
  }
  const valid = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash));
  if (!user || !valid || user.active !== 1) {
    const reason = !user ? 'Unknown e-mail address' : !valid ? 'Wrong password' : 'Account deactivated';
    return refuse(reason, new AppError('INVALID_CREDENTIALS', 401, 'The e-mail or password is not correct'));
  }
  let secondFactor: SecondFactorUsed | null = null;
  if (user.totp_enabled_at) {
    // The password was right: saying a code is needed tells nothing a guesser could use without it.
    if (!input.totp && !input.recoveryCode) throw new AppError('TOTP_REQUIRED', 401, 'Enter the code from your authenticator app, or one of your recovery codes');
    secondFactor = await consumeSecondFactor(db, secrets, user, input);
    if (!secondFactor) return refuse(input.totp ? 'Wrong or reused two-factor code' : 'Wrong or used recovery code', new AppError('INVALID_TOTP', 401, 'The code is not correct or was already used'));
  }
  await repo.clearLoginFailures(db, limits[0]!.key);
  const token = randomBytes(32).toString('base64url');
  const createdAt = new Date(now).toISOString();
  const expiresAt = new Date(now + input.ttlMs).toISOString();
  const deviceToken = deviceHash ? input.deviceToken! : randomBytes(32).toString('base64url');
  await inTransaction(db, async (trx) => {
    await repo.insertToken(trx, { userId: user.id, tokenHash: hashToken(token), createdAt, expiresAt, ip: input.ip, userAgent: input.userAgent?.slice(0, USER_AGENT_MAX) ?? null });
    await repo.recordLogin(trx, user.id, createdAt);
    if (deviceHash) await repo.touchLoginDevice(trx, deviceHash, createdAt);
    else await repo.insertLoginDevice(trx, { userId: user.id, tokenHash: hashToken(deviceToken), now: createdAt });
    const actor = { id: user.id, name: user.name };
    await recordAudit(trx, { ...anonymous, actor }, { action: 'sign-in', entity, summary: await signInSummary(trx, user.id, deviceHash !== null, secondFactor) });
  });
  // Expired sessions and forgotten devices are useless; each sign-in sweeps them so the tables do not grow forever.
  await repo.deleteExpiredTokens(db, createdAt);
  await repo.deleteLoginDevicesUnusedSince(db, new Date(now - DEVICE_TTL_MS).toISOString());
  return { token, expiresAt, user: { ...toSessionUser(user), totpEnabled: user.totp_enabled_at !== null }, deviceToken };
}

async function signInSummary(db: Db, userId: number, knownDevice: boolean, secondFactor: SecondFactorUsed | null): Promise<string> {
  const device = knownDevice ? 'From a device used before' : 'From a new device';
  if (secondFactor === 'totp') return `${device}, with a two-factor code`;
  if (secondFactor === 'recovery-code') return `${device}, with a recovery code (${await countUnusedRecoveryCodes(db, userId)} left)`;
  return device;
}

export async function logout(db: Db, token: string, context: AuditContext): Promise<void> {
  await inTransaction(db, async (trx) => {
    await repo.revokeToken(trx, hashToken(token), nowIso());
    await recordAudit(trx, context, { action: 'sign-out', summary: 'Signed out' });
  });
}

/** A signed-in request's user and session. */
export interface Authenticated {
  user: SessionUser;
  sessionId: number;
  totpEnabled: boolean;
}

export async function authenticate(db: Db, token: string): Promise<Authenticated | null> {
  const now = nowIso();
  const row = await repo.findUserByToken(db, hashToken(token), now);
  if (!row) return null;
  // A session's last use is written at most once a minute: reading the dashboard is not a write each time.
  if (!row.last_used_at || Date.parse(now) - Date.parse(row.last_used_at) >= LAST_USE_PRECISION_MS) await repo.touchSession(db, row.session_id, now);
  return { user: toSessionUser(row), sessionId: row.session_id, totpEnabled: row.totp_enabled_at !== null };
}

export interface SessionView {
  id: number;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}

/** The user's open sessions, the one making the request marked `current`. */
export async function listSessions(db: Db, userId: number, currentId: number | null): Promise<SessionView[]> {
  const rows = await repo.findActiveSessions(db, userId, nowIso());
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at ?? row.created_at,
    expiresAt: row.expires_at,
    ip: row.ip,
    userAgent: row.user_agent,
    current: row.id === currentId,
  }));
}

/** Ends one of the user's own open sessions; 404 for any other id. */
export async function endSession(db: Db, context: AuditContext & { actor: { id: number } }, sessionId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    if ((await repo.endSessions(trx, context.actor.id, nowIso(), { sessionId })) === 0) throw notFound('Session');
    await recordAudit(trx, context, { action: 'session-ended', entity: { type: 'session', id: sessionId }, summary: 'Ended one of their sessions' });
  });
}

/** Ends every open session of the caller but the current one ("sign out everywhere else"). */
export function endOtherSessions(db: Db, context: AuditContext & { actor: { id: number } }, currentId: number | null): Promise<number> {
  return inTransaction(db, async (trx) => {
    const ended = await repo.endSessions(trx, context.actor.id, nowIso(), currentId === null ? {} : { exceptId: currentId });
    await recordAudit(trx, context, { action: 'sessions-ended', entity: { type: 'user', id: context.actor.id }, summary: `Signed out everywhere else: ${ended} sessions ended` });
    return ended;
  });
}
