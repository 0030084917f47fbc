import fs from 'node:fs';
import { ADMIN_PERMISSIONS } from '../../src/common/permissions.js';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/common/locales.js';
import type { AppContext } from '../../src/server/app-context.js';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '../../src/server/db/database.js';
import { seedDemoContent } from '../../src/server/db/seed/seed.js';
import { createLocalStorage } from '../../src/server/lib/file-storage.js';
import { nowIso } from '../../src/server/lib/clock.js';
import { search } from '../../src/server/modules/search/search.service.js';
import { insertUserInGroups } from '../../src/server/modules/users/user.service.js';
import { RELEVANCE_SET } from './support/relevance-set.js';
import { DIALECT, type TestApp, startTestApp, testConfig } from './support/test-app.js';
import { createResponseCache } from '../../src/server/modules/response-cache/create-response-cache.js';

/**
 * The same query over the same content finds the same items on SQLite (FTS5) and on PostgreSQL
 * (tsvector): the demo content seeded into both, every query of the relevance set and a few
 * broad ones compared. Runs with the PostgreSQL suite, which has both databases at hand.
 */
const BROAD_QUERIES: [Locale, string][] = [
  ['sr', 'квалификација'],
  ['lat', 'kvalifikacij'],
  ['sr', 'оквир квалификација'],
  ['en', 'qualifications'],
  ['sr', 'признавање претходног учења'],
  ['lat', 'sektorska veca'],
  ['en', 'learning'],
  ['sr', 'НОКС'],
  ['sr', 'zzzz nothing'],
];

describe.skipIf(DIALECT !== 'postgres')('search on SQLite and on PostgreSQL', () => {
  let pg: TestApp;
  let sqlite: { handle: DatabaseHandle; dir: string };

  beforeAll(async () => {
    pg = await startTestApp();
    const author = { id: pg.users.admin, email: 'admin@example.org', name: 'Ана Админ', role: 'admin' as const, permissions: ADMIN_PERMISSIONS };
    await seedDemoContent(pg.ctx, author);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-parity-'));
    const handle = openDatabase({ sqlitePath: path.join(dir, 'parity.sqlite') });
    await migrateToLatest(handle);
    const config = testConfig(dir);
    const ctx: AppContext = { config, db: handle.db, storage: createLocalStorage(config.uploadDir), responseCache: createResponseCache(config, handle.db) };
    const id = await insertUserInGroups(handle.db, { email: author.email, name: author.name, passwordHash: 'unused', now: nowIso() }, ['administrators']);
    await seedDemoContent(ctx, { ...author, id });
    sqlite = { handle, dir };
  });

  afterAll(async () => {
    await pg?.close();
    await sqlite?.handle.close();
    if (sqlite) fs.rmSync(sqlite.dir, { recursive: true, force: true });
  });

  const queries: [Locale, string][] = [...RELEVANCE_SET.map((c): [Locale, string] => [c.locale, c.q]), ...BROAD_QUERIES];

  it(`finds the same items and totals for ${queries.length} queries`, async () => {
    const hitsOf = async (db: DatabaseHandle['db'], locale: Locale, q: string) => {
      const found = await search(db, { q, locale, page: 1, limit: 100 });
      return { total: found.total, items: found.items.map((item) => `${item.type} ${item.title}`).sort() };
    };
    let withHits = 0;
    for (const [locale, q] of queries) {
      const [onPg, onSqlite] = await Promise.all([hitsOf(pg.ctx.db, locale, q), hitsOf(sqlite.handle.db, locale, q)]);
      expect(onSqlite, `${locale} "${q}"`).toEqual(onPg);
      if (onPg.total > 0) withHits++;
    }
    expect(withHits).toBeGreaterThanOrEqual(queries.length - 1);
  });
});
