import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { localeSchema, pageQuerySchema } from '../../../common/schemas/common.js';
import { tagInputSchema } from '../../../common/schemas/content.js';
import type { AppContext } from '../../app-context.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { definePublicRead, registerPublicItemRead, registerPublicRead } from '../public-reads/public-read.js';
import { tagType } from './tag.content-type.js';
import * as service from './tag.service.js';
import { PUBLIC_READS } from '../../../common/public-api.js';
import { tagListSchema, tagSchema } from '../../../common/schemas/public.js';

const listQuery = z.strictObject({ ...pageQuerySchema, locale: localeSchema.optional() });

export function registerTagRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['tags'];
  registerPublicRead(
    app,
    definePublicRead(PUBLIC_READS.tags, {
      schema: { tags, querystring: listQuery, response: { 200: tagListSchema } },
      load: ({ query: { page, limit }, locale }) => service.listPublishedTags(ctx.db, { locale, page, limit }),
    }),
  );
  registerPublicItemRead(app, PUBLIC_READS.tag, tags, tagSchema, (id, locale, preview) => service.getTag(ctx.db, id, locale, preview));
  registerAdminContentRoutes(app, ctx, { path: 'tags', type: tagType, inputSchema: tagInputSchema });
}
