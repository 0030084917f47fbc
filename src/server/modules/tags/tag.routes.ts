import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Locale } from '../../../common/locales.js';
import { idParamsSchema, localeSchema, pageQuerySchema } from '../../../common/schemas/common.js';
import { tagInputSchema } from '../../../common/schemas/content.js';
import { tagSchema } from '../../../common/schemas/public.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { previewQuery } from '../content/preview.js';
import { definePublicRead, registerPublicRead } from '../public-reads/public-read.js';
import { hasTranslation, localize } from '../content/public.js';
import { tagType } from './tag.content-type.js';

/** Published tags; with `preview`, every tag (the dashboard's preview of a draft). */
function publishedTags(db: Db, now: string, preview = false) {
  const query = db.selectFrom('tags').select('id');
  return preview ? query : query.where('status', '=', 'published').where('published_at', '<=', now);
}

async function toTags(db: Db, ids: number[], locale: Locale, allowFallback: boolean) {
  const translations = ids.length
    ? await db.selectFrom('tag_translations').select(['entity_id', 'locale', 'name', 'slug']).where('entity_id', 'in', ids).execute()
    : [];
  const rows = ids.map((id) => ({ id }));
  return localize(rows, translations, locale, allowFallback).map(({ row, t, fallback, slugs }) => ({
    id: row.id,
    locale: t.locale as Locale,
    fallback,
    slug: t.slug,
    slugs,
    name: t.name,
  }));
}

const listQuery = z.strictObject({ ...pageQuerySchema, locale: localeSchema.optional() });

export function registerTagRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['tags'];
  registerPublicRead(
    app,
    definePublicRead({
      url: '/api/tags',
      schema: { tags, querystring: listQuery, response: { 200: z.object({ items: z.array(tagSchema), total: z.number(), page: z.number(), limit: z.number() }) } },
      load: async ({ query: { page, limit }, locale }) => {
        const query = publishedTags(ctx.db, nowIso()).where(hasTranslation('tag_translations', 'tags.id', locale));
        const [rows, count] = await Promise.all([
          query.orderBy('id').limit(limit).offset((page - 1) * limit).execute(),
          query.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        ]);
        const items = await toTags(ctx.db, rows.map((row) => row.id), locale, false);
        return { items, total: Number(count.total), page, limit };
      },
    }),
  );
  registerPublicRead(
    app,
    definePublicRead({
      url: '/api/tags/:id',
      schema: { tags, params: idParamsSchema, querystring: z.strictObject({ locale: localeSchema.optional(), ...previewQuery }), response: { 200: tagSchema } },
      load: async ({ params, locale, preview }) => {
        const row = await publishedTags(ctx.db, nowIso(), preview).where('id', '=', params.id).executeTakeFirst();
        const [tag] = row ? await toTags(ctx.db, [row.id], locale, true) : [];
        if (!tag) throw notFound('Tag');
        return tag;
      },
    }),
  );
  registerAdminContentRoutes(app, ctx, { path: 'tags', type: tagType, inputSchema: tagInputSchema });
}
