import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions, onRequestAsyncHookHandler } from 'fastify';
import { type PermissionAction, type PermissionSubject, can, canRead } from '../../common/permissions.js';
import type { Role, SessionUser } from '../../common/schemas/user.js';
import type { Db } from '../db/database.js';
import type { TotpPolicy } from '../config.js';
import { AppError, forbidden, unauthorized } from '../lib/errors.js';
import { authenticate } from '../modules/auth/auth.service.js';
import { mustEnrolTotp } from '../modules/auth/totp.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /** The id of the session the bearer token belongs to. */
    sessionId: number | null;
    bearerToken: string | null;
    /** The signed-in user has two-factor sign-in on. */
    totpEnabled: boolean;
    /** REQUIRE_TOTP_FOR asks the signed-in user for a second factor they have not set up yet. */
    totpEnrolmentRequired: boolean;
  }
  interface FastifyContextConfig {
    /** The route checks its own bearer token (a scraper's, not a session's); sign-in is not looked up. */
    ownBearerToken?: true;
    /** A signed-in user who must first enrol a second factor may still use this route (enrolment itself, sign-out). */
    openBeforeTotpEnrolment?: true;
  }
}

/** The scheme name is case-insensitive (RFC 9110); the token is what login issues. */
const BEARER = /^Bearer +([A-Za-z0-9_-]{20,200})$/i;

const GUARD = Symbol('route guard');
/** What a guard asks: a signed-in user, an administrator, or a permission on a subject. */
type GuardKind = 'signed-in' | 'admin' | 'permission';
type RouteGuard = onRequestAsyncHookHandler & { [GUARD]: GuardKind };

const isGuard = (hook: unknown): hook is RouteGuard => typeof hook === 'function' && GUARD in hook;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Guards may be declared as a route's preHandler, which Fastify runs only after it has read,
 * parsed and validated the body. They are moved to the route's onRequest hooks, so an anonymous
 * caller gets 401 and an editor 403 before any body is read (no 400 that reveals the schema,
 * no multipart upload streamed for nothing). Route onRequest hooks run after the app's, so the
 * caller is already known by then.
 */
function hoistGuards(route: RouteOptions): void {
  const preHandlers = asArray(route.preHandler);
  const guards = preHandlers.filter(isGuard);
  assertAdminRouteGuarded(route, guards);
  if (guards.length === 0) return;
  route.preHandler = preHandlers.filter((hook) => !isGuard(hook));
  route.onRequest = [...asArray(route.onRequest), ...guards];
}

/**
 * Every dashboard route names who may use it, and every write there asks for an administrator or
 * a permission: a route added without one stops the portal at start, not in production.
 */
function assertAdminRouteGuarded(route: RouteOptions, guards: RouteGuard[]): void {
  if (!route.url.startsWith('/api/admin')) return;
  const methods = asArray(route.method);
  const kinds = guards.map((guard) => guard[GUARD]);
  if (kinds.length === 0) throw new Error(`${methods.join(',')} ${route.url} has no guard: name who may use it`);
  if (methods.some((method) => WRITES.has(method)) && !kinds.some((kind) => kind !== 'signed-in')) {
    throw new Error(`${methods.join(',')} ${route.url} writes with no permission: guard it with requirePermission or requireAdmin`);
  }
}

/** Resolves `Authorization: Bearer …` to the signed-in user on every request that carries one. */
export function registerAuth(app: FastifyInstance, db: Db, totpPolicy: TotpPolicy): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('bearerToken', null);
  app.decorateRequest('totpEnabled', false);
  app.decorateRequest('totpEnrolmentRequired', false);
  app.addHook('onRoute', hoistGuards);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || request.routeOptions.config.ownBearerToken) return;
    const token = BEARER.exec(header)?.[1];
    if (!token) throw unauthorized('The sign-in token is malformed');
    request.bearerToken = token;
    const signedIn = await authenticate(db, token);
    if (!signedIn) throw unauthorized('Your session has expired or was ended; sign in again');
    request.user = signedIn.user;
    request.sessionId = signedIn.sessionId;
    request.totpEnabled = signedIn.totpEnabled;
    request.totpEnrolmentRequired = mustEnrolTotp(totpPolicy, signedIn.user.role, signedIn.totpEnabled);
  });
}

/**
 * Route guard: the caller must be signed in, and hold one of the roles when given. A user whom
 * REQUIRE_TOTP_FOR asks to enrol a second factor reaches only the routes open for enrolment
 * until they have done so.
 */
function guardOf(kind: GuardKind, allows: (user: SessionUser) => boolean): RouteGuard {
  const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.user) throw unauthorized();
    if (request.totpEnrolmentRequired && !request.routeOptions.config.openBeforeTotpEnrolment) {
      throw new AppError('TOTP_ENROLMENT_REQUIRED', 403, 'This portal requires two-factor sign-in for your account: set it up first');
    }
    if (!allows(request.user)) throw forbidden();
  };
  return Object.assign(guard, { [GUARD]: kind });
}

export function requireRole(...roles: Role[]): RouteGuard {
  return guardOf(roles.length === 0 ? 'signed-in' : 'admin', (user) => roles.length === 0 || roles.includes(user.role));
}

export const requireUser = requireRole();
export const requireAdmin = requireRole('admin');

/**
 * Route guard: the user's groups allow `action` on `subject` in at least one section ('read': any
 * permission on it). The route's service then checks the item's own section (content.service).
 */
export function requirePermission(subject: PermissionSubject, action: PermissionAction | 'read'): RouteGuard {
  return guardOf('permission', (user) => (action === 'read' ? canRead(user.permissions, subject) : can(user.permissions, subject, action)));
}

/** Route guard: `action` on any of `subjects` (a form's queue, when the submission decides which); the service checks the one. */
export function requireAnyPermission(subjects: readonly PermissionSubject[], action: PermissionAction | 'read'): RouteGuard {
  return guardOf('permission', (user) => subjects.some((subject) => (action === 'read' ? canRead(user.permissions, subject) : can(user.permissions, subject, action))));
}

/** The signed-in user of a guarded route. */
export function actorOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
