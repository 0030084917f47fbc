import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PUBLIC_READS } from '../../../common/public-api.js';
import { localeSchema } from '../../../common/schemas/common.js';
import { formParamsSchema, formStateSchema, submissionQuerySchema, submissionStatusSchema } from '../../../common/schemas/forms.js';
import type { AppContext } from '../../app-context.js';
import { resolveSecretKey } from '../../lib/secret-box.js';
import { definePublicRead, registerPublicRead } from '../public-reads/public-read.js';
import { type SubmissionDeps, openForm, readSubmissionStatus } from './submission.service.js';

/** What the forms' service needs of the running app. */
export function submissionDeps(ctx: AppContext): SubmissionDeps {
  return { db: ctx.db, storage: ctx.storage, publicUrl: ctx.config.publicUrl, secretKey: resolveSecretKey(ctx.config.secretKey, ctx.config.dataDir).key };
}

/**
 * The public forms' reads: a form as it opens, and a submission by its private link. Both are the
 * reader's own and never cached. The steps are posted to the form's page (site/html-pages.routes.ts).
 */
export function registerSubmissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['forms'];
  const deps = submissionDeps(ctx);
  const localeQuery = z.strictObject({ locale: localeSchema.optional() });
  registerPublicRead(
    app,
    definePublicRead(PUBLIC_READS.form, {
      schema: { tags, params: formParamsSchema, querystring: localeQuery, response: { 200: formStateSchema } },
      load: ({ params, locale }) => openForm(deps, params.form, locale),
    }),
    { personal: true },
  );
  registerPublicRead(
    app,
    definePublicRead(PUBLIC_READS.submission, {
      schema: { tags, querystring: submissionQuerySchema.safeExtend({ locale: localeSchema.optional() }), response: { 200: submissionStatusSchema } },
      load: ({ query: { locale: _, ...query }, locale }) => readSubmissionStatus(ctx.db, query, locale),
    }),
    { personal: true },
  );
}
