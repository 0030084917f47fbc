import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../common/schemas/common.js';
import { endedSessionsSchema, loginInputSchema, loginResponseSchema, passwordChangeSchema, sessionListSchema, sessionUserSchema } from '../../../common/schemas/user.js';
import type { AppContext } from '../../app-context.js';
import { actorOf, requireUser } from '../../plugins/auth.js';
import { auditContextOf } from '../audit/audit-context.js';
import { changeOwnPassword } from '../users/user.service.js';
import { endOtherSessions, endSession, listSessions, login, logout } from './auth.service.js';
import { deviceCookieHeader, readDeviceCookie } from './device-cookie.js';

/** Routes that take no body: an empty JSON object or none. */
const noBody = z.strictObject({}).nullish();

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], body: loginInputSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const deviceToken = readDeviceCookie(request.headers.cookie);
      const userAgent = request.headers['user-agent'] ?? null;
      const { deviceToken: device, ...session } = await login(ctx.db, { ...request.body, ip: request.ip, userAgent, ttlMs: ctx.config.sessionTtlMs, deviceToken });
      reply.header('Set-Cookie', deviceCookieHeader(device, request.protocol === 'https'));
      return session;
    },
  );
  r.post(
    '/api/auth/logout',
    { preHandler: requireUser, schema: { tags: ['auth'], body: noBody, response: { 204: z.null() } } },
    async (request, reply) => {
      await logout(ctx.db, request.bearerToken!, auditContextOf(request));
      return reply.status(204).send(null);
    },
  );
  r.get('/api/auth/me', { preHandler: requireUser, schema: { tags: ['auth'], response: { 200: sessionUserSchema } } }, async (request) =>
    actorOf(request),
  );
  r.get('/api/auth/sessions', { preHandler: requireUser, schema: { tags: ['auth'], response: { 200: sessionListSchema } } }, async (request) => ({
    items: await listSessions(ctx.db, actorOf(request).id, request.sessionId),
  }));
  r.delete(
    '/api/auth/sessions/:id',
    { preHandler: requireUser, schema: { tags: ['auth'], params: idParamsSchema, body: noBody, response: { 204: z.null() } } },
    async (request, reply) => {
      await endSession(ctx.db, { ...auditContextOf(request), actor: actorOf(request) }, request.params.id);
      return reply.status(204).send(null);
    },
  );
  // "Sign out everywhere else": every session of the caller but the one making the request.
  r.delete('/api/auth/sessions', { preHandler: requireUser, schema: { tags: ['auth'], body: noBody, response: { 200: endedSessionsSchema } } }, async (request) => ({
    ended: await endOtherSessions(ctx.db, { ...auditContextOf(request), actor: actorOf(request) }, request.sessionId),
  }));
  r.post(
    '/api/auth/password',
    { preHandler: requireUser, schema: { tags: ['auth'], body: passwordChangeSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await changeOwnPassword(ctx.db, actorOf(request), request.body, auditContextOf(request));
      return reply.status(204).send(null);
    },
  );
}
