import { PRESENCE_STALE_MS, type PresenceDto } from '../../../common/schemas/presence.js';
import type { Db } from '../../db/database.js';
import { nowMs } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { subjectOf } from '../content/content-permissions.js';
import type { ContentType } from '../content/content-type.js';
import { findEntity } from '../content/content.repository.js';
import * as repo from './presence.repository.js';

/** Who has which item of a type open. */
export interface ItemOpened {
  type: ContentType;
  userId: number;
  itemId: number;
}

/** The presence row's key of an item that exists (404 for one that does not: no row for it is kept). */
async function entryOf(db: Db, { type, userId, itemId }: ItemOpened) {
  if (!(await findEntity(db, type, itemId))) throw notFound(type.label);
  return { userId, subject: subjectOf(type), itemId };
}

/** Rows older than this are swept by the heartbeats themselves: nothing else needs to run. */
const SWEEP_AFTER_MS = 60 * 60_000;

/**
 * An open edit screen's heartbeat: it is recorded, and the answer names the others who have the
 * same item open. Only a hint (two editors see each other); the version check still refuses the
 * save that would overwrite another's.
 */
export async function heartbeat(db: Db, item: ItemOpened): Promise<PresenceDto> {
  const entry = await entryOf(db, item);
  const now = nowMs();
  const staleBefore = new Date(now - PRESENCE_STALE_MS).toISOString();
  await repo.touch(db, { ...entry, now: new Date(now).toISOString(), staleBefore });
  await repo.deleteSeenBefore(db, new Date(now - SWEEP_AFTER_MS).toISOString());
  return { others: await repo.othersPresent(db, { ...entry, staleBefore }) };
}

/** The screen was closed: the others stop seeing this user at once. */
export async function leave(db: Db, item: ItemOpened): Promise<void> {
  await repo.leave(db, await entryOf(db, item));
}
