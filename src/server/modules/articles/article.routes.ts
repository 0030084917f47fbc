import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema, localeSchema, pageQuerySchema } from '../../../common/schemas/common.js';
import { AUDIENCES, articleInputSchema } from '../../../common/schemas/content.js';
import { articleDetailSchema, articleSummarySchema } from '../../../common/schemas/public.js';
import type { AppContext } from '../../app-context.js';
import { requestLocale } from '../../lib/request-locale.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { isPreview, previewQuery } from '../content/preview.js';
import { articleType } from './article.content-type.js';
import * as service from './article.service.js';

const day = z.iso.date().transform((value) => `${value}T00:00:00.000Z`);
const nextDay = z.iso.date().transform((value) => new Date(Date.parse(`${value}T00:00:00.000Z`) + 86_400_000).toISOString());

const listQuery = z.strictObject({
  ...pageQuerySchema,
  locale: localeSchema.optional(),
  category: idSchema.optional(),
  tag: idSchema.optional(),
  audience: z.enum(AUDIENCES).optional(),
  from: day.optional().describe('First day of publication, YYYY-MM-DD'),
  to: nextDay.optional().describe('Last day of publication, YYYY-MM-DD'),
});

export function registerArticleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['articles'];
  r.get(
    '/api/articles',
    { schema: { tags, querystring: listQuery, response: { 200: z.object({ items: z.array(articleSummarySchema), total: z.number(), page: z.number(), limit: z.number() }) } } },
    (req) => {
      const { locale, category, tag, ...rest } = req.query;
      return service.listPublishedArticles(ctx.db, { ...rest, categoryId: category, tagId: tag, locale: requestLocale(req, locale) });
    },
  );
  r.get(
    '/api/articles/:id',
    { schema: { tags, params: idParamsSchema, querystring: z.strictObject({ locale: localeSchema.optional(), ...previewQuery }), response: { 200: articleDetailSchema } } },
    (req, reply) => service.getArticle(ctx.db, req.params.id, requestLocale(req, req.query.locale), isPreview(req, reply)),
  );
  registerAdminContentRoutes(app, ctx, {
    path: 'articles',
    type: articleType,
    inputSchema: articleInputSchema,
    listFilters: { categoryId: 'category_id' },
  });
}
