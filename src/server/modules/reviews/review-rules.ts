import type { PermissionSubject } from '../../../common/permissions.js';
import { type ReviewRule, needsReview } from '../../../common/review.js';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { inTransaction } from '../../db/database.js';
import { type AuditContext, recordAudit } from '../audit/audit.service.js';
import { assertSectionEntries } from '../content/content-sections.js';

/** Where publishing needs approval (section 0 in the table: every section). */
export async function loadReviewRules(db: Executor): Promise<ReviewRule[]> {
  const rows = await db.selectFrom('review_rules').selectAll().orderBy('subject').orderBy('section_id').execute();
  return rows.map((row) => ({ subject: row.subject as PermissionSubject, section: row.section_id === 0 ? null : row.section_id, review: row.review === 1 }));
}

/** Whether a save that publishes an item of `subject` in `sections` must go through review. */
export async function requiresReview(db: Executor, subject: PermissionSubject, sections: readonly number[]): Promise<boolean> {
  return needsReview(await loadReviewRules(db), subject, sections);
}

/** Replaces every rule at once (an admin's screen sends the whole set). */
export async function replaceReviewRules(db: Db, rules: readonly ReviewRule[], audit: AuditContext): Promise<ReviewRule[]> {
  return inTransaction(db, async (trx) => {
    await assertSectionEntries(trx, rules, 'rules');
    await trx.deleteFrom('review_rules').execute();
    for (const rule of rules) {
      await trx.insertInto('review_rules').values({ subject: rule.subject, section_id: rule.section ?? 0, review: rule.review ? 1 : 0 }).execute();
    }
    const described = rules.map((rule) => `${rule.subject}${rule.section === null ? '' : `#${rule.section}`}: ${rule.review ? 'review' : 'direct'}`).join('; ');
    await recordAudit(trx, audit, { action: 'review-rules-changed', summary: `Publishing rules: ${described || 'direct everywhere'}` });
    return loadReviewRules(trx);
  });
}
