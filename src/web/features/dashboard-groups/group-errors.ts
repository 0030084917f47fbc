import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.js';
import { apiErrorText, apiFieldErrors } from '../dashboard/error-text.js';

/**
 * What the groups screen says when the API refuses: its own words for a version conflict, a group
 * that still has members and a form whose fields are marked; else what the dashboard says.
 */
export function groupErrorText(error: unknown, t: TFunction<'dashboard'>, group?: { memberCount: number }): string {
  if (error instanceof ApiError) {
    if (error.code === 'VERSION_CONFLICT') return t('groups.versionConflict');
    if (error.code === 'IN_USE') return t('groups.inUse', { count: group?.memberCount ?? 0 });
    if (apiFieldErrors(error)) return t('groups.checkFields');
  }
  return apiErrorText(error, t);
}
