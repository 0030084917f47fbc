import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Public API reads may be cached briefly by browsers, the service worker and a CDN. */
export const PUBLIC_API_MAX_AGE_SECONDS = 60;

const isPublicApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/admin') && !url.startsWith('/api/auth') && !url.startsWith('/api/health');

/**
 * Public GET responses carry an ETag and Cache-Control and answer 304 to a matching
 * If-None-Match; admin and auth responses are never stored.
 */
export function registerHttpCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/admin') || request.url.startsWith('/api/auth')) {
      reply.header('Cache-Control', 'no-store');
      return payload;
    }
    if (request.method !== 'GET' || reply.statusCode !== 200 || !isPublicApi(request.url) || typeof payload !== 'string') return payload;
    if (reply.getHeader('Cache-Control')) return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('ETag', etag).header('Cache-Control', `public, max-age=${PUBLIC_API_MAX_AGE_SECONDS}`).header('Vary', 'lang, Accept-Encoding');
    if (request.headers['if-none-match'] === etag) {
      reply.status(304);
      return '';
    }
    return payload;
  });
}
