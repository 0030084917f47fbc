import type { PermissionSubject } from './permissions.js';

/**
 * Review before publishing (decision 32). Where a rule asks for it, nothing is published or
 * changed on the public site by a save: the change is submitted, and someone other than its
 * author approves it (then it is saved and public) or asks for changes.
 */

/** A submission's states: open while in review or sent back; approved or withdrawn, it is history. */
export const REVIEW_STATES = ['in-review', 'changes-requested', 'approved', 'withdrawn'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const OPEN_REVIEW_STATES: readonly ReviewState[] = ['in-review', 'changes-requested'];

/** The register's types are checked by a second officer unless an admin says otherwise. */
export const REVIEWED_BY_DEFAULT = ['levels', 'qualifications', 'standards', 'providers'] as const satisfies readonly PermissionSubject[];

/** Whether publishing on `subject` needs approval: in every section (section null) or in one. */
export interface ReviewRule {
  subject: PermissionSubject;
  section: number | null;
  review: boolean;
}

/**
 * Whether publishing an item in `sections` needs approval: a rule of one of its sections decides
 * (review if any says so), else the subject's rule; with no rule, publishing is direct.
 */
export function needsReview(rules: readonly ReviewRule[], subject: PermissionSubject, sections: readonly number[]): boolean {
  const own = rules.filter((rule) => rule.subject === subject);
  const ofSections = own.filter((rule) => rule.section !== null && sections.includes(rule.section));
  if (ofSections.length > 0) return ofSections.some((rule) => rule.review);
  return own.some((rule) => rule.section === null && rule.review);
}
