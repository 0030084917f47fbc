import { z } from 'zod';
import { BUILT_IN_GROUPS, PERMISSION_ACTIONS, PERMISSION_SUBJECTS, isSectioned } from '../permissions.js';
import { NAME_MAX, idSchema, versionField } from './common.js';

export const DESCRIPTION_MAX = 300;
/** More grants than subjects × sections anyone manages by hand. */
export const GRANTS_MAX = 200;

export const grantSchema = z
  .strictObject({
    subject: z.enum(PERMISSION_SUBJECTS),
    section: idSchema.nullable().describe('A category, page or council id for the subjects with sections; null: every section'),
    actions: z.array(z.enum(PERMISSION_ACTIONS)).min(1, 'Choose at least one action').max(PERMISSION_ACTIONS.length),
  })
  .refine((grant) => grant.section === null || isSectioned(grant.subject), { message: 'This subject has no sections', path: ['section'] });

export const permissionsSchema = z.object({
  admin: z.boolean(),
  grants: z.array(z.object({ subject: z.enum(PERMISSION_SUBJECTS), section: z.number().nullable(), actions: z.array(z.enum(PERMISSION_ACTIONS)) })),
});

export const groupSchema = z.object({
  id: z.number(),
  key: z.enum(BUILT_IN_GROUPS).nullable().describe('The built-in groups have a key and cannot be deleted or renamed'),
  name: z.string(),
  description: z.string(),
  admin: z.boolean().describe('Administers the portal: every action, users, groups and the audit log'),
  grants: z.array(grantSchema),
  memberCount: z.number(),
  updatedAt: z.string(),
  version: z.number(),
});
export type GroupDto = z.infer<typeof groupSchema>;

export const groupInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Required').max(NAME_MAX),
  description: z.string().trim().max(DESCRIPTION_MAX).default(''),
  grants: z.array(grantSchema).max(GRANTS_MAX),
});
export type GroupInput = z.infer<typeof groupInputSchema>;
export const groupUpdateSchema = groupInputSchema.extend(versionField);

/** A group as a user's row names it. */
export const groupRefSchema = z.object({ id: z.number(), key: z.enum(BUILT_IN_GROUPS).nullable(), name: z.string() });
