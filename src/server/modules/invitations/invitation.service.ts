import { randomBytes } from 'node:crypto';
import { type Locale, isLocale } from '../../../common/locales.js';
import { signedOutPath } from '../../../common/routes.js';
import { INVITATION_VALID_DAYS, type InvitationDto, type InvitationInput } from '../../../common/schemas/invitations.js';
import type { SessionUser } from '../../../common/schemas/user.js';
import { type Db, inTransaction } from '../../db/database.js';
import { nowIso, nowMs } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, invalid, notFound } from '../../lib/errors.js';
import { assertStrongPassword } from '../../lib/password-policy.js';
import { hashPassword } from '../../lib/passwords.js';
import { type AuditContext, recordAudit } from '../audit/audit.service.js';
import { hashToken } from '../auth/token-hash.js';
import { findExistingGroupIds, setUserGroups } from '../groups/group.repository.js';
import { enqueueMail, wakeMailSender } from '../mail/mail.service.js';
import { emailExists, insertUser, setUserLocale } from '../users/user.repository.js';
import { groupNameIn, invitationMessage } from './invitation.messages.js';
import * as repo from './invitation.repository.js';
import { scheduleJob } from '../jobs/scheduled-job.js';

/** How long an invitation's link can be used. */
export const INVITATION_TTL_MS = INVITATION_VALID_DAYS * 86_400_000;
/** How long a closed invitation (its address and name) is kept, for the administrators' list. */
export const CLOSED_RETENTION_MS = 30 * 86_400_000;

type Status = InvitationDto['status'];

function statusOf(row: { accepted_at: string | null; revoked_at: string | null; expires_at: string }, now: number): Status {
  if (row.accepted_at) return 'accepted';
  if (row.revoked_at) return 'revoked';
  return Date.parse(row.expires_at) <= now ? 'expired' : 'pending';
}

function toDto(row: repo.InvitationRow, groups: InvitationDto['groups'], now: number): InvitationDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    locale: isLocale(row.locale) ? row.locale : 'sr',
    groups,
    status: statusOf(row, now),
    invitedBy: row.invited_by !== null && row.invited_by_name ? { id: row.invited_by, name: row.invited_by_name } : null,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    closedAt: row.accepted_at ?? row.revoked_at,
  };
}

async function withGroups(db: Db, rows: repo.InvitationRow[]): Promise<InvitationDto[]> {
  const groups = await repo.groupsOfInvitations(db, rows.map((row) => row.id));
  const now = nowMs();
  return rows.map((row) => toDto(row, (groups.get(row.id) ?? []) as InvitationDto['groups'], now));
}

export async function listInvitations(db: Db): Promise<InvitationDto[]> {
  return withGroups(db, await repo.listInvitations(db));
}

async function getInvitation(db: Db, id: number): Promise<InvitationDto> {
  const row = await repo.findInvitation(db, id);
  if (!row) throw notFound('Invitation');
  return (await withGroups(db, [row]))[0]!;
}

/** The address of the screen that accepts an invitation; the token rides in the fragment, which no server or Referer sees. */
export function invitationLink(publicUrl: string, locale: Locale, token: string): string {
  return `${publicUrl}${signedOutPath(locale, 'invitation')}#${token}`;
}

const emailTaken = () => new AppError('EMAIL_TAKEN', 409, 'A user with this e-mail already exists', { fields: { email: 'Already in use' } });

/**
 * An administrator invites an address into groups: the invitation and its e-mail are written in
 * one transaction, so a message goes out only for an invitation that exists. One open invitation
 * an address: a second is refused until the first is revoked or has expired.
 */
export async function inviteUser(db: Db, publicUrl: string, actor: SessionUser, input: InvitationInput, context: AuditContext): Promise<InvitationDto> {
  if (await emailExists(db, input.email)) throw emailTaken();
  const id = await inTransaction(db, async (trx) => {
    const now = nowMs();
    const groups = await findExistingGroupIds(trx, input.groupIds);
    const missing = input.groupIds.filter((groupId) => !groups.some((group) => group.id === groupId));
    if (missing.length > 0) throw invalid({ groupIds: `Unknown groups: ${missing.join(', ')}` });
    if (await repo.findOpenInvitation(trx, input.email, new Date(now).toISOString())) {
      throw new AppError('CONFLICT', 409, 'This address has an invitation still open: revoke it to send another', { fields: { email: 'Already invited' } });
    }
    const token = randomBytes(32).toString('base64url');
    const invitationId = await repo.insertInvitation(trx, {
      email: input.email,
      name: input.name,
      locale: input.locale,
      tokenHash: hashToken(token),
      invitedBy: actor.id,
      now: new Date(now).toISOString(),
      expiresAt: new Date(now + INVITATION_TTL_MS).toISOString(),
    });
    await repo.insertInvitationGroups(trx, invitationId, input.groupIds);
    const names = ((await repo.groupsOfInvitations(trx, [invitationId])).get(invitationId) ?? []).map((group) => groupNameIn(group, input.locale));
    const link = invitationLink(publicUrl, input.locale, token);
    await enqueueMail(trx, invitationMessage({ to: input.email, name: input.name, inviter: actor.name, groups: names, locale: input.locale, link, validDays: INVITATION_VALID_DAYS }));
    await recordAudit(trx, context, { action: 'invitation-sent', entity: { type: 'invitation', id: invitationId }, summary: `Invited ${input.email} into ${names.join(', ')}` });
    return invitationId;
  });
  wakeMailSender(db);
  return getInvitation(db, id);
}

export async function revokeInvitation(db: Db, id: number, context: AuditContext): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await repo.findInvitation(trx, id);
    if (!row) throw notFound('Invitation');
    if (!(await repo.revokeInvitation(trx, id, nowIso()))) {
      throw new AppError('CONFLICT', 409, row.accepted_at ? 'This invitation was accepted already: deactivate the user instead' : 'This invitation was revoked already');
    }
    await recordAudit(trx, context, { action: 'invitation-revoked', entity: { type: 'invitation', id }, summary: `Revoked the invitation of ${row.email}` });
  });
}

const linkRefused = (code: 'INVITATION_INVALID' | 'INVITATION_USED' | 'INVITATION_EXPIRED' | 'INVITATION_REVOKED') =>
  ({
    INVITATION_INVALID: new AppError(code, 400, 'This invitation link is not valid; ask the administrator for a new one'),
    INVITATION_USED: new AppError(code, 410, 'This invitation was used already: sign in with the password you set'),
    INVITATION_EXPIRED: new AppError(code, 410, 'This invitation has expired; ask the administrator for a new one'),
    INVITATION_REVOKED: new AppError(code, 410, 'This invitation was withdrawn; ask the administrator if you need one'),
  })[code];

/** The invitation a link stands for, while it can be accepted; refused with its reason otherwise. */
async function openInvitationOf(db: Db, token: string) {
  const row = await repo.findInvitationByToken(db, hashToken(token));
  if (!row) throw linkRefused('INVITATION_INVALID');
  if (row.accepted_at) throw linkRefused('INVITATION_USED');
  if (row.revoked_at) throw linkRefused('INVITATION_REVOKED');
  if (Date.parse(row.expires_at) <= nowMs()) throw linkRefused('INVITATION_EXPIRED');
  return row;
}

/** Whom the link invites, for the screen that asks for a password. */
export async function previewInvitation(db: Db, token: string) {
  const row = await openInvitationOf(db, token);
  return { email: row.email, name: row.name, locale: isLocale(row.locale) ? row.locale : 'sr', expiresAt: row.expires_at };
}

/**
 * The invited person sets a password: the account is made, in the invitation's groups, and the
 * link is used, in one transaction. Two acceptances at once make one account; the other is told
 * the link was used. The person then signs in as anyone does (with a second factor to set up
 * where REQUIRE_TOTP_FOR asks it).
 */
export async function acceptInvitation(db: Db, input: { token: string; password: string }, context: Omit<AuditContext, 'actor'>): Promise<{ email: string }> {
  const invitation = await openInvitationOf(db, input.token);
  await assertStrongPassword(input.password, invitation.email, 'password');
  const passwordHash = await hashPassword(input.password);
  try {
    await inTransaction(db, async (trx) => {
      const groupIds = ((await repo.groupsOfInvitations(trx, [invitation.id])).get(invitation.id) ?? []).map((group) => group.id);
      if (groupIds.length === 0) throw new AppError('CONFLICT', 409, 'The groups of this invitation no longer exist; ask the administrator for a new one');
      if (await emailExists(trx, invitation.email)) throw emailTaken();
      const now = nowIso();
      const userId = await insertUser(trx, { email: invitation.email, name: invitation.name, passwordHash, now });
      if (!(await repo.acceptInvitation(trx, invitation.id, userId, now))) throw linkRefused('INVITATION_USED');
      await setUserGroups(trx, userId, groupIds);
      await setUserLocale(trx, userId, invitation.locale);
      await recordAudit(trx, { ...context, actor: { id: userId, name: invitation.name } }, { action: 'invitation-accepted', entity: { type: 'user', id: userId }, summary: `Accepted the invitation ${invitation.id} and set a password` });
    });
  } catch (error) {
    // The other of two acceptances at once took the address first.
    if (isUniqueViolation(error)) throw linkRefused('INVITATION_USED');
    throw error;
  }
  return { email: invitation.email };
}

/** Deletes the invitations closed longer ago than their retention (the daily job's work; tests call it on a moved clock). */
export function deleteClosedInvitations(db: Db): Promise<number> {
  return repo.deleteClosedBefore(db, new Date(nowMs() - CLOSED_RETENTION_MS).toISOString());
}

const RETENTION_EVERY_MS = 24 * 60 * 60_000;

/** Deletes closed invitations past their retention once a day among all instances; returns the schedule's stop. */
export function scheduleInvitationRetention(db: Db, onError: (error: unknown) => void): () => Promise<void> {
  return scheduleJob(db, { name: 'invitation-retention', everyMs: RETENTION_EVERY_MS, work: () => deleteClosedInvitations(db), onError });
}
