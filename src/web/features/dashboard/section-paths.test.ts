import { describe, expect, it } from 'vitest';
import { subjectItem } from './section-paths.js';

describe('an item named by its subject', () => {
  it('opens its edit screen where its section has one, else its section’s list', () => {
    expect(subjectItem('en', 'articles', 7)).toEqual({ type: 'article', path: '/en/dashboard/articles/7' });
    expect(subjectItem('sr', 'awarding-bodies', 3)).toEqual({ type: 'awarding_body', path: '/dashboard/awarding-bodies/3' });
    expect(subjectItem('lat', 'menu-items', 5)).toEqual({ type: 'menu_item', path: '/lat/dashboard/menu' });
    expect(subjectItem('en', 'files', 9)).toEqual({ type: 'file', path: '/en/dashboard/files' });
  });

  it('is none for a subject without items of its own', () => {
    expect(subjectItem('en', 'media', 1)).toBeNull();
    expect(subjectItem('en', 'search-best-bets', 1)).toBeNull();
  });
});
