import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeSchema } from '../../../common/schemas/common.js';
import { calendarSchema, homeSchema } from '../../../common/schemas/public.js';
import type { AppContext } from '../../app-context.js';
import { currentMonth } from '../../lib/local-time.js';
import { requestLocale } from '../../lib/request-locale.js';
import { loadCalendar, loadHome } from './home.service.js';
import { definePublicRead, registerPublicRead } from '../public-reads/public-read.js';
import { PUBLIC_READS } from '../../../common/public-api.js';

const monthSchema = z.string().regex(/^(19|20|21)\d\d-(0[1-9]|1[0-2])$/, 'Use YYYY-MM');

export function registerHomeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerPublicRead(
    app,
    definePublicRead(PUBLIC_READS.home, {
      schema: { tags: ['home'], querystring: z.strictObject({ locale: localeSchema.optional(), month: monthSchema.optional() }), response: { 200: homeSchema } },
      load: ({ query, locale }) => loadHome(ctx.db, ctx.responseCache, locale, query.month ?? currentMonth()),
    }),
  );
  r.get(
    '/api/calendar',
    { schema: { tags: ['home'], querystring: z.strictObject({ month: monthSchema.optional(), locale: localeSchema.optional() }), response: { 200: calendarSchema } } },
    (req) => loadCalendar(ctx.db, ctx.responseCache, req.query.month ?? currentMonth(), requestLocale(req, req.query.locale)),
  );
}
