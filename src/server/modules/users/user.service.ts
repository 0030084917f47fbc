import { DEFAULT_LOCALE, type Locale, isLocale } from '../../../common/locales.js';
import type { SessionUser, UserDto } from '../../../common/schemas/user.js';
import { type Db, inTransaction } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, invalid, notFound, versionConflict } from '../../lib/errors.js';
import { assertStrongPassword } from '../../lib/password-policy.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { endSessions, revokeUserTokens } from '../auth/auth.repository.js';
import { type ReauthenticationContext, beginReauthentication, recordReauthenticationFailure } from '../auth/failure-limits.js';
import { type AuditContext, recordAudit } from '../audit/audit.service.js';
import * as repo from './user.repository.js';
import * as groups from '../groups/group.repository.js';
import { builtInGroupIds } from '../groups/group.service.js';
import type { BuiltInGroup } from '../../../common/permissions.js';
import type { Executor } from '../../db/executor.js';

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUserById>>>;
type UserGroups = Awaited<ReturnType<typeof groups.groupsOfUsers>>;

export function toUserDto(row: UserRow, groupsByUser: UserGroups): UserDto {
  const memberOf = groupsByUser.get(row.id) ?? [];
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: memberOf.some((group) => group.admin) ? 'admin' : 'editor',
    groups: memberOf.map((group) => ({ id: group.id, key: group.key as UserDto['groups'][number]['key'], name: group.name })),
    active: row.active === 1,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

export async function getUser(db: Db, id: number): Promise<UserDto> {
  const row = await repo.findUserById(db, id);
  if (!row) throw notFound('User');
  return toUserDto(row, await groups.groupsOfUsers(db, [id]));
}

export async function listUsers(db: Db, filter: repo.UserListFilter) {
  const { rows, total } = await repo.listUsers(db, filter);
  const groupsByUser = await groups.groupsOfUsers(db, rows.map((row) => row.id));
  return { items: rows.map((row) => toUserDto(row, groupsByUser)), total, page: filter.page, limit: filter.limit };
}

/**
 * A new user in built-in groups, in one transaction: the first administrator at installation, and
 * the users of tests and benchmarks.
 */
export function insertUserInGroups(db: Db, user: { email: string; name: string; passwordHash: string; now: string }, keys: readonly BuiltInGroup[]): Promise<number> {
  return inTransaction(db, async (trx) => {
    const id = await repo.insertUser(trx, user);
    await groups.setUserGroups(trx, id, await builtInGroupIds(trx, keys));
    return id;
  });
}

/** The groups exist; returns whether they make the user an administrator. */
async function checkGroups(trx: Executor, groupIds: readonly number[]): Promise<boolean> {
  const found = await groups.findExistingGroupIds(trx, groupIds);
  const missing = groupIds.filter((id) => !found.some((group) => group.id === id));
  if (missing.length > 0) throw invalid({ groupIds: `Unknown groups: ${missing.join(', ')}` });
  return found.some((group) => group.admin === 1);
}

/** The names of groups, for the audit log. */
async function groupNames(trx: Executor, groupIds: readonly number[]): Promise<string> {
  const all = await groups.listGroups(trx);
  return all.filter((group) => groupIds.includes(group.id)).map((group) => group.name).join(', ');
}

const emailTaken = () => new AppError('EMAIL_TAKEN', 409, 'A user with this e-mail already exists', { fields: { email: 'Already in use' } });

export async function createUser(db: Db, input: { email: string; name: string; groupIds: number[]; password: string }, context: AuditContext): Promise<UserDto> {
  if (await repo.emailExists(db, input.email)) throw emailTaken();
  await assertStrongPassword(input.password, input.email, 'password');
  const passwordHash = await hashPassword(input.password);
  let id: number;
  try {
    id = await inTransaction(db, async (trx) => {
      await checkGroups(trx, input.groupIds);
      const created = await repo.insertUser(trx, { ...input, passwordHash, now: nowIso() });
      await groups.setUserGroups(trx, created, input.groupIds);
      await recordAudit(trx, context, { action: 'user-created', entity: { type: 'user', id: created }, summary: `Created ${input.email} in ${await groupNames(trx, input.groupIds)}` });
      return created;
    });
  } catch (error) {
    // Two admins creating the same e-mail at once: the check above passed for both.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return getUser(db, id);
}

/** Admins cannot lock themselves out, and the last active admin cannot leave the administrators or be deactivated. */
async function assertKeepsAnAdmin(trx: Executor, actor: SessionUser, target: UserRow, next: { staysAdmin: boolean; active: boolean }) {
  const losesAdmin = target.active === 1 && (await groups.isAdminUser(trx, target.id)) && (!next.staysAdmin || !next.active);
  if (!losesAdmin) return;
  if (target.id === actor.id) throw invalid({ groupIds: 'You cannot leave the administrators or deactivate yourself' });
  if ((await groups.countOtherActiveAdmins(trx, target.id)) === 0) throw invalid({ groupIds: 'The portal needs at least one active administrator' });
}

/** The fields an update changes, as the audit log names them. */
async function changedFields(trx: Executor, target: UserRow, input: { name: string; groupIds: number[]; active: boolean }): Promise<string> {
  const before = (await groups.groupsOfUsers(trx, [target.id])).get(target.id)?.map((group) => group.id) ?? [];
  const sameGroups = before.length === input.groupIds.length && before.every((id) => input.groupIds.includes(id));
  const changes = [
    target.name !== input.name ? 'name' : null,
    sameGroups ? null : `groups ${await groupNames(trx, before)} → ${await groupNames(trx, input.groupIds)}`,
    (target.active === 1) !== input.active ? (input.active ? 'reactivated' : 'deactivated') : null,
  ].filter(Boolean);
  return changes.length > 0 ? changes.join(', ') : 'nothing changed';
}

export async function updateUser(
  db: Db,
  actor: SessionUser,
  id: number,
  input: { name: string; groupIds: number[]; active: boolean; version: number },
  context: AuditContext,
): Promise<UserDto> {
  const target = await repo.findUserById(db, id);
  if (!target) throw notFound('User');
  // In one transaction: two admins demoting each other at once cannot both pass the last-admin check.
  const updated = await inTransaction(db, async (trx) => {
    const staysAdmin = await checkGroups(trx, input.groupIds);
    await assertKeepsAnAdmin(trx, actor, target, { staysAdmin, active: input.active });
    const summary = await changedFields(trx, target, input);
    const ok = await repo.updateUser(trx, id, input.version, { name: input.name, active: input.active ? 1 : 0, now: nowIso() });
    if (!ok) return false;
    await groups.setUserGroups(trx, id, input.groupIds);
    if (!input.active) await revokeUserTokens(trx, id, nowIso());
    await recordAudit(trx, context, { action: 'user-updated', entity: { type: 'user', id }, summary });
    return true;
  });
  if (!updated) throw versionConflict(target.version);
  return getUser(db, id);
}

/** An admin sets a new password for someone; their open sessions end. */
export async function resetPassword(db: Db, id: number, password: string, context: AuditContext): Promise<void> {
  const user = await repo.findUserById(db, id);
  if (!user) throw notFound('User');
  await assertStrongPassword(password, user.email, 'password');
  const hash = await hashPassword(password);
  await inTransaction(db, async (trx) => {
    await repo.setPasswordHash(trx, id, hash, nowIso());
    await revokeUserTokens(trx, id, nowIso());
    await recordAudit(trx, context, { action: 'password-reset', entity: { type: 'user', id }, summary: 'Password set by an admin; sessions ended' });
  });
}

/** An admin ends every open session of a user (a lost laptop, a leaving colleague); returns how many ended. */
export async function endUserSessions(db: Db, id: number, context: AuditContext): Promise<number> {
  if (!(await repo.findUserById(db, id))) throw notFound('User');
  return inTransaction(db, async (trx) => {
    const ended = await endSessions(trx, id, nowIso(), {});
    await recordAudit(trx, context, { action: 'sessions-ended', entity: { type: 'user', id }, summary: `An admin ended all sessions: ${ended} ended` });
    return ended;
  });
}

/**
 * A user changes their own password, confirming it with the current one under the limits of their
 * sign-in (a stolen session guesses no faster than a sign-in form). Their other sessions end: a
 * password is changed when someone else may know it. The session that asked goes on.
 */
export async function changeOwnPassword(db: Db, context: ReauthenticationContext & { sessionId: number | null }, input: { currentPassword: string; newPassword: string }) {
  const { actor } = context;
  await assertStrongPassword(input.newPassword, actor.email, 'newPassword');
  const limits = await beginReauthentication(db, context);
  const stored = await repo.findPasswordHash(db, actor.id);
  if (!stored || !(await verifyPassword(input.currentPassword, stored.password_hash))) {
    await recordReauthenticationFailure(db, context, 'Wrong password when changing the password');
    throw invalid({ currentPassword: 'The current password is not correct' });
  }
  await limits.succeed();
  const hash = await hashPassword(input.newPassword);
  await inTransaction(db, async (trx) => {
    await repo.setPasswordHash(trx, actor.id, hash, nowIso());
    const ended = await endSessions(trx, actor.id, nowIso(), context.sessionId === null ? {} : { exceptId: context.sessionId });
    await recordAudit(trx, context, { action: 'password-changed', entity: { type: 'user', id: actor.id }, summary: `Changed their own password; ${ended} other sessions ended` });
  });
}

/** The locale of the user's dashboard, which their e-mail is written in. */
export async function getUserLocale(db: Db, id: number): Promise<Locale> {
  const locale = (await repo.findUserLocale(db, id))?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** How the user's e-mail about review comes: once a day, or a message for each move. */
export async function getReviewDigest(db: Db, id: number): Promise<boolean> {
  return (await repo.findUserLocale(db, id))?.review_digest === 1;
}

/** The user's own choice (a preference, not an audited change). */
export function setReviewDigest(db: Db, id: number, digest: boolean): Promise<void> {
  return repo.setReviewDigest(db, id, digest);
}

/** The dashboard tells the server which locale the user now uses (a preference, not an audited change). */
export function setUserLocale(db: Db, id: number, locale: Locale): Promise<void> {
  return repo.setUserLocale(db, id, locale);
}
