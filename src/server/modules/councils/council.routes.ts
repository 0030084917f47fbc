import type { FastifyInstance } from 'fastify';
import { localeSchema } from '../../../common/schemas/common.js';
import { PUBLIC_READS } from '../../../common/public-api.js';
import { councilInputSchema, councilListSchema, councilQuerySchema, councilSchema } from '../../../common/schemas/councils.js';
import type { AppContext } from '../../app-context.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { definePublicRead, registerPublicItemRead, registerPublicRead } from '../public-reads/public-read.js';
import { councilType } from './council.content-type.js';
import * as service from './council.service.js';

export function registerCouncilRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['councils'];
  registerPublicRead(
    app,
    definePublicRead(PUBLIC_READS.councils, {
      schema: { tags, querystring: councilQuerySchema.safeExtend({ locale: localeSchema.optional() }), response: { 200: councilListSchema } },
      load: ({ query: { locale: _, ...query }, locale }) => service.listCouncils(ctx.db, query, locale),
    }),
  );
  registerPublicItemRead(app, PUBLIC_READS.council, tags, councilSchema, (id, locale, preview) => service.getCouncil(ctx.db, id, locale, preview));
  registerAdminContentRoutes(app, ctx, { path: 'councils', type: councilType, inputSchema: councilInputSchema });
}
