import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../common/schemas/common.js';
import { groupInputSchema, groupSchema, groupUpdateSchema } from '../../../common/schemas/groups.js';
import type { AppContext } from '../../app-context.js';
import { requireAdmin } from '../../plugins/auth.js';
import { auditContextOf } from '../audit/audit-context.js';
import * as service from './group.service.js';
import { LEAVES_PUBLIC_OUTPUT } from '../../plugins/response-cache.js';

/** Groups and their permissions are for administrators only. */
export function registerGroupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['groups'];
  const guard = { preHandler: requireAdmin, config: LEAVES_PUBLIC_OUTPUT };
  r.get('/api/admin/groups', { ...guard, schema: { tags, response: { 200: z.object({ items: z.array(groupSchema) }) } } }, async () => ({ items: await service.listGroups(ctx.db) }));
  r.get('/api/admin/groups/:id', { ...guard, schema: { tags, params: idParamsSchema, response: { 200: groupSchema } } }, (req) => service.getGroup(ctx.db, req.params.id));
  r.post('/api/admin/groups', { ...guard, schema: { tags, body: groupInputSchema, response: { 201: groupSchema } } }, async (req, reply) =>
    reply.status(201).send(await service.createGroup(ctx.db, req.body, auditContextOf(req))),
  );
  r.put('/api/admin/groups/:id', { ...guard, schema: { tags, params: idParamsSchema, body: groupUpdateSchema, response: { 200: groupSchema } } }, (req) =>
    service.updateGroup(ctx.db, req.params.id, req.body, auditContextOf(req)),
  );
  r.delete('/api/admin/groups/:id', { ...guard, schema: { tags, params: idParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
    await service.deleteGroup(ctx.db, req.params.id, auditContextOf(req));
    return reply.status(204).send(null);
  });
}
