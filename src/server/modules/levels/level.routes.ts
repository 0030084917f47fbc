import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { localeSchema } from '../../../common/schemas/common.js';
import { levelInputSchema, levelListSchema, levelSchema } from '../../../common/schemas/levels.js';
import type { AppContext } from '../../app-context.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { definePublicRead, registerPublicItemRead, registerPublicRead } from '../public-reads/public-read.js';
import { levelType } from './level.content-type.js';
import * as service from './level.service.js';
import { PUBLIC_READS } from '../../../common/public-api.js';

export function registerLevelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['levels'];
  registerPublicRead(
    app,
    definePublicRead(PUBLIC_READS.levels, {
      schema: { tags, querystring: z.strictObject({ locale: localeSchema.optional() }), response: { 200: levelListSchema } },
      load: async ({ locale }) => ({ items: await service.listPublishedLevels(ctx.db, locale) }),
    }),
  );
  registerPublicItemRead(app, PUBLIC_READS.level, tags, levelSchema, (id, locale, preview) => service.getLevel(ctx.db, id, locale, preview));
  registerAdminContentRoutes(app, ctx, { path: 'levels', type: levelType, inputSchema: levelInputSchema });
}
