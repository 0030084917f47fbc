import type { Executor } from '../../db/executor.js';

/** Records that the user has the item open now; `since` stays from their first heartbeat while they keep it open. */
export async function touch(db: Executor, entry: { userId: number; subject: string; itemId: number; now: string; staleBefore: string }) {
  await db
    .insertInto('presence')
    .values({ user_id: entry.userId, subject: entry.subject, item_id: entry.itemId, since: entry.now, seen_at: entry.now })
    .onConflict((oc) =>
      oc.columns(['subject', 'item_id', 'user_id']).doUpdateSet((eb) => ({
        // A heartbeat after a silence opens the item anew.
        since: eb.case().when('presence.seen_at', '<', entry.staleBefore).then(entry.now).else(eb.ref('presence.since')).end(),
        seen_at: entry.now,
      })),
    )
    .execute();
}

export function othersPresent(db: Executor, entry: { userId: number; subject: string; itemId: number; staleBefore: string }) {
  return db
    .selectFrom('presence')
    .innerJoin('users', 'users.id', 'presence.user_id')
    .select(['users.id', 'users.name', 'presence.since'])
    .where('presence.subject', '=', entry.subject)
    .where('presence.item_id', '=', entry.itemId)
    .where('presence.user_id', '<>', entry.userId)
    .where('presence.seen_at', '>=', entry.staleBefore)
    .where('users.active', '=', 1)
    .orderBy('presence.since')
    .orderBy('users.id')
    .execute();
}

export async function leave(db: Executor, entry: { userId: number; subject: string; itemId: number }) {
  await db.deleteFrom('presence').where('user_id', '=', entry.userId).where('subject', '=', entry.subject).where('item_id', '=', entry.itemId).execute();
}

export async function deleteSeenBefore(db: Executor, before: string) {
  await db.deleteFrom('presence').where('seen_at', '<', before).execute();
}
