import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idSchema, localeSchema, pageQuerySchema } from '../../../common/schemas/common.js';
import { AUDIENCES, articleInputSchema } from '../../../common/schemas/content.js';
import type { AppContext } from '../../app-context.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { definePublicRead, registerPublicItemRead, registerPublicRead } from '../public-reads/public-read.js';
import { articleType } from './article.content-type.js';
import * as service from './article.service.js';
import { PUBLIC_READS } from '../../../common/public-api.js';
import { articleDetailSchema, articleListSchema } from '../../../common/schemas/public.js';

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
  const tags = ['articles'];
  registerPublicRead(
    app,
    definePublicRead(PUBLIC_READS.articles, {
      schema: { tags, querystring: listQuery, response: { 200: articleListSchema } },
      load: ({ query: { locale: _, category, tag, ...rest }, locale }) => service.listPublishedArticles(ctx.db, ctx.responseCache, { ...rest, categoryId: category, tagId: tag, locale }),
    }),
  );
  registerPublicItemRead(app, PUBLIC_READS.article, tags, articleDetailSchema, (id, locale, preview) => service.getArticle(ctx.db, ctx.responseCache, id, locale, preview));
  registerAdminContentRoutes(app, ctx, {
    path: 'articles',
    type: articleType,
    inputSchema: articleInputSchema,
    listFilters: { categoryId: 'category_id' },
  });
}
