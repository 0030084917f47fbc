import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QUEUE_SUBJECTS } from '../../../common/permissions.js';
import { idParamsSchema, idSchema } from '../../../common/schemas/common.js';
import {
  adminSubmissionSchema,
  submissionAssignSchema,
  submissionExportQuerySchema,
  submissionMessageSchema,
  submissionQueueQuerySchema,
  submissionQueueSchema,
  submissionStandardSchema,
  submissionStateInputSchema,
} from '../../../common/schemas/forms.js';
import type { AppContext } from '../../app-context.js';
import { requestLocale } from '../../lib/request-locale.js';
import { actorOf, requireAnyPermission } from '../../plugins/auth.js';
import { auditContextOf } from '../audit/audit-context.js';
import { contentDisposition } from '../media/media.routes.js';
import * as queue from './submission-queue.service.js';
import { submissionDeps } from './submission.routes.js';
import { LEAVES_PUBLIC_OUTPUT } from '../../plugins/response-cache.js';

/**
 * The agency's queues of the public forms' submissions. A route opens to whoever holds either
 * queue; each submission is then checked against its own form's queue, and every read of personal
 * data (the list, a submission, an attachment, the export) is in the audit log.
 */
export function registerSubmissionQueueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: submissions'];
  const deps = submissionDeps(ctx);
  const mayRead = { preHandler: requireAnyPermission(QUEUE_SUBJECTS, 'read') };
  const mayHandle = { preHandler: requireAnyPermission(QUEUE_SUBJECTS, 'edit'), config: LEAVES_PUBLIC_OUTPUT };
  const who = (request: FastifyRequest) => [actorOf(request), auditContextOf(request)] as const;
  const one = { tags, params: idParamsSchema, response: { 200: adminSubmissionSchema } };

  r.get('/api/admin/submissions', { ...mayRead, schema: { tags, querystring: submissionQueueQuerySchema, response: { 200: submissionQueueSchema } } }, (request) =>
    queue.listQueue(ctx.db, ...who(request), request.query),
  );
  r.get('/api/admin/submissions/export', { ...mayRead, schema: { tags, querystring: submissionExportQuerySchema } }, async (request, reply) => {
    const csv = await queue.exportQueue(ctx.db, ...who(request), request.query.form);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${request.query.form}-submissions-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(csv);
  });
  r.get('/api/admin/submissions/:id', { ...mayRead, schema: one }, (request) => queue.getSubmission(ctx.db, ...who(request), request.params.id, requestLocale(request)));
  r.get(
    '/api/admin/submissions/:id/files/:fileId',
    { ...mayRead, schema: { tags, params: z.strictObject({ id: idSchema, fileId: idSchema }) } },
    async (request, reply) => {
      const file = await queue.openAttachment(deps, ...who(request), request.params.id, request.params.fileId);
      return reply.type(file.mime).header('Content-Disposition', contentDisposition(file.name, 'attachment')).header('X-Content-Type-Options', 'nosniff').send(file.bytes);
    },
  );
  r.post('/api/admin/submissions/:id/assign', { ...mayHandle, schema: { ...one, body: submissionAssignSchema } }, (request) =>
    queue.assignSubmission(deps, ...who(request), request.params.id, request.body.userId, requestLocale(request)),
  );
  r.post('/api/admin/submissions/:id/state', { ...mayHandle, schema: { ...one, body: submissionStateInputSchema } }, (request) =>
    queue.setSubmissionState(deps, ...who(request), request.params.id, request.body, requestLocale(request)),
  );
  r.post('/api/admin/submissions/:id/notes', { ...mayHandle, schema: { ...one, body: submissionMessageSchema } }, (request) =>
    queue.addSubmissionNote(deps, ...who(request), request.params.id, request.body.message, requestLocale(request)),
  );
  r.post('/api/admin/submissions/:id/replies', { ...mayHandle, schema: { ...one, body: submissionMessageSchema } }, (request) =>
    queue.replyToSubmitter(deps, ...who(request), request.params.id, request.body.message, requestLocale(request)),
  );
  r.post('/api/admin/submissions/:id/standard', { ...mayHandle, schema: { ...one, body: submissionStandardSchema } }, (request) =>
    queue.linkStandard(deps, ...who(request), request.params.id, request.body.standardId, requestLocale(request)),
  );
  r.delete('/api/admin/submissions/:id', { preHandler: requireAnyPermission(QUEUE_SUBJECTS, 'delete'), config: LEAVES_PUBLIC_OUTPUT, schema: { tags, params: idParamsSchema } }, async (request, reply) => {
    await queue.eraseSubmission(deps, ...who(request), request.params.id);
    return reply.code(204).send();
  });
}
