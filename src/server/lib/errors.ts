import type { ErrorCode } from '../../common/errors.js';

/** The one error type services throw; the error handler turns it into `{error: {code, message, details}}`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', 404, `${what} not found`);

export const forbidden = () => new AppError('FORBIDDEN', 403, 'You do not have permission to do this');

export const unauthorized = (message = 'Sign in to continue') => new AppError('UNAUTHORIZED', 401, message);

export const invalid = (details: Record<string, string>, message = 'Some fields are invalid') =>
  new AppError('VALIDATION_FAILED', 400, message, { fields: details });

export const versionConflict = (currentVersion: number) =>
  new AppError(
    'VERSION_CONFLICT',
    409,
    'Someone else saved this item after you opened it; reload to see their changes',
    { currentVersion },
  );
