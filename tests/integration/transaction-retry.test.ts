import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Transaction, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, TRANSACTION_ATTEMPTS, inTransaction } from '../../src/server/db/database.js';
import type { Database } from '../../src/server/db/schema.js';
import { isTransientConflict, isUniqueViolation } from '../../src/server/lib/db-errors.js';
import { AppError } from '../../src/server/lib/errors.js';
import { DIALECT, openTestDatabase } from './support/test-app.js';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-retry-'));
  ({ handle, drop } = await openTestDatabase(dataDir));
  await sql`create table retry_probe (id integer primary key, name text not null unique, n integer not null)`.execute(handle.db);
});
afterAll(async () => {
  await handle.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await sql`delete from retry_probe`.execute(handle.db);
  await sql`insert into retry_probe (id, name, n) values (1, 'one', 0), (2, 'two', 0)`.execute(handle.db);
});

async function counts(): Promise<number[]> {
  const { rows } = await sql<{ n: number }>`select n from retry_probe order by id`.execute(handle.db);
  return rows.map((row) => row.n);
}

/** A promise that settles once `parties` callers have arrived at it. */
function barrier(parties: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    if (++arrived === parties) open();
    return opened;
  };
}

/**
 * Two transactions adding 1 to both rows, in opposite orders: each locks its first row, waits
 * until the other has locked its own, then asks for the other's row. PostgreSQL finds the
 * deadlock and aborts one of them.
 */
function crossedUpdates(run: (work: (trx: Transaction<Database>) => Promise<void>) => Promise<void>) {
  const runs = [0, 0];
  const bothLocked = barrier(2);
  const update = (index: number, first: number, second: number) =>
    run(async (trx) => {
      runs[index]!++;
      await sql`update retry_probe set n = n + 1 where id = ${first}`.execute(trx);
      await bothLocked();
      await sql`update retry_probe set n = n + 1 where id = ${second}`.execute(trx);
    });
  return { runs, done: Promise.allSettled([update(0, 1, 2), update(1, 2, 1)]) };
}

describe.runIf(DIALECT === 'postgres')('a transaction PostgreSQL aborts for a conflict with another', () => {
  it('deadlocks when run plainly: one of two crossed transactions fails with 40P01', async () => {
    const { done } = crossedUpdates((work) => handle.db.transaction().execute(work));
    const results = await done;
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ code: '40P01' });
    expect(isTransientConflict(failures[0])).toBe(true);
    expect(await counts()).toEqual([1, 1]); // the victim's first update was rolled back
  });

  it('is run again as a deadlock victim, and completes with its aborted run leaving nothing behind', async () => {
    const { runs, done } = crossedUpdates((work) => inTransaction(handle.db, work));
    expect((await done).map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    expect([...runs].sort()).toEqual([1, 2]);
    expect(await counts()).toEqual([2, 2]); // each transaction's additions, once
  });

  it('is run again after a serialization failure (40001)', async () => {
    let runs = 0;
    await inTransaction(handle.db, async (trx) => {
      runs++;
      await sql`set transaction isolation level repeatable read`.execute(trx);
      await sql`select n from retry_probe where id = 1`.execute(trx);
      // Another connection changes the row this transaction's snapshot has already read.
      if (runs === 1) await sql`update retry_probe set n = n + 10 where id = 1`.execute(handle.db);
      await sql`update retry_probe set n = n + 1 where id = 1`.execute(trx);
    });
    expect(runs).toBe(2);
    expect(await counts()).toEqual([11, 0]);
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} runs, throwing PostgreSQL's error`, async () => {
    let runs = 0;
    const failing = inTransaction(handle.db, async (trx) => {
      runs++;
      await sql`update retry_probe set n = n + 1 where id = 1`.execute(trx);
      await sql`do $$ begin raise exception 'always a deadlock' using errcode = 'deadlock_detected'; end $$`.execute(trx);
    });
    await expect(failing).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    expect(await counts()).toEqual([0, 0]);
  });
});

describe('a transaction that fails for any other reason', () => {
  it('is not run again: a unique violation is thrown after one run, its writes rolled back', async () => {
    let runs = 0;
    const failing = inTransaction(handle.db, async (trx) => {
      runs++;
      await sql`update retry_probe set n = n + 1 where id = 1`.execute(trx);
      await sql`insert into retry_probe (id, name, n) values (3, 'two', 0)`.execute(trx);
    });
    const error = await failing.catch((reason: unknown) => reason);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isTransientConflict(error)).toBe(false);
    expect(runs).toBe(1);
    expect(await counts()).toEqual([0, 0]);
  });

  it("is not run again: the code's own error is thrown after one run", async () => {
    let runs = 0;
    const refusal = new AppError('CONFLICT', 409, 'refused');
    const failing = inTransaction(handle.db, async (trx) => {
      runs++;
      await sql`update retry_probe set n = n + 1 where id = 1`.execute(trx);
      throw refusal;
    });
    await expect(failing).rejects.toBe(refusal);
    expect(runs).toBe(1);
    expect(await counts()).toEqual([0, 0]);
  });
});
