import { mdiFilterVariant } from '@mdi/js';
import { type FormEvent, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fieldOfEducationName, isFieldOfEducationCode } from '../../../common/fields-of-education.js';
import { SCREEN_REQUESTS } from '../../../common/initial-data.js';
import { NQF_LEVEL_CODES, QUALIFICATION_TYPES, REGISTER_QUERY_MAX, REGISTER_SORTS, REGISTER_STATUSES, type RegisterFilter, registerQueryPairs } from '../../../common/register.js';
import { listPath } from '../../../common/routes.js';
import { usePageHeader } from '../../components/page-header.js';
import { buttonClass } from '../../components/ui/button.js';
import { Icon } from '../../components/ui/icon.js';
import { Pagination } from '../../components/ui/pagination.js';
import { useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';
import { useRead } from '../../lib/query.js';
import { FiltersDisclosure } from '../shared/filters-disclosure.js';
import { pageCountOf } from '../shared/paging.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { useListQuery } from '../shared/use-list-query.js';
import { QualificationCard } from './qualification-card.js';
import './register.css';

const EQF_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8];

interface FilterOption {
  value: string;
  label: string;
}

/** The query of the filter form as it stands: the form's fields, blank ones left out. */
function formQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim()) query.append(name, value.trim());
  return query;
}

/**
 * The register of qualifications: a search by name in either script and filters (level, EQF
 * level, type, field, awarding body, status), each value with the number of qualifications it
 * would give. The filters are a GET form, so they work without JavaScript and live in the URL.
 */
export default function RegisterScreen() {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const id = useId();
  const [query, setQuery] = useSearchParams();
  const requests = SCREEN_REQUESTS.qualifications({ key: 'qualifications', locale }, query);
  const register = useListQuery(requests.register);
  const bodies = useRead(requests.awardingBodies);
  const results = useRef<HTMLHeadingElement>(null);
  const banner = usePageHeader({ title: t('register.title'), breadcrumbs: [{ label: t('register.title') }] });

  if (register.error) throw register.error;
  const list = register.data;
  const chosen = (filter: RegisterFilter) => new Set(query.getAll(filter));
  const hasFilters = [...query.keys()].some((key) => key !== 'page' && key !== 'sort');
  // The words searched for and each value chosen count; the order and the page do not narrow anything.
  const activeFilters = registerQueryPairs(query).filter(([key]) => key !== 'sort' && key !== 'page').length;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery(formQuery(event.currentTarget));
    // Take the keyboard and screen reader to what the filters found.
    results.current?.focus();
  }

  /** The values of a filter offered: those that would find something, and those chosen. */
  function options(filter: RegisterFilter, all: FilterOption[]): (FilterOption & { count: number })[] {
    const counts = new Map((list?.counts[filter] ?? []).map((entry) => [String(entry.value), entry.count]));
    const picked = chosen(filter);
    return all.filter((option) => !list || counts.has(option.value) || picked.has(option.value)).map((option) => ({ ...option, count: counts.get(option.value) ?? 0 }));
  }

  const fieldCodes = [...new Set([...(list?.counts.field.map((entry) => entry.value) ?? []), ...chosen('field')])].filter(isFieldOfEducationCode).sort();
  const groups: { filter: RegisterFilter; legend: string; options: FilterOption[] }[] = [
    { filter: 'level', legend: t('register.filters.level'), options: NQF_LEVEL_CODES.map((code) => ({ value: code, label: t('register.levelOption', { code }) })) },
    { filter: 'eqf', legend: t('register.filters.eqf'), options: EQF_LEVELS.map((level) => ({ value: String(level), label: t('register.eqfOption', { level }) })) },
    { filter: 'type', legend: t('register.filters.type'), options: QUALIFICATION_TYPES.map((type) => ({ value: type, label: t(`register.types.${type}`) })) },
    { filter: 'field', legend: t('register.filters.field'), options: fieldCodes.map((code) => ({ value: code, label: `${code} ${fieldOfEducationName(code, locale)}` })) },
    { filter: 'awardingBody', legend: t('register.filters.awardingBody'), options: (bodies.data?.items ?? []).map((body) => ({ value: String(body.id), label: body.name })) },
    { filter: 'status', legend: t('register.filters.status'), options: REGISTER_STATUSES.map((status) => ({ value: status, label: t(`register.statuses.${status}`) })) },
  ];

  return (
    <>
      {banner}
      <div className="content register-screen">
        <p className="register-screen__intro">{t('register.intro')}</p>
        <div className="register-screen__layout">
          <FiltersDisclosure activeCount={activeFilters}>
            {/* Keyed by the URL: back, forward and links set the form to the filters they name. */}
            <form key={query.toString()} className="register-filters" role="search" method="get" action={listPath('qualifications', locale)} onSubmit={submit} aria-labelledby={`${id}-filters`}>
              <h2 id={`${id}-filters`} className="register-filters__title filters-disclosure__title">
                {t('register.filtersTitle')}
              </h2>
              <div className="field">
                <label htmlFor={`${id}-q`}>{t('register.searchLabel')}</label>
                <input id={`${id}-q`} name="q" type="search" defaultValue={query.get('q') ?? ''} maxLength={REGISTER_QUERY_MAX} autoComplete="off" />
              </div>
              {groups.map(({ filter, legend, options: all }) => {
                const offered = options(filter, all);
                if (offered.length === 0) return null;
                const picked = chosen(filter);
                return (
                  <fieldset key={filter} className="register-filters__group">
                    <legend>{legend}</legend>
                    <ul>
                      {offered.map((option) => (
                        <li key={option.value}>
                          <label>
                            <input type="checkbox" name={filter} value={option.value} defaultChecked={picked.has(option.value)} />
                            {option.label} {list && <span className="register-filters__count">({option.count})</span>}
                          </label>
                        </li>
                      ))}
                    </ul>
                  </fieldset>
                );
              })}
              <div className="field">
                <label htmlFor={`${id}-sort`}>{t('register.sortLabel')}</label>
                <select id={`${id}-sort`} name="sort" defaultValue={query.get('sort') ?? 'title'}>
                  {REGISTER_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`register.sorts.${sort}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="register-filters__actions">
                <button type="submit" className={buttonClass('primary')}>
                  <Icon path={mdiFilterVariant} size={20} />
                  {t('register.apply')}
                </button>
                {hasFilters && (
                  <Link to={listPath('qualifications', locale)} className={buttonClass('text')}>
                    {t('register.clear')}
                  </Link>
                )}
              </div>
            </form>
          </FiltersDisclosure>

          <section className="register-results" aria-labelledby={`${id}-results`} aria-busy={register.isFetching || undefined}>
            <h2 id={`${id}-results`} ref={results} tabIndex={-1} className="register-results__title">
              {t('register.results')}
            </h2>
            {!list ? (
              <ScreenPlaceholder lines={6} />
            ) : (
              <>
                <p className="register-results__count" role="status">
                  {t('register.count', { total: list.total })}
                </p>
                {list.items.length === 0 ? (
                  <p className="register-results__empty">{t('register.noMatch')}</p>
                ) : (
                  <ol className="register-results__list">
                    {list.items.map((qualification) => (
                      <li key={qualification.id}>
                        <QualificationCard qualification={qualification} />
                      </li>
                    ))}
                  </ol>
                )}
                <Pagination page={list.page} pageCount={pageCountOf(list)} />
              </>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
