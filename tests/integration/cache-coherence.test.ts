import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { AppContext } from '../../src/server/app-context.js';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.js';
import { type ChangeChannel, joinChangeChannel } from '../../src/server/modules/response-cache/change-channel.js';
import { createResponseCache } from '../../src/server/modules/response-cache/create-response-cache.js';
import { articlePayload, createItem } from './support/factories.js';
import { DIALECT, PG_URL, type TestApp, startTestApp } from './support/test-app.js';

const silentLog = { info: () => undefined, warn: () => undefined };

/** Polls `check` until it holds; returns the milliseconds it took, or fails after `withinMs`. */
async function within(withinMs: number, what: string, check: () => Promise<boolean> | boolean): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

/** within(), for while setTimeout is faked: polls between turns of the event loop instead. */
async function withinFakedTimeouts(withinMs: number, what: string, check: () => boolean): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

// Several instances share one database only on PostgreSQL; on SQLite the portal is one process.
describe.skipIf(DIALECT !== 'postgres')('response caches of two instances on one PostgreSQL database (PostgreSQL only: SQLite runs one process)', () => {
  let a: TestApp;
  let bHandle: DatabaseHandle;
  let b: { app: FastifyInstance; ctx: AppContext };
  let channels: ChangeChannel[];
  let schema: string;

  beforeAll(async () => {
    a = await startTestApp();
    schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(a.ctx.db)).rows[0]!.schema;
    bHandle = openDatabase({ databaseUrl: PG_URL, sqlitePath: '', pgSchema: schema });
    const ctx: AppContext = { ...a.ctx, db: bHandle.db, responseCache: createResponseCache(a.ctx.config, bHandle.db) };
    b = { ctx, app: await buildApp(ctx, { webDir: path.join(a.dataDir, 'no-web') }) };
    await b.app.ready();
    channels = [
      await joinChangeChannel(a.ctx.responseCache, { db: a.ctx.db, databaseUrl: PG_URL!, log: silentLog }),
      await joinChangeChannel(b.ctx.responseCache, { db: bHandle.db, databaseUrl: PG_URL!, log: silentLog }),
    ];
  });
  afterAll(async () => {
    for (const channel of channels ?? []) await channel.close();
    await b?.app.close();
    await bHandle?.close();
    await a?.close();
  });

  const titlesOn = async (app: FastifyInstance) => {
    const response = await app.inject({ method: 'GET', url: '/api/articles?limit=50', headers: { lang: '/sr' } });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: { title: string }[] }>().items.map((item) => item.title);
  };

  it("serves another instance's edit on its next reads within a second", async () => {
    expect(channels.every((channel) => channel.isListening)).toBe(true);
    await titlesOn(b.app);
    const hits = b.ctx.responseCache.stats().hits;
    await titlesOn(b.app);
    expect(b.ctx.responseCache.stats().hits).toBe(hits + 1);

    const payload = articlePayload();
    await createItem(a, 'articles', payload);
    const took = await within(1_000, 'the new article on the other instance', async () => (await titlesOn(b.app)).includes(payload.translations.sr.title));
    expect(took).toBeLessThan(1_000);
  });

  it('serves nothing from its cache while it cannot hear the others, and caches again once it listens', async () => {
    await titlesOn(b.app);
    const payload = articlePayload();
    // NOTE: the instances try to listen again 100 ms after the cut, sooner than the reads below may
    // take; with setTimeout faked, their attempts wait until the reads are done.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Both instances' listening connections are cut, as a database restart or a network fault would.
      const { rows } = await sql<{ ended: boolean }>`
        select pg_terminate_backend(pid) as ended from pg_stat_activity where query = ${`LISTEN noks_changes_${schema}`}`.execute(a.ctx.db);
      expect(rows.length).toBe(2);
      await withinFakedTimeouts(2_000, 'the cache suspended', () => b.ctx.responseCache.stats().suspended);

      // Whatever was written meanwhile is on the next read, since nothing is served from the cache.
      const suspendedHits = b.ctx.responseCache.stats().hits;
      await createItem(a, 'articles', payload);
      expect(await titlesOn(b.app)).toContain(payload.translations.sr.title);
      await titlesOn(b.app);
      expect(b.ctx.responseCache.stats().suspended).toBe(true);
      expect(b.ctx.responseCache.stats().hits).toBe(suspendedHits);
      vi.runOnlyPendingTimers();
    } finally {
      vi.useRealTimers();
    }

    await within(6_000, 'both instances listening again', () => channels.every((channel) => channel.isListening));
    expect(b.ctx.responseCache.stats().suspended).toBe(false);
    await titlesOn(b.app);
    const hits = b.ctx.responseCache.stats().hits;
    expect(await titlesOn(b.app)).toContain(payload.translations.sr.title);
    expect(b.ctx.responseCache.stats().hits).toBe(hits + 1);

    // And it hears the others again.
    const later = articlePayload();
    await createItem(a, 'articles', later);
    await within(1_000, 'a later article on the other instance', async () => (await titlesOn(b.app)).includes(later.translations.sr.title));
  });
});
