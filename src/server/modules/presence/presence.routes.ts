import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canRead } from '../../../common/permissions.js';
import { noBodySchema } from '../../../common/schemas/common.js';
import { presenceParamsSchema, presenceSchema } from '../../../common/schemas/presence.js';
import type { AppContext } from '../../app-context.js';
import { forbidden } from '../../lib/errors.js';
import { actorOf, requireUser } from '../../plugins/auth.js';
import * as service from './presence.service.js';

/** Only who may read the subject hears who else is at its items. */
function presenceEntry(request: FastifyRequest<{ Params: z.infer<typeof presenceParamsSchema> }>) {
  const actor = actorOf(request);
  if (!canRead(actor.permissions, request.params.subject)) throw forbidden();
  return { userId: actor.id, subject: request.params.subject, itemId: request.params.id };
}

/** The dashboard's edit screens: a heartbeat while open, a goodbye when closed. */
export function registerPresenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: presence'];
  // A heartbeat is a write of the user's own presence, not of the item: any signed-in user who may read the subject.
  r.put('/api/presence/:subject/:id', { preHandler: requireUser, schema: { tags, params: presenceParamsSchema, body: noBodySchema, response: { 200: presenceSchema } } }, (req) =>
    service.heartbeat(ctx.db, presenceEntry(req)),
  );
  r.delete('/api/presence/:subject/:id', { preHandler: requireUser, schema: { tags, params: presenceParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
    await service.leave(ctx.db, presenceEntry(req));
    return reply.status(204).send(null);
  });
}
