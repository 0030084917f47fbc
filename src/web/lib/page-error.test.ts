import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError, ConnectionError } from './api-client.js';
import { PageError, describeRouteError, notFoundError } from './page-error.js';

describe('error descriptions', () => {
  it('treats unknown routes, unknown ids and malformed addresses as not found', () => {
    expect(describeRouteError(notFoundError())).toEqual({ kind: 'notFound', status: 404 });
    expect(describeRouteError(new ApiError(404, 'NOT_FOUND', 'Article not found'))).toEqual({ kind: 'notFound', status: 404 });
    expect(describeRouteError(new ApiError(400, 'VALIDATION_FAILED', 'Invalid id'))).toEqual({ kind: 'notFound', status: 400 });
  });

  it('tells a connection that gave no answer from an answer of the server, with no status for it', () => {
    expect(describeRouteError(new ConnectionError({ cause: new TypeError('Failed to fetch') }))).toEqual({ kind: 'connection', status: null });
  });

  it('tells a part of the app that did not load, with no status either', () => {
    expect(describeRouteError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toEqual({ kind: 'outdated', status: null });
    expect(describeRouteError(new Error('Unable to preload CSS for /assets/a.css'))).toEqual({ kind: 'outdated', status: null });
  });

  it('says a busy or unreachable portal is unavailable, and anything else failed', () => {
    for (const status of [429, 502, 503, 504]) expect(describeRouteError(new ApiError(status, 'X', 'x'))).toEqual({ kind: 'unavailable', status });
    expect(describeRouteError(new ApiError(403, 'FORBIDDEN', 'Forbidden'))).toEqual({ kind: 'failed', status: 403 });
    expect(describeRouteError(new PageError(500, 'Unknown middleware auth'))).toEqual({ kind: 'failed', status: 500 });
  });

  it('defaults to 500 for errors without a status', () => {
    expect(describeRouteError(new TypeError('boom'))).toEqual({ kind: 'failed', status: 500 });
    expect(describeRouteError(undefined)).toEqual({ kind: 'failed', status: 500 });
    expect(describeRouteError({ status: 'x' })).toEqual({ kind: 'failed', status: 500 });
  });

  it('reads React Router error responses', () => {
    expect(describeRouteError(new ErrorResponse(404, 'Not Found', null))).toEqual({ kind: 'notFound', status: 404 });
    expect(describeRouteError(new ErrorResponse(503, 'Service Unavailable', 'Try later'))).toEqual({ kind: 'unavailable', status: 503 });
  });

  it('never passes on an error’s own words', () => {
    for (const error of [new TypeError('Failed to fetch'), new PageError(500, 'Unknown middleware auth'), new ErrorResponse(503, 'x', 'Try later'), new ConnectionError()]) {
      expect(JSON.stringify(describeRouteError(error))).not.toMatch(/fetch|middleware|later|connection to/i);
    }
  });
});
