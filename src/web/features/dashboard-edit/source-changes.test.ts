import { describe, expect, it } from 'vitest';
import { EDIT_TYPES } from './edit-types.js';
import { sourceChanges } from './source-changes.js';

const articles = EDIT_TYPES.articles;

/** A diff written out: [-removed-] and {+added+} around the changed words. */
function written(parts: ReturnType<typeof sourceChanges>[number]['parts']): string {
  return parts.map((part) => (part.removed ? `[-${part.value}-]` : part.added ? `{+${part.value}+}` : part.value)).join('');
}

describe('sourceChanges', () => {
  it('diffs Cyrillic by whole words', () => {
    const [title] = sourceChanges(articles, { title: 'Стари наслов о квалификацијама' }, { title: 'Нови наслов о квалификацијама' });
    expect(title?.name).toBe('title');
    expect(written(title!.parts)).toBe('[-Стари-]{+Нови+} наслов о квалификацијама');
  });

  it('compares rich text as plain text, so a change of markup alone is no change', () => {
    expect(sourceChanges(articles, { body: '<p>Текст о нивоима.</p>' }, { body: '<p><strong>Текст</strong> о нивоима.</p>' })).toEqual([]);
    const [body] = sourceChanges(articles, { body: '<p>Текст о нивоима.</p>' }, { body: '<p>Текст о <em>свим</em> нивоима.</p>' });
    expect(written(body!.parts)).toBe('Текст о {+свим +}нивоима.');
  });

  it('lists only the changed fields, in the order of the screen; a missing field counts as empty', () => {
    const then = { title: 'Наслов', summary: 'Сажетак', seoDescription: 'Опис' };
    const now = { seoDescription: 'Нови опис', title: 'Наслов', summary: '' };
    expect(sourceChanges(articles, then, now).map((change) => change.name)).toEqual(['summary', 'seoDescription']);
    expect(written(sourceChanges(articles, {}, { title: 'Наслов' })[0]!.parts)).toBe('{+Наслов+}');
  });
});
