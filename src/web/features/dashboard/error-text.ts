import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.js';
import { apiFieldErrors, describeApiError } from '../../lib/api-errors.js';

/** The API's codes the dashboard says in its own words (message keys). */
export const KEYS_BY_CODE = {
  VERSION_CONFLICT: 'errors.versionConflict',
  INVALID_CREDENTIALS: 'signIn.wrongCredentials',
  INVALID_TOTP: 'signIn.wrongCode',
  TOTP_ENROLMENT_REQUIRED: 'twoFactor.enrolIntro',
  FORBIDDEN: 'errors.forbidden',
  RESET_LINK_INVALID: 'newPassword.invalid',
  RESET_LINK_USED: 'newPassword.used',
  RESET_LINK_EXPIRED: 'newPassword.expired',
  EMAIL_TAKEN: 'users.emailTaken',
  INVITATION_INVALID: 'invitation.invalid',
  INVITATION_USED: 'invitation.used',
  INVITATION_EXPIRED: 'invitation.expired',
  INVITATION_REVOKED: 'invitation.revoked',
};

/** Why the API refused a new password (WEAK_PASSWORD's `details.reason`), as the dashboard says it. */
const WEAK_PASSWORD_KEYS: Readonly<Record<string, string>> = {
  common: 'rules.weakPassword.common',
  email: 'rules.weakPassword.email',
  blank: 'rules.weakPassword.blank',
};

function weakPasswordKey(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 'WEAK_PASSWORD') return undefined;
  const reason = error.details?.reason;
  return typeof reason === 'string' ? WEAK_PASSWORD_KEYS[reason] : undefined;
}

/**
 * What a form says when the API refuses: a translated text for the codes the dashboard knows
 * (a version conflict above all), else the API's own message (e.g. the 429 text) as it is.
 */
export function apiErrorText(error: unknown, t: TFunction<'dashboard'>): string {
  const weakPassword = weakPasswordKey(error);
  return weakPassword ? t(weakPassword) : describeApiError(error, t, KEYS_BY_CODE);
}

/** The API's per-field messages, a refused password's in the dashboard's own words. */
export function apiFieldErrorsIn(error: unknown, t: TFunction<'dashboard'>): Record<string, unknown> | undefined {
  const fields = apiFieldErrors(error);
  const weakPassword = weakPasswordKey(error);
  if (!fields || !weakPassword) return fields;
  return Object.fromEntries(Object.keys(fields).map((field) => [field, t(weakPassword)]));
}

export { apiFieldErrors };
