import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../common/schemas/common.js';
import {
  translationChangesSchema,
  translationStatusListSchema,
  translationStatusQuerySchema,
} from '../../../common/schemas/translation-status.js';
import type { AppContext } from '../../app-context.js';
import { requireUser } from '../../plugins/auth.js';
import { CONTENT_TYPES } from '../content-types/content-types.js';
import { listTranslationStatus, translationChanges } from './translation-status.service.js';

/** Which translations are missing or older than the Serbian they follow: for every editor. */
export function registerTranslationStatusRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['translation status'];
  r.get(
    '/api/admin/translation-status',
    { preHandler: requireUser, schema: { tags, querystring: translationStatusQuerySchema, response: { 200: translationStatusListSchema } } },
    (request) => listTranslationStatus(ctx.db, CONTENT_TYPES, request.query),
  );
  // One route a type (the type is part of the path, not a parameter): /api/admin/translation-status/article/12.
  for (const [entity, type] of Object.entries(CONTENT_TYPES)) {
    r.get(
      `/api/admin/translation-status/${entity}/:id`,
      { preHandler: requireUser, schema: { tags, params: idParamsSchema, response: { 200: translationChangesSchema } } },
      (request) => translationChanges(ctx.db, type, request.params.id),
    );
  }
}
