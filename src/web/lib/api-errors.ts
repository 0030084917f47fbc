import { ApiError } from './api-client.js';

/** A namespace's `t`: every namespace that uses these helpers has errors.network and errors.generic. */
type Translate = (key: string) => string;

/**
 * What a dashboard screen says when a call fails: its own text for a network failure and for
 * the API codes it explains (message keys by code), else the API's message as it is (a 429's
 * wait, why a file cannot be deleted).
 */
export function describeApiError(error: unknown, t: Translate, keysByCode: Readonly<Record<string, string>>): string {
  if (!(error instanceof ApiError)) return t('errors.network');
  const key = keysByCode[error.code];
  return key ? t(key) : error.message || t('errors.generic');
}

/** The API's per-field messages (`details.fields`), if any. */
export function apiFieldErrors(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const fields = error.details?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, unknown>) : undefined;
}

export function isVersionConflict(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'VERSION_CONFLICT';
}
