import { mdiDownload, mdiMagnify } from '@mdi/js';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SCREEN_REQUESTS } from '../../../common/initial-data.js';
import { listPath } from '../../../common/routes.js';
import { SEARCH_QUERY_MAX, SEARCH_TYPES } from '../../../common/public-filters.js';
import type { SearchResponse, SearchResult } from '../../../common/schemas/search.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { Button, buttonClass } from '../../components/ui/button.js';
import { Icon } from '../../components/ui/icon.js';
import { Pagination } from '../../components/ui/pagination.js';
import { useLocale } from '../../lib/locale.js';
import { usePageHeader } from '../../components/page-header.js';
import { useMessages } from '../../lib/messages.js';
import { FiltersDisclosure } from '../shared/filters-disclosure.js';
import { formatDate } from '../shared/format.js';
import { pageCountOf } from '../shared/paging.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { type ListQuery, useListQuery } from '../shared/use-list-query.js';
import { HighlightedSnippet } from './highlighted-snippet.js';
import { type SearchFilters, filtersFromQuery, isNarrowed, queryFromFilters, withoutNarrowing } from './search-filters.js';
import { reportOpened } from './report-opened.js';
import { searchResultsView } from './search-results-state.js';
import './search.css';

/** Site search: words, a type and a date range in the URL; results of every type with highlighted snippets, a page at a time. */
export default function SearchScreen() {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const id = useId();
  const [query, setQuery] = useSearchParams();
  const applied = filtersFromQuery(query);
  const results = useListQuery(SCREEN_REQUESTS.search({ key: 'search', locale }, query).results);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // The fields follow the URL (a new search from the header box, back/forward) and are edited locally.
  const queryText = query.toString();
  const [shownQuery, setShownQuery] = useState(queryText);
  const [fields, setFields] = useState<SearchFilters>(applied);
  if (shownQuery !== queryText) {
    setShownQuery(queryText);
    setFields(applied);
  }

  const banner = usePageHeader({ title: t('search.title'), breadcrumbs: [{ label: t('search.title') }] });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery(queryFromFilters(fields));
    // Take the keyboard and screen reader to what the search found.
    if (fields.q.trim()) resultsHeading.current?.focus();
  }

  const change = (key: keyof SearchFilters) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [key]: event.target.value }));

  return (
    <>
      {banner}
      <div className="content search-screen">
        <form className="search-form" role="search" method="get" action={listPath('search', locale)} onSubmit={submit}>
          <div className="field search-form__query">
            <label htmlFor={`${id}-q`}>{t('search.queryLabel')}</label>
            <input id={`${id}-q`} name="q" type="search" value={fields.q} onChange={change('q')} maxLength={SEARCH_QUERY_MAX} enterKeyHint="search" autoComplete="off" />
          </div>
          <FiltersDisclosure activeCount={[applied.type, applied.from, applied.to].filter(Boolean).length} className="search-form__filters">
            <div className="search-form__filter-fields">
              <div className="field">
                <label htmlFor={`${id}-type`}>{t('search.typeLabel')}</label>
                <select id={`${id}-type`} name="type" value={fields.type} onChange={change('type')}>
                  <option value="">{t('search.anyType')}</option>
                  {SEARCH_TYPES.map((value) => (
                    <option key={value} value={value}>
                      {t(`search.types.${value}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${id}-from`}>{t('search.fromLabel')}</label>
                <input id={`${id}-from`} name="from" type="date" value={fields.from} max={fields.to || undefined} onChange={change('from')} />
              </div>
              <div className="field">
                <label htmlFor={`${id}-to`}>{t('search.toLabel')}</label>
                <input id={`${id}-to`} name="to" type="date" value={fields.to} min={fields.from || undefined} onChange={change('to')} />
              </div>
            </div>
          </FiltersDisclosure>
          <div className="search-form__actions">
            <button type="submit" className={buttonClass('primary')}>
              <Icon path={mdiMagnify} size={20} />
              {t('search.submit')}
            </button>
            {isNarrowed(applied) && (
              <Link to={`${listPath('search', locale)}?${withoutNarrowing(applied).toString()}`} className={buttonClass('text')}>
                {t('search.clearFilters')}
              </Link>
            )}
          </div>
        </form>

        <section className="search-results" aria-labelledby={`${id}-results`} aria-busy={results.isFetching || undefined}>
          <h2 id={`${id}-results`} ref={resultsHeading} tabIndex={-1} className="visually-hidden">
            {t('search.results')}
          </h2>
          <SearchResults filters={applied} results={results} />
        </section>
      </div>
    </>
  );
}

interface SearchResultsProps {
  filters: SearchFilters;
  results: ListQuery<SearchResponse>;
}

/** What the search found: a prompt before any search, an error with a retry, the count, the results or tips when none. */
function SearchResults({ filters, results }: SearchResultsProps) {
  const locale = useLocale();
  // The log counts the searches after which a result was opened: once for a query, however many are opened.
  const reported = useRef<string | null>(null);
  const onOpen = () => {
    if (reported.current === filters.q) return;
    reported.current = filters.q;
    reportOpened(filters.q, locale);
  };
  const { t } = useMessages('screens');
  const list = results.data;
  const view = searchResultsView({ hasQuery: Boolean(filters.q), hasData: Boolean(list), hasError: Boolean(results.error), isFetching: results.isFetching });
  if (view === 'prompt') return <p className="search-results__prompt">{t('search.prompt')}</p>;
  if (view === 'error') {
    return (
      <div className="search-results__error" role="alert">
        <p>{t('search.error')}</p>
        <Button variant="outline" onClick={() => void results.refetch()}>
          {t('search.retry')}
        </Button>
      </div>
    );
  }
  if (!list) return <ScreenPlaceholder lines={5} />;
  return (
    <>
      <p className="search-results__count" role="status">
        {t(list.moreThanTotal ? 'search.countMore' : 'search.count', { total: list.total, query: filters.q })}
      </p>
      {list.items.length === 0 ? (
        <div className="search-results__empty">
          <p>{t('search.noResults', { query: filters.q })}</p>
          <ul>
            <li>{t('search.tipSpelling')}</li>
            <li>{t('search.tipShorter')}</li>
            {filters.type && <li>{t('search.tipAllTypes')}</li>}
            {(filters.from || filters.to) && <li>{t('search.tipAllDates')}</li>}
          </ul>
        </div>
      ) : (
        <ol className="search-results__list" start={(list.page - 1) * list.limit + 1}>
          {list.items.map((item) => (
            <li key={`${item.type}-${item.id}`}>
              <SearchResultItem item={item} onOpen={onOpen} />
            </li>
          ))}
        </ol>
      )}
      <Pagination page={list.page} pageCount={pageCountOf(list)} />
    </>
  );
}

function SearchResultItem({ item, onOpen }: { item: SearchResult; onOpen: () => void }) {
  const { t } = useMessages('screens');
  const locale = useLocale();
  return (
    <article className="search-result">
      <h3 className="search-result__title">
        {item.type === 'file' || !item.slug ? (
          <a href={item.url} download onClick={onOpen} onAuxClick={onOpen}>
            {item.title}
            <Icon path={mdiDownload} size={20} className="search-result__download" />
            <span className="visually-hidden"> ({t('search.downloadFile')})</span>
          </a>
        ) : (
          <LocalizedLink to={{ key: item.type, id: item.id, slug: item.slug }} onClick={onOpen} onAuxClick={onOpen}>
            {item.title}
          </LocalizedLink>
        )}
      </h3>
      <p className="search-result__meta">
        {item.bestBet && <strong className="search-result__best-bet">{t('search.bestBet')}</strong>}
        <span className="search-result__type">{t(`search.types.${item.type}`)}</span>
        {item.date && <time dateTime={item.date}>{formatDate(item.date, locale)}</time>}
      </p>
      {item.snippet && (
        <p className="search-result__snippet">
          <HighlightedSnippet snippet={item.snippet} />
        </p>
      )}
    </article>
  );
}
