import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FIELD_OF_EDUCATION_CODES } from '../../../common/fields-of-education.js';
import { NQF_LEVEL_CODES, QUALIFICATION_TYPES, REGISTER_STATUSES } from '../../../common/register.js';
import { localeSchema } from '../../../common/schemas/common.js';
import { awardingBodyInputSchema, awardingBodyListSchema, qualificationInputSchema, qualificationListSchema, qualificationQuerySchema, qualificationSchema } from '../../../common/schemas/qualifications.js';
import type { AppContext } from '../../app-context.js';
import { registerAdminContentRoutes } from '../content/content.routes.js';
import { definePublicRead, registerPublicItemRead, registerPublicRead } from '../public-reads/public-read.js';
import { awardingBodyType } from './awarding-body.content-type.js';
import { qualificationType } from './qualification.content-type.js';
import * as service from './qualification.service.js';
import { checkImport, importQualifications } from './register-import.service.js';
import { registerImportRoutes } from '../csv-import/csv-import.js';
import { PUBLIC_READS } from '../../../common/public-api.js';

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
  registerImportRoutes(app, {
    path: 'qualifications',
    tag: 'admin: qualifications',
    rowsAre: 'qualifications',
    check: async (csv) => (await checkImport(ctx.db, csv)).report,
    run: (actor, csv, audit) => importQualifications(ctx.db, actor, csv, audit),
  });
  registerAdminContentRoutes(app, ctx, { path: 'awarding-bodies', type: awardingBodyType, inputSchema: awardingBodyInputSchema });
}
