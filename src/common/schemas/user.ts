import { z } from 'zod';
import { NAME_MAX, versionField } from './common.js';

export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;
export const EMAIL_MAX = 254;

const email = z.email('Enter a valid e-mail address').max(EMAIL_MAX).transform((value) => value.toLowerCase());
const password = z.string().min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX);
const name = z.string().trim().min(1, 'Required').max(NAME_MAX);

export const loginInputSchema = z.strictObject({
  email: z.string().trim().min(1, 'Required').max(EMAIL_MAX).transform((value) => value.toLowerCase()),
  password: z.string().min(1, 'Required').max(PASSWORD_MAX),
});

export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  active: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type UserDto = z.infer<typeof userSchema>;

export const sessionUserSchema = userSchema.pick({ id: true, email: true, name: true, role: true });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: sessionUserSchema,
});

export const userCreateSchema = z.strictObject({ email, name, role: z.enum(ROLES), password });
export const userUpdateSchema = z.strictObject({
  name,
  role: z.enum(ROLES),
  active: z.boolean(),
  ...versionField,
});
export const passwordResetSchema = z.strictObject({ password });
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
