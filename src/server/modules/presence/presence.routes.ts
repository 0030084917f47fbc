import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, noBodySchema } from '../../../common/schemas/common.js';
import { presenceSchema } from '../../../common/schemas/presence.js';
import type { AppContext } from '../../app-context.js';
import { actorOf, requirePermission } from '../../plugins/auth.js';
import { ALL_CONTENT_TYPES } from '../content-types/content-types.js';
import { subjectOf } from '../content/content-permissions.js';
import type { ContentType } from '../content/content-type.js';
import * as service from './presence.service.js';
import { LEAVES_PUBLIC_OUTPUT } from '../../plugins/response-cache.js';

/**
 * The dashboard's edit screens: a heartbeat while an item is open, a goodbye when it closes, at
 * /api/admin/{type}/:id/presence. A heartbeat writes the user's own presence, not the item: whoever
 * may read the type's items may say they have one open.
 */
export function registerPresenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const type of ALL_CONTENT_TYPES) registerTypePresence(app, ctx, type);
}

function registerTypePresence(app: FastifyInstance, ctx: AppContext, type: ContentType): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const subject = subjectOf(type);
  const url = `/api/admin/${subject}/:id/presence`;
  const route = { preHandler: requirePermission(subject, 'read'), config: LEAVES_PUBLIC_OUTPUT };
  const tags = [`admin: ${subject}`];
  const opened = (request: { params: { id: number } } & Parameters<typeof actorOf>[0]) => ({ type, userId: actorOf(request).id, itemId: request.params.id });
  r.put(url, { ...route, schema: { tags, params: idParamsSchema, body: noBodySchema, response: { 200: presenceSchema } } }, (req) => service.heartbeat(ctx.db, opened(req)));
  r.delete(url, { ...route, schema: { tags, params: idParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
    await service.leave(ctx.db, opened(req));
    return reply.status(204).send(null);
  });
}
