import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, noBodySchema } from '../../../common/schemas/common.js';
import {
  currentUserSchema,
  endedSessionsSchema,
  forgottenPasswordSchema,
  localeChoiceSchema,
  notificationChoiceSchema,
  loginInputSchema,
  loginResponseSchema,
  newPasswordWithLinkSchema,
  passwordChangeSchema,
  recoveryCodesSchema,
  sessionListSchema,
  totpDisableSchema,
  totpEnableSchema,
  totpSetupSchema,
} from '../../../common/schemas/user.js';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../config.js';
import { type SecretBox, createSecretBox, resolveSecretKey } from '../../lib/secret-box.js';
import { actorOf, requireAdmin, requireUser } from '../../plugins/auth.js';
import { auditContextOf } from '../audit/audit-context.js';
import { requestPasswordReset, resetPasswordWithLink } from '../password-reset/password-reset.service.js';
import { changeOwnPassword, getReviewDigest, getUserLocale, setReviewDigest, setUserLocale } from '../users/user.service.js';
import { endOtherSessions, endSession, listSessions, login, logout } from './auth.service.js';
import { deviceCookieHeader, readDeviceCookie } from './device-cookie.js';
import type { ReauthenticationContext } from './failure-limits.js';
import { disableTotp, enableTotp, mustEnrolTotp, resetTotp, setupTotp } from './totp.service.js';

/** The box users' TOTP secrets are sealed in; a key made into the data folder is announced, as every instance needs the same one. */
function openSecretBox(app: FastifyInstance, config: Config): SecretBox {
  const { key, generated } = resolveSecretKey(config.secretKey, config.dataDir);
  if (generated) {
    app.log.warn(`SECRET_KEY is not set: a key was generated into ${config.dataDir}. Keep a copy somewhere safe, apart from the database's backups; when several instances share the database, set SECRET_KEY to one value on all of them.`);
  }
  return createSecretBox(key);
}

/** The signed-in caller as a check of their password or a code needs them: who, from where, with which device cookie. */
function reauthenticationContextOf(request: FastifyRequest): ReauthenticationContext {
  const { id, name, email } = actorOf(request);
  return { ...auditContextOf(request), actor: { id, name, email }, ip: request.ip, deviceToken: readDeviceCookie(request.headers.cookie) };
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secrets = openSecretBox(app, ctx.config);
  const issuer = new URL(ctx.config.publicUrl).host;
  r.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], body: loginInputSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const deviceToken = readDeviceCookie(request.headers.cookie);
      const userAgent = request.headers['user-agent'] ?? null;
      const { deviceToken: device, ...session } = await login(ctx.db, secrets, { ...request.body, ip: request.ip, userAgent, ttlMs: ctx.config.sessionTtlMs, deviceToken });
      reply.header('Set-Cookie', deviceCookieHeader(device, request.protocol === 'https'));
      return { ...session, user: { ...session.user, totpEnrolmentRequired: mustEnrolTotp(ctx.config.requireTotpFor, session.user.role, session.user.totpEnabled) } };
    },
  );
  r.post(
    '/api/auth/logout',
    { preHandler: requireUser, config: { openBeforeTotpEnrolment: true }, schema: { tags: ['auth'], body: noBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await logout(ctx.db, request.bearerToken!, auditContextOf(request));
      return reply.status(204).send(null);
    },
  );
  r.get(
    '/api/auth/me',
    { preHandler: requireUser, config: { openBeforeTotpEnrolment: true }, schema: { tags: ['auth'], response: { 200: currentUserSchema } } },
    async (request) => ({
      ...actorOf(request),
      locale: await getUserLocale(ctx.db, actorOf(request).id),
      reviewDigest: await getReviewDigest(ctx.db, actorOf(request).id),
      totpEnabled: request.totpEnabled,
      totpEnrolmentRequired: request.totpEnrolmentRequired,
    }),
  );
  r.put(
    '/api/auth/locale',
    { preHandler: requireUser, config: { openBeforeTotpEnrolment: true }, schema: { tags: ['auth'], body: localeChoiceSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await setUserLocale(ctx.db, actorOf(request).id, request.body.locale);
      return reply.status(204).send(null);
    },
  );
  r.put(
    '/api/auth/notifications',
    { preHandler: requireUser, schema: { tags: ['auth'], body: notificationChoiceSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await setReviewDigest(ctx.db, actorOf(request).id, request.body.reviewDigest);
      return reply.status(204).send(null);
    },
  );
  // The same answer for every address, known or not: the work happens in the mail job. Neither
  // route looks at a bearer token (ownBearerToken): a browser that kept an expired session's
  // token must not be refused.
  r.post(
    '/api/auth/password-reset/request',
    { config: { ownBearerToken: true }, schema: { tags: ['auth'], body: forgottenPasswordSchema, response: { 202: z.null() } } },
    async (request, reply) => {
      await requestPasswordReset(ctx.db, { email: request.body.email, ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
      return reply.status(202).send(null);
    },
  );
  r.post(
    '/api/auth/password-reset',
    { config: { ownBearerToken: true }, schema: { tags: ['auth'], body: newPasswordWithLinkSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await resetPasswordWithLink(ctx.db, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
      return reply.status(204).send(null);
    },
  );
  r.post(
    '/api/auth/totp/setup',
    { preHandler: requireUser, config: { openBeforeTotpEnrolment: true }, schema: { tags: ['auth'], body: noBodySchema, response: { 200: totpSetupSchema } } },
    async (request) => setupTotp(ctx.db, secrets, actorOf(request).id, issuer),
  );
  r.post(
    '/api/auth/totp/enable',
    { preHandler: requireUser, config: { openBeforeTotpEnrolment: true }, schema: { tags: ['auth'], body: totpEnableSchema, response: { 200: recoveryCodesSchema } } },
    async (request) => enableTotp(ctx.db, secrets, reauthenticationContextOf(request), request.body.code),
  );
  r.post(
    '/api/auth/totp/disable',
    { preHandler: requireUser, schema: { tags: ['auth'], body: totpDisableSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await disableTotp(ctx.db, secrets, reauthenticationContextOf(request), request.body, ctx.config.requireTotpFor);
      return reply.status(204).send(null);
    },
  );
  r.get('/api/auth/sessions', { preHandler: requireUser, schema: { tags: ['auth'], response: { 200: sessionListSchema } } }, async (request) => ({
    items: await listSessions(ctx.db, actorOf(request).id, request.sessionId),
  }));
  r.delete(
    '/api/auth/sessions/:id',
    { preHandler: requireUser, schema: { tags: ['auth'], params: idParamsSchema, body: noBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await endSession(ctx.db, { ...auditContextOf(request), actor: actorOf(request) }, request.params.id);
      return reply.status(204).send(null);
    },
  );
  // "Sign out everywhere else": every session of the caller but the one making the request.
  r.delete('/api/auth/sessions', { preHandler: requireUser, schema: { tags: ['auth'], body: noBodySchema, response: { 200: endedSessionsSchema } } }, async (request) => ({
    ended: await endOtherSessions(ctx.db, { ...auditContextOf(request), actor: actorOf(request) }, request.sessionId),
  }));
  // A lost phone and lost recovery codes: an administrator turns the user's second factor off.
  r.delete(
    '/api/admin/users/:id/totp',
    { preHandler: requireAdmin, schema: { tags: ['users'], params: idParamsSchema, body: noBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await resetTotp(ctx.db, auditContextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.post(
    '/api/auth/password',
    { preHandler: requireUser, schema: { tags: ['auth'], body: passwordChangeSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await changeOwnPassword(ctx.db, { ...reauthenticationContextOf(request), sessionId: request.sessionId }, request.body);
      return reply.status(204).send(null);
    },
  );
}
