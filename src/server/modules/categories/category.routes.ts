import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { localeSchema, pageQuerySchema } from '../../../common/schemas/common.js';
import { AUDIENCES, categoryInputSchema } from '../../../common/schemas/content.js';
import type { AppContext } from '../../app-context.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { definePublicRead, registerPublicItemRead, registerPublicRead } from '../public-reads/public-read.js';
import { categoryType } from './category.content-type.js';
import * as service from './category.service.js';
import { PUBLIC_READS } from '../../../common/public-api.js';
import { categoryListSchema, categorySchema } from '../../../common/schemas/public.js';

const listQuery = z.strictObject({ ...pageQuerySchema, locale: localeSchema.optional(), audience: z.enum(AUDIENCES).optional() });

export function registerCategoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['categories'];
  registerPublicRead(
    app,
    definePublicRead(PUBLIC_READS.categories, {
      schema: { tags, querystring: listQuery, response: { 200: categoryListSchema } },
      load: ({ query: { page, limit, audience }, locale }) => service.listPublishedCategories(ctx.db, { locale, audience, page, limit }),
    }),
  );
  registerPublicItemRead(app, PUBLIC_READS.category, tags, categorySchema, (id, locale, preview) => service.getCategory(ctx.db, id, locale, preview));
  registerAdminContentRoutes(app, ctx, { path: 'categories', type: categoryType, inputSchema: categoryInputSchema });
}
