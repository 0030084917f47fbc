import { spawnSync } from 'node:child_process';
import { ADMIN_PERMISSIONS } from '../../src/common/permissions.js';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip, createGzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE_MAX } from '../../src/common/schemas/common.js';
import type { SessionUser } from '../../src/common/schemas/user.js';
import { buildApp } from '../../src/server/app.js';
import type { AppContext } from '../../src/server/app-context.js';
import { describeTables, readAppliedMigrations } from '../../src/server/db/catalogue.js';
import { type Db, type DatabaseHandle, migrateTo, migrateToLatest, openDatabase } from '../../src/server/db/database.js';
import { looseDb } from '../../src/server/db/executor.js';
import { MIGRATION_NAMES } from '../../src/server/db/migrations/index.js';
import { createFileStorage } from '../../src/server/lib/create-file-storage.js';
import { type FileStorage, createLocalStorage } from '../../src/server/lib/file-storage.js';
import { hashPassword } from '../../src/server/lib/passwords.js';
import { verifyAuditChain } from '../../src/server/modules/audit/audit.service.js';
import { hashToken } from '../../src/server/modules/auth/auth.service.js';
import { BackupError, type Manifest, MANIFEST_ENTRY, entryKindOf } from '../../src/server/modules/backup/archive-format.js';
import { readArchive } from '../../src/server/modules/backup/archive.js';
import { COUNTED_BY_TRIGGERS, isArchived } from '../../src/server/modules/backup/archived-tables.js';
import { createBackup } from '../../src/server/modules/backup/backup.service.js';
import { type RestoreSummary, restoreBackup, verifyArchive } from '../../src/server/modules/backup/restore.service.js';
import { storeUpload } from '../../src/server/modules/media/media.service.js';
import { createResponseCache } from '../../src/server/modules/response-cache/create-response-cache.js';
import { insertUserInGroups } from '../../src/server/modules/users/user.service.js';
import { type S3Server, startS3Server } from '../support/s3-server.js';
import {
  adminPost,
  articlePayload,
  categoryPayload,
  createItem,
  filePayload,
  insertPublishedArticles,
  menuItemPayload,
  minutesFromNow,
  presentationPayload,
  updateItem,
} from './support/factories.js';
import { collectRoutes } from './support/http.js';
import { pdfBytes, uploadImage, uploadPdf } from './support/multipart.js';
import { type StorageKind, type StorageTestApp, startTestAppOn } from './support/storage.js';
import { DIALECT, TEST_PASSWORD, type TestApp, type TestDatabase, bearer, expectStatus, openTestDatabase, testConfig } from './support/test-app.js';

/**
 * Backup and restore (src/server/modules/backup, `npm run backup` / `npm run restore`): an archive
 * taken while editors save is consistent; restored into either engine (SQLite → SQLite here; on
 * the PostgreSQL project SQLite → PostgreSQL and back, the path from the embedded default to
 * production) the portal answers every public and admin request as before and serves every file
 * byte for byte; damaged or foreign archives and non-empty databases are refused, saying why.
 */

type Engine = 'sqlite' | 'postgres';

/** Where archives are restored to from where: across engines wherever PostgreSQL is at hand. */
const CROSSINGS: [Engine, Engine][] = DIALECT === 'postgres' ? [['sqlite', 'postgres'], ['postgres', 'sqlite']] : [['sqlite', 'sqlite']];

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const workDirs: string[] = [];

function newWorkDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'noks-backup-'));
  workDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of workDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A session for `userId` written straight to the database: signing in through the API would add
 * to the audit log and change the user's last sign-in, which the comparisons read.
 */
async function sessionFor(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date().toISOString();
  await db
    .insertInto('auth_tokens')
    .values({ user_id: userId, token_hash: hashToken(token), created_at: now, expires_at: minutesFromNow(60).toISOString(), last_used_at: now, ip: '127.0.0.1', user_agent: null })
    .execute();
  return token;
}

interface Restored {
  app: FastifyInstance;
  ctx: AppContext;
  handle: DatabaseHandle;
  storage: FileStorage;
  summary: RestoreSummary;
  close(): Promise<void>;
}

/** A new, empty database on `engine` (not migrated: the restore does it) and storage of `kind`, the archive restored into them, a portal built on them. */
async function restoreInto(engine: Engine, archive: string, kind: StorageKind = 'folder'): Promise<Restored> {
  const dataDir = newWorkDir();
  const s3: S3Server | null = kind === 's3' ? await startS3Server('noks-restored') : null;
  const config = testConfig(dataDir, s3?.env ?? {});
  const database = await openTestDatabase(dataDir, engine, { migrate: false });
  const storage = await createFileStorage(config);
  const close = async () => {
    await database.handle.close();
    await database.drop();
    await s3?.stop();
  };
  try {
    const summary = await restoreBackup(database.handle, storage, archive, { force: false });
    const ctx: AppContext = { config, db: database.handle.db, storage, responseCache: createResponseCache(config, database.handle.db) };
    const app = await buildApp(ctx, { webDir: path.join(dataDir, 'no-web') });
    await app.ready();
    return {
      app,
      ctx,
      handle: database.handle,
      storage,
      summary,
      async close() {
        await app.close();
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Backs the portal up through a connection of the backup's own, as the command does. */
async function backUp(t: TestApp, file = path.join(newWorkDir(), 'portal.tar.gz')) {
  const own = openDatabase(t.databaseOptions);
  try {
    return await createBackup(own, t.ctx.storage, file);
  } finally {
    await own.close();
  }
}

/** Content of every kind the dashboard makes: drafts, schedules, revisions, trees whose parents are newer than their children, images with variants, documents, a released image. */
async function addEditorialWork(t: TestApp): Promise<void> {
  const image = await uploadImage(t, 'naslovna.png', '#036');
  const released = await uploadImage(t, 'uklonjena.png', '#630');
  expectStatus(await adminPost(t, `media/${released.id}/release`, {}), 204);
  const pdf = await uploadPdf(t, 'Правилник о оквиру.pdf');
  const older = await createItem(t, 'categories', categoryPayload());
  const newer = await createItem(t, 'categories', categoryPayload());
  await updateItem(t, 'categories', older.id, { ...categoryPayload(), parentId: newer.id });
  const article = await createItem(t, 'articles', articlePayload({ categoryId: older.id, coverMediaId: image.id }));
  await updateItem(t, 'articles', article.id, articlePayload({ categoryId: newer.id, coverMediaId: image.id }));
  await createItem(t, 'articles', articlePayload({ status: 'draft' }));
  await createItem(t, 'articles', articlePayload({ publishedAt: minutesFromNow(24 * 60).toISOString() }));
  await createItem(t, 'files', filePayload(pdf.id, { categoryId: older.id }));
  await createItem(t, 'presentations', presentationPayload({ slideMediaIds: [image.id], coverMediaId: image.id, pdfMediaId: pdf.id }));
  const first = await createItem(t, 'menu-items', menuItemPayload({ type: 'url', url: 'https://example.org/prva' }, { menu: 'footer' }));
  const second = await createItem(t, 'menu-items', menuItemPayload({ type: 'category', id: newer.id }, { menu: 'footer' }));
  await updateItem(t, 'menu-items', first.id, { ...menuItemPayload({ type: 'url', url: 'https://example.org/prva' }, { menu: 'footer' }), parentId: second.id });
  expectStatus(
    await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: bearer(t.tokens.admin), payload: { email: `nova-${randomBytes(3).toString('hex')}@example.org`, name: 'Нова Уредница', groupIds: t.groups.editorGroups, password: TEST_PASSWORD } }),
    201,
  );
}

/** The demo portal of `npm start` (src/server/db/seed) on `engine`, with a day of editors' work on top. */
async function startDemoPortal(engine: Engine): Promise<StorageTestApp> {
  const t = await startTestAppOn('folder', {}, engine);
  const admin: SessionUser = { id: t.users.admin, email: 'admin@example.org', name: 'Ана Админ', role: 'admin', permissions: ADMIN_PERMISSIONS };
  const { seedDemoContent } = await import('../../src/server/db/seed/seed.js');
  await seedDemoContent(t.ctx, admin);
  await addEditorialWork(t);
  return t;
}

interface Answer {
  status: number;
  type: string;
  /** Parsed JSON, or the bytes in base64. */
  body: unknown;
}

const LANG_HEADERS = ['/sr', '/lat', '/en'];
/** Routes that are not the portal's content: docs, health, metrics, the caller's own session and a check that needs its query. */
const NOT_CONTENT = /^\/(metrics|api\/docs|api\/openapi\.json|api\/health|api\/auth\/|api\/admin\/[a-z-]+\/slug-check)/;
/** Hidden routes that still answer with content. */
const HIDDEN_CONTENT = ['/media/:key', '/robots.txt', '/sitemap.xml', '/rss.xml', '/lat/rss.xml', '/en/rss.xml'];
const SEARCHES = ['квалификација', 'kvalifikacije', 'qualification', 'okvir'].map((q) => `/api/search?q=${encodeURIComponent(q)}&limit=${PAGE_SIZE_MAX}`);

/**
 * A search answer as what it finds. Its order among equally good hits and its snippets come from
 * the index's own statistics, which a rebuild (and the other engine) makes anew; what it finds is
 * what the engines are held to alike (search-parity.test.ts).
 */
function foundBy(answer: Answer): Answer {
  const body = answer.body as { total: number; items: { type: string; id: number }[] };
  if (answer.status !== 200) return answer;
  expect(body.total).toBeLessThanOrEqual(PAGE_SIZE_MAX);
  return { ...answer, body: { total: body.total, found: body.items.map((item) => `${item.type} ${item.id}`).sort() } };
}

async function answerOf(app: FastifyInstance, url: string, headers: Record<string, string>): Promise<Answer> {
  const response = await app.inject({ method: 'GET', url, headers });
  const type = String(response.headers['content-type'] ?? '');
  return { status: response.statusCode, type, body: type.startsWith('application/json') ? response.json() : response.rawPayload.toString('base64') };
}

const itemIdsOf = (answer: Answer | undefined): number[] => {
  const body = answer?.body as { items?: { id?: unknown }[] } | unknown[] | undefined;
  const items = Array.isArray(body) ? body : body?.items;
  return Array.isArray(items) ? items.map((item) => (item as { id?: unknown }).id).filter((id): id is number => typeof id === 'number') : [];
};

/**
 * Every GET answer of the portal's content: each route the app registers (found by collectRoutes,
 * so a route added later is swept too), public ones in every locale, lists page by page, details
 * for every id their list gives, revisions, media by id and by key, downloads as bytes.
 */
async function everyAnswer(app: FastifyInstance, ctx: AppContext, token: string, media: { ids: number[]; keys: string[] }): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  const routes = (await collectRoutes(ctx)).filter((route) => route.method === 'GET' && !NOT_CONTENT.test(route.url) && (!route.hidden || HIDDEN_CONTENT.includes(route.url)));
  const langsOf = (url: string) => (url.startsWith('/api/') && !url.startsWith('/api/admin/') ? LANG_HEADERS : ['']);
  const fetchAll = async (url: string) => {
    for (const lang of langsOf(url)) {
      const headers: Record<string, string> = url.startsWith('/api/admin/') ? { authorization: `Bearer ${token}` } : lang ? { lang } : {};
      answers.set(`${url} ${JSON.stringify(lang)}`, await answerOf(app, url, headers));
    }
  };
  const listIds = new Map<string, number[]>();
  for (const route of routes.filter((r) => !r.url.includes(':'))) {
    await fetchAll(route.url);
    const first = answers.get(`${route.url} ${JSON.stringify(route.url.startsWith('/api/admin/') ? '' : '/sr')}`);
    const total = (first?.body as { total?: number } | undefined)?.total;
    if (typeof total !== 'number') {
      listIds.set(route.url, itemIdsOf(first));
      continue;
    }
    const ids: number[] = [];
    for (let page = 1; page <= Math.max(1, Math.ceil(total / PAGE_SIZE_MAX)); page++) {
      const url = `${route.url}?limit=${PAGE_SIZE_MAX}&page=${page}`;
      await fetchAll(url);
      ids.push(...itemIdsOf(answers.get(`${url} ${JSON.stringify(route.url.startsWith('/api/admin/') ? '' : '/sr')}`)));
    }
    listIds.set(route.url, ids);
  }
  for (const url of SEARCHES) await fetchAll(url);
  for (const [request, answer] of answers) if (request.startsWith('/api/search?')) answers.set(request, foundBy(answer));
  const withParams = routes.filter((r) => r.url.includes(':')).sort((a, b) => a.url.length - b.url.length);
  for (const route of withParams) {
    if (route.url === '/media/:key') {
      for (const key of media.keys) await fetchAll(`/media/${key}`);
    } else if (route.url === '/api/admin/media/:id') {
      for (const id of media.ids) await fetchAll(`/api/admin/media/${id}`);
    } else if (route.url.endsWith('/:revisionId')) {
      const revisions = route.url.slice(0, -'/:revisionId'.length);
      for (const id of listIds.get(revisions.replace('/:id/revisions', '')) ?? []) {
        const list = answers.get(`${revisions.replace(':id', String(id))} ""`);
        for (const revisionId of itemIdsOf(list)) await fetchAll(route.url.replace(':id', String(id)).replace(':revisionId', String(revisionId)));
      }
    } else {
      const list = route.url.slice(0, route.url.indexOf('/:id'));
      for (const id of listIds.get(list) ?? []) await fetchAll(route.url.replace(':id', String(id)));
    }
  }
  return answers;
}

/** The keys and ids of every media row, read from the database. */
async function mediaOf(db: Db): Promise<{ ids: number[]; keys: string[] }> {
  const rows = await db.selectFrom('media').select(['id', 'storage_key', 'variants']).orderBy('id').execute();
  return { ids: rows.map((row) => row.id), keys: rows.flatMap((row) => [row.storage_key, ...(JSON.parse(row.variants) as { key: string }[]).map((v) => v.key)]) };
}

/** Every row of the table, in the order of all its columns, as the portal reads them. */
async function rowsOf(db: Db, table: string, columns: string[]): Promise<unknown[]> {
  let query = looseDb(db).selectFrom(table).select(columns);
  for (const column of columns) query = query.orderBy(column);
  return query.execute();
}

async function keysIn(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys.sort();
}

/** The rows of each table in the archive, parsed. */
async function tablesIn(file: string): Promise<Map<string, Record<string, unknown>[]>> {
  const tables = new Map<string, Record<string, unknown>[]>();
  for await (const entry of readArchive(file)) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk as Buffer);
    const kind = entryKindOf(entry.name);
    if (kind.kind !== 'table') continue;
    const text = Buffer.concat(chunks).toString('utf8');
    tables.set(kind.table, text ? text.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>) : []);
  }
  return tables;
}

/** Copies an archive entry by entry, through `change` (which may return other bytes for an entry), with the manifest rewritten by `changeManifest`. */
async function rewriteArchive(source: string, target: string, change: (name: string, bytes: Buffer) => Buffer, changeManifest: (manifest: Manifest) => Manifest = (m) => m): Promise<void> {
  const extract = tar.extract();
  const pack = tar.pack();
  const reading = pipeline(createReadStream(source), createGunzip(), extract);
  const writing = pipeline(pack, createGzip(), createWriteStream(target));
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    let bytes = change(entry.header.name, Buffer.concat(chunks));
    if (entry.header.name === MANIFEST_ENTRY) bytes = Buffer.from(JSON.stringify(changeManifest(JSON.parse(bytes.toString('utf8')) as Manifest)));
    await new Promise<void>((resolve, reject) => pack.entry({ name: entry.header.name, size: bytes.length }, bytes, (error) => (error ? reject(error) : resolve())));
  }
  pack.finalize();
  await Promise.all([reading, writing]);
}

async function userCount(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(CROSSINGS)('a backup of the demo portal on %s, restored into %s', (from, to) => {
  let source: StorageTestApp;
  let archive: Awaited<ReturnType<typeof backUp>>;
  let restored: Restored;

  beforeAll(async () => {
    source = await startDemoPortal(from);
    archive = await backUp(source);
    restored = await restoreInto(to, archive.file);
  }, 300_000);
  afterAll(async () => {
    await restored?.close();
    await source?.close();
  });

  it('holds every table but the derived and the ephemeral ones, every stored file, and says where it comes from', async () => {
    const { manifest } = archive;
    expect(manifest).toMatchObject({ format: 'noks-portal-backup', formatVersion: 1, sourceEngine: from, migrations: MIGRATION_NAMES, missingFiles: [] });
    const tables = manifest.tables.map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(['users', 'audit_log', 'media', 'articles', 'article_translations', 'revisions', 'menu_items', 'qualifications', 'levels']));
    for (const left of ['search_documents', 'search_words', 'search_meta', 'article_total_parts', 'article_tag_total_parts', 'auth_tokens', 'login_failures', 'job_runs']) expect(tables).not.toContain(left);
    // Loaded in order: a table comes after the tables it refers to.
    expect(tables.indexOf('users')).toBeLessThan(tables.indexOf('articles'));
    expect(tables.indexOf('articles')).toBeLessThan(tables.indexOf('article_translations'));
    expect(manifest.files.map((file) => file.key).sort()).toEqual((await mediaOf(source.ctx.db)).keys.sort());
  });

  it(`restores every row as it was on ${from}, the counts kept by triggers with them`, async () => {
    const tables = await describeTables(source.ctx.db);
    for (const table of tables.filter((t) => isArchived(t.name))) {
      const restoredRows = await rowsOf(restored.ctx.db, table.name, table.columns);
      // The audit log's one new entry is the restore's own.
      const rows = table.name === 'audit_log' ? restoredRows.filter((row) => (row as { action: string }).action !== 'backup-restored') : restoredRows;
      expect(rows, table.name).toEqual(await rowsOf(source.ctx.db, table.name, table.columns));
    }
    for (const [table, scope] of [
      ['article_total_parts', 'category_id'],
      ['article_tag_total_parts', 'tag_id'],
    ] as const) {
      expect(COUNTED_BY_TRIGGERS).toContain(table);
      // Each total, as the sum of its parts (the restore folds them; the source need not have).
      const totals = async (db: Db) =>
        (await sql<{ locale: string; scope: number; total: number }>`select locale, ${sql.ref(scope)} as scope, sum(delta) as total from ${sql.table(table)} group by locale, ${sql.ref(scope)}`.execute(db)).rows
          .filter((row) => Number(row.total) !== 0)
          .map((row) => `${row.locale}/${row.scope}=${Number(row.total)}`)
          .sort();
      const restoredTotals = await totals(restored.ctx.db);
      expect(restoredTotals.length, table).toBeGreaterThan(0);
      expect(restoredTotals, table).toEqual(await totals(source.ctx.db));
    }
    expect(await readAppliedMigrations(restored.ctx.db)).toEqual(MIGRATION_NAMES);
  });

  it('keeps the audit log whole: its chain still holds, entry for entry', async () => {
    const before = await verifyAuditChain(source.ctx.db);
    expect(before.broken).toBeNull();
    expect(before.entries).toBeGreaterThan(10);
    // The restore itself is its next entry, following from the archive's last.
    expect(await verifyAuditChain(restored.ctx.db)).toMatchObject({ entries: before.entries + 1, broken: null });
    const last = await restored.ctx.db.selectFrom('audit_log').select(['action', 'actor_id', 'summary']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(last).toMatchObject({ action: 'backup-restored', actor_id: null });
    expect(last.summary).toMatch(new RegExp(`^Restored from a backup made \\S+ on ${from}: \\d+ rows, \\d+ files$`));
  });

  it('answers every public and admin request alike: lists, details, search, menus, users, audit, revisions, feeds, open data', async () => {
    const media = await mediaOf(source.ctx.db);
    const expected = await everyAnswer(source.app, source.ctx, source.tokens.admin, media);
    const actual = await everyAnswer(restored.app, restored.ctx, await sessionFor(restored.ctx.db, source.users.admin), media);
    expect([...actual.keys()]).toEqual([...expected.keys()]);
    for (const [request, answer] of expected) {
      // The audit log holds one entry more, the restore's own (the test above reads it).
      if (request.startsWith('/api/admin/audit')) expect(actual.get(request)?.status, request).toBe(answer.status);
      else expect(actual.get(request), request).toEqual(answer);
    }
    const succeeded = [...expected.entries()].filter(([, answer]) => answer.status === 200);
    // Enough of each kind answered for the comparison to mean something.
    expect(succeeded.length).toBeGreaterThan(500);
    for (const kind of ['/api/admin/users', '/api/admin/audit', '/api/menu-items', '/api/search', '/api/files/', '/media/', '/revisions/', '/open-data/']) {
      expect(succeeded.some(([request]) => request.includes(kind)), kind).toBe(true);
    }
    const found = succeeded.flatMap(([request, answer]) => (request.startsWith('/api/search') ? (answer.body as { found: string[] }).found : []));
    expect(found.some((hit) => hit.startsWith('qualification '))).toBe(true);
    expect(found.some((hit) => hit.startsWith('article '))).toBe(true);
  });

  it('holds every file byte for byte in the new storage, and no other', async () => {
    const keys = (await mediaOf(source.ctx.db)).keys.sort();
    expect(keys.length).toBeGreaterThan(20);
    expect(await keysIn(restored.storage)).toEqual(keys);
    for (const key of keys) expect((await restored.storage.read(key)).equals(await source.ctx.storage.read(key)), key).toBe(true);
  });

  it('goes on from the restored ids: new content, uploads and audit entries do not collide', async () => {
    const token = await sessionFor(restored.ctx.db, source.users.editor);
    const created = await restored.app.inject({ method: 'POST', url: '/api/admin/articles', headers: bearer(token), payload: articlePayload() });
    const view = expectStatus<{ id: number }>(created, 201);
    const highest = await restored.ctx.db.selectFrom('articles').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    expect(view.id).toBe(highest.id);
    expect(view.id).toBeGreaterThan(Math.max(...(await source.ctx.db.selectFrom('articles').select('id').execute()).map((row) => row.id)));
    expect((await verifyAuditChain(restored.ctx.db)).broken).toBeNull();
    const search = expectStatus<{ total: number }>(await restored.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent('Љубљана')}`, headers: { lang: '/sr' } }), 200);
    expect(search.total).toBeGreaterThan(0);
  });
});

describe(`a backup while editors go on saving (${DIALECT})`, () => {
  let t: StorageTestApp;
  beforeAll(async () => {
    t = await startTestAppOn('folder');
    await insertPublishedArticles(
      t,
      Array.from({ length: 3_000 }, (_, i) => ({ title: `Вест ${i}`, summary: 'Сажетак вести о квалификацијама.', body: `<p>${'Текст о оквиру квалификација. '.repeat(20)}</p>` })),
    );
    await addEditorialWork(t);
  }, 300_000);
  afterAll(() => t?.close());

  it('is one moment of the database: every reference holds, every item has the revision of its version, counts match the manifest', async () => {
    const article = await createItem(t, 'articles', articlePayload());
    await updateItem(t, 'articles', article.id, articlePayload());
    let backupDone = false;
    let savesDuring = 0;
    const saving = (async () => {
      for (let i = 0; !backupDone; i++) {
        // Each save changes an article, writes its revision and an audit entry, in one transaction.
        await updateItem(t, 'articles', article.id, articlePayload());
        await createItem(t, 'categories', categoryPayload());
        if (i % 5 === 0) await uploadImage(t, `tokom-${i}.png`, '#393');
        if (!backupDone) savesDuring++;
      }
    })();
    const backup = await backUp(t).finally(() => {
      backupDone = true;
    });
    await saving;
    expect(savesDuring).toBeGreaterThan(0);

    expect(await verifyArchive(backup.file)).toEqual(backup.manifest);
    const tables = await tablesIn(backup.file);
    for (const table of backup.manifest.tables) expect(tables.get(table.name)?.length, table.name).toBe(table.rows);
    for (const table of (await describeTables(t.ctx.db)).filter((d) => isArchived(d.name))) {
      for (const key of table.foreignKeys) {
        const parents = new Set(tables.get(key.parent)!.map((row) => row[key.parentColumn]));
        const dangling = tables.get(table.name)!.filter((row) => row[key.column] !== null && !parents.has(row[key.column]));
        expect(dangling, `${table.name}.${key.column} → ${key.parent}`).toEqual([]);
      }
    }
    const revisions = new Set(tables.get('revisions')!.map((row) => `${row.entity_type} ${row.entity_id} ${row.version}`));
    const saved = tables.get('articles')!.find((row) => row.id === article.id)!;
    expect(saved.version).toBeGreaterThan(1);
    expect(revisions.has(`article ${article.id} ${saved.version}`)).toBe(true);
    expect(revisions.has(`article ${article.id} ${Number(saved.version) + 1}`)).toBe(false);
    for (const category of tables.get('categories')!) expect(revisions.has(`category ${category.id} ${category.version}`), `category ${category.id}`).toBe(true);
    const archivedFiles = new Set(backup.manifest.files.map((file) => file.key));
    for (const media of tables.get('media')!) expect(archivedFiles.has(String(media.storage_key))).toBe(true);
    expect(backup.manifest.missingFiles).toEqual([]);

    // What was archived restores whole: its audit log holds, entry for entry.
    const restored = await restoreInto(DIALECT, backup.file);
    try {
      expect(await verifyAuditChain(restored.ctx.db)).toMatchObject({ entries: tables.get('audit_log')!.length + 1, broken: null });
      expect((await restored.ctx.db.selectFrom('articles').select('version').where('id', '=', article.id).executeTakeFirstOrThrow()).version).toBe(saved.version);
    } finally {
      await restored.close();
    }
  });

  it('never leaves something that looks like a backup when it fails, and replaces an older archive only when done', async () => {
    const dir = newWorkDir();
    const file = path.join(dir, 'portal.tar.gz');
    fs.writeFileSync(file, 'the backup of yesterday');
    const failing: FileStorage = {
      ...t.ctx.storage,
      read: async () => {
        throw new Error('the bucket went away');
      },
    };
    const own = openDatabase(t.databaseOptions);
    try {
      await expect(createBackup(own, failing, file)).rejects.toThrow('the bucket went away');
      await expect(createBackup(own, t.ctx.storage, path.join(dir, 'no-such-folder', 'portal.tar.gz'))).rejects.toThrow(
        new BackupError(`There is no folder ${path.join(dir, 'no-such-folder')} to write the backup in: make it first, or give another path`),
      );
    } finally {
      await own.close();
    }
    expect(fs.readdirSync(dir)).toEqual(['portal.tar.gz']);
    expect(fs.readFileSync(file, 'utf8')).toBe('the backup of yesterday');
  });
});

describe(`restoring into a database that is not empty (${DIALECT})`, () => {
  let t: StorageTestApp;
  let archive: Awaited<ReturnType<typeof backUp>>;
  beforeAll(async () => {
    t = await startTestAppOn('folder');
    await addEditorialWork(t);
    archive = await backUp(t);
  }, 120_000);
  afterAll(() => t?.close());

  it('is refused, naming what the database holds, and with --force replaces it: content, users and sessions', async () => {
    const other = await startTestAppOn('folder');
    try {
      await createItem(other, 'articles', articlePayload());
      const refused = restoreBackup(other.handle, other.ctx.storage, archive.file, { force: false });
      await expect(refused).rejects.toThrow(BackupError);
      await expect(refused).rejects.toThrow(/The database is not empty: it holds rows in .*users \(2\).*Restore .* into an empty database, or add --force/);
      expect(await userCount(other.ctx.db)).toBe(2);

      await restoreBackup(other.handle, other.ctx.storage, archive.file, { force: true });
      const restoredUsers = await other.ctx.db.selectFrom('users').select('email').orderBy('id').execute();
      const sourceUsers = await t.ctx.db.selectFrom('users').select('email').orderBy('id').execute();
      expect(restoredUsers).toEqual(sourceUsers);
      // The portal's own sessions are gone with its users: nobody is signed in as someone else.
      expect((await other.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(other.tokens.admin) })).statusCode).toBe(401);
      const titles = async (db: Db) => (await db.selectFrom('article_translations').select(['entity_id', 'locale', 'title']).orderBy('entity_id').orderBy('locale').execute());
      expect(await titles(other.ctx.db)).toEqual(await titles(t.ctx.db));
      const sourceChain = await verifyAuditChain(t.ctx.db);
      expect(await verifyAuditChain(other.ctx.db)).toMatchObject({ entries: sourceChain.entries + 1, broken: null });
      const answer = expectStatus<{ total: number }>(await other.app.inject({ method: 'GET', url: '/api/articles', headers: { lang: '/sr' } }), 200);
      expect(answer.total).toBe(expectStatus<{ total: number }>(await t.app.inject({ method: 'GET', url: '/api/articles', headers: { lang: '/sr' } }), 200).total);
    } finally {
      await other.close();
    }
  });

  it('is allowed when the database holds only what its migrations put there', async () => {
    const dataDir = newWorkDir();
    const database = await openTestDatabase(dataDir);
    try {
      expect(await database.handle.db.selectFrom('levels').select('id').execute()).not.toEqual([]);
      await restoreBackup(database.handle, createLocalStorage(path.join(dataDir, 'uploads')), archive.file, { force: false });
      expect(await userCount(database.handle.db)).toBe(await userCount(t.ctx.db));
    } finally {
      await database.handle.close();
      await database.drop();
    }
  });
});

describe(`archives that cannot be restored (${DIALECT})`, () => {
  let t: StorageTestApp;
  let archive: Awaited<ReturnType<typeof backUp>>;
  let target: TestDatabase;
  let targetStorage: FileStorage;
  beforeAll(async () => {
    t = await startTestAppOn('folder');
    await addEditorialWork(t);
    archive = await backUp(t);
    const dataDir = newWorkDir();
    target = await openTestDatabase(dataDir, DIALECT, { migrate: false });
    targetStorage = createLocalStorage(path.join(dataDir, 'uploads'));
  }, 120_000);
  afterAll(async () => {
    await target?.handle.close();
    await target?.drop();
    await t?.close();
  });

  /** Restores `file` into the empty target and expects a BackupError matching `message`, with nothing loaded. */
  async function expectRefused(file: string, message: RegExp): Promise<void> {
    const attempt = restoreBackup(target.handle, targetStorage, file, { force: false });
    await expect(attempt).rejects.toThrow(BackupError);
    await expect(attempt).rejects.toThrow(message);
    const applied = await readAppliedMigrations(target.handle.db);
    if (applied.length > 0) expect(await userCount(target.handle.db)).toBe(0);
    expect(await keysIn(targetStorage)).toEqual([]);
  }

  const variant = (name: string) => path.join(newWorkDir(), name);

  it('a file that is not there', async () => {
    await expectRefused(variant('nowhere.tar.gz'), /There is no file at .*nowhere\.tar\.gz: give the path of a backup archive/);
  });

  it('a file that is not an archive', async () => {
    const file = variant('notes.txt');
    fs.writeFileSync(file, 'Ово није архива.\n'.repeat(100));
    await expectRefused(file, /notes\.txt is not a backup archive of the portal \(it is not gzip-compressed\)/);
  });

  it('a gzip file that is not a tar', async () => {
    const file = variant('notes.gz');
    await pipeline(async function* () {
      yield Buffer.from('plain text, compressed\n'.repeat(100));
    }, createGzip(), createWriteStream(file));
    await expectRefused(file, /notes\.gz is damaged or incomplete and cannot be read/);
  });

  it('a tar of something else', async () => {
    const renamed = variant('renamed.tar.gz');
    const pack = tar.pack();
    const writing = pipeline(pack, createGzip(), createWriteStream(renamed));
    pack.entry({ name: 'photos/holiday.jpg' }, Buffer.from('not a photo'));
    pack.finalize();
    await writing;
    await expectRefused(renamed, /renamed\.tar\.gz is not a backup of the portal: it holds "photos\/holiday\.jpg", which no backup has/);
  });

  it('an archive cut short', async () => {
    const file = variant('cut.tar.gz');
    const bytes = fs.readFileSync(archive.file);
    fs.writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expectRefused(file, /cut\.tar\.gz is damaged or incomplete and cannot be read \(unexpected end of file\); use another copy/);
  });

  it('an archive with its bytes damaged in the middle', async () => {
    const file = variant('damaged.tar.gz');
    const bytes = Buffer.from(fs.readFileSync(archive.file));
    for (let i = Math.floor(bytes.length / 2); i < Math.floor(bytes.length / 2) + 64; i++) bytes[i] = bytes[i]! ^ 0xff;
    fs.writeFileSync(file, bytes);
    await expectRefused(file, /damaged\.tar\.gz is damaged or incomplete and cannot be read/);
  });

  it('a stored file changed in the archive (its size kept)', async () => {
    const file = variant('tampered.tar.gz');
    const key = archive.manifest.files[0]!.key;
    await rewriteArchive(archive.file, file, (name, bytes) => {
      if (name !== `files/${key}`) return bytes;
      const changed = Buffer.from(bytes);
      changed[changed.length - 1] = changed[changed.length - 1]! ^ 1;
      return changed;
    });
    await expectRefused(file, new RegExp(`tampered\\.tar\\.gz is damaged or was altered: the file ${key} does not match its SHA-256 in the manifest`));
  });

  it('a row changed in the archive', async () => {
    const file = variant('edited.tar.gz');
    await rewriteArchive(archive.file, file, (name, bytes) => (name === 'tables/users.jsonl' ? Buffer.from(bytes.toString('utf8').replace('"active":1', '"active":0')) : bytes));
    await expectRefused(file, /edited\.tar\.gz is damaged or was altered: the rows of users do not match their checksum in the manifest/);
  });

  it('an archive without its manifest', async () => {
    const file = variant('headless.tar.gz');
    const pack = tar.pack();
    const writing = pipeline(pack, createGzip(), createWriteStream(file));
    pack.entry({ name: 'tables/users.jsonl' }, Buffer.from('{"id":1}\n'));
    pack.finalize();
    await writing;
    await expectRefused(file, /headless\.tar\.gz is not a complete backup of the portal: it has no manifest\.json/);
  });

  it('an archive from a newer version of the portal', async () => {
    const file = variant('future.tar.gz');
    await rewriteArchive(archive.file, file, (_name, bytes) => bytes, (manifest) => ({ ...manifest, migrations: [...manifest.migrations, '9999-from-the-future'] }));
    await expectRefused(file, /future\.tar\.gz was made by a newer version of the portal: its database had run the migration 9999-from-the-future, which this version does not know/);
    const newer = variant('format-2.tar.gz');
    await rewriteArchive(archive.file, newer, (_name, bytes) => bytes, (manifest) => ({ ...manifest, formatVersion: 2 as 1 }));
    await expectRefused(newer, /format-2\.tar\.gz was made by a newer version of the portal \(archive format 2; this version reads 1\)/);
  });

  it('refuses nothing it should not: the untouched archive restores into the same target', async () => {
    await restoreBackup(target.handle, targetStorage, archive.file, { force: false });
    expect(await userCount(target.handle.db)).toBe(await userCount(t.ctx.db));
    expect(await keysIn(targetStorage)).toEqual(archive.manifest.files.map((file) => file.key).sort());
  });
});

describe(`a backup of an older schema (${DIALECT})`, () => {
  const olderSchema = MIGRATION_NAMES.at(-2)!;

  it(`is loaded at its last migration (${olderSchema}) and migrated to this version; never into a database already past it`, async () => {
    const dataDir = newWorkDir();
    const source = await openTestDatabase(dataDir, DIALECT, { migrate: false });
    const storage = createLocalStorage(path.join(dataDir, 'uploads'));
    try {
      await migrateTo(source.handle, olderSchema);
      const now = new Date().toISOString();
      const passwordHash = await hashPassword(TEST_PASSWORD);
      if (MIGRATION_NAMES.indexOf(olderSchema) < MIGRATION_NAMES.indexOf('0031-groups')) {
        // As a schema before groups had users: with a role.
        await sql`insert into users (email, name, role, password_hash, created_at, updated_at) values ('older@example.org', 'Стара Шема', 'admin', ${passwordHash}, ${now}, ${now})`.execute(source.handle.db);
      } else {
        await insertUserInGroups(source.handle.db, { email: 'older@example.org', name: 'Стара Шема', passwordHash, now }, ['administrators']);
      }
      const file = path.join(dataDir, 'older.tar.gz');
      const { manifest } = await createBackup(source.handle, storage, file);
      expect(manifest.migrations.at(-1)).toBe(olderSchema);

      const restored = await restoreInto(DIALECT, file);
      try {
        expect(restored.summary.loadedAtMigration).toBe(olderSchema);
        expect(await readAppliedMigrations(restored.ctx.db)).toEqual(MIGRATION_NAMES);
        expect(await restored.ctx.db.selectFrom('users').select(['email', 'name']).execute()).toEqual([{ email: 'older@example.org', name: 'Стара Шема' }]);
        const signedIn = await restored.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'older@example.org', password: TEST_PASSWORD } });
        expect(signedIn.statusCode).toBe(200);
      } finally {
        await restored.close();
      }

      const current = await openTestDatabase(newWorkDir());
      try {
        await expect(restoreBackup(current.handle, storage, file, { force: true })).rejects.toThrow(
          new RegExp(`older\\.tar\\.gz was made by an older version of the portal \\(its schema ends at migration ${olderSchema}\\), and this database is past it .*Restore it into a new, empty database`),
        );
      } finally {
        await current.handle.close();
        await current.drop();
      }
    } finally {
      await source.handle.close();
      await source.drop();
    }
  });
});

describe(`restoring into an S3 bucket (${DIALECT})`, () => {
  it('writes every file to the bucket, where the restored portal serves it byte for byte', async () => {
    const t = await startTestAppOn('folder');
    try {
      await addEditorialWork(t);
      const { file, manifest } = await backUp(t);
      const restored = await restoreInto(DIALECT, file, 's3');
      try {
        const keys = manifest.files.map((archived) => archived.key).sort();
        expect(keys.length).toBeGreaterThanOrEqual(3);
        expect(await keysIn(restored.storage)).toEqual(keys);
        for (const key of keys) {
          const served = await restored.app.inject({ method: 'GET', url: `/media/${key}` });
          expect(served.statusCode, key).toBe(200);
          expect(served.rawPayload.equals(await t.ctx.storage.read(key)), key).toBe(true);
        }
      } finally {
        await restored.close();
      }
    } finally {
      await t.close();
    }
  });
});

describe(`npm run backup and npm run restore (${DIALECT})`, () => {
  /** The commands' configuration for a database and data folder: DATABASE_URL names the PostgreSQL schema. */
  const envOf = (database: TestDatabase, dataDir: string): Record<string, string> => ({
    DATA_DIR: dataDir,
    DATABASE_URL: database.options.databaseUrl ? `${database.options.databaseUrl}?options=${encodeURIComponent(`-c search_path=${database.options.pgSchema}`)}` : '',
    LOG_LEVEL: 'silent',
  });
  const run = (command: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', `src/server/commands/${command}.ts`, ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });

  it('back up while the database is in use, restore into an empty one, refuse a full one unless --force, and say why they fail', async () => {
    const sourceDir = newWorkDir();
    const targetDir = newWorkDir();
    // On SQLite the commands find the database at DATA_DIR/noks.sqlite.
    const source = DIALECT === 'postgres' ? await openTestDatabase(sourceDir) : await openSqliteAt(sourceDir);
    const target = DIALECT === 'postgres' ? await openTestDatabase(targetDir, DIALECT, { migrate: false }) : await openSqliteAt(targetDir, false);
    try {
      await insertUserInGroups(source.handle.db, { email: 'komanda@example.org', name: 'Командна Линија', passwordHash: await hashPassword(TEST_PASSWORD), now: new Date().toISOString() }, ['administrators']);
      const pdf = Buffer.from(await pdfBytes('Командна линија'));
      await storeUpload(source.handle.db, createLocalStorage(path.join(sourceDir, 'uploads')), { bytes: pdf, fileName: 'komanda.pdf', kind: 'document', actorId: null, audit: null });
      const file = path.join(newWorkDir(), 'komanda.tar.gz');

      const backup = run('backup', [file], envOf(source, sourceDir));
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toMatch(new RegExp(`^Backup written to ${file} \\([\\d.]+ MB\\) in [\\d.]+ s: \\d+ tables with \\d+ rows from ${DIALECT}, 1 files\\.\\n$`));
      expect(backup.status).toBe(0);

      const restore = run('restore', [file], envOf(target, targetDir));
      expect(restore.stderr).toBe('');
      expect(restore.stdout).toContain(`Restored ${file} (made `);
      expect(restore.stdout).toContain('1 files into');
      expect(restore.stdout).toContain("the audit log's chain holds (1 entries)");
      expect(restore.status).toBe(0);
      expect(await target.handle.db.selectFrom('users').select('email').execute()).toEqual([{ email: 'komanda@example.org' }]);
      const [key] = await keysIn(createLocalStorage(path.join(targetDir, 'uploads')));
      expect(fs.readFileSync(path.join(targetDir, 'uploads', key!.slice(0, 2), key!.slice(2, 4), key!)).equals(pdf)).toBe(true);

      const again = run('restore', [file], envOf(target, targetDir));
      expect(again.stderr).toMatch(/^Restore failed: The database is not empty: it holds rows in .*users \(1\).*add --force/);
      expect(again.status).toBe(1);
      const forced = run('restore', [file, '--force'], envOf(target, targetDir));
      expect(forced.stderr).toBe('');
      expect(forced.status).toBe(0);

      const missing = run('restore', [path.join(targetDir, 'nowhere.tar.gz')], envOf(target, targetDir));
      expect(missing.stderr).toMatch(/^Restore failed: There is no file at .*nowhere\.tar\.gz/);
      expect(missing.status).toBe(1);
      const cut = path.join(targetDir, 'cut.tar.gz');
      fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, 200));
      const damaged = run('restore', [cut], envOf(target, targetDir));
      expect(damaged.stderr).toMatch(/^Restore failed: .*cut\.tar\.gz is damaged or incomplete/);
      expect(damaged.status).toBe(1);

      for (const [command, args] of [['backup', []], ['restore', []], ['restore', ['--force']], ['backup', ['a.tar.gz', 'b.tar.gz']]] as const) {
        const usage = run(command, [...args], envOf(target, targetDir));
        expect(usage.stderr).toMatch(new RegExp(`^Usage: npm run ${command} -- FILE`));
        expect(usage.status).toBe(1);
      }
    } finally {
      for (const database of [source, target]) {
        await database.handle.close();
        await database.drop();
      }
    }
  });
});

/** A SQLite database where the commands look for it (DATA_DIR/noks.sqlite). */
async function openSqliteAt(dataDir: string, migrate = true): Promise<TestDatabase> {
  const options = { sqlitePath: path.join(dataDir, 'noks.sqlite') };
  const handle = openDatabase(options);
  if (migrate) await migrateToLatest(handle);
  return { handle, options, drop: async () => undefined };
}
