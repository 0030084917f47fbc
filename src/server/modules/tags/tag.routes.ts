import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '../../../common/locales.js';
import { idParamsSchema, localeSchema, pageQuerySchema } from '../../../common/schemas/common.js';
import { tagInputSchema } from '../../../common/schemas/content.js';
import { tagSchema } from '../../../common/schemas/public.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { requestLocale } from '../../lib/request-locale.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { hasTranslation, localize } from '../content/public.js';
import { tagType } from './tag.content-type.js';

export { tagType };

function publishedTags(db: Db, now: string) {
  return db.selectFrom('tags').select('id').where('status', '=', 'published').where('published_at', '<=', now);
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tags'];
  r.get(
    '/api/tags',
    { schema: { tags, querystring: listQuery, response: { 200: z.object({ items: z.array(tagSchema), total: z.number(), page: z.number(), limit: z.number() }) } } },
    async (req) => {
      const { page, limit } = req.query;
      const locale = requestLocale(req, req.query.locale);
      const query = publishedTags(ctx.db, nowIso()).where(hasTranslation('tag_translations', 'tags.id', locale));
      const [rows, count] = await Promise.all([
        query.orderBy('id').limit(limit).offset((page - 1) * limit).execute(),
        query.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const items = await toTags(ctx.db, rows.map((row) => row.id), locale, false);
      return { items, total: Number(count.total), page, limit };
    },
  );
  r.get(
    '/api/tags/:id',
    { schema: { tags, params: idParamsSchema, querystring: z.strictObject({ locale: localeSchema.optional() }), response: { 200: tagSchema } } },
    async (req) => {
      const row = await publishedTags(ctx.db, nowIso()).where('id', '=', req.params.id).executeTakeFirst();
      const [tag] = row ? await toTags(ctx.db, [row.id], requestLocale(req, req.query.locale), true) : [];
      if (!tag) throw notFound('Tag');
      return tag;
    },
  );
  registerAdminContentRoutes(app, ctx, { path: 'tags', type: tagType, inputSchema: tagInputSchema });
}
