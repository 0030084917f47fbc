import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { notFound, unauthorized } from '../../lib/errors.js';
import { type PortalMetrics, UNMATCHED_ROUTE } from './metrics.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const BEARER = /^Bearer +(\S+)$/i;

/**
 * A caller on this machine talking to the portal directly. A request a reverse proxy forwarded
 * also arrives from loopback, but carries the proxy's Forwarded / X-Forwarded-For header: it is
 * treated as coming from outside, so a proxy on the same machine does not open /metrics to all.
 */
function isDirectLoopback(request: FastifyRequest): boolean {
  const headers = request.headers;
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && !headers.forwarded && !headers['x-forwarded-for'];
}

/** Compares digests, so neither the time taken nor the lengths tell a guesser anything. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const sent = BEARER.exec(header ?? '')?.[1];
  if (!sent) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * Counts every answered request by route pattern (never the raw path: labels stay few), and
 * serves /metrics in the Prometheus text format to loopback callers and to a scraper that sends
 * METRICS_TOKEN; to anyone else it does not exist (404) unless a token is configured (401).
 */
export function registerMetricsRoutes(app: FastifyInstance, ctx: AppContext, metrics: PortalMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.routeOptions.url ?? UNMATCHED_ROUTE, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true }, config: { ownBearerToken: true } }, async (request, reply) => {
    const token = ctx.config.metricsToken;
    if (!isDirectLoopback(request) && !(token && tokenMatches(request.headers.authorization, token))) {
      if (!token) throw notFound('Page');
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw unauthorized('Send the metrics token as a Bearer token');
    }
    return reply
      .header('Content-Type', metrics.registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
