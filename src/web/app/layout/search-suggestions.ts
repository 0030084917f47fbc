import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../common/locales.js';
import type { SearchResponse, SearchResult } from '../../../common/schemas/search.js';
import { apiFetch } from '../../lib/api-client.js';
import type { SearchSuggestionOptions } from './search-suggestion-list.js';
import { SUGGEST_DEBOUNCE_MS, isSuggestible, suggestionsPath } from './search-suggest-state.js';

interface PendingRequest {
  timer: ReturnType<typeof setTimeout>;
  controller: AbortController;
}

interface SuggestionRequests {
  /** Asks for the suggestions of a text once typing pauses; a newer text cancels the older request. */
  request: (text: string) => void;
  /** Drops the waiting or running request (its answer, should it still come, is ignored). */
  cancel: () => void;
}

/**
 * The requests of the header box's suggestions: debounced, the previous one aborted when a new one
 * starts, and only the latest answer reported (`onLoaded`). A text too short reports `onCleared`.
 */
export function useSuggestionRequests(locale: Locale, onLoaded: (query: string, items: SearchResult[]) => void, onCleared: () => void): SuggestionRequests {
  const pending = useRef<PendingRequest | null>(null);
  const callbacks = useRef({ onLoaded, onCleared });
  useEffect(() => {
    callbacks.current = { onLoaded, onCleared };
  });

  const cancel = useCallback(() => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    pending.current.controller.abort();
    pending.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const request = useCallback(
    (text: string) => {
      cancel();
      if (!isSuggestible(text)) return callbacks.current.onCleared();
      const query = text.trim();
      const controller = new AbortController();
      const timer = setTimeout(() => {
        // NOTE: no loading bar: these requests follow the keystrokes and the page itself is not loading.
        apiFetch<SearchResponse>(suggestionsPath(query), locale, { signal: controller.signal }, { trackLoading: false }).then(
          (answer) => {
            if (!controller.signal.aborted) callbacks.current.onLoaded(query, answer.items);
          },
          // Aborted, offline or refused: no suggestions, and the search page still answers the form.
          () => {},
        );
      }, SUGGEST_DEBOUNCE_MS);
      pending.current = { timer, controller };
    },
    [cancel, locale],
  );

  return { request, cancel };
}

export type SuggestionOptionsComponent = ComponentType<Parameters<typeof SearchSuggestionOptions>[0]>;

/**
 * The options' component, loaded on demand (the first focus of the box) so the first screen does
 * not carry it; null until it has arrived, and for good if it cannot load (the form still works).
 */
export function useSuggestionOptions(): [SuggestionOptionsComponent | null, () => void] {
  const [Options, setOptions] = useState<SuggestionOptionsComponent | null>(null);
  const load = useCallback(() => {
    import('./search-suggestion-list.js').then(
      (module) => setOptions(() => module.SearchSuggestionOptions),
      () => {},
    );
  }, []);
  return [Options, load];
}
