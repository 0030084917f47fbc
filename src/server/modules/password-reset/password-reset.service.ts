import { randomBytes } from 'node:crypto';
import { signedOutPath } from '../../../common/routes.js';
import { type Db, inTransaction } from '../../db/database.js';
import { nowIso, nowMs } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { assertStrongPassword } from '../../lib/password-policy.js';
import { hashPassword } from '../../lib/passwords.js';
import { type AuditContext, recordAudit } from '../audit/audit.service.js';
import { clearLoginFailures, revokeUserTokens } from '../auth/auth.repository.js';
import { countTries } from '../auth/failure-limits.js';
import { hashToken } from '../auth/token-hash.js';
import { enqueueMail, wakeMailSender } from '../mail/mail.service.js';
import { setPasswordHash } from '../users/user.repository.js';
import { passwordResetMessage } from './password-reset.messages.js';
import * as repo from './password-reset.repository.js';

/** How long the e-mailed link can be used. */
export const RESET_LINK_TTL_MS = 30 * 60_000;
/** Requests per address, and per client address, in the sign-in limits' window (15 minutes). */
const MAX_REQUESTS_PER_ACCOUNT = 3;
const MAX_REQUESTS_PER_IP = 10;
const USER_AGENT_MAX = 300;

export interface ResetRequest {
  email: string;
  ip: string;
  userAgent: string | null;
}

/**
 * Someone asks for a link to set a new password. The request is only recorded, the same for any
 * address, and the mail job looks the address up (preparePasswordResetMail): the answer, and the
 * time it takes, say nothing of whether an account has that address. Throttled per address and
 * per client under the sign-in's counters.
 */
export async function requestPasswordReset(db: Db, request: ResetRequest): Promise<void> {
  const limited = await countTries(
    db,
    [
      { key: `reset-account:${request.email}`, limit: MAX_REQUESTS_PER_ACCOUNT },
      { key: `reset-ip:${request.ip}`, limit: MAX_REQUESTS_PER_IP },
    ],
    'Too many requests for a new password; try again later',
  );
  if (limited) throw limited;
  await repo.insertRequest(db, { email: request.email, ip: request.ip, userAgent: request.userAgent?.slice(0, USER_AGENT_MAX) ?? null, now: nowIso() });
  wakeMailSender(db);
}

/** The address of the screen that sets a new password; the token rides in the fragment, which no server or Referer sees. */
export function resetLink(publicUrl: string, locale: string, token: string): string {
  return `${publicUrl}${signedOutPath(locale === 'lat' || locale === 'en' ? locale : 'sr', 'new-password')}#${token}`;
}

/**
 * The mail job's step: turns every recorded request into a link and a message for the account
 * its address names (none for an unknown or deactivated address), each in one transaction with
 * the request's removal. Expired links are deleted on the way.
 */
export async function preparePasswordResetMail(db: Db, publicUrl: string): Promise<number> {
  await repo.deleteTokensExpiredBefore(db, nowIso());
  let prepared = 0;
  for (;;) {
    const taken = await inTransaction(db, async (trx) => {
      const request = await repo.takeNextRequest(trx);
      if (!request) return false;
      const user = await repo.findActiveUserByEmail(trx, request.email);
      if (!user) return true;
      const token = randomBytes(32).toString('base64url');
      const now = nowMs();
      await repo.insertToken(trx, { userId: user.id, tokenHash: hashToken(token), now: new Date(now).toISOString(), expiresAt: new Date(now + RESET_LINK_TTL_MS).toISOString() });
      await enqueueMail(trx, passwordResetMessage({ to: user.email, name: user.name, locale: user.locale, link: resetLink(publicUrl, user.locale, token), validMinutes: RESET_LINK_TTL_MS / 60_000 }));
      const context: AuditContext = { actor: null, ip: request.ip, userAgent: request.user_agent };
      await recordAudit(trx, context, { action: 'password-reset-requested', entity: { type: 'user', id: user.id }, summary: 'A link to set a new password was e-mailed' });
      prepared++;
      return true;
    });
    if (!taken) return prepared;
  }
}

const linkRefused = (code: 'RESET_LINK_INVALID' | 'RESET_LINK_USED' | 'RESET_LINK_EXPIRED') =>
  ({
    RESET_LINK_INVALID: new AppError(code, 400, 'This link to set a new password is not valid; ask for a new one'),
    RESET_LINK_USED: new AppError(code, 410, 'This link to set a new password was already used; ask for a new one if you need it'),
    RESET_LINK_EXPIRED: new AppError(code, 410, 'This link to set a new password has expired; ask for a new one'),
  })[code];

/**
 * Sets a new password with the e-mailed link: once, within its time, under the same rules as
 * every password. All the user's sessions end and their sign-in counters are cleared; two-factor
 * sign-in, when on, is still asked at the next sign-in.
 */
export async function resetPasswordWithLink(db: Db, input: { token: string; password: string }, context: Omit<AuditContext, 'actor'>): Promise<void> {
  const link = await repo.findToken(db, hashToken(input.token));
  if (!link || link.active !== 1) throw linkRefused('RESET_LINK_INVALID');
  if (link.used_at) throw linkRefused('RESET_LINK_USED');
  if (Date.parse(link.expires_at) <= nowMs()) throw linkRefused('RESET_LINK_EXPIRED');
  await assertStrongPassword(input.password, link.email, 'password');
  const hash = await hashPassword(input.password);
  await inTransaction(db, async (trx) => {
    const now = nowIso();
    if (!(await repo.useTokens(trx, link.id, link.user_id, now))) throw linkRefused('RESET_LINK_USED');
    await setPasswordHash(trx, link.user_id, hash, now);
    await revokeUserTokens(trx, link.user_id, now);
    await recordAudit(trx, { ...context, actor: { id: link.user_id, name: link.name } }, { action: 'password-reset', entity: { type: 'user', id: link.user_id }, summary: 'New password set with the e-mailed link; all sessions ended' });
  });
  await clearLoginFailures(db, `account:${link.email}`);
}
