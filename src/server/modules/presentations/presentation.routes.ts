import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '../../../common/locales.js';
import { idParamsSchema, localeSchema, pageQuerySchema } from '../../../common/schemas/common.js';
import { presentationInputSchema } from '../../../common/schemas/content.js';
import { presentationSchema, presentationSummarySchema } from '../../../common/schemas/public.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { requestLocale } from '../../lib/request-locale.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { previewQuery } from '../content/preview.js';
import { definePublicRead, registerPublicRead } from '../public-reads/public-read.js';
import { hasTranslation, localize } from '../content/public.js';
import { loadMediaMap } from '../media/media.service.js';
import { findSlides, presentationType } from './presentation.content-type.js';

interface PresentationRow {
  id: number;
  published_at: string | null;
  event_date: string | null;
  cover_media_id: number | null;
  pdf_media_id: number | null;
}

/** Published presentations; with `preview`, every presentation (the dashboard's preview of a draft). */
function publishedPresentations(db: Db, now: string, preview = false) {
  const query = db.selectFrom('presentations').select(['id', 'published_at', 'event_date', 'cover_media_id', 'pdf_media_id']);
  return preview ? query : query.where('status', '=', 'published').where('published_at', '<=', now);
}

/** Presentations in `locale`; lists skip untranslated ones, a detail falls back to Cyrillic. */
async function toPresentations(db: Db, rows: PresentationRow[], locale: Locale, allowFallback: boolean) {
  const ids = rows.map((row) => row.id);
  const [translations, slides] = await Promise.all([
    ids.length
      ? db.selectFrom('presentation_translations').select(['entity_id', 'locale', 'title', 'slug', 'summary', 'place']).where('entity_id', 'in', ids).execute()
      : [],
    findSlides(db, ids),
  ]);
  const media = await loadMediaMap(db, [...rows.flatMap((r) => [r.cover_media_id, r.pdf_media_id]), ...slides.map((s) => s.media_id)]);
  return localize(rows, translations, locale, allowFallback).map(({ row, t, fallback, slugs }) => {
    const ownSlides = slides.filter((s) => s.entity_id === row.id);
    return {
        id: row.id,
        locale: t.locale as Locale,
        fallback,
        slug: t.slug,
        slugs,
        title: t.title,
        summary: t.summary,
        place: t.place,
        eventDate: row.event_date,
        // A previewed draft that was never published shows the time it would be published now.
        publishedAt: row.published_at ?? nowIso(),
        cover: row.cover_media_id ? (media.get(row.cover_media_id) ?? null) : null,
        slideCount: ownSlides.length,
        slides: ownSlides.flatMap((s) => {
          const image = media.get(s.media_id);
          return image ? [{ position: s.position, image }] : [];
        }),
        pdf: row.pdf_media_id ? (media.get(row.pdf_media_id) ?? null) : null,
    };
  });
}

const listQuery = z.strictObject({ ...pageQuerySchema, locale: localeSchema.optional() });

export function registerPresentationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['presentations'];
  r.get(
    '/api/presentations',
    {
      schema: {
        tags,
        querystring: listQuery,
        response: { 200: z.object({ items: z.array(presentationSummarySchema), total: z.number(), page: z.number(), limit: z.number() }) },
      },
    },
    async (req) => {
      const { page, limit } = req.query;
      const locale = requestLocale(req, req.query.locale);
      const query = publishedPresentations(ctx.db, nowIso()).where(hasTranslation('presentation_translations', 'presentations.id', locale));
      const [rows, count] = await Promise.all([
        query.orderBy('published_at', 'desc').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
        query.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const items = await toPresentations(ctx.db, rows, locale, false);
      return { items, total: Number(count.total), page, limit };
    },
  );
  registerPublicRead(
    app,
    definePublicRead({
      url: '/api/presentations/:id',
      schema: { tags, params: idParamsSchema, querystring: z.strictObject({ locale: localeSchema.optional(), ...previewQuery }), response: { 200: presentationSchema } },
      load: async ({ params, locale, preview }) => {
        const row = await publishedPresentations(ctx.db, nowIso(), preview).where('id', '=', params.id).executeTakeFirst();
        const [presentation] = row ? await toPresentations(ctx.db, [row], locale, true) : [];
        if (!presentation) throw notFound('Presentation');
        return presentation;
      },
    }),
  );
  registerAdminContentRoutes(app, ctx, { path: 'presentations', type: presentationType, inputSchema: presentationInputSchema });
}
