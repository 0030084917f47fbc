import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Public API reads may be cached briefly by browsers, the service worker and a CDN. */
export const PUBLIC_API_MAX_AGE_SECONDS = 60;

const isPrivateApi = (url: string) => url.startsWith('/api/admin') || url.startsWith('/api/auth');
const isPublicApi = (url: string) => url.startsWith('/api/') && !isPrivateApi(url) && !url.startsWith('/api/health');

/** If-None-Match holds `*` or a list of tags; a match uses the weak comparison (RFC 9110 §13.1.2). */
function matchesAny(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Public GET responses carry an ETag and Cache-Control and answer 304 to a matching
 * If-None-Match; admin and auth responses are never stored.
 */
export function registerHttpCache(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPrivateApi(request.url)) {
      reply.header('Cache-Control', 'no-store');
      return payload;
    }
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || reply.statusCode !== 200 || !isPublicApi(request.url) || typeof payload !== 'string') return payload;
    if (reply.getHeader('Cache-Control')) return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('ETag', etag).header('Cache-Control', `public, max-age=${PUBLIC_API_MAX_AGE_SECONDS}`).header('Vary', 'lang, Accept-Encoding');
    if (matchesAny(request.headers['if-none-match'], etag)) {
      reply.status(304);
      reply.removeHeader('Content-Length');
      return '';
    }
    return payload;
  });
}
