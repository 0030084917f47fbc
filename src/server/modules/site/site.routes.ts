import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES } from '../../../common/locales.js';
import { localeSchema } from '../../../common/schemas/common.js';
import type { AppContext } from '../../app-context.js';
import { requestLocale } from '../../lib/request-locale.js';
import { buildCalendar, buildNewsFeed, buildRobots, buildSitemap, feedPath } from './site.service.js';

/** Files of the site root the server writes itself (the web build must not ship its own). */
export const SITE_FILES = ['/robots.txt', '/sitemap.xml', ...LOCALES.map(feedPath)];

/** Crawlers and feed readers may keep these a few minutes; new articles still show up soon. */
const FEED_CACHE = 'public, max-age=300';

/** robots.txt, the sitemap, the news feed of each locale and the events calendar. */
export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { publicUrl } = ctx.config;
  const hidden = { schema: { hide: true }, config: { responseCache: 'path' as const } };

  app.get('/robots.txt', hidden, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(buildRobots(publicUrl)),
  );

  app.get('/sitemap.xml', hidden, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', FEED_CACHE).send(await buildSitemap(ctx.db, publicUrl)),
  );

  for (const locale of LOCALES) {
    app.get(feedPath(locale), hidden, async (_request, reply) =>
      reply.type('application/rss+xml; charset=utf-8').header('Cache-Control', FEED_CACHE).send(await buildNewsFeed(ctx.db, ctx.responseCache, publicUrl, locale)),
    );
  }

  // Under /api so calendar apps get the API's ETag and caching; its events are public.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/calendar.ics',
    {
      schema: {
        tags: ['home'],
        summary: 'Events calendar (iCalendar, RFC 5545)',
        description: 'Published articles with an event that ended at most 30 days ago, in the locale of ?locale= or the lang header.',
        querystring: z.strictObject({ locale: localeSchema.optional() }),
        produces: ['text/calendar'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="noks.ics"')
        .send(await buildCalendar(ctx.db, publicUrl, requestLocale(request, request.query.locale))),
  );
}
