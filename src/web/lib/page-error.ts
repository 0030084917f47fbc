import { isRouteErrorResponse } from 'react-router';
import { ApiError, ConnectionError } from './api-client.js';
import { isChunkLoadError } from './chunk-reload.js';

/** Status shown when an answer of the server carries none of its own (SPEC §9). */
export const DEFAULT_ERROR_STATUS = 500;

/** An error the error page shows with its HTTP-like status, e.g. 404 for an unknown id. */
export class PageError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PageError';
  }
}

/** 'This page could not be found': unknown routes, invalid ids, items the API does not know. */
export function notFoundError(): PageError {
  return new PageError(404, 'This page could not be found');
}

/**
 * What went wrong, as the error page tells a reader in their language:
 * - notFound: no such page (404, and the other answers that mean the address is wrong);
 * - connection: no answer at all (the page says "offline" while the browser is offline);
 * - outdated: a part of the app (a script or style chunk) did not load, as after a new release;
 * - unavailable: the portal is there but cannot answer now (502, 503, 504, 429);
 * - failed: anything else, the server's 500 and a screen that failed to render included.
 */
export type ErrorKind = 'notFound' | 'connection' | 'outdated' | 'unavailable' | 'failed';

export interface ErrorDescription {
  kind: ErrorKind;
  /**
   * The HTTP status when the error is an answer of the server, shown beside the words that
   * explain it; null when no answer came (a connection, a chunk), where a status would be untrue.
   */
  status: number | null;
}

const NOT_FOUND_STATUSES = new Set([400, 404, 410]);
const UNAVAILABLE_STATUSES = new Set([429, 502, 503, 504]);

function kindOfStatus(status: number): ErrorKind {
  if (NOT_FOUND_STATUSES.has(status)) return 'notFound';
  return UNAVAILABLE_STATUSES.has(status) ? 'unavailable' : 'failed';
}

function statusOf(error: unknown): number | null {
  if (error instanceof ApiError || error instanceof PageError || isRouteErrorResponse(error)) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : null;
}

/**
 * What the error page says about anything a route throws (SPEC §8). Never the error's own message:
 * a browser's, a library's or the API's text is technical, and in English.
 */
export function describeRouteError(error: unknown): ErrorDescription {
  if (error instanceof ConnectionError) return { kind: 'connection', status: null };
  if (isChunkLoadError(error)) return { kind: 'outdated', status: null };
  const status = statusOf(error) ?? DEFAULT_ERROR_STATUS;
  return { kind: kindOfStatus(status), status };
}
