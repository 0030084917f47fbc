import { containsText } from '../../db/dialect.js';
import type { Executor } from '../../db/executor.js';

const USER_COLUMNS = ['id', 'email', 'name', 'active', 'last_login_at', 'created_at', 'updated_at', 'version'] as const;

export type UserRow = Awaited<ReturnType<typeof findUserById>> & {};

export function findUserById(db: Executor, id: number) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findPasswordHash(db: Executor, id: number) {
  return db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
}

export interface UserListFilter {
  q?: string | undefined;
  groupId?: number | undefined;
  active?: boolean | undefined;
  page: number;
  limit: number;
}

export async function listUsers(db: Executor, filter: UserListFilter) {
  let query = db.selectFrom('users');
  if (filter.q) {
    const q = filter.q;
    query = query.where((eb) => eb.or([containsText(db, 'email', q), containsText(db, 'name', q)]));
  }
  if (filter.groupId) {
    const groupId = filter.groupId;
    query = query.where('id', 'in', (eb) => eb.selectFrom('user_groups').select('user_id').where('group_id', '=', groupId));
  }
  if (filter.active !== undefined) query = query.where('active', '=', filter.active ? 1 : 0);
  const [rows, count] = await Promise.all([
    query.select(USER_COLUMNS).orderBy('name').orderBy('id').limit(filter.limit).offset((filter.page - 1) * filter.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function emailExists(db: Executor, email: string) {
  return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst().then(Boolean);
}

/** A new user, active; their groups are set beside (groups' setUserGroups). */
export async function insertUser(db: Executor, user: { email: string; name: string; passwordHash: string; now: string }) {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email,
      name: user.name,
      active: 1,
      password_hash: user.passwordHash,
      created_at: user.now,
      updated_at: user.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates only when the stored version is still `version`; returns whether it did. */
export async function updateUser(
  db: Executor,
  id: number,
  version: number,
  changes: { name: string; active: number; now: string },
) {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ name: changes.name, active: changes.active, updated_at: changes.now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setPasswordHash(db: Executor, id: number, passwordHash: string, now: string) {
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export function countUsers(db: Executor) {
  return db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.total));
}

export function findUserLocale(db: Executor, id: number) {
  return db.selectFrom('users').select(['locale', 'review_digest']).where('id', '=', id).executeTakeFirst();
}

export async function setReviewDigest(db: Executor, id: number, digest: boolean) {
  await db.updateTable('users').set({ review_digest: digest ? 1 : 0 }).where('id', '=', id).execute();
}

export async function setUserLocale(db: Executor, id: number, locale: string) {
  await db.updateTable('users').set({ locale }).where('id', '=', id).execute();
}
