import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLocale } from '../../../common/locales.js';
import { matchPath } from '../../../common/routes.js';
import { idParamsSchema } from '../../../common/schemas/common.js';
import { bestBetInputSchema, bestBetSchema, searchInsightsQuerySchema, searchInsightsSchema, searchOpenedSchema } from '../../../common/schemas/search-insights.js';
import type { AppContext } from '../../app-context.js';
import { requestLocale } from '../../lib/request-locale.js';
import { actorOf, requirePermission, requireUser } from '../../plugins/auth.js';
import { search } from '../search/search.service.js';
import { SearchLog } from './search-log.js';
import { deleteBestBet, listBestBets, saveBestBet, searchInsights } from './search-insights.service.js';

/** How often a process writes the searches it counted. */
const WRITE_EVERY_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The searches counted and not yet written (null when SEARCH_LOG_DAYS is 0). */
    searchLog: SearchLog | null;
  }
}

/**
 * A search a reader made, as the log counts it: the first page of the search screen, asked as a
 * page (the server renders it) or by the screen from the API. Requests with a `limit` (the
 * header's suggestions, other clients) and further pages are not searches made anew.
 */
function searchOf(request: FastifyRequest): { q: string; locale: ReturnType<typeof requestLocale> } | null {
  const at = request.url.indexOf('?');
  if (at < 0) return null;
  const query = new URLSearchParams(request.url.slice(at + 1));
  const q = query.get('q');
  if (!q || query.has('limit') || (query.get('page') ?? '1') !== '1') return null;
  const pathname = request.url.slice(0, at);
  if (request.routeOptions.url === '/api/search') {
    const locale = query.get('locale');
    return { q, locale: requestLocale(request, locale && isLocale(locale) ? locale : undefined) };
  }
  if (pathname.startsWith('/api/')) return null;
  const match = matchPath(pathname);
  return match?.key === 'search' ? { q, locale: match.locale } : null;
}

/** The search log (what readers searched for, counted per query) and the dashboard's insights from it. */
export function registerSearchInsightsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const log = ctx.config.searchLogDays > 0 ? new SearchLog(ctx.db, async (q, locale) => (await search(ctx.db, { q, locale, page: 1, limit: 1 })).total) : null;
  app.decorate('searchLog', log);
  if (log) {
    // After the response: answered from the response cache or not, a search is counted.
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' || reply.statusCode !== 200) return;
      const made = searchOf(request);
      if (made) log.searched(made.q, made.locale);
    });
    const write = () => log.flush().catch((error: unknown) => app.log.error({ err: error }, 'Writing the search log failed'));
    const timer = setInterval(write, WRITE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await write();
    });
  }

  r.post('/api/search/opened', { schema: { tags: ['search'], summary: 'A reader opened a result of this query (counted, nothing else kept)', body: searchOpenedSchema } }, (request, reply) => {
    log?.opened(request.body.q, request.body.locale);
    return reply.code(204).send();
  });

  r.get(
    '/api/admin/search-insights',
    { preHandler: requireUser, schema: { tags: ['search insights'], querystring: searchInsightsQuerySchema, response: { 200: searchInsightsSchema } } },
    (request) => searchInsights(ctx.db, request.query),
  );

  const betTags = ['search best bets'];
  r.get('/api/admin/search-best-bets', { preHandler: requirePermission('search-best-bets', 'read'), schema: { tags: betTags, response: { 200: z.object({ items: z.array(bestBetSchema) }) } } }, async () => ({
    items: await listBestBets(ctx.db),
  }));
  r.put('/api/admin/search-best-bets', { preHandler: requirePermission('search-best-bets', 'edit'), schema: { tags: betTags, body: bestBetInputSchema, response: { 200: bestBetSchema } } }, (request) =>
    saveBestBet(ctx.db, actorOf(request).id, request.body),
  );
  r.delete('/api/admin/search-best-bets/:id', { preHandler: requirePermission('search-best-bets', 'delete'), schema: { tags: betTags, params: idParamsSchema } }, async (request, reply) => {
    await deleteBestBet(ctx.db, request.params.id);
    return reply.code(204).send();
  });
}
