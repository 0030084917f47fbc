import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.js';
import { PageError, describeRouteError, notFoundError } from './page-error.js';

describe('error descriptions', () => {
  it('treats unknown routes and unknown ids as not found (404)', () => {
    expect(describeRouteError(notFoundError())).toEqual({ status: 404, isNotFound: true, message: 'This page could not be found' });
    expect(describeRouteError(new ApiError(404, 'NOT_FOUND', 'Article not found'))).toMatchObject({ status: 404, isNotFound: true });
  });

  it('keeps the status and message of other errors', () => {
    expect(describeRouteError(new ApiError(403, 'FORBIDDEN', 'Forbidden'))).toEqual({ status: 403, isNotFound: false, message: 'Forbidden' });
    expect(describeRouteError(new PageError(500, 'Unknown middleware auth'))).toEqual({
      status: 500,
      isNotFound: false,
      message: 'Unknown middleware auth',
    });
  });

  it('defaults to 500 for errors without a status', () => {
    expect(describeRouteError(new TypeError('boom'))).toEqual({ status: 500, isNotFound: false, message: 'boom' });
    expect(describeRouteError(undefined)).toEqual({ status: 500, isNotFound: false, message: null });
    expect(describeRouteError({ status: 'x' })).toMatchObject({ status: 500 });
  });

  it('reads React Router error responses', () => {
    expect(describeRouteError(new ErrorResponse(404, 'Not Found', null))).toEqual({ status: 404, isNotFound: true, message: 'Not Found' });
    expect(describeRouteError(new ErrorResponse(503, 'Service Unavailable', 'Try later'))).toEqual({ status: 503, isNotFound: false, message: 'Try later' });
  });
});
