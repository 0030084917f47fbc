import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../common/schemas/search.js';
import {
  INITIAL_SUGGEST_STATE,
  type SuggestAction,
  type SuggestState,
  isSuggestible,
  optionCount,
  suggestKeyAction,
  suggestReducer,
  suggestionsPath,
} from './search-suggest-state.js';

function result(id: number): SearchResult {
  return { type: 'article', id, title: `Вест ${id}`, slug: `vest-${id}`, url: `/вест/${id}/vest-${id}`, date: null, snippet: '' };
}

const run = (state: SuggestState, ...actions: SuggestAction[]) => actions.reduce(suggestReducer, state);
/** Three suggestions shown: four options with "See all results". */
const open = run(INITIAL_SUGGEST_STATE, { type: 'loaded', query: 'kval', items: [result(1), result(2), result(3)], hasFocus: true });
const next: SuggestAction = { type: 'moved', to: 'next' };
const previous: SuggestAction = { type: 'moved', to: 'previous' };

describe('suggestReducer', () => {
  it('opens on an answer with suggestions, and not on an empty one or after the box lost the focus', () => {
    expect(open).toMatchObject({ query: 'kval', isOpen: true, activeIndex: -1 });
    expect(optionCount(open)).toBe(4);
    const none = run(INITIAL_SUGGEST_STATE, { type: 'loaded', query: 'xyzw', items: [], hasFocus: true });
    expect(none).toMatchObject({ query: 'xyzw', isOpen: false });
    expect(optionCount(none)).toBe(0);
    expect(run(INITIAL_SUGGEST_STATE, { type: 'loaded', query: 'kval', items: [result(1)], hasFocus: false }).isOpen).toBe(false);
  });

  it('moves down through every option to "See all results" and round to the first', () => {
    expect([1, 2, 3, 4, 5].map((steps) => run(open, ...Array<SuggestAction>(steps).fill(next)).activeIndex)).toEqual([0, 1, 2, 3, 0]);
  });

  it('moves up from no option to the last one, and from the first round to the last', () => {
    expect(run(open, previous).activeIndex).toBe(3);
    expect(run(open, next, previous).activeIndex).toBe(3);
    expect(run(open, next, next, previous).activeIndex).toBe(0);
  });

  it('jumps to the first and the last option', () => {
    expect(run(open, next, next, { type: 'moved', to: 'first' }).activeIndex).toBe(0);
    expect(run(open, next, { type: 'moved', to: 'last' }).activeIndex).toBe(3);
  });

  it('closes and reopens with the arrows on the same suggestions', () => {
    const closed = run(open, next, { type: 'closed' });
    expect(closed).toMatchObject({ isOpen: false, activeIndex: -1, items: open.items });
    expect(run(closed, next)).toMatchObject({ isOpen: true, activeIndex: 0 });
    expect(run(closed, previous)).toMatchObject({ isOpen: true, activeIndex: 3 });
  });

  it('leaves the options when the text changes, and forgets them when it gets too short', () => {
    expect(run(open, next, next, { type: 'typed' })).toMatchObject({ isOpen: true, activeIndex: -1 });
    expect(run(open, { type: 'cleared' })).toEqual(INITIAL_SUGGEST_STATE);
  });

  it('does not move when there is nothing to suggest', () => {
    expect(run(INITIAL_SUGGEST_STATE, next)).toBe(INITIAL_SUGGEST_STATE);
  });

  it('starts a new answer with no active option', () => {
    expect(run(open, next, { type: 'loaded', query: 'kvali', items: [result(4)], hasFocus: true })).toMatchObject({ activeIndex: -1, query: 'kvali' });
  });
});

describe('suggestKeyAction', () => {
  const active = run(open, next);

  it('moves with the arrows whenever there are suggestions', () => {
    expect(suggestKeyAction('ArrowDown', open)).toEqual(next);
    expect(suggestKeyAction('ArrowUp', open)).toEqual(previous);
    expect(suggestKeyAction('ArrowDown', run(open, { type: 'closed' }))).toEqual(next);
    expect(suggestKeyAction('ArrowDown', INITIAL_SUGGEST_STATE)).toBeNull();
  });

  it('leaves Home and End to the caret until an option is active', () => {
    expect(suggestKeyAction('Home', open)).toBeNull();
    expect(suggestKeyAction('End', open)).toBeNull();
    expect(suggestKeyAction('Home', active)).toEqual({ type: 'moved', to: 'first' });
    expect(suggestKeyAction('End', active)).toEqual({ type: 'moved', to: 'last' });
  });

  it('closes an open popup on Escape and leaves Escape to the field otherwise', () => {
    expect(suggestKeyAction('Escape', open)).toEqual({ type: 'closed' });
    expect(suggestKeyAction('Escape', run(open, { type: 'closed' }))).toBeNull();
  });

  it('leaves every other key to the field', () => {
    for (const key of ['Enter', 'Tab', 'a', 'ArrowLeft', ' ']) expect(suggestKeyAction(key, active), key).toBeNull();
  });
});

describe('suggestion requests', () => {
  it('start at two characters, spaces not counted', () => {
    expect(isSuggestible('к')).toBe(false);
    expect(isSuggestible('  k  ')).toBe(false);
    expect(isSuggestible('кв')).toBe(true);
    expect(isSuggestible('🙂🙂')).toBe(true);
  });

  it('ask the search API for six results of the trimmed text', () => {
    expect(suggestionsPath('  струковне квал ')).toBe(`/api/search?q=${encodeURIComponent('струковне квал').replaceAll('%20', '+')}&limit=6`);
  });
});
