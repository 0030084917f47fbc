import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../src/server/app.js';
import type { AppContext } from '../../../src/server/app-context.js';
import { type Config, loadConfig } from '../../../src/server/config.js';
import { type DatabaseHandle, type DatabaseOptions, type DatabaseTimeouts, migrateToLatest, openDatabase } from '../../../src/server/db/database.js';
import { nowIso } from '../../../src/server/lib/clock.js';
import { createFileStorage } from '../../../src/server/lib/create-file-storage.js';
import { createLocalStorage } from '../../../src/server/lib/file-storage.js';
import { chainAuditLog } from '../../../src/server/modules/audit/audit.service.js';
import { hashPassword } from '../../../src/server/lib/passwords.js';
import { insertUserInGroups } from '../../../src/server/modules/users/user.service.js';
import { builtInGroupIds } from '../../../src/server/modules/groups/group.service.js';
import { BUILT_IN_GROUPS, type BuiltInGroup } from '../../../src/common/permissions.js';
import { createResponseCache } from '../../../src/server/modules/response-cache/create-response-cache.js';

/** Set by the "integration-pg" project: the same suite then runs on PostgreSQL. */
export const PG_URL = process.env.TEST_DATABASE_URL;
export const DIALECT: 'sqlite' | 'postgres' = process.env.TEST_DB_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export const TEST_PASSWORD = 'correct horse battery staple';
/** One server key for every test portal: a backup made by one restores into another, as across an operator's instances. */
export const TEST_SECRET_KEY = 'test-secret-key-of-the-integration-suite-0123456789';

/** Errors the audit log's head met in the background (a test that cuts the log short expects some). */
export const auditHeadErrors: unknown[] = [];

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  handle: DatabaseHandle;
  dataDir: string;
  /** What opens another connection to the same database (openDatabase). */
  databaseOptions: DatabaseOptions;
  tokens: { admin: string; editor: string };
  users: { admin: number; editor: number };
  /** The built-in groups' ids; `editorGroups`: those every editor of before joined (publishers and authors). */
  groups: Record<BuiltInGroup, number> & { editorGroups: number[] };
  close(): Promise<void>;
}

async function createPgSchema(url: string): Promise<{ schema: string; drop(): Promise<void> }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  return {
    schema,
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

export function testConfig(dataDir: string, overrides: Record<string, string> = {}): Config {
  return loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', SEED_DEMO_CONTENT: 'false', LOG_LEVEL: 'silent', SECRET_KEY: TEST_SECRET_KEY, ...overrides });
}

export interface TestDatabase {
  handle: DatabaseHandle;
  options: DatabaseOptions;
  drop(): Promise<void>;
}

/**
 * A database of its own on `dialect` (a file in dataDir, or a PostgreSQL schema), migrated unless
 * told not to be (`timeouts` shorten how long its statements may wait), its audit log chained as a portal on `dataDir` chains it (testConfig's key, the
 * head in the upload folder).
 */
export async function openTestDatabase(dataDir: string, dialect = DIALECT, { migrate = true, timeouts }: { migrate?: boolean; timeouts?: DatabaseTimeouts } = {}): Promise<TestDatabase> {
  let database: TestDatabase;
  if (dialect === 'postgres') {
    if (!PG_URL) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suite');
    const { schema, drop } = await createPgSchema(PG_URL);
    const options = { databaseUrl: PG_URL, sqlitePath: '', pgSchema: schema, ...(timeouts ? { timeouts } : {}) };
    database = { handle: openDatabase(options), options, drop };
  } else {
    const options = { sqlitePath: path.join(dataDir, 'test.sqlite'), ...(timeouts ? { timeouts } : {}) };
    database = { handle: openDatabase(options), options, drop: async () => undefined };
  }
  if (migrate) await migrateToLatest(database.handle);
  const config = testConfig(dataDir);
  chainAuditLog({ config, db: database.handle.db, storage: createLocalStorage(config.uploadDir) }, (error) => auditHeadErrors.push(error));
  return database;
}

async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

/**
 * A portal on a fresh, migrated database of its own (on `dialect`), with one admin and one editor
 * signed in; `timeouts` shorten how long the portal's statements may wait.
 */
export async function startTestApp(configOverrides: Record<string, string> = {}, dialect = DIALECT, timeouts?: DatabaseTimeouts): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-test-'));
  const config = testConfig(dataDir, configOverrides);
  const { handle, options: databaseOptions, drop } = await openTestDatabase(dataDir, dialect, { timeouts });
  const ctx: AppContext = { config, db: handle.db, storage: await createFileStorage(config), responseCache: createResponseCache(config, handle.db) };
  // Publishing is direct everywhere, as on a portal whose admin turned review off: the tests of
  // every other feature publish as they always could. tests/integration/reviews.test.ts sets rules.
  await handle.db.deleteFrom('review_rules').execute();
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const suffix = randomBytes(4).toString('hex');
  const admin = await insertUserInGroups(ctx.db, { email: `admin-${suffix}@example.org`, name: 'Ана Админ', passwordHash, now: nowIso() }, ['administrators']);
  // As every editor of before groups: a publisher and an author of everything (migration 0031).
  const editor = await insertUserInGroups(ctx.db, { email: `editor-${suffix}@example.org`, name: 'Едо Уредник', passwordHash, now: nowIso() }, ['publishers', 'authors']);
  const app = await buildApp(ctx, { webDir: path.join(dataDir, 'no-web') });
  await app.ready();
  const tokens = { admin: await signIn(app, `admin-${suffix}@example.org`), editor: await signIn(app, `editor-${suffix}@example.org`) };
  const groupIds = await builtInGroupIds(ctx.db, BUILT_IN_GROUPS);
  const groups = Object.fromEntries(BUILT_IN_GROUPS.map((key, index) => [key, groupIds[index]!])) as Record<BuiltInGroup, number>;
  return {
    app,
    ctx,
    handle,
    dataDir,
    databaseOptions,
    tokens,
    users: { admin, editor },
    groups: { ...groups, editorGroups: [groups.publishers, groups.authors] },
    async close() {
      await app.close();
      await handle.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Parses a JSON response, failing with its body when the status is not the expected one. */
export function expectStatus<T = Record<string, unknown>>(response: LightMyRequestResponse, status: number): T {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body.slice(0, 500)}`);
  }
  return (response.body ? response.json() : null) as T;
}
