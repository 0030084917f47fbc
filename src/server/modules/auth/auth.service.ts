import { randomBytes } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale, isLocale } from '../../../common/locales.js';
import type { SessionUser } from '../../../common/schemas/user.js';
import { type Db, inTransaction } from '../../db/database.js';
import { type AuditContext, recordAudit } from '../audit/audit.service.js';
import { nowIso } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { SecretBox } from '../../lib/secret-box.js';
import * as repo from './auth.repository.js';
import { loadPermissions } from '../groups/group.repository.js';
import { FailureLimits } from './failure-limits.js';
import { hashToken } from './token-hash.js';
import { countUnusedRecoveryCodes } from './totp.repository.js';
import { type SecondFactorUsed, consumeSecondFactor } from './totp.service.js';

/** The longest User-Agent kept with a session: enough to tell browsers apart. */
const USER_AGENT_MAX = 300;
/** How often a session's last use is written. */
const LAST_USE_PRECISION_MS = 60_000;
/** A device not used to sign in for this long is forgotten (its cookie lives as long). */
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60_000;

export { hashToken };

/** Verified against when the e-mail is unknown, so both cases take the same time. */
const decoyHash = hashPassword(randomBytes(16).toString('hex'));

/** The user as the request knows them: who, and what their groups allow (read afresh each request, so a change applies at once). */
async function toSessionUser(db: Db, row: { id: number; email: string; name: string }): Promise<SessionUser> {
  const permissions = await loadPermissions(db, row.id);
  return { id: row.id, email: row.email, name: row.name, role: permissions.admin ? 'admin' : 'editor', permissions };
}

export interface LoginResult {
  token: string;
  expiresAt: string;
  user: SessionUser & { totpEnabled: boolean; locale: Locale; reviewDigest: boolean };
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

export async function login(db: Db, secrets: SecretBox, input: LoginInput): Promise<LoginResult> {
  const now = Date.now();
  const user = await repo.findUserByEmail(db, input.email);
  const limits = await FailureLimits.of(db, { email: input.email, userId: user?.id, ip: input.ip, deviceToken: input.deviceToken });
  const deviceHash = limits.knownDeviceHash;
  const anonymous: AuditContext = { actor: null, ip: input.ip, userAgent: input.userAgent };
  const entity = user ? { type: 'user', id: user.id } : undefined;
  // The try was counted before the password was checked (FailureLimits.begin).
  const refuse = async (reason: string, error: AppError): Promise<never> => {
    await recordAudit(db, anonymous, { action: 'sign-in-failed', entity, summary: reason });
    throw error;
  };
  const locked = await limits.begin('Too many failed sign-in attempts; try again later', now);
  if (locked) {
    await recordAudit(db, anonymous, { action: 'sign-in-failed', entity, summary: 'Refused: too many failed attempts' });
    throw locked;
  }
  const valid = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash));
  if (!user || !valid || user.active !== 1) {
    const reason = !user ? 'Unknown e-mail address' : !valid ? 'Wrong password' : 'Account deactivated';
    return refuse(reason, new AppError('INVALID_CREDENTIALS', 401, 'The e-mail or password is not correct'));
  }
  let secondFactor: SecondFactorUsed | null = null;
  if (user.totp_enabled_at) {
    // The password was right: saying a code is needed tells nothing a guesser could use without it.
    if (!input.totp && !input.recoveryCode) {
      await limits.release();
      throw new AppError('TOTP_REQUIRED', 401, 'Enter the code from your authenticator app, or one of your recovery codes');
    }
    secondFactor = await consumeSecondFactor(db, secrets, user, input);
    if (!secondFactor) return refuse(input.totp ? 'Wrong or reused two-factor code' : 'Wrong or used recovery code', new AppError('INVALID_TOTP', 401, 'The code is not correct or was already used'));
  }
  await limits.succeed();
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
  return { token, expiresAt, user: { ...(await toSessionUser(db, user)), totpEnabled: user.totp_enabled_at !== null, locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE, reviewDigest: user.review_digest === 1 }, deviceToken };
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
  return { user: await toSessionUser(db, row), sessionId: row.session_id, totpEnabled: row.totp_enabled_at !== null };
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
