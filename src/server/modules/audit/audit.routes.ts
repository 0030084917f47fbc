import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEntrySchema, auditFilterSchema, auditQuerySchema } from '../../../common/schemas/audit.js';
import { listResponse } from '../../../common/schemas/common.js';
import type { AppContext } from '../../app-context.js';
import { requireAdmin } from '../../plugins/auth.js';
import { auditCsv } from './audit-export.js';
import { listAuditEntries } from './audit.service.js';

/** The audit log is read by admins only; no route edits or deletes an entry. */
export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/audit',
    { preHandler: requireAdmin, schema: { tags: ['audit'], querystring: auditQuerySchema, response: { 200: listResponse(auditEntrySchema) } } },
    (request) => listAuditEntries(ctx.db, request.query),
  );
  r.get(
    '/api/admin/audit.csv',
    {
      preHandler: requireAdmin,
      schema: { tags: ['audit'], querystring: auditFilterSchema, produces: ['text/csv'], description: 'Every entry the filter matches, newest first, as CSV' },
    },
    (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(auditCsv(ctx.db, request.query)),
  );
}
