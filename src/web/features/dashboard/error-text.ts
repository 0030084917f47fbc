import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.js';

/**
 * What a form says when the API refuses: a translated text for the codes the dashboard knows
 * (a version conflict above all), else the API's own message (e.g. the 429 text) as it is.
 */
export function apiErrorText(error: unknown, t: TFunction<'dashboard'>): string {
  if (!(error instanceof ApiError)) return t('errors.network');
  switch (error.code) {
    case 'VERSION_CONFLICT':
      return t('errors.versionConflict');
    case 'INVALID_CREDENTIALS':
      return t('signIn.wrongCredentials');
    case 'FORBIDDEN':
      return t('errors.forbidden');
    default:
      return error.message || t('errors.generic');
  }
}

/** The API's per-field messages (`details.fields`), if any. */
export function apiFieldErrors(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const fields = error.details?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, unknown>) : undefined;
}
