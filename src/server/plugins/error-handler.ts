import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../common/errors.js';
import { AppError } from '../lib/errors.js';

interface ErrorReply {
  status: number;
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

/** Field path → message, e.g. {"translations.sr.title": "Required"}, for forms to show inline. */
function fieldErrors(issues: { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const zodPath = issue.params?.issue?.path;
    const key = zodPath?.length ? zodPath.map(String).join('.') : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    fields[key || '_'] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'INVALID_JSON', message: 'Invalid Content-Length' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large' },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many files' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many parts' },
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
  return { status: 500, code: 'INTERNAL', message: 'Something went wrong on our side; the error has been logged' };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toErrorReply(error);
    if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    const payload = { error: { code: body.code, message: body.message, ...(body.details ? { details: body.details } : {}) } };
    return reply.status(body.status).type('application/json; charset=utf-8').send(payload);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` } }),
  );
}
