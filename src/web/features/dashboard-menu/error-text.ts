import type { TFunction } from 'i18next';
import { describeApiError } from '../../lib/api-errors.js';

export { apiFieldErrors } from '../../lib/api-errors.js';

const KEYS_BY_CODE = { VERSION_CONFLICT: 'errors.versionConflict', FORBIDDEN: 'errors.forbidden' };

/** What the menu editor says when the API refuses: its own text for known codes, else the API's message. */
export function errorText(error: unknown, t: TFunction<'dashboard-menu'>): string {
  return describeApiError(error, t, KEYS_BY_CODE);
}
