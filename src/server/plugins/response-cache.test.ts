import { randomBytes } from 'node:crypto';
import http from 'node:http';
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

describe('public responses computed at once', () => {
  let slow: FastifyInstance;
  let running = 0;
  let mostAtOnce = 0;
  const started: string[] = [];
  let finishAll: () => void = () => undefined;
  let finished = new Promise<void>((resolve) => (finishAll = resolve));
  const holdNextComputations = () => (finished = new Promise<void>((resolve) => (finishAll = resolve)));

  beforeAll(async () => {
    const slowCache = new ResponseCache({ maxBytes: 1024 * 1024, now: Date.now, findNextChange: async () => Number.POSITIVE_INFINITY });
    slow = Fastify();
    registerResponseCache(slow, slowCache, { computationSlots: 2 });
    slow.get('/slow/:name', { config: { responseCache: 'path' } }, async (request) => {
      const { name } = request.params as { name: string };
      started.push(name);
      mostAtOnce = Math.max(mostAtOnce, ++running);
      await finished;
      running--;
      return { name };
    });
    await slow.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => slow.close());

  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  const get = (name: string) => slow.inject({ method: 'GET', url: `/slow/${name}` });

  it('are as many as the slots, the others computed in the order they came', async () => {
    const answers = ['a', 'b', 'c', 'd', 'e'].map(async (name) => {
      const answer = get(name);
      await settle();
      return answer;
    });
    await settle();
    expect(started).toEqual(['a', 'b']);
    finishAll();
    const bodies = await Promise.all(answers.map(async (answer) => (await answer).json()));
    expect(bodies.map((body) => body.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(mostAtOnce).toBe(2);
  });

  it('never keep a stored response waiting', async () => {
    holdNextComputations();
    const busy = [get('f'), get('g')];
    await settle();
    expect(running).toBe(2);
    const stored = await get('a');
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ name: 'a' });
    finishAll();
    await Promise.all(busy);
  });

  it('compute a response asked for by many while they wait once', async () => {
    holdNextComputations();
    const busy = [get('h'), get('i')];
    await settle();
    const same = [get('j'), get('j'), get('j')];
    await settle();
    finishAll();
    const answers = await Promise.all([...busy, ...same]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(started.filter((name) => name === 'j')).toEqual(['j']);
  });

  it('give the slot back when a waiting client goes away, and compute nothing for it', async () => {
    holdNextComputations();
    const busy = [get('k'), get('l')];
    await settle();
    const { port } = slow.server.address() as { port: number };
    const gone = http.get(`http://127.0.0.1:${port}/slow/gone`);
    gone.on('error', () => undefined);
    await settle();
    gone.destroy();
    await settle();
    const after = get('m');
    await settle();
    finishAll();
    await Promise.all(busy);
    expect((await after).statusCode).toBe(200);
    expect(started).not.toContain('gone');
    expect(running).toBe(0);
    // Every slot is free again: two computations start at once.
    holdNextComputations();
    const next = [get('n'), get('o')];
    await settle();
    expect(running).toBe(2);
    finishAll();
    await Promise.all(next);
  });
});
