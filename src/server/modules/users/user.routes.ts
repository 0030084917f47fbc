import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idSchema, listResponse, noBodySchema, pageQuerySchema } from '../../../common/schemas/common.js';
import { endedSessionsSchema, passwordResetSchema, userCreateSchema, userSchema, userUpdateSchema } from '../../../common/schemas/user.js';
import type { AppContext } from '../../app-context.js';
import { actorOf, requireAdmin } from '../../plugins/auth.js';
import { auditContextOf } from '../audit/audit-context.js';
import * as service from './user.service.js';
import { LEAVES_PUBLIC_OUTPUT } from '../../plugins/response-cache.js';

const listQuery = z.strictObject({
  ...pageQuerySchema,
  q: z.string().trim().max(200).optional(),
  groupId: idSchema.optional().describe('Only the members of this group'),
  active: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
});

/** User management is for admins only; everyone changes their own password under /api/auth. */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  r.get('/api/admin/users', { preHandler: requireAdmin, schema: { tags, querystring: listQuery, response: { 200: listResponse(userSchema) } } }, (req) =>
    service.listUsers(ctx.db, req.query),
  );
  r.get('/api/admin/users/:id', { preHandler: requireAdmin, schema: { tags, params: idParamsSchema, response: { 200: userSchema } } }, (req) =>
    service.getUser(ctx.db, req.params.id),
  );
  r.post('/api/admin/users', { preHandler: requireAdmin, schema: { tags, body: userCreateSchema, response: { 201: userSchema } } }, async (req, reply) =>
    reply.status(201).send(await service.createUser(ctx.db, req.body, auditContextOf(req))),
  );
  r.put(
    '/api/admin/users/:id',
    { preHandler: requireAdmin, schema: { tags, params: idParamsSchema, body: userUpdateSchema, response: { 200: userSchema } } },
    (req) => service.updateUser(ctx.db, actorOf(req), req.params.id, req.body, auditContextOf(req)),
  );
  r.post(
    '/api/admin/users/:id/password',
    { preHandler: requireAdmin, config: LEAVES_PUBLIC_OUTPUT, schema: { tags, params: idParamsSchema, body: passwordResetSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await service.resetPassword(ctx.db, req.params.id, req.body.password, auditContextOf(req));
      return reply.status(204).send(null);
    },
  );
  r.delete(
    '/api/admin/users/:id/sessions',
    { preHandler: requireAdmin, config: LEAVES_PUBLIC_OUTPUT, schema: { tags, params: idParamsSchema, body: noBodySchema, response: { 200: endedSessionsSchema } } },
    async (req) => ({ ended: await service.endUserSessions(ctx.db, req.params.id, auditContextOf(req)) }),
  );
}
