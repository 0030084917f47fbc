import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '../../../common/locales.js';
import { idParamsSchema, idSchema, localeSchema, pageQuerySchema, wholeNumberSchema } from '../../../common/schemas/common.js';
import { YEAR_MAX, YEAR_MIN, fileInputSchema } from '../../../common/schemas/content.js';
import { FILE_KINDS, fileSchema } from '../../../common/schemas/public.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { containsText } from '../../db/dialect.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { requestLocale } from '../../lib/request-locale.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { loadCategoryRefs, loadTagRefs, localize } from '../content/public.js';
import { contentDisposition, sendStoredFile } from '../media/media.routes.js';
import type { GenerationMemo } from '../response-cache/response-cache.js';
import { definePublicRead, registerPublicRead } from '../public-reads/public-read.js';
import { fileDownloadPath, fileType } from './file.content-type.js';
import { MIME_TYPES_BY_KIND, kindOfMime } from './file-kind.js';

const listQuery = z.strictObject({
  ...pageQuerySchema,
  locale: localeSchema.optional(),
  type: z.enum(FILE_KINDS).optional(),
  year: wholeNumberSchema(YEAR_MIN, YEAR_MAX).optional(),
  category: idSchema.optional(),
  tag: idSchema.optional(),
  q: z.string().trim().max(200).optional(),
});
type ListQuery = z.infer<typeof listQuery>;

const FILE_COLUMNS = ['f.id', 'f.year', 'f.category_id', 'f.published_at', 'f.download_count', 'm.mime', 'm.size', 'm.original_name', 'm.storage_key'] as const;

function publishedFiles(db: Db, now: string) {
  return db
    .selectFrom('files as f')
    .innerJoin('media as m', 'm.id', 'f.media_id')
    .where('f.status', '=', 'published')
    .where('f.published_at', '<=', now);
}

function filteredFiles(db: Db, now: string, locale: Locale, q: ListQuery) {
  let query = publishedFiles(db, now).innerJoin('file_translations as t', (join) => join.onRef('t.entity_id', '=', 'f.id').on('t.locale', '=', locale));
  if (q.type) query = query.where('m.mime', 'in', MIME_TYPES_BY_KIND[q.type]);
  if (q.year) query = query.where('f.year', '=', q.year);
  if (q.category) query = query.where('f.category_id', '=', q.category);
  if (q.tag) {
    const tag = q.tag;
    query = query.where((eb) => eb.exists(eb.selectFrom('file_tags as ft').select('ft.entity_id').whereRef('ft.entity_id', '=', 'f.id').where('ft.tag_id', '=', tag)));
  }
  if (q.q) query = query.where(containsText(db, 't.title', q.q));
  return query;
}

type FileRow = { id: number; year: number; category_id: number | null; published_at: string | null; download_count: number; mime: string; size: number; original_name: string };

async function toFiles(db: Db, memo: GenerationMemo, rows: FileRow[], locale: Locale, allowFallback: boolean, now: string) {
  const ids = rows.map((row) => row.id);
  const [translations, categories, tags] = await Promise.all([
    ids.length ? db.selectFrom('file_translations').select(['entity_id', 'locale', 'title', 'description']).where('entity_id', 'in', ids).execute() : [],
    loadCategoryRefs(db, memo, rows.map((row) => row.category_id), locale, now),
    loadTagRefs(db, memo, 'file_tags', ids, locale, now),
  ]);
  return localize(rows, translations, locale, allowFallback).map(({ row, t, fallback }) => ({
    id: row.id,
    locale: t.locale as Locale,
    fallback,
    title: t.title,
    description: t.description,
    year: row.year,
    kind: kindOfMime(row.mime),
    mime: row.mime,
    size: row.size,
    originalName: row.original_name,
    publishedAt: row.published_at!,
    downloadCount: row.download_count,
    downloadUrl: fileDownloadPath(row.id),
    category: row.category_id ? (categories.get(row.category_id) ?? null) : null,
    tags: tags.get(row.id) ?? [],
  }));
}

export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['files'];
  registerPublicRead(
    app,
    definePublicRead({
      url: '/api/files',
      schema: { tags, querystring: listQuery, response: { 200: z.object({ items: z.array(fileSchema), total: z.number(), page: z.number(), limit: z.number() }) } },
      load: async ({ query: filter, locale }) => {
        const now = nowIso();
        const { page, limit } = filter;
        const query = filteredFiles(ctx.db, now, locale, filter);
        const [rows, count] = await Promise.all([
          query.select(FILE_COLUMNS).orderBy('f.year', 'desc').orderBy('f.published_at', 'desc').orderBy('f.id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
          query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        ]);
        return { items: await toFiles(ctx.db, ctx.responseCache, rows, locale, false, now), total: Number(count.total), page, limit };
      },
    }),
  );
  r.get(
    '/api/files/:id',
    { schema: { tags, params: idParamsSchema, querystring: z.strictObject({ locale: localeSchema.optional() }), response: { 200: fileSchema } } },
    async (req) => {
      const now = nowIso();
      const row = await publishedFiles(ctx.db, now).select(FILE_COLUMNS).where('f.id', '=', req.params.id).executeTakeFirst();
      const [file] = row ? await toFiles(ctx.db, ctx.responseCache, [row], requestLocale(req, req.query.locale), true, now) : [];
      if (!file) throw notFound('File');
      return file;
    },
  );
  r.get('/api/files/:id/download', { schema: { tags, params: idParamsSchema }, config: { responseCache: false } }, async (req, reply) => {
    const row = await publishedFiles(ctx.db, nowIso()).select([...FILE_COLUMNS, 'm.sha256']).where('f.id', '=', req.params.id).executeTakeFirst();
    if (!row) throw notFound('File');
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
      onDownload: async () => {
        await ctx.db.updateTable('files').set((eb) => ({ download_count: eb('download_count', '+', 1) })).where('id', '=', row.id).execute();
      },
    });
  });
  registerAdminContentRoutes(app, ctx, { path: 'files', type: fileType, inputSchema: fileInputSchema, listFilters: { categoryId: 'category_id' } });
}
