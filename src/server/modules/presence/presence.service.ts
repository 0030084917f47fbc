import { PRESENCE_STALE_MS, type PresenceDto } from '../../../common/schemas/presence.js';
import type { Db } from '../../db/database.js';
import { nowMs } from '../../lib/clock.js';
import * as repo from './presence.repository.js';

/** Rows older than this are swept by the heartbeats themselves: nothing else needs to run. */
const SWEEP_AFTER_MS = 60 * 60_000;

/**
 * An open edit screen's heartbeat: it is recorded, and the answer names the others who have the
 * same item open. Only a hint (two editors see each other); the version check still refuses the
 * save that would overwrite another's.
 */
export async function heartbeat(db: Db, entry: { userId: number; subject: string; itemId: number }): Promise<PresenceDto> {
  const now = nowMs();
  const staleBefore = new Date(now - PRESENCE_STALE_MS).toISOString();
  await repo.touch(db, { ...entry, now: new Date(now).toISOString(), staleBefore });
  await repo.deleteSeenBefore(db, new Date(now - SWEEP_AFTER_MS).toISOString());
  return { others: await repo.othersPresent(db, { ...entry, staleBefore }) };
}

/** The screen was closed: the others stop seeing this user at once. */
export function leave(db: Db, entry: { userId: number; subject: string; itemId: number }): Promise<void> {
  return repo.leave(db, entry);
}
