import { describe, expect, it } from 'vitest';
import type { AdminView } from './edit-form-state.js';
import { EDIT_TYPES } from './edit-types.js';
import { previewHref } from './preview-link.js';

const view: AdminView = {
  id: 12,
  status: 'draft',
  publishedAt: null,
  createdAt: '',
  updatedAt: '',
  version: 1,
  translations: { sr: { title: 'Вест', slug: 'вест-1' }, lat: { title: 'Vest', slug: 'vest-1', overrides: [] }, en: null },
};

describe('preview links', () => {
  it('open the public page of the saved item in the locale of the tab, with ?preview=1', () => {
    expect(previewHref(EDIT_TYPES.articles, view, 'sr')).toBe('/вест/12/вест-1?preview=1');
    expect(previewHref(EDIT_TYPES.articles, view, 'lat')).toBe('/lat/vest/12/vest-1?preview=1');
    expect(previewHref(EDIT_TYPES.pages, view, 'lat')).toBe('/lat/strana/12/vest-1?preview=1');
    expect(previewHref(EDIT_TYPES.tags, view, 'en')).toBe('/en/tag/12/вест-1?preview=1');
  });

  it('use the Serbian slug where the locale has no translation', () => {
    expect(previewHref(EDIT_TYPES.articles, view, 'en')).toBe('/en/article/12/вест-1?preview=1');
  });

  it('are not made for unsaved items or types without a public page', () => {
    expect(previewHref(EDIT_TYPES.articles, null, 'sr')).toBeNull();
    expect(previewHref(EDIT_TYPES['awarding-bodies'], view, 'sr')).toBeNull();
  });
});
