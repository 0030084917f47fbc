import type { Transaction } from 'kysely';
import type { Db } from '../../../src/server/db/database.js';
import type { Database } from '../../../src/server/db/schema.js';

/**
 * A transaction of another connection (another editor's save, a command run beside the portal)
 * that has done `work` and stays open, holding its locks, until it is committed.
 */
export interface HeldTransaction {
  commit(): Promise<void>;
}

/** Opens a transaction on `db`, runs `work` in it, and leaves it open: resolves once `work` is done. */
export async function holdTransaction(db: Db, work: (trx: Transaction<Database>) => Promise<unknown>): Promise<HeldTransaction> {
  let commit!: () => void;
  const committed = new Promise<void>((resolve) => (commit = resolve));
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const done = db.transaction().execute(async (trx) => {
    await work(trx);
    holding();
    await committed;
  });
  // `work` failing ends the transaction before it is held: its error is thrown here.
  await Promise.race([held, done]);
  return {
    async commit() {
      commit();
      await done;
    },
  };
}
