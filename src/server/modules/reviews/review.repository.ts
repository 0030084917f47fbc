import { OPEN_REVIEW_STATES, type ReviewState } from '../../../common/review.js';
import type { Executor } from '../../db/executor.js';

const reviewColumns = [
  'reviews.id',
  'reviews.subject',
  'reviews.item_id',
  'reviews.state',
  'reviews.base_version',
  'reviews.input',
  'reviews.proposal',
  'reviews.submitted_by',
  'reviews.submitted_at',
  'reviews.decided_by',
  'reviews.decided_at',
  'submitter.name as submitter_name',
  'decider.name as decider_name',
] as const;

function selectReviews(db: Executor) {
  return db
    .selectFrom('reviews')
    .leftJoin('users as submitter', 'submitter.id', 'reviews.submitted_by')
    .leftJoin('users as decider', 'decider.id', 'reviews.decided_by')
    .select(reviewColumns);
}

export type ReviewRow = Awaited<ReturnType<typeof findOpenReview>> & object;

/** The item's submission that is in review or sent back, if any (at most one: reviews_open_idx). */
export function findOpenReview(db: Executor, subject: string, itemId: number) {
  return selectReviews(db)
    .where('reviews.subject', '=', subject)
    .where('reviews.item_id', '=', itemId)
    .where('reviews.state', 'in', OPEN_REVIEW_STATES)
    .executeTakeFirst();
}

export function listOpenReviews(db: Executor, where: { states: readonly ReviewState[]; submittedBy?: number }) {
  let query = selectReviews(db).where('reviews.state', 'in', where.states);
  if (where.submittedBy !== undefined) query = query.where('reviews.submitted_by', '=', where.submittedBy);
  return query.orderBy('reviews.submitted_at').orderBy('reviews.id').limit(500).execute();
}

export interface Submission {
  subject: string;
  itemId: number;
  baseVersion: number;
  input: string;
  proposal: string;
  submittedBy: number;
  now: string;
}

/** Opens a submission, or puts the open one back in review with the new change. Returns its id. */
export async function upsertOpenReview(db: Executor, submission: Submission, openId: number | null): Promise<number> {
  const values = {
    state: 'in-review',
    base_version: submission.baseVersion,
    input: submission.input,
    proposal: submission.proposal,
    submitted_by: submission.submittedBy,
    submitted_at: submission.now,
    decided_by: null,
    decided_at: null,
  };
  if (openId !== null) {
    await db.updateTable('reviews').set(values).where('id', '=', openId).execute();
    return openId;
  }
  const row = await db.insertInto('reviews').values({ ...values, subject: submission.subject, item_id: submission.itemId }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Moves a submission from `from` to `to`; false when another request moved it first. */
export async function decide(db: Executor, id: number, from: readonly ReviewState[], to: ReviewState, by: number, now: string): Promise<boolean> {
  const result = await db.updateTable('reviews').set({ state: to, decided_by: by, decided_at: now }).where('id', '=', id).where('state', 'in', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function listComments(db: Executor, subject: string, itemId: number) {
  return db
    .selectFrom('review_comments')
    .leftJoin('users', 'users.id', 'review_comments.author_id')
    .select(['review_comments.id', 'review_comments.review_id', 'review_comments.author_id', 'users.name as author_name', 'review_comments.body', 'review_comments.item_version', 'review_comments.created_at'])
    .where('review_comments.subject', '=', subject)
    .where('review_comments.item_id', '=', itemId)
    .orderBy('review_comments.created_at')
    .orderBy('review_comments.id')
    .execute();
}

export async function insertComment(db: Executor, comment: { subject: string; itemId: number; reviewId: number | null; authorId: number; body: string; itemVersion: number; now: string }) {
  await db
    .insertInto('review_comments')
    .values({
      subject: comment.subject,
      item_id: comment.itemId,
      review_id: comment.reviewId,
      author_id: comment.authorId,
      body: comment.body,
      item_version: comment.itemVersion,
      created_at: comment.now,
    })
    .execute();
}

/** An item deleted takes its submissions and their thread with it. */
export async function deleteReviewsOf(db: Executor, subject: string, itemId: number) {
  await db.deleteFrom('review_comments').where('subject', '=', subject).where('item_id', '=', itemId).execute();
  await db.deleteFrom('reviews').where('subject', '=', subject).where('item_id', '=', itemId).execute();
}
