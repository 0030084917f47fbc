import type { Db } from '../../db/database.js';

/** What sign-in and the two-factor settings need of a user. */
export function findTotpState(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'totp_secret', 'totp_pending_secret', 'totp_enabled_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function savePendingSecret(db: Db, userId: number, sealedSecret: string) {
  await db.updateTable('users').set({ totp_pending_secret: sealedSecret }).where('id', '=', userId).execute();
}

/** Turns the confirmed secret on, with the step of the code that confirmed it already used. */
export async function enableTotp(db: Db, userId: number, change: { sealedSecret: string; step: number; now: string }) {
  await db
    .updateTable('users')
    .set({ totp_secret: change.sealedSecret, totp_pending_secret: null, totp_enabled_at: change.now, totp_last_step: change.step })
    .where('id', '=', userId)
    .execute();
}

export async function disableTotp(db: Db, userId: number) {
  await db
    .updateTable('users')
    .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('totp_recovery_codes').where('user_id', '=', userId).execute();
}

/**
 * Records that a code of `step` was used, unless one of that step or a later one was: true when
 * this call claimed it. One conditional update, so two requests with the same code cannot both
 * succeed.
 */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(db: Db, userId: number, codeHashes: string[]) {
  await db.deleteFrom('totp_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('totp_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Marks an unused recovery code of the user used: true when this call did. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('totp_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('totp_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
