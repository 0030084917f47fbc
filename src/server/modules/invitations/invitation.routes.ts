import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../common/schemas/common.js';
import { invitationAcceptSchema, invitationInputSchema, invitationPreviewSchema, invitationSchema, invitationTokenSchema } from '../../../common/schemas/invitations.js';
import type { AppContext } from '../../app-context.js';
import { actorOf, requireAdmin } from '../../plugins/auth.js';
import { auditContextOf } from '../audit/audit-context.js';
import * as service from './invitation.service.js';
import { LEAVES_PUBLIC_OUTPUT } from '../../plugins/response-cache.js';

/** Administrators invite, list and revoke; the invited person, signed out, reads and accepts the link. */
export function registerInvitationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const guard = { preHandler: requireAdmin, config: LEAVES_PUBLIC_OUTPUT };
  r.get('/api/admin/invitations', { ...guard, schema: { tags, response: { 200: z.object({ items: z.array(invitationSchema) }) } } }, async () => ({
    items: await service.listInvitations(ctx.db),
  }));
  r.post('/api/admin/invitations', { ...guard, schema: { tags, body: invitationInputSchema, response: { 201: invitationSchema } } }, async (req, reply) =>
    reply.status(201).send(await service.inviteUser(ctx.db, ctx.config.publicUrl, actorOf(req), req.body, auditContextOf(req))),
  );
  r.delete('/api/admin/invitations/:id', { ...guard, schema: { tags, params: idParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
    await service.revokeInvitation(ctx.db, req.params.id, auditContextOf(req));
    return reply.status(204).send(null);
  });

  // Signed out, like the forgotten password: a browser that kept an old session's token must not be refused (ownBearerToken).
  // The token travels in a body, never in an address a log or a Referer would keep.
  r.post('/api/auth/invitation', { config: { ownBearerToken: true }, schema: { tags: ['auth'], body: invitationTokenSchema, response: { 200: invitationPreviewSchema } } }, (req) =>
    service.previewInvitation(ctx.db, req.body.token),
  );
  r.post(
    '/api/auth/invitation/accept',
    { config: { ownBearerToken: true }, schema: { tags: ['auth'], body: invitationAcceptSchema, response: { 201: z.object({ email: z.string() }) } } },
    async (req, reply) => reply.status(201).send(await service.acceptInvitation(ctx.db, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] ?? null })),
  );
}
