import { mdiDownload, mdiMagnify } from '@mdi/js';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { routeRequests } from '../../../common/initial-data.js';
import { listPath } from '../../../common/routes.js';
import { SEARCH_QUERY_MAX, SEARCH_TYPES, type SearchResponse, type SearchResult, type SearchType } from '../../../common/schemas/search.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { buttonClass } from '../../components/ui/button.js';
import { Icon } from '../../components/ui/icon.js';
import { Pagination } from '../../components/ui/pagination.js';
import { useLocale } from '../../lib/locale.js';
import { usePageHeader } from '../../lib/page-header.js';
import { formatDate } from '../shared/format.js';
import { pageCountOf } from '../shared/paging.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { useListQuery } from '../shared/use-list-query.js';
import { HighlightedSnippet } from './highlighted-snippet.js';
import './search.css';

function typeOf(value: string | null): SearchType | '' {
  return (SEARCH_TYPES as readonly string[]).includes(value ?? '') ? (value as SearchType) : '';
}

/** Site search: a query box with a type filter, results of every type with highlighted snippets, pages. */
export default function SearchScreen() {
  const { t } = useTranslation('screens');
  const locale = useLocale();
  const id = useId();
  const [query, setQuery] = useSearchParams();
  const q = query.get('q')?.trim() ?? '';
  const type = typeOf(query.get('type'));
  // A blank query (?q=%20) asks nothing of the API, which would refuse it.
  const [path] = q ? routeRequests({ key: 'search', locale }, query) : [];
  const results = useListQuery<SearchResponse>(path ?? null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // The fields follow the URL (a new search from the header box, back/forward) and are edited locally.
  const queryText = query.toString();
  const [shownQuery, setShownQuery] = useState(queryText);
  const [fields, setFields] = useState({ q, type });
  if (shownQuery !== queryText) {
    setShownQuery(queryText);
    setFields({ q, type });
  }

  usePageHeader({ title: t('search.title'), breadcrumbs: [{ label: t('search.title') }] });

  if (results.error) throw results.error;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    const text = fields.q.trim();
    if (text) next.set('q', text);
    if (fields.type) next.set('type', fields.type);
    setQuery(next);
    if (text) resultsHeading.current?.focus();
  }

  const list = results.data;
  return (
    <div className="content search-screen">
      <form className="search-form" role="search" method="get" action={listPath('search', locale)} onSubmit={submit}>
        <div className="field search-form__query">
          <label htmlFor={`${id}-q`}>{t('search.queryLabel')}</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            value={fields.q}
            onChange={(event) => setFields((current) => ({ ...current, q: event.target.value }))}
            maxLength={SEARCH_QUERY_MAX}
            enterKeyHint="search"
            autoComplete="off"
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>{t('search.typeLabel')}</label>
          <select id={`${id}-type`} name="type" value={fields.type} onChange={(event) => setFields((current) => ({ ...current, type: typeOf(event.target.value) }))}>
            <option value="">{t('search.anyType')}</option>
            {SEARCH_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`search.types.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('primary', 'search-form__submit')}>
          <Icon path={mdiMagnify} size={20} />
          {t('search.submit')}
        </button>
      </form>

      <section className="search-results" aria-labelledby={`${id}-results`} aria-busy={results.isFetching || undefined}>
        <h2 id={`${id}-results`} ref={resultsHeading} tabIndex={-1} className="visually-hidden">
          {t('search.results')}
        </h2>
        {!q ? (
          <p className="search-results__prompt">{t('search.prompt')}</p>
        ) : !list ? (
          <ScreenPlaceholder lines={5} />
        ) : (
          <>
            <p className="search-results__count" role="status">
              {t('search.count', { total: list.total, query: q })}
            </p>
            {list.items.length === 0 ? (
              <div className="search-results__empty">
                <p>{t('search.noResults', { query: q })}</p>
                <ul>
                  <li>{t('search.tipSpelling')}</li>
                  <li>{t('search.tipShorter')}</li>
                  {type && <li>{t('search.tipAllTypes')}</li>}
                </ul>
              </div>
            ) : (
              <ol className="search-results__list" start={(list.page - 1) * list.limit + 1}>
                {list.items.map((item) => (
                  <li key={`${item.type}-${item.id}`}>
                    <SearchResultItem item={item} />
                  </li>
                ))}
              </ol>
            )}
            <Pagination page={list.page} pageCount={pageCountOf(list)} />
          </>
        )}
      </section>
    </div>
  );
}

function SearchResultItem({ item }: { item: SearchResult }) {
  const { t } = useTranslation('screens');
  const locale = useLocale();
  return (
    <article className="search-result">
      <h3 className="search-result__title">
        {item.type === 'file' || !item.slug ? (
          <a href={item.url} download>
            {item.title}
            <Icon path={mdiDownload} size={20} className="search-result__download" />
            <span className="visually-hidden"> ({t('search.downloadFile')})</span>
          </a>
        ) : (
          <LocalizedLink to={{ key: item.type, id: item.id, slug: item.slug }}>{item.title}</LocalizedLink>
        )}
      </h3>
      <p className="search-result__meta">
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
