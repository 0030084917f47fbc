import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema, localeSchema, pageQuerySchema, wholeNumberSchema } from '../../../common/schemas/common.js';
import { YEAR_MAX, YEAR_MIN, fileInputSchema } from '../../../common/schemas/content.js';
import { FILE_KINDS, fileListSchema, fileSchema } from '../../../common/schemas/public.js';
import type { AppContext } from '../../app-context.js';
import { requestLocale } from '../../lib/request-locale.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { contentDisposition, sendStoredFile } from '../media/media.routes.js';
import { definePublicRead, registerPublicRead } from '../public-reads/public-read.js';
import { fileType } from './file.content-type.js';
import * as service from './file.service.js';
import { PUBLIC_READS } from '../../../common/public-api.js';

const listQuery = z.strictObject({
  ...pageQuerySchema,
  locale: localeSchema.optional(),
  type: z.enum(FILE_KINDS).optional(),
  year: wholeNumberSchema(YEAR_MIN, YEAR_MAX).optional(),
  category: idSchema.optional(),
  tag: idSchema.optional(),
  q: z.string().trim().max(200).optional(),
});

export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['files'];
  registerPublicRead(
    app,
    definePublicRead(PUBLIC_READS.files, {
      schema: { tags, querystring: listQuery, response: { 200: fileListSchema } },
      load: ({ query: { locale: _, category, tag, ...rest }, locale }) => service.listPublishedFiles(ctx.db, ctx.responseCache, { ...rest, categoryId: category, tagId: tag, locale }),
    }),
  );
  r.get(
    '/api/files/:id',
    { schema: { tags, params: idParamsSchema, querystring: z.strictObject({ locale: localeSchema.optional() }), response: { 200: fileSchema } } },
    (req) => service.getFile(ctx.db, ctx.responseCache, req.params.id, requestLocale(req, req.query.locale)),
  );
  r.get('/api/files/:id/download', { schema: { tags, params: idParamsSchema }, config: { responseCache: false } }, async (req, reply) => {
    const row = await service.getDownloadableFile(ctx.db, req.params.id);
    return sendStoredFile(ctx.storage, req, reply, {
      key: row.storage_key,
      // The hash of the content, not its storage key: the key would still open the file at
      // /media/ once it is unpublished.
      etag: `"${row.sha256}"`,
      headers: {
        'Content-Type': row.mime,
        'Content-Disposition': contentDisposition(row.original_name, 'attachment'),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'public, max-age=300',
      },
      onDownload: () => service.recordDownload(ctx.db, row.id),
    });
  });
  registerAdminContentRoutes(app, ctx, { path: 'files', type: fileType, inputSchema: fileInputSchema, listFilters: { categoryId: 'category_id' } });
}
