import { z } from 'zod';
import { LOCALES } from '../locales.js';
import { NAME_MAX, idSchema, versionField } from './common.js';
import { groupRefSchema, permissionsSchema } from './groups.js';

/** Derived from the groups: admin for a member of an administrators group, editor for everyone else. */
export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;
export const EMAIL_MAX = 254;

const email = z.email('Enter a valid e-mail address').max(EMAIL_MAX).transform((value) => value.toLowerCase());
const password = z.string().min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX);
const name = z.string().trim().min(1, 'Required').max(NAME_MAX);

/** A code from an authenticator app: six digits (spaces, as some apps show them, are dropped). */
export const totpCode = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the six digits the app shows'));

/** A recovery code as shown once at enrolment (XXXX-XXXX-XXXX-XXXX); case, spaces and dashes are forgiven. */
export const recoveryCode = z.string().trim().min(1, 'Required').max(40, 'A recovery code has 16 letters and digits');

export const loginInputSchema = z
  .strictObject({
    email: z.string().trim().min(1, 'Required').max(EMAIL_MAX).transform((value) => value.toLowerCase()),
    password: z.string().min(1, 'Required').max(PASSWORD_MAX),
    totp: totpCode.optional().describe('The code from the authenticator app, when two-factor sign-in is on'),
    recoveryCode: recoveryCode.optional().describe('Instead of `totp`: one of the single-use recovery codes'),
  })
  .refine((input) => !(input.totp && input.recoveryCode), { message: 'Send a code from the app or a recovery code, not both', path: ['recoveryCode'] });

export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES).describe('admin: a member of an administrators group; editor: what the groups grant'),
  groups: z.array(groupRefSchema),
  active: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type UserDto = z.infer<typeof userSchema>;

export const sessionUserSchema = userSchema
  .pick({ id: true, email: true, name: true, role: true })
  .extend({ permissions: permissionsSchema.describe('What the user\'s groups allow together; the dashboard shows only what it may do') });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The signed-in user as the dashboard needs them: who they are and where their second factor stands. */
export const currentUserSchema = sessionUserSchema.extend({
  locale: z.enum(LOCALES).describe('The dashboard language the user last used, which their e-mail is written in'),
  totpEnabled: z.boolean(),
  reviewDigest: z.boolean().describe('E-mail about review comes once a day (true) or for each move (false)'),
  totpEnrolmentRequired: z
    .boolean()
    .describe('REQUIRE_TOTP_FOR asks this user for a second factor not yet set up: until it is, only enrolment and sign-out are open'),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: currentUserSchema,
});

export const totpSetupSchema = z.object({
  secret: z.string().describe('Base32, for typing into an app that cannot read the QR code'),
  otpauthUrl: z.string().describe('What the QR code holds'),
});
export const totpEnableSchema = z.strictObject({ code: totpCode });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).describe('Single-use; shown only now') });
export const totpDisableSchema = z.strictObject({
  password: z.string().min(1, 'Required').max(PASSWORD_MAX),
  code: z.string().trim().min(1, 'Required').max(40).describe('A code from the app, or a recovery code'),
});

/** The groups a user belongs to: at least one, each once. */
const groupIds = z
  .array(idSchema)
  .min(1, 'Choose at least one group')
  .max(50)
  .refine((ids) => new Set(ids).size === ids.length, 'A group is chosen twice');

export const userCreateSchema = z.strictObject({ email, name, groupIds, password });
export const userUpdateSchema = z.strictObject({
  name,
  groupIds,
  active: z.boolean(),
  ...versionField,
});
export const passwordResetSchema = z.strictObject({ password });
/** Someone who cannot sign in asks for a link to set a new password (POST /api/auth/password-reset/request). */
export const forgottenPasswordSchema = z.strictObject({ email: z.string().trim().pipe(email) });
/** The e-mailed link's token and the new password (POST /api/auth/password-reset). */
export const newPasswordWithLinkSchema = z.strictObject({
  token: z.string().trim().min(1, 'Required').max(100, 'This link is not valid'),
  password,
});
/** The locale of the signed-in user's dashboard, which their e-mail is written in (PUT /api/auth/locale). */
export const localeChoiceSchema = z.strictObject({ locale: z.enum(LOCALES) });
/** PUT /api/auth/notifications: how the user's e-mail about review comes. */
export const notificationChoiceSchema = z.strictObject({ reviewDigest: z.boolean() });
export const passwordChangeSchema = z.strictObject({ currentPassword: z.string().min(1).max(PASSWORD_MAX), newPassword: password });

/** One of the user's open sessions (a sign-in not ended and not expired). */
export const sessionSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  lastUsedAt: z.string().describe('Written at most once a minute'),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session making this request. */
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof sessionSchema>;

export const sessionListSchema = z.object({ items: z.array(sessionSchema) });

/** How many sessions an "end all" ended. */
export const endedSessionsSchema = z.object({ ended: z.number() });
