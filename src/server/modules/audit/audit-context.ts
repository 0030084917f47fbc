import type { FastifyRequest } from 'fastify';
import type { AuditContext } from './audit.service.js';

/** Who makes a request (the signed-in user, or nobody) and from where, for its audit entries. */
export function auditContextOf(request: FastifyRequest): AuditContext {
  return {
    actor: request.user ? { id: request.user.id, name: request.user.name } : null,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  };
}
