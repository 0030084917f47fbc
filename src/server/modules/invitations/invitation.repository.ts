import type { Executor } from '../../db/executor.js';

export async function insertInvitation(
  db: Executor,
  invitation: { email: string; name: string; locale: string; tokenHash: string; invitedBy: number; now: string; expiresAt: string },
): Promise<number> {
  const row = await db
    .insertInto('invitations')
    .values({
      email: invitation.email,
      name: invitation.name,
      locale: invitation.locale,
      token_hash: invitation.tokenHash,
      invited_by: invitation.invitedBy,
      created_at: invitation.now,
      expires_at: invitation.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertInvitationGroups(db: Executor, invitationId: number, groupIds: readonly number[]) {
  await db
    .insertInto('invitation_groups')
    .values(groupIds.map((groupId) => ({ invitation_id: invitationId, group_id: groupId })))
    .execute();
}

const COLUMNS = [
  'invitations.id',
  'invitations.email',
  'invitations.name',
  'invitations.locale',
  'invitations.created_at',
  'invitations.expires_at',
  'invitations.accepted_at',
  'invitations.revoked_at',
  'invitations.invited_by',
  'users.name as invited_by_name',
] as const;

export function listInvitations(db: Executor) {
  return db.selectFrom('invitations').leftJoin('users', 'users.id', 'invitations.invited_by').select(COLUMNS).orderBy('invitations.id', 'desc').execute();
}

export function findInvitation(db: Executor, id: number) {
  return db.selectFrom('invitations').leftJoin('users', 'users.id', 'invitations.invited_by').select(COLUMNS).where('invitations.id', '=', id).executeTakeFirst();
}

export type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

export function findInvitationByToken(db: Executor, tokenHash: string) {
  return db
    .selectFrom('invitations')
    .select(['id', 'email', 'name', 'locale', 'expires_at', 'accepted_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The open invitation of an address, if one is neither accepted, revoked nor expired. */
export function findOpenInvitation(db: Executor, email: string, now: string) {
  return db
    .selectFrom('invitations')
    .select('id')
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** The groups of invitations, by invitation id. */
export async function groupsOfInvitations(db: Executor, ids: readonly number[]) {
  const byInvitation = new Map<number, { id: number; key: string | null; name: string }[]>();
  if (ids.length === 0) return byInvitation;
  const rows = await db
    .selectFrom('invitation_groups')
    .innerJoin('groups', 'groups.id', 'invitation_groups.group_id')
    .select(['invitation_groups.invitation_id', 'groups.id', 'groups.key', 'groups.name'])
    .where('invitation_groups.invitation_id', 'in', ids)
    .orderBy('groups.name')
    .execute();
  for (const row of rows) byInvitation.set(row.invitation_id, [...(byInvitation.get(row.invitation_id) ?? []), { id: row.id, key: row.key, name: row.name }]);
  return byInvitation;
}

/** Closes an open invitation; returns whether it was still open (a second revoke or a race loses). */
export async function revokeInvitation(db: Executor, id: number, now: string): Promise<boolean> {
  const result = await db.updateTable('invitations').set({ revoked_at: now }).where('id', '=', id).where('accepted_at', 'is', null).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the invitation used by `userId`, only if it is still open: of two acceptances at once, one wins. */
export async function acceptInvitation(db: Executor, id: number, userId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ accepted_at: now, user_id: userId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the invitations closed (accepted, revoked or expired) before `before`: their address and name are kept no longer. */
export async function deleteClosedBefore(db: Executor, before: string): Promise<number> {
  const result = await db
    .deleteFrom('invitations')
    .where((eb) => eb.or([eb('accepted_at', '<', before), eb('revoked_at', '<', before), eb('expires_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
