import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginInputSchema, loginResponseSchema, passwordChangeSchema, sessionUserSchema } from '../../../common/schemas/user.js';
import type { AppContext } from '../../app-context.js';
import { actorOf, requireUser } from '../../plugins/auth.js';
import { changeOwnPassword } from '../users/user.service.js';
import { login, logout } from './auth.service.js';
import { deviceCookieHeader, readDeviceCookie } from './device-cookie.js';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], body: loginInputSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const deviceToken = readDeviceCookie(request.headers.cookie);
      const { deviceToken: device, ...session } = await login(ctx.db, { ...request.body, ip: request.ip, ttlMs: ctx.config.sessionTtlMs, deviceToken });
      reply.header('Set-Cookie', deviceCookieHeader(device, request.protocol === 'https'));
      return session;
    },
  );
  r.post(
    '/api/auth/logout',
    { preHandler: requireUser, schema: { tags: ['auth'], body: z.strictObject({}).nullish(), response: { 204: z.null() } } },
    async (request, reply) => {
      await logout(ctx.db, request.bearerToken!);
      return reply.status(204).send(null);
    },
  );
  r.get('/api/auth/me', { preHandler: requireUser, schema: { tags: ['auth'], response: { 200: sessionUserSchema } } }, async (request) =>
    actorOf(request),
  );
  r.post(
    '/api/auth/password',
    { preHandler: requireUser, schema: { tags: ['auth'], body: passwordChangeSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await changeOwnPassword(ctx.db, actorOf(request), request.body);
      return reply.status(204).send(null);
    },
  );
}
