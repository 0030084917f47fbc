import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeSchema, pageQuerySchema } from '../../../common/schemas/common.js';
import { FIXED_PAGE_KEYS, pageInputSchema } from '../../../common/schemas/content.js';
import { pageSchema, pageSummarySchema } from '../../../common/schemas/public.js';
import type { AppContext } from '../../app-context.js';
import { requestLocale } from '../../lib/request-locale.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { registerPublicItemRead } from '../public-reads/public-read.js';
import { pageType } from './page.content-type.js';
import * as service from './page.service.js';
import { PUBLIC_READS } from '../../../common/public-api.js';

const listQuery = z.strictObject({ ...pageQuerySchema, locale: localeSchema.optional(), key: z.enum(FIXED_PAGE_KEYS).optional() });

export function registerPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pages'];
  r.get(
    '/api/pages',
    { schema: { tags, querystring: listQuery, response: { 200: z.object({ items: z.array(pageSummarySchema), total: z.number(), page: z.number(), limit: z.number() }) } } },
    (req) => service.listPublishedPages(ctx.db, { locale: requestLocale(req, req.query.locale), key: req.query.key, page: req.query.page, limit: req.query.limit }),
  );
  registerPublicItemRead(app, PUBLIC_READS.page, tags, pageSchema, (id, locale, preview) => service.getPage(ctx.db, id, locale, preview));
  registerAdminContentRoutes(app, ctx, { path: 'pages', type: pageType, inputSchema: pageInputSchema });
}
