import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PUBLIC_READS } from '../../../common/public-api.js';
import { localeSchema } from '../../../common/schemas/common.js';
import { openDataCatalogueSchema } from '../../../common/schemas/open-data.js';
import type { AppContext } from '../../app-context.js';
import { nowIso } from '../../lib/clock.js';
import { definePublicRead, registerPublicRead } from '../public-reads/public-read.js';
import { MEDIA_TYPES, datasetFilePath } from './dataset.js';
import { OPEN_DATA_DATASETS } from './datasets.js';
import { loadCatalogue } from './open-data.service.js';

/** Harvesters ask often and cheaply: an hour's freshness, then a conditional request (ETag, Last-Modified). */
const OPEN_DATA_CACHE = 'public, max-age=3600';

/**
 * The registers as open data at stable URLs (/open-data/{dataset}.{format}), and their catalogue
 * for the open data screen. Each file is built once per change of the content (the response cache)
 * and carries a strong ETag and the time of its data's last change.
 */
export function registerOpenDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const dataset of OPEN_DATA_DATASETS) {
    for (const file of dataset.files) {
      const contentType = MEDIA_TYPES[file.format];
      const options = { schema: { tags: ['open data'], summary: file.summary, produces: [contentType.split(';')[0]!] }, config: { responseCache: 'path' as const } };
      app.get(datasetFilePath(dataset.key, file.format), options, async (_request, reply) => {
        const { body, modified } = await file.render(ctx.db, ctx.config.publicUrl, nowIso());
        reply.type(contentType).header('Cache-Control', OPEN_DATA_CACHE).header('Last-Modified', new Date(modified).toUTCString());
        // The CSV is saved, the others shown.
        if (file.format === 'csv') reply.header('Content-Disposition', `attachment; filename="${dataset.key}.csv"`);
        return reply.send(body);
      });
    }
  }
  registerPublicRead(
    app,
    definePublicRead(PUBLIC_READS.openData, {
      schema: { tags: ['open data'], querystring: z.strictObject({ locale: localeSchema.optional() }), response: { 200: openDataCatalogueSchema } },
      load: ({ locale }) => loadCatalogue(ctx.db, locale, nowIso()),
    }),
  );
}
