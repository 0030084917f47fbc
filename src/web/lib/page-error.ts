import { isRouteErrorResponse } from 'react-router';
import { ApiError } from './api-client.js';

/** Status shown when an error carries none of its own (SPEC §9). */
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

export interface ErrorDescription {
  status: number;
  /** True for 404s: the page shows the translated 'not found' text instead of `message`. */
  isNotFound: boolean;
  /** The error's own message; null when it has none worth showing. */
  message: string | null;
}

function statusOf(error: unknown): number {
  if (error instanceof ApiError || error instanceof PageError) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : DEFAULT_ERROR_STATUS;
}

/** What the error page says about anything a route throws (SPEC §8). */
export function describeRouteError(error: unknown): ErrorDescription {
  if (isRouteErrorResponse(error)) {
    const text = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return { status: error.status, isNotFound: error.status === 404, message: text || null };
  }
  const status = statusOf(error);
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : null;
  return { status, isNotFound: status === 404, message: message || null };
}
