import { mdiMagnify } from '@mdi/js';
import { Fragment } from 'react';
import type { SearchResult } from '../../../common/schemas/search.js';
import { Icon } from '../../components/ui/icon.js';
import { useLocale } from '../../lib/locale.js';
import { formatDate } from '../../features/shared/format.js';
import { useMessages } from '../../lib/messages.js';
import { highlightParts, highlightTerms } from './search-highlight.js';
import type { SuggestState } from './search-suggest-state.js';

/*
 * The options of the header box's suggestions. A lazily loaded chunk: the first screen of every
 * page carries the search box, but only those who type into it need the highlighting (and the
 * transliteration it folds titles with).
 */

interface SuggestionOptionsProps {
  /** The element id of an option (what the combobox's aria-activedescendant names). */
  optionId: (index: number) => string;
  state: SuggestState;
  onChoose: (index: number) => void;
}

/** The suggestions, then "See all results for …", as options of the listbox the search box renders. */
export function SearchSuggestionOptions({ optionId, state, onChoose }: SuggestionOptionsProps) {
  const { t } = useMessages();
  const seeAllIndex = state.items.length;
  // NOTE: the options take no focus and need no key handlers of their own: the keyboard stays in
  // the text field (combobox), which points at the active option with aria-activedescendant.
  return (
    <>
      {state.items.map((item, index) => (
        <li
          key={`${item.type}-${item.id}`}
          id={optionId(index)}
          role="option"
          aria-selected={index === state.activeIndex}
          className="search-suggestion"
          onClick={() => onChoose(index)}
        >
          <SuggestionContent item={item} query={state.query} />
        </li>
      ))}
      <li
        id={optionId(seeAllIndex)}
        role="option"
        aria-selected={seeAllIndex === state.activeIndex}
        className="search-suggestion search-suggestion--all"
        onClick={() => onChoose(seeAllIndex)}
      >
        <Icon path={mdiMagnify} size={20} />
        {t('searchBox.seeAll', { query: state.query })}
      </li>
    </>
  );
}

function SuggestionContent({ item, query }: { item: SearchResult; query: string }) {
  const { t } = useMessages();
  const locale = useLocale();
  const parts = highlightParts(item.title, highlightTerms(query, item.snippet));
  return (
    <>
      <span className="search-suggestion__title">
        {parts.map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>))}
      </span>{' '}
      {/* The spaces keep the option's accessible name readable: "title type date". */}
      <span className="search-suggestion__meta">
        <span>{t(`search.types.${item.type}`, { ns: 'screens' })}</span>{' '}
        {item.date && <time dateTime={item.date}>{formatDate(item.date, locale)}</time>}
      </span>
    </>
  );
}
