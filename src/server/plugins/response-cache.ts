import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { isLocale } from '../../common/locales.js';
import { requestLocale } from '../lib/request-locale.js';
import { type CompressedResponse, type ContentCoding, chooseCoding, compressResponse, etagOf, identityBody } from '../modules/response-cache/compressed-response.js';
import { ComputationSlots, type ReleaseSlot } from '../modules/response-cache/computation-slots.js';
import type { CacheTicket, ResponseCache } from '../modules/response-cache/response-cache.js';

/**
 * Public responses computed at once; more wait their turn in order (decision 18). Enough to keep
 * the CPU and a remote database busy, few enough that a rush is served first come, first served.
 */
export const COMPUTATION_SLOTS = 8;

/** Public API reads may be cached briefly by browsers, the service worker and a CDN. */
export const PUBLIC_API_MAX_AGE_SECONDS = 60;

/**
 * What a public route's response depends on beside its path and query:
 * - 'locale': the locale of `?locale=` or the `lang` header (the public API);
 * - 'path': nothing else (pages, whose locale is in the path; the sitemap, feeds, robots.txt);
 * - a function: the part of the key the route computes from the request itself (the root page's
 *   choice of language from the cookie and Accept-Language), or null for a request never cached
 *   (a page whose content is its reader's own);
 * false: never cached (a download counts every request).
 */
export type ResponseCacheRule = 'locale' | 'path' | ((request: FastifyRequest) => string | null) | false;

declare module 'fastify' {
  interface FastifyContextConfig {
    responseCache?: ResponseCacheRule;
    /**
     * A write of this route never changes what the public site shows (a presence heartbeat, the
     * agency's queue, groups, invitations, a password): it leaves the cached responses as they are.
     */
    leavesPublicOutput?: boolean;
  }
  interface FastifyRequest {
    responseCacheState: { key: string; ticket: CacheTicket; share(response: CompressedResponse | null): void } | 'hit' | null;
  }
}

const PRIVATE_API = ['/api/admin', '/api/auth', '/api/health', '/api/docs', '/api/openapi.json'];
const isPrivateApi = (url: string) => PRIVATE_API.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
/** Every write that can change public output is an admin request (content, media, menus, users' names). */
const isAdminWrite = (request: FastifyRequest) => isWrite(request.method) && (request.url === '/api/admin' || request.url.startsWith('/api/admin/'));

/** The route option of a write that never changes public output (FastifyContextConfig.leavesPublicOutput). */
export const LEAVES_PUBLIC_OUTPUT = { leavesPublicOutput: true } as const;

/**
 * Whether an admin write may have changed public output, so the cache must start a new generation:
 * not when its route says it never does, nor when it was refused (4xx: the services check before
 * they write and roll back what they began, so a refusal commits nothing). A failure of the server
 * (5xx) or a client gone mid-write may have changed anything.
 */
function mayHaveChangedPublicOutput(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!isAdminWrite(request) || request.routeOptions.config.leavesPublicOutput) return false;
  return !(reply.statusCode >= 400 && reply.statusCode < 500);
}

/** Headers a stored response must not carry into another request's answer. */
const UNSTORED_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'set-cookie', 'transfer-encoding', 'connection']);

/** If-None-Match holds `*` or a list of tags; a match uses the weak comparison (RFC 9110 §13.1.2). */
function matchesAny(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

function splitUrl(url: string): [string, string] {
  const q = url.indexOf('?');
  return q < 0 ? [url, ''] : [url.slice(0, q), url.slice(q + 1)];
}

/** The query in a canonical order; `?locale=` is left out where it is the locale part of the key. */
function normalisedQuery(query: URLSearchParams, withoutLocale: boolean): string {
  if (query.size === 0) return '';
  const params = [...query].filter(([name]) => !(withoutLocale && name === 'locale'));
  params.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return new URLSearchParams(params).toString();
}

/**
 * The key of a public read, or null when the request must not use the cache: a signed-in caller
 * or a preview sees what others may not, and is always computed.
 */
function cacheKey(request: FastifyRequest, rule: Exclude<ResponseCacheRule, false>): string | null {
  if (request.headers.authorization) return null;
  const [pathname, search] = splitUrl(request.url);
  const query = new URLSearchParams(search);
  if (query.has('preview')) return null;
  if (rule === 'path') return `${pathname}?${normalisedQuery(query, false)}`;
  if (rule === 'locale') {
    // An invalid ?locale= is refused by the route: it stays in the key, so it is never answered from another's entry.
    const queryLocale = query.get('locale');
    const validLocale = query.getAll('locale').length === 1 && isLocale(queryLocale ?? undefined);
    return `${pathname}?${normalisedQuery(query, validLocale)}#${requestLocale(request, validLocale ? (queryLocale as never) : undefined)}`;
  }
  const part = rule(request);
  return part === null ? null : `${pathname}?${normalisedQuery(query, false)}#${part}`;
}

function withVary(existing: unknown, rule: Exclude<ResponseCacheRule, false>): string {
  const own = rule === 'locale' ? ['lang'] : [];
  const parts = [...own, ...String(existing ?? '').split(',').map((part) => part.trim()).filter(Boolean), 'Accept-Encoding'];
  return [...new Set(parts)].join(', ');
}

/** Sends a made response in the coding the client accepts, or 304 when it holds that version. */
async function prepareReply(request: FastifyRequest, reply: FastifyReply, response: CompressedResponse, coding: ContentCoding): Promise<Buffer | null> {
  const sent: ContentCoding = response.bodies[coding] ? coding : 'identity';
  const etag = etagOf(response, sent);
  reply.headers(response.headers).header('ETag', etag);
  if (sent !== 'identity') reply.header('Content-Encoding', sent);
  else reply.removeHeader('Content-Encoding');
  if (isNotModified(request, etag, response.headers['last-modified'])) {
    reply.code(304).removeHeader('Content-Encoding');
    return null;
  }
  return response.bodies[sent] ?? identityBody(response);
}

/**
 * Whether the client holds this version: its If-None-Match names the ETag, or, when it sends no
 * ETag to compare, its If-Modified-Since is not older than the response's Last-Modified
 * (RFC 9110 §13.2.2: If-None-Match decides whenever it is present).
 */
function isNotModified(request: FastifyRequest, etag: string, lastModified: string | undefined): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) return matchesAny(ifNoneMatch, etag);
  const ifModifiedSince = request.headers['if-modified-since'];
  if (!ifModifiedSince || !lastModified) return false;
  const [since, modified] = [Date.parse(ifModifiedSince), Date.parse(lastModified)];
  return !Number.isNaN(since) && !Number.isNaN(modified) && modified <= since;
}

/**
 * Every public GET goes through the response cache (modules/response-cache): a stored response is
 * sent as it is; a computed one is compressed once, given a strong ETag and stored. Admin and auth
 * responses are never stored anywhere, and every admin write starts a new cache generation before
 * it answers.
 */
export function registerResponseCache(app: FastifyInstance, cache: ResponseCache, { computationSlots = COMPUTATION_SLOTS } = {}): void {
  app.decorateRequest('responseCacheState', null);
  const slots = new ComputationSlots(computationSlots);

  /**
   * Makes the request the one computing the key's response, once it holds a computation slot.
   * Others asking for the key meanwhile wait for its response rather than for slots of their own.
   * False when the request ended while it waited (its client went away); the slot is given back.
   */
  async function leadWhenFree(request: FastifyRequest, key: string, ticket: CacheTicket): Promise<boolean> {
    const lead = cache.lead(key, ticket);
    let release: ReleaseSlot | null = null;
    let ended = false;
    request.responseCacheState = {
      key,
      ticket,
      share(response) {
        lead(response);
        ended = true;
        release?.();
      },
    };
    release = await slots.take();
    if (ended) release();
    return !ended;
  }

  // Public API reads are cached unless a route says otherwise.
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (!(methods.includes('GET') || methods.includes('HEAD')) || !route.url.startsWith('/api/') || isPrivateApi(route.url)) return;
    route.config = { responseCache: 'locale', ...(route.config as object) };
  });

  app.addHook('onRequest', async (request, reply) => {
    const rule = request.routeOptions.config.responseCache;
    if (!rule || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const key = cacheKey(request, rule);
    if (key === null) return;
    let found = cache.get(key);
    if (!found) {
      const ticket = cache.begin();
      // NOTE: no await between asking and leading, or two requests could both lead.
      const pending = cache.pending(key, ticket);
      found = pending && ((await pending) ?? undefined);
      if (!found) {
        // A client that went away while waiting for a slot: nothing to compute for it.
        if (!(await leadWhenFree(request, key, ticket))) reply.hijack();
        return;
      }
      cache.countCoalesced();
    }
    request.responseCacheState = 'hit';
    const body = await prepareReply(request, reply, found, chooseCoding(request.headers['accept-encoding']));
    return reply.send(body ?? undefined);
  });

  /** The response this request made for others waiting on the same key (null: they make their own). */
  const share = (request: FastifyRequest, response: CompressedResponse | null) => {
    const state = request.responseCacheState;
    if (state !== null && state !== 'hit') state.share(response);
  };

  app.addHook('onSend', async (request, reply, payload) => {
    if (isPrivateApi(request.url)) {
      if (mayHaveChangedPublicOutput(request, reply)) cache.announceChange();
      reply.header('Cache-Control', 'no-store');
      return payload;
    }
    const state = request.responseCacheState;
    if (state === null || state === 'hit') return payload;
    const rule = request.routeOptions.config.responseCache;
    if (!rule || reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload)) || reply.hasHeader('Set-Cookie')) {
      share(request, null);
      return payload;
    }
    if (rule === 'locale' && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', `public, max-age=${PUBLIC_API_MAX_AGE_SECONDS}`);
    reply.header('Vary', withVary(reply.getHeader('Vary'), rule));
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !UNSTORED_HEADERS.has(name)) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const coding = chooseCoding(request.headers['accept-encoding']);
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const response = await compressResponse(body, headers, cache.isEnabled ? ['br', 'gzip'] : [coding]);
    // Stored before it is sent, so the next request finds it (the first of a generation waits for its expiry).
    if (cache.isEnabled) await cache.store(state.key, state.ticket, response);
    share(request, response);
    return (await prepareReply(request, reply, response, coding)) ?? '';
  });

  // A write that failed half-way, or whose client went away, may still have changed something;
  // a read that ended without a response lets the requests waiting for it make their own.
  app.addHook('onResponse', async (request, reply) => {
    if (mayHaveChangedPublicOutput(request, reply)) cache.announceChange();
    share(request, null);
  });
  app.addHook('onRequestAbort', async (request) => share(request, null));
}
