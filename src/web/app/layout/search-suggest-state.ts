import type { SearchResult } from '../../../common/schemas/search.js';

/** Suggestions start from this many characters: one letter matches too much to help. */
export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_LIMIT = 6;
/** Wait this long after the last keystroke, so typing a word makes one request, not one per letter. */
export const SUGGEST_DEBOUNCE_MS = 250;

/** The header box's suggestions and where the keyboard is in them (WAI-ARIA combobox with a listbox popup). */
export interface SuggestState {
  /** The query the suggestions were found for ('' before any answer). */
  query: string;
  items: SearchResult[];
  isOpen: boolean;
  /** The option under the keyboard: -1 none, then the suggestions, then "See all results" (index items.length). */
  activeIndex: number;
}

export type SuggestMove = 'next' | 'previous' | 'first' | 'last';

export type SuggestAction =
  /** The answer for `query` arrived; it opens the popup only while the box has the focus. */
  | { type: 'loaded'; query: string; items: SearchResult[]; hasFocus: boolean }
  /** The text changed: the keyboard leaves the options (Enter then searches the text as typed). */
  | { type: 'typed' }
  /** The text became too short, or the page changed: nothing to suggest. */
  | { type: 'cleared' }
  /** Escape, blur, a click elsewhere: the popup hides, its suggestions stay for ArrowDown. */
  | { type: 'closed' }
  | { type: 'moved'; to: SuggestMove };

export const INITIAL_SUGGEST_STATE: SuggestState = { query: '', items: [], isOpen: false, activeIndex: -1 };

/** Options in the popup: the suggestions and "See all results", or none when nothing was found. */
export function optionCount(state: SuggestState): number {
  return state.items.length > 0 ? state.items.length + 1 : 0;
}

/** The element id of an option (what the combobox's aria-activedescendant names). */
export function suggestionOptionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

/** Whether the text is long enough to ask for suggestions. */
export function isSuggestible(text: string): boolean {
  return [...text.trim()].length >= SUGGEST_MIN_LENGTH;
}

/** The API request of the suggestions for a text. */
export function suggestionsPath(text: string): string {
  return `/api/search?${new URLSearchParams({ q: text.trim(), limit: String(SUGGEST_LIMIT) }).toString()}`;
}

function move(state: SuggestState, to: SuggestMove): SuggestState {
  const count = optionCount(state);
  if (count === 0) return state;
  const last = count - 1;
  // A closed popup opens on the first option going down and on the last going up.
  if (!state.isOpen) return { ...state, isOpen: true, activeIndex: to === 'previous' || to === 'last' ? last : 0 };
  const at = state.activeIndex;
  const next = { next: at >= last ? 0 : at + 1, previous: at <= 0 ? last : at - 1, first: 0, last }[to];
  return { ...state, activeIndex: next };
}

export function suggestReducer(state: SuggestState, action: SuggestAction): SuggestState {
  switch (action.type) {
    case 'loaded':
      return { query: action.query, items: action.items, isOpen: action.hasFocus && action.items.length > 0, activeIndex: -1 };
    case 'typed':
      return state.activeIndex === -1 ? state : { ...state, activeIndex: -1 };
    case 'cleared':
      return INITIAL_SUGGEST_STATE;
    case 'closed':
      return state.isOpen || state.activeIndex !== -1 ? { ...state, isOpen: false, activeIndex: -1 } : state;
    case 'moved':
      return move(state, action.to);
  }
}

/**
 * The state change a key makes in the box, or null when the key is the text field's own (then
 * it must not be prevented). Home and End move in the list only while an option is active;
 * otherwise they move the caret. Enter is the caller's: it opens the active option.
 */
export function suggestKeyAction(key: string, state: SuggestState): SuggestAction | null {
  const isNavigating = state.isOpen && state.activeIndex >= 0;
  switch (key) {
    case 'ArrowDown':
      return optionCount(state) > 0 ? { type: 'moved', to: 'next' } : null;
    case 'ArrowUp':
      return optionCount(state) > 0 ? { type: 'moved', to: 'previous' } : null;
    case 'Home':
      return isNavigating ? { type: 'moved', to: 'first' } : null;
    case 'End':
      return isNavigating ? { type: 'moved', to: 'last' } : null;
    case 'Escape':
      return state.isOpen ? { type: 'closed' } : null;
    default:
      return null;
  }
}
