import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FIELD_OF_EDUCATION_CODES, type FieldOfEducationCode, fieldOfEducationName } from '../../../common/fields-of-education.js';
import { NQF_LEVEL_CODES, QUALIFICATION_TYPES, REGISTER_STATUSES } from '../../../common/register.js';
import type { Locale } from '../../../common/locales.js';
import { idParamsSchema, localeSchema } from '../../../common/schemas/common.js';
import type { NqfLevelCode } from '../../../common/schemas/levels.js';
import {
  type AwardingBody,
  type AwardingBodyKind,
  type Qualification,
  type QualificationSummary,
  type QualificationType,
  type RegisterStatus,
  awardingBodyInputSchema,
  awardingBodyListSchema,
  qualificationInputSchema,
  qualificationListSchema,
  qualificationQuerySchema,
  qualificationSchema,
  splitOutcomes,
} from '../../../common/schemas/qualifications.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { actorOf, requireUser } from '../../plugins/auth.js';
import type { ContentInput } from '../content/content-type.js';
import { createMany } from '../content/content.service.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { previewQuery } from '../content/preview.js';
import { localize, pickTranslation } from '../content/public.js';
import { fileDownloadPath } from '../files/file.content-type.js';
import { definePublicRead, registerPublicRead } from '../public-reads/public-read.js';
import { awardingBodyType } from './awarding-body.content-type.js';
import { qualificationType } from './qualification.content-type.js';
import { IMPORT_BYTES_MAX, checkImport } from './register-import.js';
import { countRegisterValues, findRegisterPage } from './register.repository.js';
import { auditContextOf } from '../audit/audit-context.js';

const field = (code: string, locale: Locale) => ({ code: code as FieldOfEducationCode, name: fieldOfEducationName(code as FieldOfEducationCode, locale) });

/** Published awarding bodies (all, or those of `ids`), named in `locale` or in Cyrillic. */
async function loadAwardingBodies(db: Db, locale: Locale, now: string, ids?: number[]): Promise<AwardingBody[]> {
  if (ids?.length === 0) return [];
  let rows = db.selectFrom('awarding_bodies').select(['id', 'kind', 'website']).where('status', '=', 'published').where('published_at', '<=', now);
  if (ids) rows = rows.where('id', 'in', ids);
  const bodies = await rows.execute();
  if (bodies.length === 0) return [];
  const translations = await db
    .selectFrom('awarding_body_translations')
    .select(['entity_id', 'locale', 'name', 'city'])
    .where('entity_id', 'in', bodies.map((body) => body.id))
    .where('locale', 'in', [locale, 'sr'])
    .execute();
  return localize(bodies, translations, locale, true).map(({ row, t, fallback }) => ({
    id: row.id,
    locale: t.locale as Locale,
    fallback,
    name: t.name,
    city: t.city,
    kind: row.kind as AwardingBodyKind,
    website: row.website,
  }));
}

/** The awarding bodies of each qualification, in the order the register gives them. */
async function awardingBodiesOf(db: Db, qualificationIds: number[], locale: Locale, now: string): Promise<Map<number, AwardingBody[]>> {
  const byQualification = new Map<number, AwardingBody[]>(qualificationIds.map((id) => [id, []]));
  if (qualificationIds.length === 0) return byQualification;
  const links = await db
    .selectFrom('qualification_awarding_bodies')
    .select(['qualification_id', 'awarding_body_id'])
    .where('qualification_id', 'in', qualificationIds)
    .orderBy('position')
    .execute();
  const bodies = new Map((await loadAwardingBodies(db, locale, now, [...new Set(links.map((link) => link.awarding_body_id))])).map((body) => [body.id, body]));
  for (const link of links) {
    const body = bodies.get(link.awarding_body_id);
    if (body) byQualification.get(link.qualification_id)!.push(body);
  }
  return byQualification;
}

interface RegisterRow {
  id: number;
  code: string;
  level_code: string;
  eqf_level: number;
  qualification_type: string;
  field: string;
  register_status: string;
  credits: number | null;
  hours: number | null;
}

/** What the register says of a qualification in any locale: its code, levels, type, field, status and volume. */
function registerFacts(row: RegisterRow, locale: Locale) {
  return {
    id: row.id,
    code: row.code,
    nqfLevel: row.level_code as NqfLevelCode,
    eqfLevel: row.eqf_level,
    type: row.qualification_type as QualificationType,
    field: field(row.field, locale),
    registerStatus: row.register_status as RegisterStatus,
    credits: row.credits,
    hours: row.hours,
  };
}

async function loadRegister(db: Db, query: z.output<typeof qualificationQuerySchema>, locale: Locale) {
  const now = nowIso();
  const [{ rows, total }, counts] = await Promise.all([findRegisterPage(db, query, locale, now), countRegisterValues(db, query, now)]);
  const bodies = await awardingBodiesOf(db, rows.map((row) => row.id), locale, now);
  const items: QualificationSummary[] = rows.map((row) => ({
    ...registerFacts(row, locale),
    locale: row.locale as Locale,
    fallback: row.locale !== locale,
    slug: row.slug,
    title: row.title,
    awardingBodies: (bodies.get(row.id) ?? []).map(({ id, name }) => ({ id, name })),
  }));
  return { items, total, page: query.page, limit: query.limit, counts: counts as z.output<typeof qualificationListSchema>['counts'] };
}

/** An occupation's label in a locale: ESCO's English, the register's Serbian (Latin derived). */
function occupationLabel(row: { label_sr: string; label_en: string | null }, locale: Locale): string {
  if (locale === 'en') return row.label_en ?? row.label_sr;
  return locale === 'lat' ? cyrillicToLatin(row.label_sr) : row.label_sr;
}

async function loadQualification(db: Db, id: number, locale: Locale, preview: boolean): Promise<Qualification> {
  const now = nowIso();
  let query = db.selectFrom('qualifications').selectAll().where('id', '=', id);
  if (!preview) query = query.where('status', '=', 'published').where('published_at', '<=', now);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Qualification');
  const [translations, level, bodies, occupations, supplements] = await Promise.all([
    db.selectFrom('qualification_translations').selectAll().where('entity_id', '=', id).execute(),
    loadLevelRef(db, row.level_code, locale, now),
    awardingBodiesOf(db, [id], locale, now),
    db.selectFrom('qualification_occupations').select(['uri', 'label_sr', 'label_en']).where('qualification_id', '=', id).orderBy('position').execute(),
    loadSupplements(db, id, locale, now),
  ]);
  const localized = localize([row], translations, locale, true)[0];
  if (!localized) throw notFound('Qualification');
  const { t, fallback, slugs } = localized;
  return {
    locale: t.locale as Locale,
    fallback,
    slug: t.slug,
    slugs,
    ...registerFacts(row, locale),
    title: t.title,
    description: t.description,
    learningOutcomes: { knowledge: splitOutcomes(t.knowledge), skills: splitOutcomes(t.skills), autonomy: splitOutcomes(t.autonomy) },
    entryRequirements: t.entry_requirements,
    acquisitionWays: JSON.parse(row.acquisition_ways) as Qualification['acquisitionWays'],
    qualityAssurance: { internal: t.internal_qa, external: t.external_qa },
    standard: t.standard,
    sectorCouncil: t.sector_council,
    registeredOn: row.registered_on,
    validUntil: row.valid_until,
    level,
    awardingBodies: bodies.get(id) ?? [],
    occupations: occupations.map((o) => ({ uri: o.uri, label: occupationLabel(o, locale) })),
    supplements,
    updatedAt: row.updated_at,
  };
}

/** The level a qualification is at, as a link to its page with what it stands for. */
async function loadLevelRef(db: Db, code: string, locale: Locale, now: string): Promise<Qualification['level']> {
  const level = await db.selectFrom('levels').select('id').where('code', '=', code).where('status', '=', 'published').where('published_at', '<=', now).executeTakeFirst();
  if (!level) return null;
  const rows = await db.selectFrom('level_translations').select(['locale', 'slug', 'title', 'summary']).where('entity_id', '=', level.id).execute();
  const picked = pickTranslation(rows, locale);
  return picked ? { id: level.id, slug: picked.row.slug, title: picked.row.title, summary: picked.row.summary } : null;
}

/** The published documents of the library a qualification links, titled in `locale`. */
async function loadSupplements(db: Db, id: number, locale: Locale, now: string): Promise<Qualification['supplements']> {
  const files = await db
    .selectFrom('qualification_supplements as s')
    .innerJoin('files as f', 'f.id', 's.file_id')
    .select('f.id')
    .where('s.qualification_id', '=', id)
    .where('f.status', '=', 'published')
    .where('f.published_at', '<=', now)
    .orderBy('s.position')
    .execute();
  if (files.length === 0) return [];
  const titles = await db.selectFrom('file_translations').select(['entity_id', 'locale', 'title']).where('entity_id', 'in', files.map((f) => f.id)).execute();
  return files.flatMap((file) => {
    const picked = pickTranslation(titles.filter((t) => t.entity_id === file.id), locale);
    return picked ? [{ id: file.id, title: picked.row.title, url: fileDownloadPath(file.id) }] : [];
  });
}

/**
 * Importing qualifications from CSV (the open data file's columns): a preview that reports every
 * row's errors and saves nothing, and the import, which saves every row as a draft or, when any
 * row has an error, nothing.
 */
function registerImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  // In a scope of their own: only these routes read text/csv; every other route answers it with 415.
  void app.register(async (scope) => {
    scope.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: IMPORT_BYTES_MAX }, (_request, body, done) => done(null, body));
    scope.addHook('preValidation', async (request) => {
      if (request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() !== 'text/csv') {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the CSV file as the body, with Content-Type: text/csv');
      }
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const route = {
      preHandler: requireUser,
      schema: { tags: ['admin: qualifications'], consumes: ['text/csv'], body: z.string().min(1, 'The file is empty') },
    };
    r.post('/api/admin/qualifications/import/preview', { ...route, schema: { ...route.schema, summary: 'Check a CSV file of qualifications; nothing is saved' } }, async (request) => (await checkImport(ctx.db, request.body)).report);
    r.post('/api/admin/qualifications/import', { ...route, schema: { ...route.schema, summary: 'Import a CSV file of qualifications as drafts: every row, or none' } }, async (request, reply) => {
      const { report, inputs } = await checkImport(ctx.db, request.body);
      if (report.invalid > 0) throw new AppError('VALIDATION_FAILED', 422, `${report.invalid} of ${report.rows.length} rows have errors; nothing was imported`, { report });
      if (inputs.length === 0) throw new AppError('VALIDATION_FAILED', 422, 'The file has no qualification to import', { report });
      const views = await createMany(ctx.db, qualificationType, actorOf(request), inputs as unknown as ContentInput[], auditContextOf(request));
      return reply.status(201).send({ created: views.length, ids: views.map((view) => view.id) });
    });
  });
}

export function registerQualificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['qualifications'];
  registerPublicRead(
    app,
    definePublicRead({
      url: '/api/qualifications',
      schema: { tags, querystring: qualificationQuerySchema.safeExtend({ locale: localeSchema.optional() }), response: { 200: qualificationListSchema } },
      load: ({ query, locale }) => loadRegister(ctx.db, query, locale),
    }),
  );
  registerPublicRead(
    app,
    definePublicRead({
      url: '/api/qualifications/:id',
      schema: { tags, params: idParamsSchema, querystring: z.strictObject({ locale: localeSchema.optional(), ...previewQuery }), response: { 200: qualificationSchema } },
      load: ({ params, locale, preview }) => loadQualification(ctx.db, params.id, locale, preview),
    }),
  );
  registerPublicRead(
    app,
    definePublicRead({
      url: '/api/awarding-bodies',
      schema: { tags, querystring: z.strictObject({ locale: localeSchema.optional() }), response: { 200: awardingBodyListSchema } },
      load: async ({ locale }) => ({ items: (await loadAwardingBodies(ctx.db, locale, nowIso())).sort((a, b) => a.name.localeCompare(b.name, 'sr')) }),
    }),
  );
  registerAdminContentRoutes(app, ctx, {
    path: 'qualifications',
    type: qualificationType,
    inputSchema: qualificationInputSchema,
    listFilters: {
      level: { column: 'level_code', schema: z.enum(NQF_LEVEL_CODES) },
      type: { column: 'qualification_type', schema: z.enum(QUALIFICATION_TYPES) },
      field: { column: 'field', schema: z.enum(FIELD_OF_EDUCATION_CODES) },
      registerStatus: { column: 'register_status', schema: z.enum(REGISTER_STATUSES) },
    },
  });
  registerImportRoutes(app, ctx);
  registerAdminContentRoutes(app, ctx, { path: 'awarding-bodies', type: awardingBodyType, inputSchema: awardingBodyInputSchema });
}
