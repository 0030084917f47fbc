import { describe, expect, it } from 'vitest';
import { REVIEWABLE_SUBJECTS, newReviewRule, subjectChoices } from './review-rule-rows.js';

describe('review rule rows', () => {
  it('offer the subjects whose items are published, not the media library or the best bets', () => {
    expect(REVIEWABLE_SUBJECTS).toContain('articles');
    expect(REVIEWABLE_SUBJECTS).toContain('menu-items');
    expect(REVIEWABLE_SUBJECTS).not.toContain('media');
    expect(REVIEWABLE_SUBJECTS).not.toContain('search-best-bets');
  });

  it('keep a rule the API holds on another subject among its row’s choices', () => {
    expect(subjectChoices({ subject: 'articles', section: null, review: true })).toEqual(REVIEWABLE_SUBJECTS);
    expect(subjectChoices({ subject: 'media', section: null, review: true })).toEqual([...REVIEWABLE_SUBJECTS, 'media']);
  });

  it('start asking for review on the first subject without a rule as a whole', () => {
    expect(newReviewRule([])).toEqual({ subject: 'articles', section: null, review: true });
    const installed = [{ subject: 'articles', section: 2, review: true }, { subject: 'pages', section: null, review: false }] as const;
    expect(newReviewRule([...installed])).toEqual({ subject: 'articles', section: null, review: true });
    expect(newReviewRule([{ subject: 'articles', section: null, review: true }]).subject).toBe('pages');
  });
});
