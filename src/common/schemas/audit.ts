import { z } from 'zod';
import { idSchema, pageQuerySchema } from './common.js';

/** What the audit log records: security events and every change of content. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'session-ended',
  'sessions-ended',
  'reauthentication-failed',
  'password-changed',
  'password-reset',
  'password-reset-requested',
  'totp-enabled',
  'totp-disabled',
  'user-created',
  'user-updated',
  'group-created',
  'group-updated',
  'group-deleted',
  'invitation-sent',
  'invitation-revoked',
  'invitation-accepted',
  'content-created',
  'content-updated',
  'content-published',
  'content-unpublished',
  'content-scheduled',
  'content-restored',
  'content-deleted',
  'review-submitted',
  'review-approved',
  'review-changes-requested',
  'review-withdrawn',
  'review-rules-changed',
  'submission-received',
  'submissions-listed',
  'submission-viewed',
  'submission-updated',
  'submission-replied',
  'submission-answered',
  'submission-deleted',
  'submissions-exported',
  'submissions-expired',
  'media-uploaded',
  'media-released',
  'menu-reordered',
  'backup-restored',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const auditFilterFields = {
  actor: idSchema.optional().describe('The id of the user who acted'),
  action: z.enum(AUDIT_ACTIONS).optional(),
  entityType: z.string().trim().min(1).max(40).optional(),
  entityId: idSchema.optional(),
  from: z.iso.date().optional().describe('First day, YYYY-MM-DD (UTC)'),
  to: z.iso.date().optional().describe('Last day, YYYY-MM-DD (UTC)'),
};

/** Which entries to export (GET /api/admin/audit.csv): every one the filter matches, newest first. */
export const auditFilterSchema = z.strictObject(auditFilterFields);
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditQuerySchema = z.strictObject({ ...auditFilterFields, ...pageQuerySchema });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.object({ id: z.number(), name: z.string() }).nullable().describe('null: nobody signed in (a failed sign-in)'),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.string().nullable(),
  entityId: z.number().nullable(),
  summary: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
