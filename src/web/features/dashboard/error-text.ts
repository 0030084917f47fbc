import type { TFunction } from 'i18next';
import { describeApiError } from '../../lib/api-errors.js';

export { apiFieldErrors } from '../../lib/api-errors.js';

const KEYS_BY_CODE = {
  VERSION_CONFLICT: 'errors.versionConflict',
  INVALID_CREDENTIALS: 'signIn.wrongCredentials',
  INVALID_TOTP: 'signIn.wrongCode',
  TOTP_ENROLMENT_REQUIRED: 'twoFactor.enrolIntro',
  FORBIDDEN: 'errors.forbidden',
};

/**
 * What a form says when the API refuses: a translated text for the codes the dashboard knows
 * (a version conflict above all), else the API's own message (e.g. the 429 text) as it is.
 */
export function apiErrorText(error: unknown, t: TFunction<'dashboard'>): string {
  return describeApiError(error, t, KEYS_BY_CODE);
}
