/**
 * The pure rules of the review rules' form: which subjects a rule is offered for and what a new
 * row starts as (a subject and section named twice is refused as in the grants: repeatedRowErrors).
 */
import { PERMISSION_SUBJECTS, type PermissionSubject, SUBJECT_OF_ENTITY } from '../../../common/permissions.js';
import type { ReviewRule } from '../../../common/review.js';
import { firstUncoveredSubject } from './grant-rules.js';

const CONTENT_SUBJECTS: readonly PermissionSubject[] = Object.values(SUBJECT_OF_ENTITY);

/** The subjects whose items are published, in the order of the groups' form: the media library and the best bets publish nothing. */
export const REVIEWABLE_SUBJECTS = PERMISSION_SUBJECTS.filter((subject) => CONTENT_SUBJECTS.includes(subject));

/** The subjects a row offers: the reviewable ones, and its own if a rule was put on another through the API. */
export function subjectChoices(rule: ReviewRule): readonly PermissionSubject[] {
  return REVIEWABLE_SUBJECTS.includes(rule.subject) ? REVIEWABLE_SUBJECTS : [...REVIEWABLE_SUBJECTS, rule.subject];
}

/** A new row asks for review (what one adds a rule for) on the first subject without a rule as a whole. */
export function newReviewRule(rules: readonly ReviewRule[]): ReviewRule {
  return { subject: firstUncoveredSubject(rules, REVIEWABLE_SUBJECTS), section: null, review: true };
}
