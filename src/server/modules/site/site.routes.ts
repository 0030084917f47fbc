import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FEED_FORMATS, type Topic, feedPath } from '../../../common/feeds.js';
import { LOCALES } from '../../../common/locales.js';
import { idParamsSchema, idSchema, localeSchema } from '../../../common/schemas/common.js';
import type { AppContext } from '../../app-context.js';
import { requestLocale } from '../../lib/request-locale.js';
import { FEED_MEDIA_TYPE } from './feeds.js';
import { buildCalendar, buildEventCalendar, buildNewsFeed, buildRobots, buildSitemap } from './site.service.js';

/** Files of the site root the server writes itself (the web build must not ship its own). */
export const SITE_FILES = ['/robots.txt', '/sitemap.xml', ...LOCALES.flatMap((locale) => FEED_FORMATS.map((format) => feedPath(locale, format)))];

/** A feed of the whole site, or of one category or one tag. */
const feedQuerySchema = z
  .strictObject({ category: idSchema.optional(), tag: idSchema.optional() })
  .refine((query) => !(query.category && query.tag), { message: 'A feed follows one category or one tag, not both', path: ['tag'] });

function topicOf(query: { category?: number | undefined; tag?: number | undefined }): Topic | null {
  if (query.category) return { kind: 'category', id: query.category };
  if (query.tag) return { kind: 'tag', id: query.tag };
  return null;
}

/** Crawlers and feed readers may keep these a few minutes; new articles still show up soon. */
const FEED_CACHE = 'public, max-age=300';

/** robots.txt, the sitemap, the news feeds of each locale (RSS and Atom, of the site or one topic) and the events calendars. */
export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { publicUrl } = ctx.config;
  const hidden = { schema: { hide: true }, config: { responseCache: 'path' as const } };

  app.get('/robots.txt', hidden, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(buildRobots(publicUrl)),
  );

  app.get('/sitemap.xml', hidden, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', FEED_CACHE).send(await buildSitemap(ctx.db, publicUrl)),
  );

  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const locale of LOCALES) {
    for (const format of FEED_FORMATS) {
      r.get(feedPath(locale, format), { ...hidden, schema: { hide: true, querystring: feedQuerySchema } }, async (request, reply) => {
        const feed = await buildNewsFeed(ctx.db, ctx.responseCache, publicUrl, locale, { format, topic: topicOf(request.query) });
        return reply.type(`${FEED_MEDIA_TYPE[format]}; charset=utf-8`).header('Cache-Control', FEED_CACHE).send(feed);
      });
    }
  }

  // Under /api so calendar apps get the API's ETag and caching; its events are public.
  r.get(
    '/api/calendar.ics',
    {
      schema: {
        tags: ['home'],
        summary: 'Events calendar (iCalendar, RFC 5545)',
        description: 'Published articles with an event that ended at most 30 days ago, of one category with ?category=, in the locale of ?locale= or the lang header.',
        querystring: z.strictObject({ locale: localeSchema.optional(), category: idSchema.optional() }),
        produces: ['text/calendar'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="noks.ics"')
        .send(await buildCalendar(ctx.db, publicUrl, requestLocale(request, request.query.locale), request.query.category ?? null)),
  );
  r.get(
    '/api/articles/:id/event.ics',
    {
      schema: {
        tags: ['articles'],
        summary: "An article's event, to add to a calendar (iCalendar, RFC 5545)",
        params: idParamsSchema,
        querystring: z.strictObject({ locale: localeSchema.optional() }),
        produces: ['text/calendar'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="event-${request.params.id}.ics"`)
        .send(await buildEventCalendar(ctx.db, publicUrl, requestLocale(request, request.query.locale), request.params.id)),
  );
}
