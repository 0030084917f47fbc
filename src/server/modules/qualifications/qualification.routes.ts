import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FIELD_OF_EDUCATION_CODES } from '../../../common/fields-of-education.js';
import { NQF_LEVEL_CODES, QUALIFICATION_TYPES, REGISTER_STATUSES } from '../../../common/register.js';
import { localeSchema } from '../../../common/schemas/common.js';
import { awardingBodyInputSchema, awardingBodyListSchema, qualificationInputSchema, qualificationListSchema, qualificationQuerySchema, qualificationSchema } from '../../../common/schemas/qualifications.js';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { actorOf, requireUser } from '../../plugins/auth.js';
import { auditContextOf } from '../audit/audit-context.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { definePublicRead, registerPublicItemRead, registerPublicRead } from '../public-reads/public-read.js';
import { awardingBodyType } from './awarding-body.content-type.js';
import { qualificationType } from './qualification.content-type.js';
import * as service from './qualification.service.js';
import { IMPORT_BYTES_MAX, checkImport, importQualifications } from './register-import.service.js';
import { PUBLIC_READS } from '../../../common/public-api.js';

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
    r.post('/api/admin/qualifications/import', { ...route, schema: { ...route.schema, summary: 'Import a CSV file of qualifications as drafts: every row, or none' } }, async (request, reply) =>
      reply.status(201).send(await importQualifications(ctx.db, actorOf(request), request.body, auditContextOf(request))),
    );
  });
}

export function registerQualificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['qualifications'];
  registerPublicRead(
    app,
    definePublicRead(PUBLIC_READS.qualifications, {
      schema: { tags, querystring: qualificationQuerySchema.safeExtend({ locale: localeSchema.optional() }), response: { 200: qualificationListSchema } },
      load: ({ query, locale }) => service.listRegister(ctx.db, query, locale),
    }),
  );
  registerPublicItemRead(app, PUBLIC_READS.qualification, tags, qualificationSchema, (id, locale, preview) => service.getQualification(ctx.db, id, locale, preview));
  registerPublicRead(
    app,
    definePublicRead(PUBLIC_READS.awardingBodies, {
      schema: { tags, querystring: z.strictObject({ locale: localeSchema.optional() }), response: { 200: awardingBodyListSchema } },
      load: async ({ locale }) => ({ items: await service.listAwardingBodies(ctx.db, locale) }),
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
