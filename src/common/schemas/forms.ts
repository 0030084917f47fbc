import { z } from 'zod';
import { FORM_KEYS } from '../forms/form-definitions.js';
import { SUBMISSION_STATES } from '../forms/form-state.js';

/** The public forms: where a reader is in one, and a submission as its private status page shows it. */

export const formKeySchema = z.enum(FORM_KEYS);
export const formParamsSchema = z.strictObject({ form: formKeySchema });

const choiceSchema = z.object({ value: z.string(), label: z.string() });

export const formStateSchema = z.object({
  form: formKeySchema,
  step: z.string(),
  values: z.record(z.string(), z.string()),
  attachments: z.array(z.object({ token: z.string(), name: z.string(), size: z.number().int() })),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  started: z.string(),
  councils: z.array(choiceSchema),
});

/** A reference number and the secret of its private link. */
export const submissionQuerySchema = z.strictObject({
  n: z.string().trim().min(1).max(40),
  k: z.string().trim().min(1).max(100),
});

export const submissionStatusSchema = z.object({
  number: z.string(),
  form: formKeySchema,
  state: z.enum(SUBMISSION_STATES),
  submittedAt: z.string(),
  email: z.string(),
  values: z.record(z.string(), z.string()),
  attachments: z.array(z.object({ name: z.string(), size: z.number().int() })),
  councils: z.array(choiceSchema),
  history: z.array(z.object({ at: z.string(), state: z.enum(SUBMISSION_STATES).nullable(), message: z.string().nullable() })),
});
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;
