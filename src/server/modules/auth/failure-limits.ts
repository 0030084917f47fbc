import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { type AuditContext, recordAudit } from '../audit/audit.service.js';
import * as repo from './auth.repository.js';
import { hashToken } from './token-hash.js';

const FAILURE_WINDOW_MS = 15 * 60_000;
/** Wrong passwords or codes for one account from devices it has not signed in from, per window. */
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_IP = 20;
/** Wrong passwords or codes from one device its user signed in from before, per window: its own allowance. */
const MAX_FAILURES_PER_DEVICE = 5;

/** Who gives a password or a code: the account (its e-mail, and its id when it exists), from where, with which device cookie. */
export interface AttemptSource {
  email: string;
  userId: number | undefined;
  ip: string;
  deviceToken: string | null;
}

/** A limit on tries (wrong passwords and codes, requests for a new password): the key it counts under and how many it allows per window. */
export interface FailureLimit {
  key: string;
  limit: number;
}

/**
 * Counts a try under every limit, in the window of FAILURE_WINDOW_MS each keeps; null when it may
 * go on, else the 429 to answer, with the seconds to wait.
 */
export async function countTries(db: Db, limits: readonly FailureLimit[], message: string, now = Date.now()): Promise<AppError | null> {
  const windowStartsAfter = new Date(now - FAILURE_WINDOW_MS).toISOString();
  let wait = 0;
  for (const { key, limit } of limits) {
    const counted = await repo.countLoginTry(db, key, new Date(now).toISOString(), windowStartsAfter);
    if (counted.failures > limit) wait = Math.max(wait, Math.ceil((Date.parse(counted.window_started_at) + FAILURE_WINDOW_MS - now) / 1000));
  }
  return wait > 0 ? new AppError('TOO_MANY_REQUESTS', 429, message, { retryAfterSeconds: Math.max(1, wait) }) : null;
}

/**
 * The limits of every place that checks a password or a code (sign-in, its second step, and a
 * signed-in user confirming a change with their password or a code), so a stolen session guesses
 * no faster than a sign-in form. From a device its user signed in from before, only that device's
 * own (OWASP's device cookies); from anywhere else, the account's and the address's. Wrong
 * passwords sent from elsewhere then never keep the real user out, while a guesser without the
 * cookie still meets the account's and the address's limits.
 *
 * A try is counted before the password or code is checked (`begin`), and taken back when it was
 * right (`succeed`, `release`): tries sent at once cannot all pass a check made before any of
 * them failed.
 */
export class FailureLimits {
  private constructor(
    private readonly db: Db,
    private readonly limits: FailureLimit[],
    /** The hash of the device cookie when it is a device of the account, else null. */
    readonly knownDeviceHash: string | null,
  ) {}

  static async of(db: Db, source: AttemptSource): Promise<FailureLimits> {
    const deviceHash = await knownDevice(db, source.deviceToken, source.userId);
    const limits = deviceHash
      ? [{ key: `device:${deviceHash}`, limit: MAX_FAILURES_PER_DEVICE }]
      : [
          { key: `account:${source.email}`, limit: MAX_FAILURES_PER_ACCOUNT },
          { key: `ip:${source.ip}`, limit: MAX_FAILURES_PER_IP },
        ];
    return new FailureLimits(db, limits, deviceHash);
  }

  /**
   * Counts this try under every limit; null when it may go on, else the 429 to answer (with the
   * seconds to wait), as no password or code is checked while a limit is reached, the right one
   * neither.
   */
  begin(message: string, now = Date.now()): Promise<AppError | null> {
    return countTries(this.db, this.limits, message, now);
  }

  /** Takes this try back without clearing anything: it was not a failure (a right password still waiting for its code). */
  async release(): Promise<void> {
    for (const { key } of this.limits) await repo.uncountLoginTry(this.db, key);
  }

  /** The password or code was right: the try is taken back, and the first limit's count (the device's, or the account's) cleared. */
  async succeed(): Promise<void> {
    await this.release();
    await repo.clearLoginFailures(this.db, this.limits[0]!.key);
  }
}

/** The hash of the browser's device cookie when that device signed in to `userId` before. */
async function knownDevice(db: Db, deviceToken: string | null, userId: number | undefined): Promise<string | null> {
  if (!deviceToken || userId === undefined) return null;
  const hash = hashToken(deviceToken);
  const device = await repo.findLoginDevice(db, hash);
  return device?.user_id === userId ? hash : null;
}

/** A signed-in user confirming a change with their password or a code: who, from where, with which device cookie. */
export interface ReauthenticationContext extends AuditContext {
  actor: { id: number; name: string; email: string };
  ip: string;
  deviceToken: string | null;
}

/**
 * Starts checking a password or a code a signed-in user gives to confirm a change, under the
 * limits of their sign-in: while one is reached, 429 (written to the audit log), whether the
 * password is right or not. The caller then calls `succeed()` on the limits when it was right, or
 * recordReauthenticationFailure when not (the try stays counted).
 */
export async function beginReauthentication(db: Db, context: ReauthenticationContext): Promise<FailureLimits> {
  const limits = await FailureLimits.of(db, { email: context.actor.email, userId: context.actor.id, ip: context.ip, deviceToken: context.deviceToken });
  const locked = await limits.begin('Too many wrong passwords or codes; try again later');
  if (locked) {
    await recordReauthenticationFailure(db, context, 'Refused: too many failed attempts');
    throw locked;
  }
  return limits;
}

/** A wrong password or code from a signed-in user, in the audit log: `summary` says which, and for what. */
export async function recordReauthenticationFailure(db: Db, context: ReauthenticationContext, summary: string): Promise<void> {
  await recordAudit(db, context, { action: 'reauthentication-failed', entity: { type: 'user', id: context.actor.id }, summary });
}
