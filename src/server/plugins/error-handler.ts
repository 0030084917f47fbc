import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../common/errors.js';
import { AppError } from '../lib/errors.js';
import { isDatabaseBusy, isDependencyUnavailable, isOutOfSpace } from '../lib/outage-errors.js';

/** What a client is told to wait before trying again while the database is out or too busy. */
const RETRY_AFTER_SECONDS = 5;

interface ErrorReply {
  status: number;
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

/** One issue as fastify-type-provider-zod reports it: the Zod code as `keyword`, the path as `instancePath`. */
interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: unknown };
}

/** Field path → message, e.g. {"translations.sr.title": "Required"}, for forms to show inline. */
function fieldErrors(issues: ValidationIssue[]) {
  // A Map, so that a field named "__proto__" is reported like any other instead of vanishing.
  const fields = new Map<string, string>();
  const add = (path: string, message: string) => {
    if (!fields.has(path || '_')) fields.set(path || '_', message);
  };
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const unknownKeys = issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys) ? issue.params.keys : [];
    // An unknown key is reported on the key itself, so a form can point at the very field.
    for (const key of unknownKeys) add(path ? `${path}.${String(key)}` : String(key), 'Unknown field');
    if (unknownKeys.length === 0) add(path, issue.message ?? 'Invalid value');
  }
  return Object.fromEntries(fields);
}

const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'VALIDATION_FAILED', message: 'The address is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'VALIDATION_FAILED', message: 'The address is too long' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'INVALID_JSON', message: 'Invalid Content-Length' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large' },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many files' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many parts' },
  FST_FIELDS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many form fields' },
  FST_PROTO_VIOLATION: { status: 400, code: 'VALIDATION_FAILED', message: 'A form field name is not allowed' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the file as multipart/form-data' },
};

function toErrorReply(error: FastifyError): ErrorReply {
  if (error instanceof AppError) {
    return { status: error.statusCode, code: error.code, message: error.message, details: error.details };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are invalid',
      details: { fields: fieldErrors(error.validation as never) },
    };
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return { status: known.status, code: known.code, message: known.message };
  if (error.statusCode === 429) return { status: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many requests; try again later' };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, code: 'VALIDATION_FAILED', message: error.message };
  }
  if (isOutOfSpace(error)) {
    return { status: 507, code: 'INSUFFICIENT_STORAGE', message: 'The server has no room to store this right now; nothing was saved. Try again later' };
  }
  if (isDependencyUnavailable(error)) {
    return { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'The portal cannot reach its database right now; try again in a few seconds' };
  }
  if (isDatabaseBusy(error)) {
    return { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'The database is too busy to answer right now; try again in a few seconds' };
  }
  return { status: 500, code: 'INTERNAL', message: 'Something went wrong on our side; the error has been logged' };
}

/** Writes any error as `{error: {code, message, details?}}`, hiding the internals of a 5xx. */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body = toErrorReply(error);
  if (body.status >= 500) request.log.error({ err: error }, 'request failed');
  if (body.status === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  // A lock on wrong passwords says how long it has left; the header says it to any HTTP client.
  if (body.status === 429 && typeof body.details?.retryAfterSeconds === 'number') reply.header('Retry-After', String(body.details.retryAfterSeconds));
  const payload = { error: { code: body.code, message: body.message, ...(body.details ? { details: body.details } : {}) } };
  // Errors the router raises (frameworkErrors) skip the onRequest hooks that set the other headers.
  reply.header('X-Content-Type-Options', 'nosniff');
  return reply.status(body.status).type('application/json; charset=utf-8').send(payload);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` } }),
  );
}
