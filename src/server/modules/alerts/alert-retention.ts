import type { Db } from '../../db/database.js';
import { nowMs } from '../../lib/clock.js';
import { deleteExpired } from './alert.repository.js';
import { CONFIRM_WITHIN_MS } from './alert.service.js';

/** A subscriber left without subscriptions is deleted after this long (the settings page says so). */
const EMPTY_KEPT_MS = 7 * 86_400_000;
/** What was sent to whom is kept this long: enough for any run to finish, not an archive of reading habits. */
const DELIVERIES_KEPT_MS = 30 * 86_400_000;
/** Public changes found are kept this long for the digests (a week's, and the days the portal may have been down). */
const ITEMS_KEPT_MS = 60 * 86_400_000;

const before = (ms: number) => new Date(nowMs() - ms).toISOString();

/** Deletes the alerts' data past its use now (the daily job's work; tests call it on a moved clock). */
export function deleteExpiredAlertData(db: Db) {
  return deleteExpired(db, { pendingBefore: before(CONFIRM_WITHIN_MS), emptyBefore: before(EMPTY_KEPT_MS), deliveredBefore: before(DELIVERIES_KEPT_MS), itemsBefore: before(ITEMS_KEPT_MS) });
}
