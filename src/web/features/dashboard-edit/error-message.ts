import type { TFunction } from 'i18next';
import type { AccessibilityProblem } from '../../../common/content-accessibility.js';
import type { Locale } from '../../../common/locales.js';
import { ApiError } from '../../lib/api-client.js';
import { describeApiError } from '../../lib/api-errors.js';

export { apiFieldErrors, isVersionConflict } from '../../lib/api-errors.js';

const KEYS_BY_CODE = {
  VERSION_CONFLICT: 'errors.versionConflict',
  FORBIDDEN: 'errors.forbidden',
  NOT_FOUND: 'errors.notFound',
  REVIEW_REQUIRED: 'errors.reviewRequired',
  OWN_CHANGE: 'errors.ownChange',
};

/**
 * What the edit screen says when a call fails: its own words for a network failure and for the
 * codes it explains, else the API's message as it is (e.g. why a category cannot be deleted).
 */
export function errorMessage(error: unknown, t: TFunction<'dashboard-edit'>): string {
  return describeApiError(error, t, KEYS_BY_CODE);
}

/** Field messages the API writes in English, said in the dashboard's language. */
const KNOWN_FIELD_MESSAGES: Record<string, 'rules.required' | 'errors.alreadyUsed' | 'rules.volume' | 'rules.revocationReason'> = {
  Required: 'rules.required',
  'Already in use': 'errors.alreadyUsed',
  'Credits (ECTS) or the volume of learning in hours': 'rules.volume',
  'Required: why the approval is revoked': 'rules.revocationReason',
};

/** The API's field messages, the ones the screen knows translated, the others as they are. */
export function localizeFieldMessages(fields: Record<string, unknown> | undefined, t: TFunction<'dashboard-edit'>): Record<string, string> | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => {
      const key = KNOWN_FIELD_MESSAGES[String(message)];
      return [path, key ? t(key) : String(message)];
    }),
  );
}

/** The problems a publish was refused for (422 ACCESSIBILITY_PROBLEMS), each with the locale of its text. */
export function accessibilityProblemsOf(error: unknown): (AccessibilityProblem & { locale: Locale })[] | null {
  if (!(error instanceof ApiError) || error.code !== 'ACCESSIBILITY_PROBLEMS') return null;
  const problems = error.details?.problems;
  return Array.isArray(problems) ? (problems as (AccessibilityProblem & { locale: Locale })[]) : null;
}
