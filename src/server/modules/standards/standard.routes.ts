import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FIELD_OF_EDUCATION_CODES } from '../../../common/fields-of-education.js';
import { NQF_LEVEL_CODES } from '../../../common/register.js';
import { localeSchema } from '../../../common/schemas/common.js';
import { PUBLIC_READS } from '../../../common/public-api.js';
import { STANDARD_STATUSES, standardInputSchema, standardListSchema, standardQuerySchema, standardSchema, unresolvedStandardListSchema } from '../../../common/schemas/standards.js';
import type { AppContext } from '../../app-context.js';
import { requirePermission } from '../../plugins/auth.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { definePublicRead, registerPublicItemRead, registerPublicRead } from '../public-reads/public-read.js';
import { standardType } from './standard.content-type.js';
import * as service from './standard.service.js';

export function registerStandardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['standards'];
  registerPublicRead(
    app,
    definePublicRead(PUBLIC_READS.standards, {
      schema: { tags, querystring: standardQuerySchema.safeExtend({ locale: localeSchema.optional() }), response: { 200: standardListSchema } },
      load: ({ query: { locale: _, ...query }, locale }) => service.listStandards(ctx.db, query, locale),
    }),
  );
  registerPublicItemRead(app, PUBLIC_READS.standard, tags, standardSchema, (id, locale, preview) => service.getStandard(ctx.db, id, locale, preview));
  registerAdminContentRoutes(app, ctx, {
    path: 'standards',
    type: standardType,
    inputSchema: standardInputSchema,
    listFilters: {
      level: { column: 'level_code', schema: z.enum(NQF_LEVEL_CODES) },
      field: { column: 'field', schema: z.enum(FIELD_OF_EDUCATION_CODES) },
      standardStatus: { column: 'standard_status', schema: z.enum(STANDARD_STATUSES) },
    },
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/qualifications/unresolved-standards',
    {
      preHandler: requirePermission('qualifications', 'read'),
      schema: { tags: ['admin: qualifications'], summary: 'Qualifications that name their standard in free text only, for editors to link', response: { 200: unresolvedStandardListSchema } },
    },
    () => service.listUnresolvedStandards(ctx.db),
  );
}
