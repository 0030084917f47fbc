import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { type TestApp, startTestApp } from './support/test-app.js';

/** Short limits, so the test sees slow clients cut off in seconds; the portal's own are 15 s and 120 s. */
const TIMEOUTS = { headersMs: 1_000, requestMs: 2_000, checkEveryMs: 100 };

let t: TestApp;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  t = await startTestApp();
  app = await buildApp(t.ctx, { webDir: path.join(t.dataDir, 'no-web'), httpTimeouts: TIMEOUTS });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await t.close();
});

/**
 * Opens a connection that sends `head` at once and then `trickle` a byte every 250 ms; resolves
 * with how long the server kept the connection and what it answered.
 */
function trickle(head: string, rest: string): Promise<{ heldMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < rest.length && !socket.destroyed) socket.write(rest[sent++]!);
    }, 250);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ heldMs: Date.now() - started, answer });
    });
  });
}

describe('slow clients', () => {
  it('are cut off when their headers or their body trickle in, while other requests are answered at once', async () => {
    const slowHeaders = trickle('GET /api/articles HTTP/1.1\r\nHost: portal\r\n', 'X-Padding: ' + 'a'.repeat(200));
    const slowBody = trickle(
      'POST /api/auth/login HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
      '{"email":"' + 'a'.repeat(190),
    );

    // Meanwhile every other client is served as usual.
    const latencies: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = Date.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/articles?limit=5`);
      expect(response.status).toBe(200);
      latencies.push(Date.now() - started);
    }
    expect(Math.max(...latencies)).toBeLessThan(500);

    const [headers, body] = await Promise.all([slowHeaders, slowBody]);
    // Each was held about its limit (plus one check), not for the 50 s its bytes would take.
    expect(headers.heldMs).toBeLessThan(TIMEOUTS.headersMs + 1_500);
    expect(body.heldMs).toBeLessThan(TIMEOUTS.requestMs + 1_500);
    expect(body.heldMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 100);
    expect(headers.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(body.answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
