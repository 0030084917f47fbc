import type { Grant } from '../../../common/permissions.js';
import type { GroupDto, GroupInput } from '../../../common/schemas/groups.js';
import { type Db, inTransaction } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, invalid, notFound, versionConflict } from '../../lib/errors.js';
import { type AuditContext, recordAudit } from '../audit/audit.service.js';
import { assertSectionEntries } from '../content/content-sections.js';
import * as repo from './group.repository.js';

function toGroupDto(row: repo.GroupRow): GroupDto {
  return {
    id: row.id,
    key: row.key as GroupDto['key'],
    name: row.name,
    description: row.description,
    admin: row.admin === 1,
    grants: row.grants,
    memberCount: row.memberCount,
    updatedAt: row.updated_at,
    version: row.version,
  };
}

export async function listGroups(db: Db): Promise<GroupDto[]> {
  return (await repo.listGroups(db)).map(toGroupDto);
}

export async function getGroup(db: Executor, id: number): Promise<GroupDto> {
  const row = await repo.findGroup(db, id);
  if (!row) throw notFound('Group');
  return toGroupDto(row);
}

const nameTaken = () => new AppError('CONFLICT', 409, 'A group with this name already exists', { fields: { name: 'Already in use' } });

/** Unique names: two admins naming groups alike at once meet the unique key. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

const describeGrants = (grants: readonly Grant[]) =>
  grants.length === 0 ? 'no grants' : grants.map((grant) => `${grant.subject}${grant.section === null ? '' : `#${grant.section}`}: ${grant.actions.join('/')}`).join('; ');

export async function createGroup(db: Db, input: GroupInput, context: AuditContext): Promise<GroupDto> {
  const id = await withUniqueName(() =>
    inTransaction(db, async (trx) => {
      await assertSectionEntries(trx, input.grants, 'grants');
      const created = await repo.insertGroup(trx, { name: input.name, description: input.description, now: nowIso() });
      await repo.replaceGrants(trx, created, input.grants);
      await recordAudit(trx, context, { action: 'group-created', entity: { type: 'group', id: created }, summary: `Created group ${input.name}: ${describeGrants(input.grants)}` });
      return created;
    }),
  );
  return getGroup(db, id);
}

/**
 * A built-in group keeps its name (the dashboard shows it translated); the administrators' group
 * has no grants to change, it holds everything.
 */
export async function updateGroup(db: Db, id: number, input: GroupInput & { version: number }, context: AuditContext): Promise<GroupDto> {
  await withUniqueName(() =>
    inTransaction(db, async (trx) => {
      const group = await repo.findGroup(trx, id);
      if (!group) throw notFound('Group');
      if (group.key !== null && input.name !== group.name) throw invalid({ name: 'A built-in group keeps its name' });
      if (group.admin === 1 && input.grants.length > 0) throw invalid({ grants: 'Administrators may do everything: their group takes no grants' });
      await assertSectionEntries(trx, input.grants, 'grants');
      if (!(await repo.updateGroup(trx, id, input.version, { name: input.name, description: input.description, now: nowIso() }))) throw versionConflict(group.version);
      await repo.replaceGrants(trx, id, input.grants);
      await recordAudit(trx, context, { action: 'group-updated', entity: { type: 'group', id }, summary: `Group ${input.name}: ${describeGrants(input.grants)}` });
    }),
  );
  return getGroup(db, id);
}

/** A group made by an admin, with no members left: nobody loses what they could do unawares. */
export async function deleteGroup(db: Db, id: number, context: AuditContext): Promise<void> {
  await inTransaction(db, async (trx) => {
    const group = await repo.findGroup(trx, id);
    if (!group) throw notFound('Group');
    if (group.key !== null) throw new AppError('CONFLICT', 409, 'A built-in group cannot be deleted');
    if (group.memberCount > 0) throw new AppError('IN_USE', 409, `The group has ${group.memberCount} members: move them to other groups first`);
    await repo.deleteGroup(trx, id);
    await recordAudit(trx, context, { action: 'group-deleted', entity: { type: 'group', id }, summary: `Deleted group ${group.name}` });
  });
}

/** The ids of the built-in groups by key, for code that places users (the first admin, tests). */
export async function builtInGroupIds(db: Executor, keys: readonly string[]): Promise<number[]> {
  const rows = await repo.findGroupIdsByKey(db, keys);
  return keys.map((key) => {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row) throw new Error(`The built-in group ${key} is missing: is the database migrated?`);
    return row.id;
  });
}
