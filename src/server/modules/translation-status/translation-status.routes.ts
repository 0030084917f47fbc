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
import { articleType } from '../articles/article.content-type.js';
import { categoryType } from '../categories/category.content-type.js';
import { fileType } from '../files/file.content-type.js';
import { levelType } from '../levels/level.content-type.js';
import { menuItemType } from '../menu/menu-item.content-type.js';
import { pageType } from '../pages/page.content-type.js';
import { presentationType } from '../presentations/presentation.content-type.js';
import { awardingBodyType } from '../qualifications/awarding-body.content-type.js';
import { qualificationType } from '../qualifications/qualification.content-type.js';
import { tagType } from '../tags/tag.routes.js';
import { type TranslatedTypes, listTranslationStatus, translationChanges } from './translation-status.service.js';

const TRANSLATED_TYPES: TranslatedTypes = {
  article: articleType,
  category: categoryType,
  page: pageType,
  presentation: presentationType,
  tag: tagType,
  file: fileType,
  menu_item: menuItemType,
  level: levelType,
  qualification: qualificationType,
  awarding_body: awardingBodyType,
};

/** Which translations are missing or older than the Serbian they follow: for every editor. */
export function registerTranslationStatusRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['translation status'];
  r.get(
    '/api/admin/translation-status',
    { preHandler: requireUser, schema: { tags, querystring: translationStatusQuerySchema, response: { 200: translationStatusListSchema } } },
    (request) => listTranslationStatus(ctx.db, TRANSLATED_TYPES, request.query),
  );
  // One route a type (the type is part of the path, not a parameter): /api/admin/translation-status/article/12.
  for (const [entity, type] of Object.entries(TRANSLATED_TYPES)) {
    r.get(
      `/api/admin/translation-status/${entity}/:id`,
      { preHandler: requireUser, schema: { tags, params: idParamsSchema, response: { 200: translationChangesSchema } } },
      (request) => translationChanges(ctx.db, type, request.params.id),
    );
  }
}
