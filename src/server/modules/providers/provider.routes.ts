import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PUBLIC_READS } from '../../../common/public-api.js';
import { LEGAL_FORMS } from '../../../common/providers.js';
import { localeSchema } from '../../../common/schemas/common.js';
import { providerInputSchema, providerListSchema, providerQuerySchema, providerSchema } from '../../../common/schemas/providers.js';
import type { AppContext } from '../../app-context.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { registerImportRoutes } from '../csv-import/csv-import.js';
import { checkProviderImport, importProviders } from './provider-import.service.js';
import { definePublicRead, registerPublicItemRead, registerPublicRead } from '../public-reads/public-read.js';
import { providerType } from './provider.content-type.js';
import * as service from './provider.service.js';

export function registerProviderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['providers'];
  registerPublicRead(
    app,
    definePublicRead(PUBLIC_READS.providers, {
      schema: { tags, querystring: providerQuerySchema.safeExtend({ locale: localeSchema.optional() }), response: { 200: providerListSchema } },
      load: ({ query: { locale: _, ...query }, locale }) => service.listProviders(ctx.db, query, locale),
    }),
  );
  registerPublicItemRead(app, PUBLIC_READS.provider, tags, providerSchema, (id, locale, preview) => service.getProvider(ctx.db, id, locale, preview));
  registerAdminContentRoutes(app, ctx, {
    path: 'providers',
    type: providerType,
    inputSchema: providerInputSchema,
    listFilters: {
      legalForm: { column: 'legal_form', schema: z.enum(LEGAL_FORMS) },
      municipality: { column: 'municipality', schema: z.string().trim().min(1).max(120) },
    },
  });
  registerImportRoutes(app, {
    path: 'providers',
    tag: 'admin: providers',
    rowsAre: 'providers with their approvals',
    check: async (csv) => (await checkProviderImport(ctx.db, csv)).report,
    run: (actor, csv, audit) => importProviders(ctx.db, actor, csv, audit),
  });
}
