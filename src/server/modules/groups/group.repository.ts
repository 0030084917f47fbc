import type { Grant, PermissionAction, PermissionSubject, Permissions } from '../../../common/permissions.js';
import type { Executor } from '../../db/executor.js';

/** Every section of a subject, as the grants table stores it (see migration 0031). */
const EVERY_SECTION = 0;

const toGrant = (row: { subject: string; section_id: number; actions: string }): Grant => ({
  subject: row.subject as PermissionSubject,
  section: row.section_id === EVERY_SECTION ? null : row.section_id,
  actions: row.actions.split(',') as PermissionAction[],
});

/** What the user's groups allow together. */
export async function loadPermissions(db: Executor, userId: number): Promise<Permissions> {
  const groups = await db
    .selectFrom('user_groups')
    .innerJoin('groups', 'groups.id', 'user_groups.group_id')
    .select(['groups.id', 'groups.admin'])
    .where('user_groups.user_id', '=', userId)
    .execute();
  if (groups.some((group) => group.admin === 1)) return { admin: true, grants: [] };
  if (groups.length === 0) return { admin: false, grants: [] };
  const rows = await db
    .selectFrom('group_grants')
    .select(['subject', 'section_id', 'actions'])
    .where(
      'group_id',
      'in',
      groups.map((group) => group.id),
    )
    .execute();
  return { admin: false, grants: rows.map(toGrant) };
}

const GROUP_COLUMNS = ['id', 'key', 'name', 'description', 'admin', 'updated_at', 'version'] as const;

export async function listGroups(db: Executor) {
  const [groups, grants, members] = await Promise.all([
    db.selectFrom('groups').select(GROUP_COLUMNS).orderBy('admin', 'desc').orderBy('key').orderBy('name').execute(),
    db.selectFrom('group_grants').select(['group_id', 'subject', 'section_id', 'actions']).orderBy('group_id').orderBy('subject').orderBy('section_id').execute(),
    db.selectFrom('user_groups').select((eb) => ['group_id', eb.fn.countAll<number>().as('total')]).groupBy('group_id').execute(),
  ]);
  return groups.map((group) => ({
    ...group,
    grants: grants.filter((grant) => grant.group_id === group.id).map(toGrant),
    memberCount: Number(members.find((row) => row.group_id === group.id)?.total ?? 0),
  }));
}

export type GroupRow = Awaited<ReturnType<typeof listGroups>>[number];

export async function findGroup(db: Executor, id: number): Promise<GroupRow | undefined> {
  return (await listGroups(db)).find((group) => group.id === id);
}

export function findGroupIdsByKey(db: Executor, keys: readonly string[]) {
  return db.selectFrom('groups').select(['id', 'key']).where('key', 'in', keys).execute();
}

export function findExistingGroupIds(db: Executor, ids: readonly number[]) {
  return db.selectFrom('groups').select(['id', 'admin']).where('id', 'in', ids).execute();
}

export async function insertGroup(db: Executor, group: { name: string; description: string; now: string }): Promise<number> {
  const row = await db
    .insertInto('groups')
    .values({ name: group.name, description: group.description, created_at: group.now, updated_at: group.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates only when the stored version is still `version`; returns whether it did. */
export async function updateGroup(db: Executor, id: number, version: number, changes: { name: string; description: string; now: string }) {
  const result = await db
    .updateTable('groups')
    .set((eb) => ({ name: changes.name, description: changes.description, updated_at: changes.now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceGrants(db: Executor, groupId: number, grants: readonly Grant[]) {
  await db.deleteFrom('group_grants').where('group_id', '=', groupId).execute();
  if (grants.length === 0) return;
  await db
    .insertInto('group_grants')
    .values(grants.map((grant) => ({ group_id: groupId, subject: grant.subject, section_id: grant.section ?? EVERY_SECTION, actions: grant.actions.join(',') })))
    .execute();
}

export async function deleteGroup(db: Executor, id: number) {
  await db.deleteFrom('groups').where('id', '=', id).execute();
}

/** The groups of each user, by user id. */
export async function groupsOfUsers(db: Executor, userIds: readonly number[]) {
  const byUser = new Map<number, { id: number; key: string | null; name: string; admin: boolean }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_groups')
    .innerJoin('groups', 'groups.id', 'user_groups.group_id')
    .select(['user_groups.user_id', 'groups.id', 'groups.key', 'groups.name', 'groups.admin'])
    .where('user_groups.user_id', 'in', userIds)
    .orderBy('groups.admin', 'desc')
    .orderBy('groups.name')
    .execute();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ id: row.id, key: row.key, name: row.name, admin: row.admin === 1 });
    byUser.set(row.user_id, list);
  }
  return byUser;
}

export async function setUserGroups(db: Executor, userId: number, groupIds: readonly number[]) {
  await db.deleteFrom('user_groups').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_groups')
    .values([...new Set(groupIds)].map((groupId) => ({ user_id: userId, group_id: groupId })))
    .execute();
}

/** Active users in an administrators group, other than `exceptUserId`. */
export async function countOtherActiveAdmins(db: Executor, exceptUserId: number) {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.count<number>('users.id').distinct().as('total'))
    .innerJoin('user_groups', 'user_groups.user_id', 'users.id')
    .innerJoin('groups', 'groups.id', 'user_groups.group_id')
    .where('groups.admin', '=', 1)
    .where('users.active', '=', 1)
    .where('users.id', '<>', exceptUserId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function isAdminUser(db: Executor, userId: number) {
  return db
    .selectFrom('user_groups')
    .innerJoin('groups', 'groups.id', 'user_groups.group_id')
    .select('groups.id')
    .where('user_groups.user_id', '=', userId)
    .where('groups.admin', '=', 1)
    .executeTakeFirst()
    .then(Boolean);
}
