import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEntrySchema, auditQuerySchema } from '../../../common/schemas/audit.js';
import { listResponse } from '../../../common/schemas/common.js';
import type { AppContext } from '../../app-context.js';
import { requireAdmin } from '../../plugins/auth.js';
import { listAuditEntries } from './audit.service.js';

/** The audit log is read by admins only; no route edits or deletes an entry. */
export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/audit',
    { preHandler: requireAdmin, schema: { tags: ['audit'], querystring: auditQuerySchema, response: { 200: listResponse(auditEntrySchema) } } },
    (request) => listAuditEntries(ctx.db, request.query),
  );
}
