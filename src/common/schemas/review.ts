import { z } from 'zod';
import { PERMISSION_SUBJECTS } from '../permissions.js';
import { REVIEW_STATES } from '../review.js';
import { idSchema } from './common.js';

export const reviewRuleSchema = z.strictObject({
  subject: z.enum(PERMISSION_SUBJECTS),
  section: idSchema.nullable().describe('null: every section of the subject'),
  review: z.boolean().describe('true: publishing needs the approval of someone other than the author'),
});

/** Most rules one set holds (a rule a subject, or a section of one). */
export const REVIEW_RULES_MAX = 500;

/** PUT /api/admin/review-rules: the whole set, which replaces the one before. */
export const reviewRulesSchema = z.strictObject({ rules: z.array(reviewRuleSchema).max(REVIEW_RULES_MAX) });
export type ReviewRulesDto = z.infer<typeof reviewRulesSchema>;

const personSchema = z.object({ id: z.number(), name: z.string() });

export const reviewSchema = z.object({
  id: z.number(),
  state: z.enum(REVIEW_STATES),
  baseVersion: z.number().describe('The version of the item the change was made on'),
  submittedBy: personSchema.nullable(),
  submittedAt: z.string(),
  decidedBy: personSchema.nullable(),
  decidedAt: z.string().nullable(),
});
export type ReviewDto = z.infer<typeof reviewSchema>;

export const reviewCommentSchema = z.object({
  id: z.number(),
  reviewId: z.number().nullable(),
  author: personSchema.nullable(),
  body: z.string(),
  itemVersion: z.number().describe('The version of the item the comment was made on'),
  createdAt: z.string(),
});
export type ReviewCommentDto = z.infer<typeof reviewCommentSchema>;

/** GET /api/admin/{type}/:id/review: the open submission (with the item as it would be), the thread, what the user may do. */
export const itemReviewSchema = z.object({
  review: reviewSchema.nullable(),
  proposal: z.record(z.string(), z.unknown()).nullable().describe('The item as approval would save it (its admin view)'),
  comments: z.array(reviewCommentSchema),
  needsReview: z.boolean(),
  maySubmit: z.boolean(),
  mayDecide: z.boolean().describe('May approve or ask for changes: may publish here, and did not submit it'),
});
export type ItemReviewDto = z.infer<typeof itemReviewSchema>;

export const commentBodySchema = z.strictObject({ body: z.string().trim().min(1, 'Write the comment').max(4000) });
export const decisionBodySchema = z.strictObject({ comment: z.string().trim().max(4000).optional() });
export const changesRequestSchema = z.strictObject({ comment: z.string().trim().min(1, 'Say what should change').max(4000) });

/** The dashboard's home: items waiting for my review, my items in review. */
export const reviewListSchema = z.object({
  items: z.array(
    z.object({
      subject: z.enum(PERMISSION_SUBJECTS),
      itemId: z.number(),
      title: z.string(),
      review: reviewSchema,
    }),
  ),
});
export type ReviewListDto = z.infer<typeof reviewListSchema>;
export const reviewListQuerySchema = z.strictObject({ scope: z.enum(['waiting', 'mine']) });
