import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema, localeSchema, pageQuerySchema, revisionSchema, statusSchema, versionField } from '../../../common/schemas/common.js';
import { slugify } from '../../../common/text/slug.js';
import { REFERENCE_MODES, adminListSchema } from '../../../common/schemas/admin.js';
import type { AppContext } from '../../app-context.js';
import { actorOf, requirePermission } from '../../plugins/auth.js';
import type { ContentInput, ContentType } from './content-type.js';
import { isSlugTaken } from './content.repository.js';
import { subjectOf } from './content-permissions.js';
import { listForAdmin, loadAdminView } from './content-admin-view.js';
import { bulkAction } from './content-bulk.js';
import { getRevision, listRevisions } from './content-revisions.js';
import { createContent, deleteContent, restoreRevision, updateContent } from './content.service.js';
import { auditContextOf } from '../audit/audit-context.js';
import { registerItemReviewRoutes } from '../reviews/review.routes.js';

export interface AdminRoutesOptions {
  /** URL segment, e.g. "articles" for /api/admin/articles. */
  path: string;
  type: ContentType;
  inputSchema: z.ZodObject;
  /** Extra list filters: query field → own column (an id, e.g. {categoryId: 'category_id'}), or the column and its values' schema. */
  listFilters?: Record<string, string | { column: string; schema: z.ZodType }>;
}

/** ?references= of a save: what to do with the unpublished items a published item refers to (REFERENCE_MODES). */
const saveQuerySchema = z.strictObject({ references: z.enum(REFERENCE_MODES).default('leave') });

const bulkSchema = z.strictObject({
  action: z.enum(['publish', 'unpublish', 'archive', 'delete']),
  ids: z.array(idSchema).min(1).max(500),
});

/** Admin CRUD, revisions, restore, bulk actions and slug checks, the same for every content type. */
export function registerAdminContentRoutes(app: FastifyInstance, ctx: AppContext, options: AdminRoutesOptions): void {
  const { type, inputSchema } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/admin/${options.path}`;
  const tags = [`admin: ${options.path}`];
  const filterColumns = Object.entries(options.listFilters ?? {}).map(([field, filter]) => [field, typeof filter === 'string' ? { column: filter, schema: idSchema } : filter] as const);
  const extraFilters = Object.fromEntries(filterColumns.map(([field, filter]) => [field, filter.schema.optional()]));
  const listQuery = z.strictObject({
    ...pageQuerySchema,
    q: z.string().trim().max(200).optional(),
    status: statusSchema.optional(),
    untranslated: localeSchema.optional(),
    sort: z.enum(['updated', 'published', 'title']).default('updated'),
    order: z.enum(['asc', 'desc']).default('desc'),
    ...extraFilters,
  });
  const updateSchema = inputSchema.safeExtend(versionField);
  const subject = subjectOf(type);
  if (subject !== options.path) throw new Error(`${options.path}: the routes of ${type.entity} are granted as ${subject}; the two must be one name`);
  // Each route asks the user's groups first; the service then checks the item's own section.
  const guard = { preHandler: requirePermission(subject, 'read') };
  const mayCreate = { preHandler: requirePermission(subject, 'create') };
  const mayEdit = { preHandler: requirePermission(subject, 'edit') };
  const mayDelete = { preHandler: requirePermission(subject, 'delete') };

  r.get(base, { ...guard, schema: { tags, querystring: listQuery, response: { 200: adminListSchema } } }, (req) => {
    const where: Record<string, unknown> = {};
    for (const [field, { column }] of filterColumns) {
      const value = (req.query as Record<string, unknown>)[field];
      if (value !== undefined) where[column] = value;
    }
    return listForAdmin(ctx.db, type, { ...req.query, where });
  });

  // Only types with slugs have the check (the others have no slug column to look in).
  if (type.slugSource) {
    r.get(`${base}/slug-check`, {
      ...guard,
      schema: {
        tags,
        querystring: z.strictObject({ locale: localeSchema, slug: z.string().max(300), exceptId: idSchema.optional() }),
        response: { 200: z.object({ slug: z.string(), available: z.boolean() }) },
      },
    }, async (req) => {
      const slug = slugify(req.query.slug, req.query.locale);
      const available = slug !== '' && !(await isSlugTaken(ctx.db, type, req.query.locale, slug, req.query.exceptId ?? null));
      return { slug, available };
    });
  }

  r.get(`${base}/:id`, { ...guard, schema: { tags, params: idParamsSchema } }, (req) => loadAdminView(ctx.db, type, req.params.id));

  r.post(`${base}`, { ...mayCreate, schema: { tags, querystring: saveQuerySchema, body: inputSchema } }, async (req, reply) =>
    reply.status(201).send(await createContent(ctx.db, type, actorOf(req), req.body as unknown as ContentInput, auditContextOf(req), req.query.references)),
  );

  r.put(`${base}/:id`, { ...mayEdit, schema: { tags, params: idParamsSchema, querystring: saveQuerySchema, body: updateSchema } }, (req) =>
    updateContent(ctx.db, type, actorOf(req), req.params.id, req.body as unknown as ContentInput & { version: number }, auditContextOf(req), { references: req.query.references }),
  );

  r.delete(`${base}/:id`, { ...mayDelete, schema: { tags, params: idParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
    await deleteContent(ctx.db, type, actorOf(req), req.params.id, auditContextOf(req));
    return reply.status(204).send(null);
  });

  r.post(`${base}/bulk`, { ...guard, schema: { tags, body: bulkSchema } }, (req) =>
    bulkAction(ctx.db, type, inputSchema, actorOf(req), req.body.action, req.body.ids, auditContextOf(req)),
  );

  r.get(`${base}/:id/revisions`, { ...guard, schema: { tags, params: idParamsSchema, response: { 200: z.object({ items: z.array(revisionSchema) }) } } }, async (req) => ({
    items: await listRevisions(ctx.db, type, req.params.id),
  }));

  const revisionParams = z.strictObject({ id: idSchema, revisionId: idSchema });
  r.get(`${base}/:id/revisions/:revisionId`, { ...guard, schema: { tags, params: revisionParams } }, (req) =>
    getRevision(ctx.db, type, req.params.id, req.params.revisionId),
  );
  r.post(
    `${base}/:id/revisions/:revisionId/restore`,
    { ...mayEdit, schema: { tags, params: revisionParams, body: z.strictObject(versionField) } },
    (req) => restoreRevision(ctx.db, type, inputSchema, actorOf(req), req.params.id, req.params.revisionId, req.body.version, auditContextOf(req)),
  );

  registerItemReviewRoutes(app, ctx, type, updateSchema);
}
