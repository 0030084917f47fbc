import { z } from 'zod';
import { FORM_KEYS } from '../forms/form-definitions.js';
import { SUBMISSION_EVENT_KINDS, SUBMISSION_STATES } from '../forms/form-state.js';
import { idSchema, pageQuerySchema } from './common.js';

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
  history: z.array(z.object({ at: z.string(), kind: z.enum(SUBMISSION_EVENT_KINDS), state: z.enum(SUBMISSION_STATES).nullable(), message: z.string().nullable() })),
  /** Whether the submitter may still write to the agency through the page (not once it is decided). */
  open: z.boolean(),
  /** A message the submitter posted that was refused, with why: the page shows it again. */
  draft: z.object({ message: z.string(), error: z.string() }).optional(),
});
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;

/** The longest message of the agency or the submitter, and of an internal note or a decision's reason. */
export const SUBMISSION_MESSAGE_MAX = 5000;
const messageSchema = z.string().trim().min(1, 'Required').max(SUBMISSION_MESSAGE_MAX);

/** The agency's side: a queue of one form. */
export const submissionQueueQuerySchema = z.strictObject({
  form: formKeySchema,
  state: z.enum(SUBMISSION_STATES).optional(),
  /** `me`, `none`, or a user's id. */
  assigned: z.union([z.enum(['me', 'none']), idSchema]).optional(),
  ...pageQuerySchema,
});
export type SubmissionQueueQuery = z.output<typeof submissionQueueQuerySchema>;

export const submissionExportQuerySchema = z.strictObject({ form: formKeySchema });

const personSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const submissionRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  form: formKeySchema,
  state: z.enum(SUBMISSION_STATES),
  name: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  assignee: personSchema,
});

export const submissionQueueSchema = z.object({
  items: z.array(submissionRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Open submissions of the form by state: the queue's tabs. */
  counts: z.record(z.string(), z.number().int()),
});

export const adminSubmissionSchema = submissionRowSchema.extend({
  email: z.string(),
  locale: z.string(),
  values: z.record(z.string(), z.string()),
  councils: z.array(z.object({ value: z.string(), label: z.string() })),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  standard: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  attachments: z.array(z.object({ id: z.number().int(), name: z.string(), size: z.number().int(), mime: z.string() })),
  history: z.array(
    z.object({ at: z.string(), kind: z.enum(SUBMISSION_EVENT_KINDS), state: z.enum(SUBMISSION_STATES).nullable(), message: z.string().nullable(), by: z.string().nullable() }),
  ),
  /** Who may be given it: the users whose groups hold the form's queue. */
  handlers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminSubmission = z.infer<typeof adminSubmissionSchema>;

export const submissionAssignSchema = z.strictObject({ userId: idSchema.nullable() });
export const submissionStateInputSchema = z
  .strictObject({ state: z.enum(SUBMISSION_STATES), reason: z.string().trim().max(SUBMISSION_MESSAGE_MAX).optional() })
  .refine((input) => !(input.state === 'accepted' || input.state === 'declined') || Boolean(input.reason), { message: 'A decision gives its reason', path: ['reason'] });
export const submissionMessageSchema = z.strictObject({ message: messageSchema });
export const submissionStandardSchema = z.strictObject({ standardId: idSchema.nullable() });
