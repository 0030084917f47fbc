import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const VIDEO_HOSTS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** The portal's security headers: helmet's defaults, with a content security policy for its pages. */
const SECURITY_POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Rich text may show images from other sites over http or https (SPEC §5); images cannot run code.
      imgSrc: ["'self'", 'data:', 'https:', 'http:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      frameSrc: VIDEO_HOSTS,
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for `options`, worked out once: @fastify/helmet builds helmet's
 * middleware, and parses the policy, again for every request. They depend on nothing of the
 * request as long as no directive is a function (a nonce), which is refused here.
 */
export function securityHeadersOf(options: HelmetOptions): [string, string][] {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (directives.flat().some((value) => typeof value === 'function')) {
    throw new Error('A directive computed for each request (a nonce) cannot be part of headers worked out once');
  }
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * Every response starts with the security headers, set on the raw response as helmet sets them,
 * so a route may still replace one (the API docs' own policy) or drop those only a document obeys.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeadersOf(SECURITY_POLICY);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
