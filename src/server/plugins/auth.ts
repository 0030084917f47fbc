import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role, SessionUser } from '../../common/schemas/user.js';
import type { Db } from '../db/database.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { authenticate } from '../modules/auth/auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    bearerToken: string | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** Resolves `Authorization: Bearer …` to the signed-in user on every request that carries one. */
export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  app.decorateRequest('bearerToken', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const token = BEARER.exec(header)?.[1];
    if (!token) throw unauthorized('The sign-in token is malformed');
    request.bearerToken = token;
    request.user = await authenticate(db, token);
    if (!request.user) throw unauthorized('Your session has expired or was ended; sign in again');
  });
}

/** Route guard: the caller must be signed in, and hold one of the roles when given. */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.user) throw unauthorized();
    if (roles.length > 0 && !roles.includes(request.user.role)) throw forbidden();
  };
}

export const requireUser = requireRole();
export const requireAdmin = requireRole('admin');

/** The signed-in user of a guarded route. */
export function actorOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
