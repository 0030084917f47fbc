import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY, registerSecurityHeaders, securityHeadersOf } from './security-headers.js';

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
      // The public site allows its own stylesheets only: no inline style.
      expect(response.headers['content-security-policy'], url).toContain("style-src 'self';");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(response.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
  });

  it("gives the dashboard the site's policy but for inline style, which its UI kit needs (decision 0023)", async () => {
    const directives = (policy: string) => new Map(policy.split(';').map((directive) => [directive.split(' ')[0], directive] as const));
    const site = directives(String((await app.inject({ method: 'GET', url: '/page' })).headers['content-security-policy']));
    const dashboard = directives(DASHBOARD_CONTENT_SECURITY_POLICY);
    expect(dashboard.get('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(site.get('style-src')).toBe("style-src 'self'");
    expect([...dashboard.keys()].sort()).toEqual([...site.keys()].sort());
    for (const [name, directive] of site) if (name !== 'style-src') expect(dashboard.get(name), name).toBe(directive);
    expect(dashboard.get('script-src')).toBe("script-src 'self'");
  });

  it('lets a route replace a header or drop one', async () => {
    expect((await app.inject({ method: 'GET', url: '/own-policy' })).headers['content-security-policy']).toBe("default-src 'none'");
    const script = await app.inject({ method: 'GET', url: '/script' });
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('PERMISSIONS_POLICY', () => {
  const directives = new Map(PERMISSIONS_POLICY.split(', ').map((directive) => directive.split('=') as [string, string]));

  it('turns off the powerful features the portal does not use, and ad profiling', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'browsing-topics', 'interest-cohort']) {
      expect(directives.get(feature), feature).toBe('()');
    }
  });

  it('keeps full screen for the slide viewer and the video players rich text may embed', () => {
    expect(directives.get('fullscreen')).toBe('(self "https://www.youtube.com" "https://www.youtube-nocookie.com" "https://player.vimeo.com")');
  });

  it('is a valid structured field: each feature once, each allowlist a list of origins or self', () => {
    expect(directives.size).toBe(PERMISSIONS_POLICY.split(', ').length);
    for (const [feature, allowlist] of directives) {
      expect(feature).toMatch(/^[a-z][a-z-]*$/);
      expect(allowlist, feature).toMatch(/^\((?:(?:self|"https:\/\/[a-z0-9.-]+")(?: (?:self|"https:\/\/[a-z0-9.-]+"))*)?\)$/);
    }
  });
});
