import type { Role } from '../../../common/schemas/user.js';
import type { TotpPolicy } from '../../config.js';
import { type Db, inTransaction } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { AppError, invalid, notFound } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { type AuditContext, recordAudit } from '../audit/audit.service.js';
import { type ReauthenticationContext, beginReauthentication, recordReauthenticationFailure } from './failure-limits.js';
import { hashRecoveryCode, matchTotpStep, newRecoveryCodes, newTotpSecret, otpauthUrlOf } from './totp.js';
import * as repo from './totp.repository.js';
import { isAdminUser } from '../groups/group.repository.js';

/** True when the policy asks this role for a second factor and the user has none yet. */
export function mustEnrolTotp(policy: TotpPolicy, role: Role, totpEnabled: boolean): boolean {
  if (totpEnabled) return false;
  return policy === 'all' || (policy === 'admin' && role === 'admin');
}

/** A second factor as sign-in or turning it off takes it: a code from the app, or a recovery code. */
export interface SecondFactor {
  totp?: string | undefined;
  recoveryCode?: string | undefined;
}

export type SecondFactorUsed = 'totp' | 'recovery-code';

/**
 * Checks and uses up a user's second factor: a TOTP code is accepted once (its time step is
 * claimed), a recovery code is marked used. Null when neither is right.
 */
export async function consumeSecondFactor(db: Db, secrets: SecretBox, user: { id: number; totp_secret: string | null }, factor: SecondFactor): Promise<SecondFactorUsed | null> {
  if (!user.totp_secret) return null;
  if (factor.totp) {
    const step = matchTotpStep(secrets.open(user.totp_secret), factor.totp);
    return step !== null && (await repo.claimTotpStep(db, user.id, step)) ? 'totp' : null;
  }
  if (factor.recoveryCode) {
    return (await repo.useRecoveryCode(db, user.id, hashRecoveryCode(factor.recoveryCode), nowIso())) ? 'recovery-code' : null;
  }
  return null;
}

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
}

/**
 * Starts enrolment: a new secret, kept pending until a code from it confirms it (enableTotp),
 * so a secret that never reached an app cannot lock its user out. Calling it again replaces the
 * pending secret.
 */
export async function setupTotp(db: Db, secrets: SecretBox, userId: number, issuer: string): Promise<TotpSetup> {
  const user = await repo.findTotpState(db, userId);
  if (!user) throw notFound('User');
  if (user.totp_enabled_at) throw new AppError('CONFLICT', 409, 'Two-factor sign-in is already on; turn it off first to set up another app');
  const secret = newTotpSecret();
  await repo.savePendingSecret(db, userId, secrets.seal(secret));
  return { secret, otpauthUrl: otpauthUrlOf(secret, user.email, issuer) };
}

/**
 * Confirms the pending secret with a code from the app and turns two-factor sign-in on; returns
 * ten recovery codes, shown once. Wrong codes count against the limits of the user's sign-in.
 */
export async function enableTotp(db: Db, secrets: SecretBox, context: ReauthenticationContext, code: string): Promise<{ recoveryCodes: string[] }> {
  const user = await repo.findTotpState(db, context.actor.id);
  if (!user) throw notFound('User');
  if (user.totp_enabled_at) throw new AppError('CONFLICT', 409, 'Two-factor sign-in is already on');
  if (!user.totp_pending_secret) throw new AppError('CONFLICT', 409, 'Set up two-factor sign-in first: no secret is waiting for a code');
  const limits = await beginReauthentication(db, context);
  const step = matchTotpStep(secrets.open(user.totp_pending_secret), code);
  if (step === null) {
    await recordReauthenticationFailure(db, context, 'Wrong code when turning on two-factor sign-in');
    throw new AppError('INVALID_TOTP', 400, 'The code is not correct; check the time on your phone and enter the code the app shows now', { fields: { code: 'The code is not correct' } });
  }
  await limits.succeed();
  const recoveryCodes = newRecoveryCodes();
  await inTransaction(db, async (trx) => {
    await repo.enableTotp(trx, user.id, { sealedSecret: user.totp_pending_secret!, step, now: nowIso() });
    await repo.replaceRecoveryCodes(trx, user.id, recoveryCodes.map(hashRecoveryCode));
    await recordAudit(trx, context, { action: 'totp-enabled', entity: { type: 'user', id: user.id }, summary: 'Turned on two-factor sign-in' });
  });
  return { recoveryCodes };
}

/**
 * Turns two-factor sign-in off: the password and a code (from the app, or a recovery code) are
 * both needed, and each wrong one counts against the limits of the user's sign-in.
 */
export async function disableTotp(db: Db, secrets: SecretBox, context: ReauthenticationContext, input: { password: string; code: string }, policy: TotpPolicy): Promise<void> {
  const user = await repo.findTotpState(db, context.actor.id);
  if (!user) throw notFound('User');
  if (!user.totp_enabled_at) throw new AppError('CONFLICT', 409, 'Two-factor sign-in is not on');
  if (mustEnrolTotp(policy, (await isAdminUser(db, user.id)) ? 'admin' : 'editor', false)) {
    throw new AppError('FORBIDDEN', 403, 'This portal requires two-factor sign-in for your account; it cannot be turned off');
  }
  const limits = await beginReauthentication(db, context);
  if (!(await verifyPassword(input.password, user.password_hash))) {
    await recordReauthenticationFailure(db, context, 'Wrong password when turning off two-factor sign-in');
    throw invalid({ password: 'The password is not correct' });
  }
  const isDisabled = await inTransaction(db, async (trx) => {
    if (!(await consumeSecondFactor(trx, secrets, user, asSecondFactor(input.code)))) return false;
    await repo.disableTotp(trx, user.id);
    await recordAudit(trx, context, { action: 'totp-disabled', entity: { type: 'user', id: user.id }, summary: 'Turned off two-factor sign-in' });
    return true;
  });
  if (!isDisabled) {
    await recordReauthenticationFailure(db, context, 'Wrong or used code when turning off two-factor sign-in');
    throw new AppError('INVALID_TOTP', 400, 'The code is not correct or was already used', { fields: { code: 'The code is not correct or was already used' } });
  }
  await limits.succeed();
}

/** An administrator turns a user's second factor off (a lost phone and lost recovery codes); the user enrols again if the policy asks. */
export async function resetTotp(db: Db, context: AuditContext, userId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const user = await repo.findTotpState(trx, userId);
    if (!user) throw notFound('User');
    await repo.disableTotp(trx, userId);
    await recordAudit(trx, context, { action: 'totp-disabled', entity: { type: 'user', id: userId }, summary: 'Two-factor sign-in turned off by an administrator' });
  });
}

/** Six digits are a code from the app; anything else is taken for a recovery code. */
function asSecondFactor(code: string): SecondFactor {
  return /^\d{6}$/.test(code) ? { totp: code } : { recoveryCode: code };
}
