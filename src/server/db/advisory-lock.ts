import { sql } from 'kysely';
import type { Db } from './database.js';
import { dialectOf } from './dialect.js';

/** How often a waiting instance asks for a lock again. */
const LOCK_POLL_MS = 250;

export type LockedRun<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `work` while this process holds the lock `name` among every process on the same database:
 * a PostgreSQL advisory lock, held by a connection of its own for the whole run (the work itself
 * may use any connection). The lock is per schema, so portals sharing a database do not wait on
 * each other. If the connection dies the server releases the lock, so a crashed instance never
 * leaves it held. With `wait: false` a lock another process holds means the work is skipped.
 * SQLite serves one process, so there the work simply runs.
 */
export async function withAdvisoryLock<T>(db: Db, name: string, options: { wait: boolean }, work: () => Promise<T>): Promise<LockedRun<T>> {
  if (dialectOf(db) === 'sqlite') return { ran: true, value: await work() };
  const key = sql`hashtextextended(current_schema() || ':' || ${name}, 0)`;
  return db.connection().execute(async (connection) => {
    const tryLock = async () => (await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(connection)).rows[0]?.locked === true;
    // Waiting is polling, not one blocking statement: no statement outlives the query time-out.
    let locked = await tryLock();
    while (!locked && options.wait) {
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
      locked = await tryLock();
    }
    if (!locked) return { ran: false };
    try {
      return { ran: true, value: await work() };
    } finally {
      // A failed unlock means the connection is gone, and the lock with it.
      await sql`select pg_advisory_unlock(${key})`.execute(connection).catch(() => undefined);
    }
  });
}
