import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Locale } from '../../../common/locales.js';
import { idParamsSchema, localeSchema, pageQuerySchema } from '../../../common/schemas/common.js';
import { AUDIENCES, type Audience, categoryInputSchema } from '../../../common/schemas/content.js';
import { categorySchema } from '../../../common/schemas/public.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { previewQuery } from '../content/preview.js';
import { definePublicRead, registerPublicRead } from '../public-reads/public-read.js';
import { hasTranslation, localize } from '../content/public.js';
import { categoryType } from './category.content-type.js';

type CategoryRow = { id: number; parent_id: number | null; position: number; audience: string | null };

/** Published categories; with `preview`, every category (the dashboard's preview of a draft). */
function publishedCategories(db: Db, now: string, preview = false) {
  const query = db.selectFrom('categories').select(['id', 'parent_id', 'position', 'audience']);
  return preview ? query : query.where('status', '=', 'published').where('published_at', '<=', now);
}

async function toCategories(db: Db, rows: CategoryRow[], locale: Locale, allowFallback: boolean) {
  const ids = rows.map((row) => row.id);
  const translations = ids.length
    ? await db.selectFrom('category_translations').select(['entity_id', 'locale', 'name', 'slug', 'description']).where('entity_id', 'in', ids).execute()
    : [];
  return localize(rows, translations, locale, allowFallback).map(({ row, t, fallback, slugs }) => ({
    id: row.id,
    locale: t.locale as Locale,
    fallback,
    slug: t.slug,
    slugs,
    name: t.name,
    description: t.description,
    audience: row.audience as Audience | null,
    parentId: row.parent_id,
    position: row.position,
  }));
}

const listQuery = z.strictObject({ ...pageQuerySchema, locale: localeSchema.optional(), audience: z.enum(AUDIENCES).optional() });

export function registerCategoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['categories'];
  registerPublicRead(
    app,
    definePublicRead({
      url: '/api/categories',
      schema: { tags, querystring: listQuery, response: { 200: z.object({ items: z.array(categorySchema), total: z.number(), page: z.number(), limit: z.number() }) } },
      load: async ({ query: { page, limit, audience }, locale }) => {
        let query = publishedCategories(ctx.db, nowIso()).where(hasTranslation('category_translations', 'categories.id', locale));
        if (audience) query = query.where('audience', '=', audience);
        const [rows, count] = await Promise.all([
          query.orderBy('position').orderBy('id').limit(limit).offset((page - 1) * limit).execute(),
          query.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        ]);
        return { items: await toCategories(ctx.db, rows, locale, false), total: Number(count.total), page, limit };
      },
    }),
  );
  registerPublicRead(
    app,
    definePublicRead({
      url: '/api/categories/:id',
      schema: { tags, params: idParamsSchema, querystring: z.strictObject({ locale: localeSchema.optional(), ...previewQuery }), response: { 200: categorySchema } },
      load: async ({ params, locale, preview }) => {
        const row = await publishedCategories(ctx.db, nowIso(), preview).where('id', '=', params.id).executeTakeFirst();
        const [category] = row ? await toCategories(ctx.db, [row], locale, true) : [];
        if (!category) throw notFound('Category');
        return category;
      },
    }),
  );
  registerAdminContentRoutes(app, ctx, { path: 'categories', type: categoryType, inputSchema: categoryInputSchema });
}
