/** Stable error codes shared by the API and the web client, which translates them. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'VERSION_CONFLICT',
  'SLUG_TAKEN',
  'EMAIL_TAKEN',
  'IN_USE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'CONTENT_REFUSED',
  'TOO_MANY_REQUESTS',
  'INVALID_CREDENTIALS',
  'TOTP_REQUIRED',
  'INVALID_TOTP',
  'WEAK_PASSWORD',
  'RESET_LINK_INVALID',
  'RESET_LINK_USED',
  'RESET_LINK_EXPIRED',
  'INVITATION_INVALID',
  'INVITATION_USED',
  'INVITATION_EXPIRED',
  'INVITATION_REVOKED',
  'TOTP_ENROLMENT_REQUIRED',
  'ACCESSIBILITY_PROBLEMS',
  'UNPUBLISHED_REFERENCES',
  'REVIEW_REQUIRED',
  'OWN_CHANGE',
  'SERVICE_UNAVAILABLE',
  'INSUFFICIENT_STORAGE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: Record<string, unknown> };
}
