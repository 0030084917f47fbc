import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type DatabaseTimeouts, openDatabase } from '../../src/server/db/database.js';
import { type View, adminView, articlePayload, createItem, putItem } from './support/factories.js';
import { expectError } from './support/http.js';
import { holdTransaction } from './support/held-transaction.js';
import { DIALECT, type TestApp, expectStatus, startTestApp } from './support/test-app.js';

/**
 * A database that gives up on a statement because it is too busy (PostgreSQL's statement and lock
 * time-outs, SQLite's busy time-out) makes the portal answer 503 with Retry-After, as for a
 * database that is out: the request was fine and will succeed a little later. Each test provokes
 * the real thing: another connection holds a lock the save needs, past the portal's time-out.
 */

/** Saves `article` again while another connection holds its row (or SQLite's write lock); then lets go and saves once more. */
async function saveWhileLocked(timeouts: DatabaseTimeouts): Promise<{ refused: LightMyRequestResponse; after: View; saved: LightMyRequestResponse }> {
  const t: TestApp = await startTestApp({}, DIALECT, timeouts);
  const other = openDatabase(t.databaseOptions);
  try {
    const article = await createItem(t, 'articles', articlePayload());
    const held = await holdTransaction(other.db, (trx) => sql`update articles set updated_at = updated_at where id = ${article.id}`.execute(trx));
    let refused: LightMyRequestResponse;
    try {
      refused = await putItem(t, 'articles', article.id, { ...articlePayload(), version: article.version });
    } finally {
      await held.commit();
    }
    const after = await adminView(t, 'articles', article.id);
    const saved = await putItem(t, 'articles', article.id, { ...articlePayload(), version: article.version });
    return { refused, after, saved };
  } finally {
    await other.close();
    await t.close();
  }
}

function expectBusy(response: LightMyRequestResponse): void {
  expectError(response, 503, 'SERVICE_UNAVAILABLE');
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json().error.message).toBe('The database is too busy to answer right now; try again in a few seconds');
}

describe.runIf(DIALECT === 'postgres')('PostgreSQL giving up on a save that waits for a lock', () => {
  it('answers 503 with Retry-After when the statement time-out cancels it (57014), keeps nothing of it, and saves once the lock is gone', async () => {
    const { refused, after, saved } = await saveWhileLocked({ statementMs: 2_000 });
    expectBusy(refused);
    expect(after.version).toBe(1);
    expect(expectStatus<View>(saved, 200).version).toBe(2);
  });

  it('answers 503 with Retry-After when the lock time-out ends its wait (55P03), keeps nothing of it, and saves once the lock is gone', async () => {
    const { refused, after, saved } = await saveWhileLocked({ lockMs: 500 });
    expectBusy(refused);
    expect(after.version).toBe(1);
    expect(expectStatus<View>(saved, 200).version).toBe(2);
  });
});

describe.runIf(DIALECT === 'sqlite')('SQLite giving up on a save that waits for the write lock', () => {
  it('answers 503 with Retry-After when another connection writes past the busy time-out (SQLITE_BUSY), and saves once it is done', async () => {
    const { refused, after, saved } = await saveWhileLocked({ lockMs: 300 });
    expectBusy(refused);
    expect(after.version).toBe(1);
    expect(expectStatus<View>(saved, 200).version).toBe(2);
  });
});
