import { describe, expect, it } from 'vitest';
import type { AdminView } from './edit-form-state.js';
import { EDIT_TYPES } from './edit-types.js';
import { changeOfItem } from './review-changes.js';

const articles = EDIT_TYPES.articles;

function article(overrides: Partial<AdminView> & { sr?: Record<string, string>; en?: Record<string, string> | null } = {}): AdminView {
  const { sr = {}, en = null, ...rest } = overrides;
  const srTexts = { title: 'Нови правилник', summary: 'Сажетак', body: '<p>Текст.</p>', seoDescription: '', slug: 'novi-pravilnik', ...sr };
  return {
    id: 1,
    version: 3,
    status: 'published',
    publishedAt: '2026-11-01T09:00:00.000Z',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    categoryId: 4,
    tagIds: [],
    cover: null,
    eventStart: null,
    eventEnd: null,
    translations: { sr: srTexts, lat: { title: 'Novi pravilnik', summary: 'Sažetak', body: '<p>Tekst.</p>', seoDescription: '', slug: 'novi-pravilnik', overrides: [] }, en },
    ...rest,
  } as AdminView;
}

describe('changeOfItem', () => {
  it('names the texts that differ per locale, word by word, and an added translation whole', () => {
    const change = changeOfItem(articles, article(), article({ sr: { title: 'Нови правилник о нивоима' }, en: { title: 'A new rulebook', summary: '', body: '', seoDescription: '', slug: 'a-new-rulebook' } }));
    expect(change.texts.map(({ locale, fields }) => [locale, fields.map((field) => field.name)])).toEqual([
      ['sr', ['title']],
      ['en', ['title']],
    ]);
    expect(change.texts[0]!.fields[0]!.parts.filter((part) => part.added).map((part) => part.value.trim())).toEqual(['о нивоима']);
    expect(change).toMatchObject({ own: [], publishing: false });
  });

  it('names the own fields and the publishing that differ, and nothing for the same item', () => {
    expect(changeOfItem(articles, article(), article())).toEqual({ texts: [], own: [], publishing: false });
    const moved = changeOfItem(articles, article(), article({ categoryId: 5, publishedAt: '2027-01-01T09:00:00.000Z' }));
    expect(moved).toMatchObject({ texts: [], own: ['categoryId'], publishing: true });
  });
});
