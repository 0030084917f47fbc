import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPath, listPath } from '../../src/common/routes.js';
import { MIGRATION_NAMES } from '../../src/server/db/migrations/index.js';
import { type PortalProcess, freePort, killPortal, spawnPortal, stopPortal, waitForReady } from '../support/portal-process.js';
import { type RoundRobinProxy, startRoundRobinProxy } from '../support/round-robin-proxy.js';
import { type S3Server, startS3Server } from '../support/s3-server.js';
import { multipart } from './support/http.js';
import { pdfBytes } from './support/multipart.js';
import { DIALECT, PG_URL } from './support/test-app.js';

/**
 * Two portal processes (`node --import tsx src/server/main.ts`), as docs/deploy.md runs them: one
 * PostgreSQL database of their own, one S3-compatible bucket (s3rver), separate DATA_DIRs, and a
 * round-robin proxy in front. What one instance writes, the other serves (decision 0007).
 *
 * NOTE: the cases share the two processes (starting them takes seconds) and run in the order
 * written; the last one stops instance A.
 */

const ADMIN = { email: 'two-instances@example.org', password: 'two instances, one database' };
/** MAX_FAILURES_PER_ACCOUNT in src/server/modules/auth/auth.service.ts. */
const ACCOUNT_FAILURE_LIMIT = 5;
/** Decision 0007: another instance's change is served within this time. */
const NOTIFIED_WITHIN_MS = 1_000;

interface Image {
  id: number;
  url: string;
  variants: { width: number; url: string }[];
}
interface Media {
  id: number;
  url: string;
}
interface ArticleDetail {
  id: number;
  title: string;
  slug: string;
}

const encodePath = (routePath: string) => routePath.split('/').map(encodeURIComponent).join('/');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function bytesOf(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function jsonOf<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text.slice(0, 300)).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

/** Polls `check` until it holds; returns the milliseconds it took, or fails after `withinMs`. */
async function within(withinMs: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await pause(20);
  }
  return Date.now() - started;
}

/**
 * Output without Node's process warnings, such as the AWS SDK's notice that later versions will
 * need a newer Node: they are not the portal's errors.
 */
const withoutNodeWarnings = (text: string) => text.replace(/^\(node:\d+\) \w*Warning: [\s\S]*?^\(Use `node --trace-warnings \.\.\.` to show where the warning was created\)\n/gm, '');

/** A counter of the Prometheus text of /metrics (no labels). */
function metric(text: string, name: string): number {
  const match = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
  if (!match) throw new Error(`no ${name} in /metrics`);
  return Number(match[1]);
}

// Several instances share one database only on PostgreSQL; the README runs one process on SQLite.
describe.skipIf(DIALECT !== 'postgres')(
  'TWO PORTAL PROCESSES BEHIND A PROXY (PostgreSQL only; SKIPPED ON SQLITE: SQLite serves one process, run with TEST_DATABASE_URL for the integration-pg project)',
  () => {
    const databaseName = `noks_two_${randomBytes(6).toString('hex')}`;
    const dataDirs: string[] = [];
    const startedAt = new Date();
    let adminUrl: string;
    let databaseUrl: string;
    let databaseCreated = false;
    let sql: pg.Client | undefined;
    let s3: S3Server | undefined;
    let proxy: RoundRobinProxy | undefined;
    let a: PortalProcess;
    let b: PortalProcess;
    const portals: PortalProcess[] = [];
    let token: string;

    async function onServer(statement: string): Promise<void> {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    }

    async function signIn(on: string, email = ADMIN.email, password = ADMIN.password): Promise<Response> {
      return fetch(`${on}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    }

    function admin(on: string, method: string, url: string, body?: unknown): Promise<Response> {
      return fetch(`${on}/api/admin/${url}`, {
        method,
        headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    }

    /** Saves an article through A over its current version. */
    async function save(id: number, input: Record<string, unknown>): Promise<void> {
      const { version } = await jsonOf<{ version: number }>(await admin(a.url, 'GET', `articles/${id}`), 200);
      await jsonOf(await admin(a.url, 'PUT', `articles/${id}`, { ...input, version }), 200);
    }

    async function upload(on: string, kind: 'images' | 'documents', file: { filename: string; contentType: string; bytes: Uint8Array }): Promise<Response> {
      const { payload, headers } = multipart([file]);
      return fetch(`${on}/api/admin/media/${kind}`, { method: 'POST', headers: { ...headers, ...bearer(token) }, body: new Uint8Array(payload) });
    }

    beforeAll(async () => {
      if (!PG_URL) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suite');
      adminUrl = PG_URL;
      const url = new URL(PG_URL);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
      await onServer(`create database ${databaseName}`);
      databaseCreated = true;
      sql = new pg.Client({ connectionString: databaseUrl });
      await sql.connect();
      s3 = await startS3Server('noks-two-instances');
      for (let i = 0; i < 2; i++) dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'noks-two-')));

      const portA = await freePort();
      const portB = await freePort([portA]);
      // The proxy first: its address is the public one both instances are configured with.
      proxy = await startRoundRobinProxy([`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`]);
      const env = (dataDir: string) => ({
        DATABASE_URL: databaseUrl,
        ...s3!.env,
        DATA_DIR: dataDir,
        // One key on every instance, as the README asks: the audit log is chained under it.
        SECRET_KEY: 'the-key-both-instances-share-0123456789abcdef',
        PUBLIC_URL: proxy!.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO_CONTENT: 'false',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
      });
      // Both at the same moment, on the empty database: they take turns preparing it.
      a = spawnPortal(portA, env(dataDirs[0]!));
      b = spawnPortal(portB, env(dataDirs[1]!));
      portals.push(a, b);
      await Promise.all([waitForReady(a), waitForReady(b)]);

      const signedIn = await jsonOf<{ token: string }>(await signIn(a.url), 200);
      token = signedIn.token;
    });

    afterAll(async () => {
      for (const portal of portals) killPortal(portal);
      await Promise.all(portals.map((portal) => portal.exited));
      await proxy?.close();
      await sql?.end().catch(() => undefined);
      await s3?.stop();
      // FORCE: a connection left by a killed instance must not keep the database alive.
      if (databaseCreated) await onServer(`drop database if exists ${databaseName} with (force)`);
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('started together, the database was prepared once: every migration, one administrator', async () => {
      const migrations = await sql!.query<{ name: string }>('select name from kysely_migration');
      expect(migrations.rows.map((row) => row.name).sort()).toEqual([...MIGRATION_NAMES].sort());
      const users = await sql!.query<{ email: string; key: string }>(
        'select users.email, groups.key from users join user_groups on user_groups.user_id = users.id join groups on groups.id = user_groups.group_id',
      );
      expect(users.rows).toEqual([{ email: ADMIN.email, key: 'administrators' }]);
      for (const portal of [a, b]) expect(portal.stdout()).not.toMatch(/password:/);
    });

    it('an image and a document uploaded through A download byte for byte through B and the proxy; nothing is written under DATA_DIR', async () => {
      const png = await sharp({ create: { width: 700, height: 350, channels: 3, background: '#036' } })
        .png()
        .toBuffer();
      const image = await jsonOf<Image>(await upload(a.url, 'images', { filename: 'dve-instance.png', contentType: 'image/png', bytes: png }), 201);
      const pdf = Buffer.from(await pdfBytes('Две инстанце'));
      const document = (await jsonOf<{ items: Media[] }>(await upload(a.url, 'documents', { filename: 'Одлука.pdf', contentType: 'application/pdf', bytes: pdf }), 201)).items[0]!;

      for (const base of [b.url, proxy!.url, proxy!.url]) {
        expect((await bytesOf(`${base}${image.url}`)).equals(png)).toBe(true);
        expect((await bytesOf(`${base}${document.url}`)).equals(pdf)).toBe(true);
        // The variants (WebP, made by A when it took the upload) are the same bytes from either.
        for (const variant of image.variants) expect((await bytesOf(`${base}${variant.url}`)).equals(await bytesOf(`${a.url}${variant.url}`))).toBe(true);
      }
      const keys = await s3!.listKeys();
      for (const url of [image.url, document.url, ...image.variants.map((variant) => variant.url)]) expect(keys).toContain(url.replace(/^\/media\//, ''));
      for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'uploads')), dir).toBe(false);
    });

    it("serves an edit made through A on B's next read (API and page), though B had cached the old version", async () => {
      const n = randomBytes(3).toString('hex');
      const slug = `dve-instance-${n}`;
      const texts = (title: string) => ({
        sr: { title, slug, summary: 'Сажетак.', body: '<p>Текст.</p>' },
        en: { title: `${title} (en)`, slug, summary: 'Summary.', body: '<p>Text.</p>' },
      });
      const draft = await jsonOf<{ id: number }>(await admin(a.url, 'POST', 'articles', { status: 'draft', translations: texts(`Нацрт ${n}`) }), 201);
      const apiPath = `/api/articles/${draft.id}`;
      const pagePath = encodePath(contentPath('article', 'sr', draft.id, slug));
      const apiOn = async (base: string, locale: 'sr' | 'en' = 'sr') => {
        const response = await fetch(`${base}${apiPath}${locale === 'en' ? '?locale=en' : ''}`, { headers: locale === 'sr' ? { lang: '/sr' } : {} });
        return { status: response.status, body: await response.text() };
      };
      const pageOn = async (base: string) => {
        const response = await fetch(`${base}${pagePath}`, { redirect: 'manual' });
        return { status: response.status, body: await response.text() };
      };
      const cacheHits = async () => metric(await (await fetch(`${b.url}/metrics`)).text(), 'noks_response_cache_hits_total');

      // B reads the draft twice (not found), then A publishes it.
      for (let i = 0; i < 2; i++) {
        expect((await apiOn(b.url)).status).toBe(404);
        expect((await pageOn(b.url)).status).toBe(404);
      }
      const published = `Објављено ${n}`;
      await save(draft.id, { status: 'draft', translations: texts(published) });
      await jsonOf(await admin(a.url, 'POST', 'articles/bulk', { action: 'publish', ids: [draft.id] }), 200);
      const tookPublish = await within(NOTIFIED_WITHIN_MS, 'the published article on B', async () => (await apiOn(b.url)).status === 200);
      expect(JSON.parse((await apiOn(b.url)).body)).toMatchObject({ id: draft.id, title: published, slug });
      await within(NOTIFIED_WITHIN_MS, 'the published page on B', async () => (await pageOn(b.url)).status === 200);

      // B caches the published version: the second reads are answered from its cache.
      for (const read of [() => apiOn(b.url), () => apiOn(b.url, 'en'), () => pageOn(b.url)]) {
        const first = await read();
        const hits = await cacheHits();
        expect(await read()).toEqual(first);
        expect(await cacheHits()).toBe(hits + 1);
      }
      expect((await pageOn(b.url)).body).toContain(published);

      // A edits it; B's very next reads have the edit.
      const edited = `Измењено ${n}`;
      await save(draft.id, { status: 'published', translations: texts(edited) });
      const tookEdit = await within(NOTIFIED_WITHIN_MS, 'the edit on B', async () => (JSON.parse((await apiOn(b.url)).body) as ArticleDetail).title === edited);
      expect((JSON.parse((await apiOn(b.url, 'en')).body) as ArticleDetail).title).toBe(`${edited} (en)`);
      const page = await pageOn(b.url);
      expect(page.status).toBe(200);
      expect(page.body).toContain(edited);
      expect(page.body).not.toContain(published);
      // Whichever instance the proxy picks, the same answer.
      const direct = await apiOn(a.url);
      const answered = [...proxy!.answered];
      for (let i = 0; i < 4; i++) expect(await apiOn(proxy!.url)).toEqual(direct);
      expect(proxy!.answered.map((count, i) => count - answered[i]!)).toEqual([2, 2]);
      expect([tookPublish, tookEdit].every((ms) => ms < NOTIFIED_WITHIN_MS)).toBe(true);
    });

    it('a sign-in on A holds on B and through the proxy; signing out on A ends it on B', async () => {
      const session = await jsonOf<{ token: string }>(await signIn(a.url), 200);
      const me = (base: string) => fetch(`${base}/api/auth/me`, { headers: bearer(session.token) });
      expect(await jsonOf(await me(b.url), 200)).toMatchObject({ email: ADMIN.email, role: 'admin' });
      for (let i = 0; i < 2; i++) expect((await me(proxy!.url)).status).toBe(200);

      expect((await fetch(`${a.url}/api/auth/logout`, { method: 'POST', headers: bearer(session.token) })).status).toBe(204);
      const ended = await jsonOf<{ error: { code: string } }>(await me(b.url), 401);
      expect(ended.error.code).toBe('UNAUTHORIZED');
      for (const base of [a.url, proxy!.url, proxy!.url]) expect((await me(base)).status).toBe(401);
      // The other session is untouched.
      expect((await fetch(`${b.url}/api/auth/me`, { headers: bearer(token) })).status).toBe(200);
    });

    it('counts failed sign-ins across both instances: the limit reached alternately on A and B is refused on either', async () => {
      const email = `throttled-${randomBytes(3).toString('hex')}@example.org`;
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
        const failed = await jsonOf<{ error: { code: string } }>(await signIn(i % 2 === 0 ? a.url : b.url, email, 'a wrong password'), 401);
        expect(failed.error.code, `attempt ${i + 1}`).toBe('INVALID_CREDENTIALS');
      }
      for (const base of [b.url, a.url, proxy!.url, proxy!.url]) {
        const refused = await jsonOf<{ error: { code: string; details: { retryAfterSeconds: number } } }>(await signIn(base, email, 'a wrong password'), 429);
        expect(refused.error.code, base).toBe('TOO_MANY_REQUESTS');
        expect(refused.error.details.retryAfterSeconds).toBeGreaterThan(0);
      }
    });

    it('ran each scheduled job (the media purge, the audit and search log pruning, the sweep of what uploads cut short left, the deletion of old sent e-mail, of closed invitations, of forms’ abandoned attachments, of expired submissions and of the e-mail alerts’ data past its use, the daily messages about review) once between the two', async () => {
      const runs = await sql!.query<{ name: string; started_at: string; finished_at: string }>('select name, started_at, finished_at from job_runs order by name');
      const dailyJobs = ['abandoned-attachments', 'alert-retention', 'audit-prune', 'invitation-retention', 'mail-retention', 'media-purge', 'review-digest', 'search-log-prune', 'submission-retention', 'upload-sweep'];
      expect(runs.rows.map((row) => row.name)).toEqual(dailyJobs);
      for (const run of runs.rows) {
        expect(Date.parse(run.started_at)).toBeGreaterThanOrEqual(startedAt.getTime());
        expect(Date.parse(run.finished_at)).toBeGreaterThanOrEqual(Date.parse(run.started_at));
      }
      // The record is an upsert: a second run would have updated the row the first inserted.
      // PostgreSQL's table statistics arrive within a second or so of a connection going idle.
      const writes = async () =>
        (
          await sql!.query<{ inserted: string | number; updated: string | number }>(
            "select n_tup_ins as inserted, n_tup_upd as updated from pg_stat_user_tables where relname = 'job_runs' and schemaname = 'public'",
          )
        ).rows[0]!;
      await within(10_000, 'the statistics of job_runs', async () => Number((await writes()).inserted) >= dailyJobs.length);
      const { inserted, updated } = await writes();
      expect({ inserted: Number(inserted), updated: Number(updated) }).toEqual({ inserted: dailyJobs.length, updated: 0 });
      for (const portal of [a, b]) expect((await fetch(`${portal.url}/api/health/ready`)).status).toBe(200);
    });

    it('answers /metrics to loopback callers on each instance, not through the proxy; both are ready', async () => {
      for (const portal of [a, b]) {
        const response = await fetch(`${portal.url}/metrics`);
        expect(response.status).toBe(200);
        const text = await response.text();
        expect(metric(text, 'noks_response_cache_suspended')).toBe(0);
        expect(text).toMatch(/^noks_http_requests_total\{/m);
        expect(await jsonOf(await fetch(`${portal.url}/api/health/ready`), 200)).toEqual({ status: 'ok', database: 'up', migrations: 'applied', storage: 'up' });
      }
      // The proxy adds X-Forwarded-For: a forwarded request counts as from outside.
      expect((await fetch(`${proxy!.url}/metrics`)).status).toBe(404);
    });

    it('keeps serving through the proxy without an error once A is stopped (SIGTERM)', async () => {
      const reads = ['/api/articles?limit=5', '/api/home', '/api/health/ready', listPath('home', 'sr')];
      const before = proxy!.answered[1]!;
      expect(await stopPortal(a)).toEqual({ code: 0, signal: null });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        const response = await fetch(`${proxy!.url}${reads[i % reads.length]}`, { redirect: 'manual' });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      expect(statuses).toEqual(statuses.map(() => 200));
      expect(proxy!.answered[1]! - before).toBe(20);
      expect(proxy!.skipped).toBeGreaterThan(0);
      expect(b.isRunning).toBe(true);
      expect(await jsonOf(await fetch(`${proxy!.url}/api/health/ready`), 200)).toMatchObject({ status: 'ok' });
      // Neither instance logged an error (LOG_LEVEL=warn: errors and warnings only).
      for (const portal of [a, b]) {
        expect(withoutNodeWarnings(portal.stderr())).toBe('');
        expect(portal.stdout()).not.toMatch(/"level":(50|60)/);
      }
    });
  },
);
