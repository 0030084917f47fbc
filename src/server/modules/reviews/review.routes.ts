import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParamsSchema, noBodySchema } from '../../../common/schemas/common.js';
import {
  changesRequestSchema,
  commentBodySchema,
  decisionBodySchema,
  itemReviewSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewRulesSchema,
} from '../../../common/schemas/review.js';
import type { AppContext } from '../../app-context.js';
import { actorOf, requireAdmin, requirePermission, requireUser } from '../../plugins/auth.js';
import { auditContextOf } from '../audit/audit-context.js';
import { subjectOf } from '../content/content-permissions.js';
import type { ContentInput, ContentType } from '../content/content-type.js';
import { loadReviewRules, replaceReviewRules } from './review-rules.js';
import * as service from './review.service.js';
import { LEAVES_PUBLIC_OUTPUT } from '../../plugins/response-cache.js';

/**
 * An item's review at /api/admin/{type}/:id/review: read it, submit a change (the body of a save),
 * approve it or ask for changes, withdraw it, comment. Each route asks the user's groups first;
 * the service then asks for the item's own sections and that a reviewer is not the author.
 */
export function registerItemReviewRoutes(app: FastifyInstance, ctx: AppContext, type: ContentType, updateSchema: z.ZodObject): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const subject = subjectOf(type);
  const url = `/api/admin/${subject}/:id/review`;
  const tags = [`admin: ${subject}`];
  const params = idParamsSchema;
  const mayRead = { preHandler: requirePermission(subject, 'read') };
  const respond = { 200: itemReviewSchema };

  r.get(url, { ...mayRead, schema: { tags, params, response: respond } }, (req) => service.loadItemReview(ctx.db, type, actorOf(req), req.params.id));
  r.post(url, { preHandler: requirePermission(subject, 'submit'), schema: { tags, params, body: updateSchema, response: respond } }, (req) =>
    service.submitChange(ctx.db, ctx.config.publicUrl, type, actorOf(req), req.params.id, req.body as unknown as ContentInput & { version: number }, auditContextOf(req)),
  );
  r.post(`${url}/approve`, { preHandler: requirePermission(subject, 'publish'), schema: { tags, params, body: decisionBodySchema } }, (req) =>
    service.approveChange(ctx.db, ctx.config.publicUrl, type, actorOf(req), req.params.id, req.body.comment || undefined, auditContextOf(req)),
  );
  r.post(`${url}/changes`, { preHandler: requirePermission(subject, 'publish'), schema: { tags, params, body: changesRequestSchema, response: respond } }, (req) =>
    service.requestChanges(ctx.db, ctx.config.publicUrl, type, actorOf(req), req.params.id, req.body.comment, auditContextOf(req)),
  );
  // Its author or a reviewer may withdraw a change: the service tells them apart.
  r.post(`${url}/withdraw`, { ...mayRead, schema: { tags, params, body: noBodySchema, response: respond } }, (req) =>
    service.withdrawChange(ctx.db, type, actorOf(req), req.params.id, auditContextOf(req)),
  );
  r.post(`${url}/comments`, { ...mayRead, schema: { tags, params, body: commentBodySchema, response: respond } }, (req) =>
    service.addComment(ctx.db, type, actorOf(req), req.params.id, req.body.body),
  );
}

/** The dashboard's lists of changes in review, and the rules of where publishing needs review. */
export function registerReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];
  r.get('/api/admin/reviews', { preHandler: requireUser, schema: { tags, querystring: reviewListQuerySchema, response: { 200: reviewListSchema } } }, (req) =>
    service.listReviews(ctx.db, actorOf(req), req.query.scope),
  );
  // Everyone signed in reads the rules: the edit screen offers "submit for review" by them.
  r.get('/api/admin/review-rules', { preHandler: requireUser, schema: { tags, response: { 200: reviewRulesSchema } } }, async () => ({ rules: await loadReviewRules(ctx.db) }));
  r.put('/api/admin/review-rules', { preHandler: requireAdmin, config: LEAVES_PUBLIC_OUTPUT, schema: { tags, body: reviewRulesSchema, response: { 200: reviewRulesSchema } } }, async (req) => ({
    rules: await replaceReviewRules(ctx.db, req.body.rules, auditContextOf(req)),
  }));
}
