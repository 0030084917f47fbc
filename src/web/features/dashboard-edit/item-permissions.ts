import { needsReview } from '../../../common/review.js';
import { usePermissions, mayOnItem, sectionsOfItem, subjectOf } from '../../lib/permissions.js';
import type { AdminView, EditForm } from './edit-form-state.js';
import type { EditTypeSpec } from './edit-types.js';
import { useReviewRules } from './review-api.js';

/** What the edit screen offers the user, as the server will judge the save (content-permissions.ts, review-rules.ts). */
export interface ItemPermissions {
  /** May make the item public, take it back or change it while public, in its section before and after the edit, by saving it. */
  mayPublish: boolean;
  /** May take the item back from the public (a draft, archived): the right to publish, which review does not hold back. */
  mayWithdraw: boolean;
  /** Publishing here follows review (a rule of its section): the groups' right to publish then decides on others' changes. */
  isReviewed: boolean;
  /** May save the form as it stands (a draft, or anything with the right to publish directly). */
  maySave: boolean;
  /** May submit a change of the saved item for review. */
  maySubmit: boolean;
  mayDelete: boolean;
}

export function useItemPermissions(spec: EditTypeSpec, base: AdminView | null, form: EditForm): ItemPermissions {
  const permissions = usePermissions();
  const rules = useReviewRules();
  const after = { id: base?.id ?? null, categoryId: form.own.categoryId, councilId: form.own.councilId };
  const before = base ? { id: base.id, categoryId: base.categoryId as number | null, councilId: base.councilId as number | null } : null;
  const mayIn = (action: 'create' | 'edit' | 'submit' | 'publish' | 'delete') =>
    mayOnItem(permissions, spec.section, action, after) && (before === null || mayOnItem(permissions, spec.section, action, before));
  const subject = subjectOf(spec.section);
  const isReviewed = subject !== undefined && needsReview(rules, subject, sectionsOfItem(subject, after));
  const mayWithdraw = mayIn('publish');
  const mayPublish = mayWithdraw && !isReviewed;
  const staysDraft = form.status === 'draft' && (base === null || base.status === 'draft');
  return {
    mayPublish,
    mayWithdraw,
    isReviewed,
    maySave: mayIn(base ? 'edit' : 'create') && (staysDraft || mayPublish || (mayWithdraw && form.status !== 'published')),
    maySubmit: base !== null && mayIn('edit') && mayIn('submit'),
    mayDelete: before !== null && mayOnItem(permissions, spec.section, 'delete', before),
  };
}
