import type { SessionUser, UserDto } from '../../../common/schemas/user.js';
import { type Db, inTransaction } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, invalid, notFound, versionConflict } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { endSessions, revokeUserTokens } from '../auth/auth.repository.js';
import * as repo from './user.repository.js';

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUserById>>>;

export function toUserDto(row: UserRow): UserDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as UserDto['role'],
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
  return toUserDto(row);
}

export async function listUsers(db: Db, filter: repo.UserListFilter) {
  const { rows, total } = await repo.listUsers(db, filter);
  return { items: rows.map(toUserDto), total, page: filter.page, limit: filter.limit };
}

const emailTaken = () => new AppError('EMAIL_TAKEN', 409, 'A user with this e-mail already exists', { fields: { email: 'Already in use' } });

export async function createUser(db: Db, input: { email: string; name: string; role: string; password: string }): Promise<UserDto> {
  if (await repo.emailExists(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  let id: number;
  try {
    id = await repo.insertUser(db, { ...input, passwordHash, now: nowIso() });
  } catch (error) {
    // Two admins creating the same e-mail at once: the check above passed for both.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return getUser(db, id);
}

/** Admins cannot lock themselves out, and the last active admin cannot be demoted or deactivated. */
async function assertKeepsAnAdmin(db: Db, actor: SessionUser, target: UserRow, next: { role: string; active: boolean }) {
  const losesAdmin = target.role === 'admin' && target.active === 1 && (next.role !== 'admin' || !next.active);
  if (!losesAdmin) return;
  if (target.id === actor.id) throw invalid({ role: 'You cannot remove your own admin rights or deactivate yourself' });
  if ((await repo.countActiveAdmins(db)) <= 1) throw invalid({ role: 'The portal needs at least one active admin' });
}

export async function updateUser(
  db: Db,
  actor: SessionUser,
  id: number,
  input: { name: string; role: string; active: boolean; version: number },
): Promise<UserDto> {
  const target = await repo.findUserById(db, id);
  if (!target) throw notFound('User');
  await assertKeepsAnAdmin(db, actor, target, input);
  const updated = await inTransaction(db, async (trx) => {
    const ok = await repo.updateUser(trx, id, input.version, { ...input, active: input.active ? 1 : 0, now: nowIso() });
    if (ok && !input.active) await revokeUserTokens(trx, id, nowIso());
    return ok;
  });
  if (!updated) throw versionConflict(target.version);
  return getUser(db, id);
}

/** An admin sets a new password for someone; their open sessions end. */
export async function resetPassword(db: Db, id: number, password: string): Promise<void> {
  if (!(await repo.findUserById(db, id))) throw notFound('User');
  const hash = await hashPassword(password);
  await inTransaction(db, async (trx) => {
    await repo.setPasswordHash(trx, id, hash, nowIso());
    await revokeUserTokens(trx, id, nowIso());
  });
}

/** An admin ends every open session of a user (a lost laptop, a leaving colleague); returns how many ended. */
export async function endUserSessions(db: Db, id: number): Promise<number> {
  if (!(await repo.findUserById(db, id))) throw notFound('User');
  return endSessions(db, id, nowIso(), {});
}

export async function changeOwnPassword(db: Db, actor: SessionUser, input: { currentPassword: string; newPassword: string }) {
  const stored = await repo.findPasswordHash(db, actor.id);
  if (!stored || !(await verifyPassword(input.currentPassword, stored.password_hash))) {
    throw invalid({ currentPassword: 'The current password is not correct' });
  }
  await repo.setPasswordHash(db, actor.id, await hashPassword(input.newPassword), nowIso());
}
