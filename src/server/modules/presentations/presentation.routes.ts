import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeSchema, pageQuerySchema } from '../../../common/schemas/common.js';
import { presentationInputSchema } from '../../../common/schemas/content.js';
import { presentationSchema, presentationSummarySchema } from '../../../common/schemas/public.js';
import type { AppContext } from '../../app-context.js';
import { requestLocale } from '../../lib/request-locale.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { registerPublicItemRead } from '../public-reads/public-read.js';
import { presentationType } from './presentation.content-type.js';
import * as service from './presentation.service.js';
import { PUBLIC_READS } from '../../../common/public-api.js';

const listQuery = z.strictObject({ ...pageQuerySchema, locale: localeSchema.optional() });

export function registerPresentationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['presentations'];
  r.get(
    '/api/presentations',
    {
      schema: {
        tags,
        querystring: listQuery,
        response: { 200: z.object({ items: z.array(presentationSummarySchema), total: z.number(), page: z.number(), limit: z.number() }) },
      },
    },
    (req) => service.listPublishedPresentations(ctx.db, { locale: requestLocale(req, req.query.locale), page: req.query.page, limit: req.query.limit }),
  );
  registerPublicItemRead(app, PUBLIC_READS.presentation, tags, presentationSchema, (id, locale, preview) => service.getPresentation(ctx.db, id, locale, preview));
  registerAdminContentRoutes(app, ctx, { path: 'presentations', type: presentationType, inputSchema: presentationInputSchema });
}
