import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '../../../common/locales.js';
import { idParamsSchema, localeSchema, pageQuerySchema } from '../../../common/schemas/common.js';
import { FIXED_PAGE_KEYS, type FixedPageKey, pageInputSchema } from '../../../common/schemas/content.js';
import { pageSchema, pageSummarySchema } from '../../../common/schemas/public.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { requestLocale } from '../../lib/request-locale.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { previewQuery } from '../content/preview.js';
import { definePublicRead, registerPublicRead } from '../public-reads/public-read.js';
import { hasTranslation, localize } from '../content/public.js';
import { pageType } from './page.content-type.js';

/** Published pages; with `preview`, every page (the dashboard's preview of a draft). */
function publishedPages(db: Db, now: string, preview = false) {
  const query = db.selectFrom('pages').select(['id', 'page_key', 'updated_at']);
  return preview ? query : query.where('status', '=', 'published').where('published_at', '<=', now);
}

async function toPages(db: Db, rows: { id: number; page_key: string | null; updated_at: string }[], locale: Locale, allowFallback: boolean) {
  const ids = rows.map((row) => row.id);
  const translations = ids.length
    ? await db.selectFrom('page_translations').select(['entity_id', 'locale', 'title', 'slug', 'body']).where('entity_id', 'in', ids).execute()
    : [];
  return localize(rows, translations, locale, allowFallback).map(({ row, t, fallback, slugs }) => ({
    id: row.id,
    key: row.page_key as FixedPageKey | null,
    locale: t.locale as Locale,
    fallback,
    slug: t.slug,
    slugs,
    title: t.title,
    body: t.body,
    updatedAt: row.updated_at,
  }));
}

const listQuery = z.strictObject({ ...pageQuerySchema, locale: localeSchema.optional(), key: z.enum(FIXED_PAGE_KEYS).optional() });

export function registerPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pages'];
  r.get(
    '/api/pages',
    { schema: { tags, querystring: listQuery, response: { 200: z.object({ items: z.array(pageSummarySchema), total: z.number(), page: z.number(), limit: z.number() }) } } },
    async (req) => {
      const { page, limit, key } = req.query;
      const locale = requestLocale(req, req.query.locale);
      let query = publishedPages(ctx.db, nowIso()).where(hasTranslation('page_translations', 'pages.id', locale));
      if (key) query = query.where('page_key', '=', key);
      const [rows, count] = await Promise.all([
        query.orderBy('id').limit(limit).offset((page - 1) * limit).execute(),
        query.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const items = (await toPages(ctx.db, rows, locale, false)).map(({ id, key: k, locale, fallback, slug, title }) => ({
        id,
        key: k,
        locale,
        fallback,
        slug,
        title,
      }));
      return { items, total: Number(count.total), page, limit };
    },
  );
  registerPublicRead(
    app,
    definePublicRead({
      url: '/api/pages/:id',
      schema: { tags, params: idParamsSchema, querystring: z.strictObject({ locale: localeSchema.optional(), ...previewQuery }), response: { 200: pageSchema } },
      load: async ({ params, locale, preview }) => {
        const row = await publishedPages(ctx.db, nowIso(), preview).where('id', '=', params.id).executeTakeFirst();
        const [page] = row ? await toPages(ctx.db, [row], locale, true) : [];
        if (!page) throw notFound('Page');
        return page;
      },
    }),
  );
  registerAdminContentRoutes(app, ctx, { path: 'pages', type: pageType, inputSchema: pageInputSchema });
}
