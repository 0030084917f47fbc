import { z } from 'zod';
import { LOCALES } from '../locales.js';
import { NAME_MAX, idSchema } from './common.js';
import { groupRefSchema } from './groups.js';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from './user.js';

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
/** How many days an invitation's link can be used (the e-mail and the dashboard say it). */
export const INVITATION_VALID_DAYS = 7;

/** An administrator invites someone (POST /api/admin/invitations). */
export const invitationInputSchema = z.strictObject({
  email: z.email('Enter a valid e-mail address').max(EMAIL_MAX).transform((value) => value.toLowerCase()),
  name: z.string().trim().min(1, 'Required').max(NAME_MAX),
  groupIds: z
    .array(idSchema)
    .min(1, 'Choose at least one group')
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'A group is chosen twice'),
  locale: z.enum(LOCALES).describe('The language of the e-mail, and of the dashboard the person starts in'),
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

export const invitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  locale: z.enum(LOCALES),
  groups: z.array(groupRefSchema),
  status: z.enum(INVITATION_STATUSES),
  invitedBy: z.object({ id: z.number(), name: z.string() }).nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  closedAt: z.string().nullable().describe('When it was accepted or revoked'),
});
export type InvitationDto = z.infer<typeof invitationSchema>;

const token = z.string().trim().min(1, 'Required').max(100, 'This link is not valid');

/** The invitation's link, to show whom it is for before a password is chosen (POST /api/auth/invitation). */
export const invitationTokenSchema = z.strictObject({ token });
export const invitationPreviewSchema = z.object({ email: z.string(), name: z.string(), locale: z.enum(LOCALES), expiresAt: z.string() });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** The link and the new account's password (POST /api/auth/invitation/accept). */
export const invitationAcceptSchema = z.strictObject({ token, password: z.string().min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX) });
