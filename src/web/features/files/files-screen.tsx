import { mdiDownload, mdiFilterVariant } from '@mdi/js';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SCREEN_REQUESTS } from '../../../common/initial-data.js';
import { listPath } from '../../../common/routes.js';
import { FILE_KINDS } from '../../../common/public-filters.js';
import { buttonClass } from '../../components/ui/button.js';
import { Icon } from '../../components/ui/icon.js';
import { Pagination } from '../../components/ui/pagination.js';
import { HydrateInTurn } from '../../lib/hydration-turns.js';
import { useLocale } from '../../lib/locale.js';
import { usePageHeader } from '../../components/page-header.js';
import { useMessages } from '../../lib/messages.js';
import { useRead } from '../../lib/query.js';
import { FiltersDisclosure } from '../shared/filters-disclosure.js';
import { formatFileSize } from '../shared/format.js';
import { pageCountOf } from '../shared/paging.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { useListQuery } from '../shared/use-list-query.js';
import { type FileFilters, filterYears, filtersFromQuery, hasFilters, queryFromFilters } from './file-filters.js';
import './files.css';

/** The year filter goes back to this year; a year chosen in a link outside the range is added. */
const FIRST_FILTER_YEAR = 2000;
const SEARCH_MAX_LENGTH = 200;
/** The document library: filters (type, year, category, title) in the URL query, results a page at a time. */
export default function FilesScreen() {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const id = useId();
  const [query, setQuery] = useSearchParams();
  const requests = SCREEN_REQUESTS.files({ key: 'files', locale }, query);
  const files = useListQuery(requests.files);
  const categories = useRead(requests.categories);
  const results = useRef<HTMLHeadingElement>(null);

  // The form edits a copy of the URL's filters; when the URL changes (a link, back/forward), the copy follows.
  const queryText = query.toString();
  const [shownQuery, setShownQuery] = useState(queryText);
  const [filters, setFilters] = useState<FileFilters>(() => filtersFromQuery(query));
  if (shownQuery !== queryText) {
    setShownQuery(queryText);
    setFilters(filtersFromQuery(query));
  }
  const applied = filtersFromQuery(query);

  const banner = usePageHeader({ title: t('files.title'), breadcrumbs: [{ label: t('files.title') }] });

  if (files.error) throw files.error;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery(queryFromFilters(filters));
    // Take the keyboard and screen reader to what the filters found.
    results.current?.focus();
  }

  const change = (key: keyof FileFilters) => (event: { target: { value: string } }) => setFilters((current) => ({ ...current, [key]: event.target.value }));
  const years = filterYears(new Date().getFullYear(), FIRST_FILTER_YEAR, filters.year);
  const list = files.data;

  return (
    <>
      {banner}
      <div className="content files-screen">
        <p className="files-screen__intro">{t('files.intro')}</p>
        <HydrateInTurn>
          <FiltersDisclosure activeCount={queryFromFilters(applied).size}>
            <form className="files-filters" role="search" method="get" action={listPath('files', locale)} onSubmit={submit} aria-labelledby={`${id}-filters`}>
              <h2 id={`${id}-filters`} className="files-filters__title filters-disclosure__title">
                {t('files.filters')}
              </h2>
              <div className="files-filters__fields">
                <div className="field">
                  <label htmlFor={`${id}-q`}>{t('files.searchLabel')}</label>
                  <input id={`${id}-q`} name="q" type="search" value={filters.q} onChange={change('q')} maxLength={SEARCH_MAX_LENGTH} autoComplete="off" />
                </div>
                <div className="field">
                  <label htmlFor={`${id}-type`}>{t('files.typeLabel')}</label>
                  <select id={`${id}-type`} name="type" value={filters.type} onChange={change('type')}>
                    <option value="">{t('files.anyType')}</option>
                    {FILE_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`files.kinds.${kind}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor={`${id}-year`}>{t('files.yearLabel')}</label>
                  <select id={`${id}-year`} name="year" value={filters.year} onChange={change('year')}>
                    <option value="">{t('files.anyYear')}</option>
                    {years.map((year) => (
                      <option key={year} value={year}>
                        {year}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor={`${id}-category`}>{t('files.categoryLabel')}</label>
                  <select id={`${id}-category`} name="category" value={filters.category} onChange={change('category')} aria-busy={categories.isPending || undefined}>
                    <option value="">{t('files.anyCategory')}</option>
                    {categories.data?.items.map((category) => (
                      <option key={category.id} value={category.id}>
                        {category.name}
                      </option>
                    ))}
                    {/* A category chosen in a link is kept while the list loads (or if it is not listed). */}
                    {filters.category && !categories.data?.items.some((category) => String(category.id) === filters.category) && (
                      <option value={filters.category}>{t('files.categoryNumber', { id: filters.category })}</option>
                    )}
                  </select>
                </div>
              </div>
              <div className="files-filters__actions">
                <button type="submit" className={buttonClass('primary')}>
                  <Icon path={mdiFilterVariant} size={20} />
                  {t('files.apply')}
                </button>
                {hasFilters(applied) && (
                  <Link to={listPath('files', locale)} className={buttonClass('text')}>
                    {t('files.clear')}
                  </Link>
                )}
              </div>
            </form>
          </FiltersDisclosure>
        </HydrateInTurn>

        <HydrateInTurn>
          <section className="files-results" aria-labelledby={`${id}-results`} aria-busy={files.isFetching || undefined}>
            <h2 id={`${id}-results`} ref={results} tabIndex={-1} className="files-results__title">
              {t('files.results')}
            </h2>
            {!list ? (
              <ScreenPlaceholder lines={5} />
            ) : (
              <>
                <p className="files-results__count" role="status">
                  {t('files.count', { total: list.total })}
                </p>
                {list.items.length === 0 ? (
                  <p className="files-results__empty">{hasFilters(applied) ? t('files.noMatch') : t('files.empty')}</p>
                ) : (
                  <table className="data-table data-table--stacked files-table">
                    <caption className="visually-hidden">{t('files.tableCaption', { page: list.page, pages: pageCountOf(list) })}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('files.columns.title')}</th>
                        <th scope="col">{t('files.columns.year')}</th>
                        <th scope="col">{t('files.columns.type')}</th>
                        <th scope="col">{t('files.columns.size')}</th>
                        <th scope="col">{t('files.columns.download')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.items.map((file) => (
                        <tr key={file.id}>
                          <th scope="row" className="files-table__title">
                            <span className="files-table__name">{file.title}</span>
                            {file.description && <span className="files-table__description">{file.description}</span>}
                            {file.category && <span className="files-table__category">{file.category.name}</span>}
                          </th>
                          <td data-label={t('files.columns.year')}>{file.year}</td>
                          <td data-label={t('files.columns.type')}>{t(`files.kinds.${file.kind}`)}</td>
                          <td data-label={t('files.columns.size')}>{formatFileSize(file.size, locale)}</td>
                          <td data-label={t('files.columns.download')}>
                            <a className="files-table__download" href={file.downloadUrl} download={file.originalName} type={file.mime}>
                              <Icon path={mdiDownload} size={20} />
                              <span className="visually-hidden">{t('files.download')} </span>
                              <span className="files-table__file">{file.originalName}</span>
                            </a>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
                <Pagination page={list.page} pageCount={pageCountOf(list)} />
              </>
            )}
          </section>
        </HydrateInTurn>
      </div>
    </>
  );
}
