import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { AppContext } from '../../src/server/app-context.js';
import type { Database } from '../../src/server/db/schema.js';
import { createLocalStorage } from '../../src/server/lib/file-storage.js';
import { HEALTH_DB_TIMEOUT_MS } from '../../src/server/modules/health/health.routes.js';
import { PUBLIC_API_MAX_AGE_SECONDS } from '../../src/server/plugins/response-cache.js';
import { articlePayload, createItem } from './support/factories.js';
import { type RegisteredRoute, collectRoutes, fillParams, hasParams } from './support/http.js';
import { type TestApp, bearer, expectStatus, openTestDatabase, startTestApp, testConfig } from './support/test-app.js';
import { createResponseCache } from '../../src/server/modules/response-cache/create-response-cache.js';

let t: TestApp;
let routes: RegisteredRoute[];

beforeAll(async () => {
  t = await startTestApp();
  routes = await collectRoutes(t.ctx);
});
afterAll(() => t.close());

/** An app on a database of its own, for breaking that database without touching the shared one. */
async function appOn(db: AppContext['db'], dataDir: string): Promise<FastifyInstance> {
  const config = testConfig(dataDir);
  const app = await buildApp({ config, db, storage: createLocalStorage(config.uploadDir), responseCache: createResponseCache(config, db) }, { webDir: path.join(dataDir, 'no-web') });
  await app.ready();
  return app;
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'noks-platform-'));

describe('health', () => {
  it('answers 200 while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', migrations: 'applied', storage: 'up' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 once the database handle is closed', async () => {
    const dataDir = tempDir();
    const { handle, drop } = await openTestDatabase(dataDir);
    const app = await appOn(handle.db, dataDir);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await handle.close();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'down', migrations: 'applied', storage: 'up' });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers 503 within its time limit when the database accepts connections but never answers', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${port}/none`, max: 1 }) }) });
    const dataDir = tempDir();
    const app = await appOn(db, dataDir);
    try {
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      const took = Date.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'down', migrations: 'unknown', storage: 'up' });
      expect(took).toBeGreaterThanOrEqual(HEALTH_DB_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(HEALTH_DB_TIMEOUT_MS + 3_000);
    } finally {
      await app.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      await db.destroy().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('API documentation', () => {
  it('serves a valid OpenAPI document listing every documented route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const doc = JSON.parse(response.body) as { openapi: string; info: { title: string }; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toEqual(expect.any(String));
    expect(doc.paths['/api/articles']).toHaveProperty('get');
    expect(doc.paths['/api/admin/articles/{id}']).toEqual(expect.objectContaining({ get: expect.anything(), put: expect.anything(), delete: expect.anything() }));
    const documented = routes.filter((route) => route.url.startsWith('/api/') && !route.hidden && route.method !== 'HEAD' && !route.url.startsWith('/api/docs'));
    expect(documented.length).toBeGreaterThan(60);
    for (const route of documented) {
      const openApiPath = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(doc.paths[openApiPath], `${route.method} ${route.url}`).toHaveProperty(route.method.toLowerCase());
    }
    // Every $ref resolves within the document.
    const refs = [...response.body.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
    const schemas = (doc as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
    for (const ref of new Set(refs)) expect(schemas, ref).toHaveProperty([ref]);
  });

  it('serves the docs UI as HTML', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/swagger/i);
  });
});

function expectSecurityHeaders(response: LightMyRequestResponse, what: string) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp, what).toMatch(/default-src 'self'|default-src 'none'/);
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('no-referrer');
  expect(response.headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(response.headers['strict-transport-security'], what).toMatch(/max-age=\d+/);
  expect(response.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(response.headers['x-powered-by'], what).toBeUndefined();
}

describe('security headers', () => {
  it('are on JSON, error, admin, documentation and media responses', async () => {
    const responses: [string, LightMyRequestResponse][] = [
      ['public list', await t.app.inject({ method: 'GET', url: '/api/articles' })],
      ['admin list', await t.app.inject({ method: 'GET', url: '/api/admin/articles', headers: bearer(t.tokens.editor) })],
      ['401', await t.app.inject({ method: 'GET', url: '/api/admin/articles' })],
      ['400', await t.app.inject({ method: 'GET', url: '/api/articles/abc' })],
      ['404', await t.app.inject({ method: 'GET', url: '/api/nothing-here' })],
      ['415', await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'x' })],
      ['docs', await t.app.inject({ method: 'GET', url: '/api/docs' })],
      ['openapi', await t.app.inject({ method: 'GET', url: '/api/openapi.json' })],
    ];
    for (const [what, response] of responses) expectSecurityHeaders(response, what);
    const csp = String(responses[0]![1].headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain('frame-src https://www.youtube.com');
    // Images of a rich text may come from other sites by http or https (SPEC §5).
    expect(csp).toContain("img-src 'self' data: https: http:");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});

describe('HTTP caching', () => {
  const publicReads = () =>
    routes.filter(
      (route) =>
        route.method === 'GET' &&
        route.url.startsWith('/api/') &&
        !hasParams(route.url) &&
        // A submission or a subscription by its private link is its reader's own, never cached (public-forms.test.ts, email-alerts.test.ts).
        !/^\/api\/(admin|auth|health|docs|openapi|search|submissions|alerts)/.test(route.url),
    );

  it('gives every public list an ETag and Cache-Control, and answers a matching If-None-Match with 304', async () => {
    await createItem(t, 'articles', articlePayload());
    const reads = publicReads();
    expect(reads.map((route) => route.url)).toEqual(expect.arrayContaining(['/api/articles', '/api/home', '/api/tags', '/api/files', '/api/calendar']));
    for (const route of reads) {
      const first = await t.app.inject({ method: 'GET', url: route.url });
      expect(first.statusCode, route.url).toBe(200);
      const etag = first.headers.etag;
      expect(etag, route.url).toMatch(/^".+"$/);
      expect(first.headers['cache-control'], route.url).toBe(`public, max-age=${PUBLIC_API_MAX_AGE_SECONDS}`);
      expect(first.headers.vary, route.url).toMatch(/\blang\b/);
      const again = await t.app.inject({ method: 'GET', url: route.url, headers: { 'if-none-match': String(etag) } });
      expect(again.statusCode, route.url).toBe(304);
      expect(again.body, route.url).toBe('');
      expect(again.headers.etag, route.url).toBe(etag);
      const listed = await t.app.inject({ method: 'GET', url: route.url, headers: { 'if-none-match': `"other", ${String(etag)}` } });
      expect(listed.statusCode, route.url).toBe(304);
      const head = await t.app.inject({ method: 'HEAD', url: route.url });
      expect(head.headers.etag, route.url).toBe(etag);
    }
  });

  it('changes the ETag when the content changes, and per locale', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/articles?locale=sr' });
    const english = await t.app.inject({ method: 'GET', url: '/api/articles', headers: { lang: '/en' } });
    expect(english.headers.etag).not.toBe(before.headers.etag);
    const article = await createItem(t, 'articles', articlePayload());
    const stale = await t.app.inject({ method: 'GET', url: '/api/articles?locale=sr', headers: { 'if-none-match': String(before.headers.etag) } });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).not.toBe(before.headers.etag);
    expect(stale.json<{ items: { id: number }[] }>().items.map((item) => item.id)).toContain(article.id);

    const detail = await t.app.inject({ method: 'GET', url: `/api/articles/${article.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['cache-control']).toContain('public');
    expect((await t.app.inject({ method: 'GET', url: `/api/articles/${article.id}`, headers: { 'if-none-match': String(detail.headers.etag) } })).statusCode).toBe(304);
  });

  it('never lets a cache store admin or auth responses, errors included', async () => {
    const adminReads = routes.filter((route) => route.method === 'GET' && route.url.startsWith('/api/admin/'));
    expect(adminReads.length).toBeGreaterThan(20);
    for (const route of adminReads) {
      const url = fillParams(route.url, 99999999);
      for (const headers of [bearer(t.tokens.admin), {}]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.headers['cache-control'], `${url} → ${response.statusCode}`).toBe('no-store');
        expect(response.headers.etag, url).toBeUndefined();
      }
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(t.tokens.editor) });
    expect(expectStatus(me, 200)).toMatchObject({ role: 'editor' });
    expect(me.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.org', password: 'wrong password' } });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('does not cache public errors', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/articles/99999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBeUndefined();
  });
});
