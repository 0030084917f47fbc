import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { type TestApp, startTestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('writes one line a request at info, with its method, address, status and time', async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>));
      done();
    },
  });
  const app = await buildApp(t.ctx, { logger: { level: 'info', stream }, screenRenderer: () => Promise.resolve({ html: '', routeErrors: {}, formattedTexts: {} }) });
  try {
    await app.inject('/api/tags?page=1');
    await app.inject('/api/articles/999999');
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ level: 30, method: 'GET', url: '/api/tags?page=1', statusCode: 200 });
    expect(requests[1]).toMatchObject({ url: '/api/articles/999999', statusCode: 404 });
    expect(typeof requests[0]!.ms).toBe('number');
    expect(lines.filter((line) => line.msg !== 'request')).toEqual([]);
  } finally {
    await app.close();
  }
});
