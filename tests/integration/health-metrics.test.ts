import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_NAMES } from '../../src/server/db/migrations/index.js';
import { setClock } from '../../src/server/lib/clock.js';
import { HEALTH_CHECK_HUNG_MS } from '../../src/server/modules/health/health.routes.js';
import { articlePayload, createItem } from './support/factories.js';
import { type TestApp, startTestApp } from './support/test-app.js';

const METRICS_TOKEN = 'scrape-token-0123456789abcdef';
/** A caller outside this machine (TEST-NET-3). */
const OUTSIDE = '203.0.113.7';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN });
});
afterAll(() => t.close());

/** The value of one sample line of the Prometheus text, e.g. `name{label="x"} 3`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:][a-z0-9_:]*)(?:\{([^}]*)\})? (\S+)$/i.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

const scrape = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/**
 * Holds every thread of libuv's pool, through which Node does all file-system work, the way a busy
 * machine's other work does: each thread opens a named pipe for reading, which blocks until
 * release() opens it for writing. File operations queue meanwhile; they are slow, not failing.
 */
async function occupyFileSystemThreads(dir: string) {
  const threads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  const pipes = Array.from({ length: threads }, (_, i) => path.join(dir, `busy-${i}.fifo`));
  for (const pipe of pipes) execFileSync('mkfifo', [pipe]);
  // The opens are queued before any later file operation, which the pool takes in order.
  const readers = pipes.map((pipe) => fs.promises.readFile(pipe));
  return {
    async release() {
      for (const pipe of pipes) fs.closeSync(fs.openSync(pipe, 'w'));
      await Promise.all(readers);
      for (const pipe of pipes) fs.rmSync(pipe);
    },
  };
}

describe('liveness and readiness', () => {
  afterEach(() => setClock(null));

  it('answers live without asking the database, and ready with what it checked', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');

    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'up', migrations: 'applied', storage: 'up' });
  });

  it('is not ready while its file storage does not answer', async () => {
    // A bucket on a port where nothing listens.
    const cut = await startTestApp({ S3_BUCKET: 'noks-files', S3_ENDPOINT: 'http://127.0.0.1:9', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });
    try {
      const ready = await cut.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'up', migrations: 'applied', storage: 'down' });
      expect((await cut.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await cut.close();
    }
  });

  it('stays ready while its upload folder answers slowly, is not ready once the folder check hangs or fails, and ready again after', async () => {
    const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect((await ready()).statusCode).toBe(200);

    const busy = await occupyFileSystemThreads(t.dataDir);
    let released = false;
    try {
      // The folder check waits behind the busy threads: the last answer (up) stands.
      const slow = await ready();
      expect(slow.statusCode, slow.body).toBe(200);
      expect(slow.json()).toEqual({ status: 'ok', database: 'up', migrations: 'applied', storage: 'up' });

      // The same check, still unanswered long after: the storage hangs.
      setClock(() => Date.now() + HEALTH_CHECK_HUNG_MS);
      const hung = await ready();
      expect(hung.statusCode).toBe(503);
      expect(hung.json()).toEqual({ status: 'unavailable', database: 'up', migrations: 'applied', storage: 'down' });

      await busy.release();
      released = true;
    } finally {
      if (!released) await busy.release();
    }
    setClock(null);
    expect((await ready()).statusCode).toBe(200);

    // A folder that cannot be used is down at once: here a file stands where the folder should be.
    const uploads = t.ctx.config.uploadDir;
    fs.rmSync(uploads, { recursive: true, force: true });
    fs.writeFileSync(uploads, 'not a folder');
    try {
      const failed = await ready();
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({ status: 'unavailable', database: 'up', migrations: 'applied', storage: 'down' });
    } finally {
      fs.rmSync(uploads);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('is not ready (503, Retry-After) while a migration is not applied, yet live; ready once it is', async () => {
    const last = MIGRATION_NAMES.at(-1)!;
    // An app of its own: readiness remembers that it saw every migration applied.
    const fresh = await startTestApp();
    try {
      const { rows } = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration where name = ${last}`.execute(fresh.ctx.db);
      await sql`delete from kysely_migration where name = ${last}`.execute(fresh.ctx.db);
      const ready = await fresh.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'up', migrations: 'pending', storage: 'up' });
      expect((await fresh.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

      await sql`insert into kysely_migration (name, timestamp) values (${rows[0]!.name}, ${rows[0]!.timestamp})`.execute(fresh.ctx.db);
      expect((await fresh.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});

describe('/metrics', () => {
  it('counts requests by route pattern, method and status, with a latency histogram', async () => {
    const article = await createItem(t, 'articles', articlePayload());
    const route = '/api/articles/:id';
    const before = sample(await scrape(), 'noks_http_requests_total', { route, method: 'GET', status: '200' }) ?? 0;
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: `/api/articles/${article.id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/articles/999999' })).statusCode).toBe(404);

    const text = await scrape();
    expect(sample(text, 'noks_http_requests_total', { route, method: 'GET', status: '200' })).toBe(before + 3);
    expect(sample(text, 'noks_http_requests_total', { route, method: 'GET', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'noks_http_request_duration_seconds_count', { route, method: 'GET' })).toBeGreaterThanOrEqual(before + 4);
    expect(sample(text, 'noks_http_request_duration_seconds_bucket', { route, method: 'GET', le: '+Inf' })).toBeGreaterThanOrEqual(before + 4);
    // Paths never become labels: the id is not in any sample.
    expect(text).not.toContain(`/api/articles/${article.id}"`);
  });

  it('reports the response cache, the database pool, event-loop lag and process memory', async () => {
    const first = sample(await scrape(), 'noks_response_cache_hits_total') ?? 0;
    const misses = sample(await scrape(), 'noks_response_cache_misses_total') ?? 0;
    await t.app.inject({ method: 'GET', url: '/api/articles?page=1&limit=5' });
    await t.app.inject({ method: 'GET', url: '/api/articles?page=1&limit=5' });
    const text = await scrape();
    expect(sample(text, 'noks_response_cache_hits_total')).toBeGreaterThanOrEqual(first + 1);
    expect(sample(text, 'noks_response_cache_misses_total')).toBeGreaterThanOrEqual(misses + 1);
    expect(sample(text, 'noks_response_cache_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'noks_response_cache_evictions_total')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'noks_response_cache_max_bytes')).toBe(64 * 1024 * 1024);
    expect(sample(text, 'noks_db_pool_max_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'noks_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'noks_db_pool_waiting_queries')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
  });

  it('answers a loopback caller and a scraper with the token, nobody else', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

    const loopback = await from('127.0.0.1');
    expect(loopback.statusCode).toBe(200);
    expect(loopback.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(loopback.headers['cache-control']).toBe('no-store');

    const anonymous = await from(OUTSIDE);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(anonymous.body).not.toContain('noks_');
    expect((await from(OUTSIDE, { authorization: 'Bearer not-the-token-at-all-000000' })).statusCode).toBe(401);
    expect((await from(OUTSIDE, { authorization: `Bearer ${METRICS_TOKEN}x` })).statusCode).toBe(401);
    // A request a proxy on this machine forwarded is from outside.
    expect((await from('127.0.0.1', { 'x-forwarded-for': OUTSIDE })).statusCode).toBe(401);

    const scraper = await from(OUTSIDE, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain('noks_http_requests_total');
  });

  it('does not exist for outside callers when no token is configured', async () => {
    const plain = await startTestApp();
    try {
      const outside = await plain.app.inject({ method: 'GET', url: '/metrics', remoteAddress: OUTSIDE, headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(outside.statusCode).toBe(404);
      expect((await plain.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
