import { mdiMagnify } from '@mdi/js';
import { type KeyboardEvent, useEffect, useId, useReducer, useRef } from 'react';
import { Form, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Locale } from '../../../common/locales.js';
import { listPath } from '../../../common/routes.js';
import type { SearchResult } from '../../../common/schemas/search.js';
import { Icon } from '../../components/ui/icon.js';
import { useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';
import { useRouteMatch } from '../../lib/route-match.js';
import { INITIAL_SUGGEST_STATE, type SuggestState, suggestKeyAction, suggestReducer, suggestionOptionId } from './search-suggest-state.js';
import { useSuggestionOptions, useSuggestionRequests } from './search-suggestions.js';
import './search-box.css';

function searchPagePath(locale: Locale, query: string): string {
  return `${listPath('search', locale)}?${new URLSearchParams({ q: query }).toString()}`;
}

/**
 * The header's search: a GET form to the search screen (`?q=`) that works as a plain form without
 * JavaScript, and with it a WAI-ARIA combobox suggesting matching content as one types.
 */
export function SearchBox() {
  const { t } = useMessages();
  const inputId = useId();
  const listboxId = `${inputId}-suggestions`;
  const locale = useLocale();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const isSearchScreen = useRouteMatch()?.key === 'search';
  const [params] = useSearchParams();
  const input = useRef<HTMLInputElement>(null);
  const [state, dispatch] = useReducer(suggestReducer, INITIAL_SUGGEST_STATE);
  const [Options, loadOptions] = useSuggestionOptions();
  const requests = useSuggestionRequests(
    locale,
    (query, items) => dispatch({ type: 'loaded', query, items, hasFocus: document.activeElement === input.current }),
    () => dispatch({ type: 'cleared' }),
  );
  const { cancel } = requests;

  // A new page: the last page's suggestions are gone.
  useEffect(() => {
    cancel();
    dispatch({ type: 'cleared' });
  }, [locationKey, cancel]);

  const isOpen = state.isOpen && Options !== null;

  // Leaving for another page (it may take a moment to load): no popup, and no late answer to reopen it.
  function closeSuggestions() {
    cancel();
    dispatch({ type: 'closed' });
  }

  function choose(index: number) {
    const item: SearchResult | undefined = state.items[index];
    closeSuggestions();
    if (!item) void navigate(searchPagePath(locale, state.query));
    // A file has no page: its URL downloads it.
    else if (item.type === 'file' || item.slug === null) window.location.assign(item.url);
    else void navigate(item.url);
  }

  function handleKey(event: KeyboardEvent<HTMLInputElement>) {
    if (!Options || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      // Without an active option, Enter submits the form: the search page for the text as typed.
      if (isOpen && state.activeIndex >= 0) {
        event.preventDefault();
        choose(state.activeIndex);
      }
      return;
    }
    const action = suggestKeyAction(event.key, state);
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  }

  return (
    <div className="search-combobox">
      <Form role="search" method="get" action={listPath('search', locale)} className="search-box" onSubmit={closeSuggestions}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('layout.searchLabel')}
        </label>
        <input
          ref={input}
          id={inputId}
          // Remount on a new search so the field shows the query of the page.
          key={isSearchScreen ? (params.get('q') ?? '') : 'search'}
          type="search"
          name="q"
          defaultValue={isSearchScreen ? (params.get('q') ?? '') : ''}
          placeholder={t('layout.searchPlaceholder')}
          required
          maxLength={200}
          enterKeyHint="search"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isOpen}
          aria-controls={listboxId}
          aria-activedescendant={isOpen && state.activeIndex >= 0 ? suggestionOptionId(listboxId, state.activeIndex) : undefined}
          onFocus={loadOptions}
          onChange={(event) => {
            dispatch({ type: 'typed' });
            requests.request(event.target.value);
          }}
          onKeyDown={handleKey}
          onBlur={() => dispatch({ type: 'closed' })}
        />
        <button type="submit" className="search-box__submit">
          <Icon path={mdiMagnify} />
          <span className="visually-hidden">{t('search')}</span>
        </button>
      </Form>
      {/* Pressing an option must not take the focus from the field (that would close the list first). */}
      <ul id={listboxId} role="listbox" aria-label={t('searchBox.suggestions')} className="search-suggestions" hidden={!isOpen} onMouseDown={(event) => event.preventDefault()}>
        {isOpen && Options && <Options optionId={(index) => suggestionOptionId(listboxId, index)} state={state} onChoose={choose} />}
      </ul>
      <p role="status" className="visually-hidden">
        {announcement(state, isOpen, t)}
      </p>
    </div>
  );
}

/** What the polite live region says: how many suggestions show, or that none were found. */
function announcement(state: SuggestState, isOpen: boolean, t: ReturnType<typeof useMessages>['t']): string {
  if (isOpen) return t('searchBox.count', { count: state.items.length });
  return state.query && state.items.length === 0 ? t('searchBox.none') : '';
}
