import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_KEPT_MAX_BYTES } from '../modules/response-cache/compressed-response.js';
import { ResponseCache } from '../modules/response-cache/response-cache.js';
import { registerResponseCache } from './response-cache.js';

/** A body of a few megabytes that compresses well, as the register's open data does. */
const LARGE = Buffer.from(Array.from({ length: 60_000 }, (_, i) => `{"id":${i},"title":"Квалификација ${i}","level":"${i % 8}"}`).join('\n'));

let app: FastifyInstance;
let cache: ResponseCache;
let computed = 0;

beforeAll(async () => {
  cache = new ResponseCache({ maxBytes: 64 * 1024 * 1024, now: Date.now, findNextChange: async () => Number.POSITIVE_INFINITY });
  app = Fastify();
  registerResponseCache(app, cache);
  app.get('/open-data/large.json', { config: { responseCache: 'path' } }, (_request, reply) => {
    computed++;
    return reply.type('application/json').send(LARGE);
  });
  app.get('/open-data/random.bin', { config: { responseCache: 'path' } }, (_request, reply) => reply.type('application/octet-stream').send(randomBytes(2 * IDENTITY_KEPT_MAX_BYTES)));
  await app.ready();
});
afterAll(() => app.close());

describe('a response over a megabyte', () => {
  it('is kept compressed only, and still answers every client with the same bytes and its own ETag', async () => {
    expect(LARGE.length).toBeGreaterThan(IDENTITY_KEPT_MAX_BYTES);
    const gzip = await app.inject({ method: 'GET', url: '/open-data/large.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(LARGE)).toBe(true);
    // The identity body is not in the budget: only the brotli and gzip ones are.
    expect(cache.stats().bytes).toBeLessThan(LARGE.length / 4);

    const plain = await app.inject({ method: 'GET', url: '/open-data/large.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(LARGE)).toBe(true);
    expect(plain.headers.etag).not.toBe(gzip.headers.etag);
    expect((await app.inject({ method: 'GET', url: '/open-data/large.json', headers: { 'if-none-match': plain.headers.etag as string } })).statusCode).toBe(304);
    expect(computed).toBe(1);
  });

  it('that does not compress is kept as it is', async () => {
    const first = await app.inject({ method: 'GET', url: '/open-data/random.bin' });
    const second = await app.inject({ method: 'GET', url: '/open-data/random.bin' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.rawPayload.length).toBe(2 * IDENTITY_KEPT_MAX_BYTES);
  });
});
