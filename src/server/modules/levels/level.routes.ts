import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Locale } from '../../../common/locales.js';
import { idParamsSchema, localeSchema } from '../../../common/schemas/common.js';
import { type Level, type NqfLevelCode, levelInputSchema, levelListSchema, levelSchema } from '../../../common/schemas/levels.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { previewQuery } from '../content/preview.js';
import { localize } from '../content/public.js';
import { definePublicRead, registerPublicRead } from '../public-reads/public-read.js';
import { levelType } from './level.content-type.js';

/** Published levels, lowest first; with `preview`, every level (the dashboard's preview of a draft). */
function publishedLevels(db: Db, now: string, preview = false) {
  const query = db.selectFrom('levels').select(['id', 'code', 'eqf_level']).orderBy('position');
  return preview ? query : query.where('status', '=', 'published').where('published_at', '<=', now);
}

async function toLevels(db: Db, rows: { id: number; code: string; eqf_level: number }[], locale: Locale): Promise<Level[]> {
  const ids = rows.map((row) => row.id);
  const translations = ids.length
    ? await db
        .selectFrom('level_translations')
        .select(['entity_id', 'locale', 'slug', 'title', 'summary', 'knowledge', 'skills', 'competences'])
        .where('entity_id', 'in', ids)
        .execute()
    : [];
  // Every level is shown in every locale: the framework is the same whatever the language.
  return localize(rows, translations, locale, true).map(({ row, t, fallback, slugs }) => ({
    id: row.id,
    locale: t.locale as Locale,
    fallback,
    slug: t.slug,
    slugs,
    code: row.code as NqfLevelCode,
    eqfLevel: row.eqf_level,
    title: t.title,
    summary: t.summary,
    knowledge: t.knowledge,
    skills: t.skills,
    competences: t.competences,
  }));
}

export function registerLevelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['levels'];
  registerPublicRead(
    app,
    definePublicRead({
      url: '/api/levels',
      schema: { tags, querystring: z.strictObject({ locale: localeSchema.optional() }), response: { 200: levelListSchema } },
      load: async ({ locale }) => ({ items: await toLevels(ctx.db, await publishedLevels(ctx.db, nowIso()).execute(), locale) }),
    }),
  );
  registerPublicRead(
    app,
    definePublicRead({
      url: '/api/levels/:id',
      schema: { tags, params: idParamsSchema, querystring: z.strictObject({ locale: localeSchema.optional(), ...previewQuery }), response: { 200: levelSchema } },
      load: async ({ params, locale, preview }) => {
        const row = await publishedLevels(ctx.db, nowIso(), preview).where('id', '=', params.id).executeTakeFirst();
        const [level] = row ? await toLevels(ctx.db, [row], locale) : [];
        if (!level) throw notFound('Level');
        return level;
      },
    }),
  );
  registerAdminContentRoutes(app, ctx, { path: 'levels', type: levelType, inputSchema: levelInputSchema });
}
