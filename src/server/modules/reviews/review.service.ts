import type { Transaction } from 'kysely';
import { type PermissionSubject, can } from '../../../common/permissions.js';
import { OPEN_REVIEW_STATES, type ReviewState, needsReview } from '../../../common/review.js';
import type { ItemReviewDto, ReviewDto, ReviewListDto } from '../../../common/schemas/review.js';
import type { SessionUser } from '../../../common/schemas/user.js';
import { type Db, inTransaction } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, invalid, notFound } from '../../lib/errors.js';
import { type AuditContext, recordAudit } from '../audit/audit.service.js';
import { ALL_CONTENT_TYPES } from '../content-types/content-types.js';
import type { AdminView } from '../content/content-admin-view.js';
import { sectionsOf, subjectOf } from '../content/content-permissions.js';
import type { ContentInput, ContentType } from '../content/content-type.js';
import { findEntity } from '../content/content.repository.js';
import { updateContent, viewOfChange } from '../content/content.service.js';
import { loadReviewRules } from './review-rules.js';
import { type ReviewMove, tellAuthor, tellReviewers } from './review-notices.js';
import type { ReviewEvent } from './review.messages.js';
import * as repo from './review.repository.js';

/**
 * Review before publishing (decision 32): a change is submitted (the item as it would be is kept
 * beside the version in force, which stays public), then approved by someone other than its
 * author who may publish there (it is saved, public or scheduled) or sent back with a comment.
 * Every move is in the audit log; the thread of comments stays with the item.
 */

const person = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

function toReviewDto(row: repo.ReviewRow): ReviewDto {
  return {
    id: row.id,
    state: row.state as ReviewState,
    baseVersion: row.base_version,
    submittedBy: person(row.submitted_by, row.submitter_name),
    submittedAt: row.submitted_at,
    decidedBy: person(row.decided_by, row.decider_name),
    decidedAt: row.decided_at,
  };
}

async function itemOf(db: Executor, type: ContentType, id: number) {
  const row = await findEntity(db, type, id);
  if (!row) throw notFound(type.label);
  return { row, sections: sectionsOf(type, row, id) };
}

const mayDecide = (actor: SessionUser, type: ContentType, sections: number[], review: repo.ReviewRow | undefined) =>
  review !== undefined && review.state === 'in-review' && review.submitted_by !== actor.id && can(actor.permissions, subjectOf(type), 'publish', sections);

/** The item's open submission with the item as it would be, its thread, and what the user may do. */
export async function loadItemReview(db: Executor, type: ContentType, actor: SessionUser, id: number): Promise<ItemReviewDto> {
  const subject = subjectOf(type);
  const { sections } = await itemOf(db, type, id);
  const [review, comments, rules] = await Promise.all([repo.findOpenReview(db, subject, id), repo.listComments(db, subject, id), loadReviewRules(db)]);
  return {
    review: review ? toReviewDto(review) : null,
    proposal: review ? (JSON.parse(review.proposal) as AdminView) : null,
    comments: comments.map((comment) => ({
      id: comment.id,
      reviewId: comment.review_id,
      author: person(comment.author_id, comment.author_name),
      body: comment.body,
      itemVersion: comment.item_version,
      createdAt: comment.created_at,
    })),
    needsReview: needsReview(rules, subject, sections),
    maySubmit: can(actor.permissions, subject, 'submit', sections),
    mayDecide: mayDecide(actor, type, sections, review),
  };
}

const auditEntry = (type: ContentType, id: number, action: 'review-submitted' | 'review-approved' | 'review-changes-requested' | 'review-withdrawn', summary: string) => ({
  action,
  summary,
  entity: { type: type.entity, id },
});

/**
 * Submits a change of the item (a whole save's input, on the version it was made on) for review:
 * it is checked as a save is, and kept with the item as the save would make it. An open
 * submission (sent back, or still in review) is replaced by the new one.
 */
export async function submitChange(db: Db, publicUrl: string, type: ContentType, actor: SessionUser, id: number, input: ContentInput & { version: number }, audit: AuditContext): Promise<ItemReviewDto> {
  if (input.status !== 'published') throw invalid({ status: 'A change for review is one to publish: choose published, or a time to publish it; a draft is saved as it is' });
  const proposal = await viewOfChange(db, type, actor, id, input);
  const subject = subjectOf(type);
  const { version, ...saved } = input;
  const submission = { subject, itemId: id, baseVersion: version, input: JSON.stringify(saved), proposal: JSON.stringify(proposal), submittedBy: actor.id, now: nowIso() };
  await inOpenReviewTransaction(db, async (trx) => {
    const open = await repo.findOpenReview(trx, subject, id);
    await repo.upsertOpenReview(trx, submission, open?.id ?? null);
    const again = open?.state === 'changes-requested' ? ' again, after changes were asked for' : '';
    await recordAudit(trx, audit, auditEntry(type, id, 'review-submitted', `Submitted for review${again}: a change of version ${version}`));
    const { sections } = await itemOf(trx, type, id);
    await tellReviewers(trx, publicUrl, moveOf(type, id, 'submitted', proposal, actor), sections);
  });
  return loadItemReview(db, type, actor, id);
}

/** Two first submissions of one item at once meet the open-review index: the later one then replaces the earlier. */
async function inOpenReviewTransaction(db: Db, work: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
  try {
    await inTransaction(db, work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await inTransaction(db, work);
  }
}

/** The open submission a reviewer may decide on: in review, and not their own. */
async function reviewToDecide(db: Executor, type: ContentType, actor: SessionUser, id: number): Promise<repo.ReviewRow> {
  const review = await repo.findOpenReview(db, subjectOf(type), id);
  if (!review) throw new AppError('NOT_FOUND', 404, `No change of this ${type.label.toLowerCase()} is waiting for review`);
  if (review.state !== 'in-review') throw new AppError('CONFLICT', 409, 'Changes were asked for: the change is decided on when its author submits it again');
  if (review.submitted_by === actor.id) throw new AppError('OWN_CHANGE', 403, 'You submitted this change: someone else reviews it');
  return review;
}

const alreadyDecided = () => new AppError('CONFLICT', 409, 'Someone else decided on this change at the same moment; reload to see what they did');

/**
 * Approves the change: it is saved by the reviewer (public, or scheduled) in one transaction with
 * the decision and its comment. A change made on an older version than the one in force is not
 * saved over it: its author submits it again on the version in force.
 */
export async function approveChange(db: Db, publicUrl: string, type: ContentType, actor: SessionUser, id: number, comment: string | undefined, audit: AuditContext): Promise<AdminView> {
  const review = await reviewToDecide(db, type, actor, id);
  const input = { ...(JSON.parse(review.input) as ContentInput), version: review.base_version };
  const submitter = review.submitter_name ?? 'a former user';
  try {
    return await updateContent(db, type, actor, id, input, audit, {
      approved: true,
      note: `Approved the change submitted by ${submitter}`,
      references: 'leave',
      alsoWithin: async (trx, view) => {
        if (!(await repo.decide(trx, review.id, ['in-review'], 'approved', actor.id, nowIso()))) throw alreadyDecided();
        if (comment) await repo.insertComment(trx, { subject: subjectOf(type), itemId: id, reviewId: review.id, authorId: actor.id, body: comment, itemVersion: view.version, now: nowIso() });
        await recordAudit(trx, audit, auditEntry(type, id, 'review-approved', `Approved the change of version ${review.base_version} submitted by ${submitter}; saved as version ${view.version}`));
        await tellAuthor(trx, publicUrl, moveOf(type, id, 'approved', view, actor), review.submitted_by);
      },
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'VERSION_CONFLICT') {
      throw new AppError('CONFLICT', 409, 'The item was saved after this change was submitted: ask its author to submit the change again on the version in force');
    }
    throw error;
  }
}

/** Sends the change back to its author with a comment that says what should change. */
export async function requestChanges(db: Db, publicUrl: string, type: ContentType, actor: SessionUser, id: number, comment: string, audit: AuditContext): Promise<ItemReviewDto> {
  await inTransaction(db, async (trx) => {
    const review = await reviewToDecide(trx, type, actor, id);
    const { row, sections } = await itemOf(trx, type, id);
    if (!can(actor.permissions, subjectOf(type), 'publish', sections)) throw reviewerOnly(type);
    if (!(await repo.decide(trx, review.id, ['in-review'], 'changes-requested', actor.id, nowIso()))) throw alreadyDecided();
    await repo.insertComment(trx, { subject: subjectOf(type), itemId: id, reviewId: review.id, authorId: actor.id, body: comment, itemVersion: row.version, now: nowIso() });
    await recordAudit(trx, audit, auditEntry(type, id, 'review-changes-requested', `Asked for changes to the change submitted by ${review.submitter_name ?? 'a former user'}`));
    await tellAuthor(trx, publicUrl, moveOf(type, id, 'changes-requested', JSON.parse(review.proposal) as AdminView, actor), review.submitted_by);
  });
  return loadItemReview(db, type, actor, id);
}

const reviewerOnly = (type: ContentType) => new AppError('FORBIDDEN', 403, `Only those who may publish ${type.label.toLowerCase()} items here review their changes`);

/** Takes a submission back: its author, or a reviewer of the section, may. */
export async function withdrawChange(db: Db, type: ContentType, actor: SessionUser, id: number, audit: AuditContext): Promise<ItemReviewDto> {
  await inTransaction(db, async (trx) => {
    const review = await repo.findOpenReview(trx, subjectOf(type), id);
    if (!review) throw new AppError('NOT_FOUND', 404, `No change of this ${type.label.toLowerCase()} is waiting for review`);
    const { sections } = await itemOf(trx, type, id);
    if (review.submitted_by !== actor.id && !can(actor.permissions, subjectOf(type), 'publish', sections)) throw reviewerOnly(type);
    if (!(await repo.decide(trx, review.id, OPEN_REVIEW_STATES, 'withdrawn', actor.id, nowIso()))) throw alreadyDecided();
    await recordAudit(trx, audit, auditEntry(type, id, 'review-withdrawn', `Withdrew the change of version ${review.base_version}`));
  });
  return loadItemReview(db, type, actor, id);
}

/** A comment on the item, kept with the open submission (if any) and the version it was made on. */
export async function addComment(db: Db, type: ContentType, actor: SessionUser, id: number, body: string): Promise<ItemReviewDto> {
  await inTransaction(db, async (trx) => {
    const { row } = await itemOf(trx, type, id);
    const review = await repo.findOpenReview(trx, subjectOf(type), id);
    await repo.insertComment(trx, { subject: subjectOf(type), itemId: id, reviewId: review?.id ?? null, authorId: actor.id, body, itemVersion: row.version, now: nowIso() });
  });
  return loadItemReview(db, type, actor, id);
}

/** A move of review as its e-mail tells it: the item named as the change would have it. */
const moveOf = (type: ContentType, id: number, event: ReviewEvent, view: AdminView, actor: SessionUser): ReviewMove => ({
  event,
  subject: subjectOf(type),
  itemId: id,
  title: titleOf(type, view),
  actor: { id: actor.id, name: actor.name },
});

const TYPE_OF_SUBJECT = new Map<string, ContentType>(ALL_CONTENT_TYPES.map((type) => [subjectOf(type), type]));

/** The name of an item as its change would have it (its Serbian title, name or label). */
function titleOf(type: ContentType, proposal: AdminView): string {
  const field = type.slugSource ?? Object.keys(type.translatedFields)[0]!;
  const sr = (proposal.translations as Record<string, Record<string, unknown> | null>).sr;
  return String(sr?.[field] ?? '');
}

/**
 * The dashboard's home: the changes waiting for the user's decision (in review, submitted by
 * someone else, in a section where the user may publish), or the user's own open submissions.
 */
export async function listReviews(db: Db, actor: SessionUser, scope: 'waiting' | 'mine'): Promise<ReviewListDto> {
  const rows =
    scope === 'mine' ? await repo.listOpenReviews(db, { states: OPEN_REVIEW_STATES, submittedBy: actor.id }) : await repo.listOpenReviews(db, { states: ['in-review'] });
  const items: ReviewListDto['items'] = [];
  for (const row of rows) {
    const type = TYPE_OF_SUBJECT.get(row.subject);
    if (!type) continue;
    if (scope === 'waiting') {
      const item = await findEntity(db, type, row.item_id);
      if (!item || !mayDecide(actor, type, sectionsOf(type, item, row.item_id), row)) continue;
    }
    items.push({ subject: row.subject as PermissionSubject, itemId: row.item_id, title: titleOf(type, JSON.parse(row.proposal) as AdminView), review: toReviewDto(row) });
  }
  return { items };
}
