import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeadersOf } from './security-headers.js';

const POLICY = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameSrc: ['https://player.vimeo.com'] } } };

/** The headers helmet's own middleware sets on a real response of a node:http server. */
async function headersHelmetSends(options: Parameters<typeof helmet>[0]): Promise<http.IncomingHttpHeaders> {
  const server = http.createServer((request, response) => helmet(options)(request, response, () => response.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => http.get({ port, host: '127.0.0.1' }, (response) => resolve(response.resume().headers)).on('error', reject));
  } finally {
    server.close();
  }
}

describe('securityHeadersOf', () => {
  it('gives the very headers helmet sets for the same options', async () => {
    const sent = await headersHelmetSends(POLICY);
    const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
    const expected = Object.entries(sent).filter(([name]) => !own.has(name));
    expect(securityHeadersOf(POLICY)).toEqual(expect.arrayContaining(expected));
    expect(securityHeadersOf(POLICY)).toHaveLength(expected.length);
    expect(Object.fromEntries(securityHeadersOf(POLICY))['content-security-policy']).toContain('frame-src https://player.vimeo.com');
  });

  it('refuses a directive computed for each request, which a list made once would freeze', () => {
    const nonce = () => "'nonce-abc'";
    expect(() => securityHeadersOf({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", nonce] } } })).toThrow(/nonce/);
  });
});

describe('registerSecurityHeaders', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerSecurityHeaders(app);
    app.get('/page', () => 'page');
    app.get('/own-policy', (_request, reply) => reply.header('Content-Security-Policy', "default-src 'none'").send('own'));
    app.get('/script', (_request, reply) => {
      reply.raw.removeHeader('Content-Security-Policy');
      return reply.type('text/javascript').send('1');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('puts the portal policy and the other headers on every response, errors included', async () => {
    for (const url of ['/page', '/nothing-here']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("img-src 'self' data: https: http:");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
    }
  });

  it('lets a route replace a header or drop one', async () => {
    expect((await app.inject({ method: 'GET', url: '/own-policy' })).headers['content-security-policy']).toBe("default-src 'none'");
    const script = await app.inject({ method: 'GET', url: '/script' });
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
  });
});
