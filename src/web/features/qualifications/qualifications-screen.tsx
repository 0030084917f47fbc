import { fieldOfEducationName, isFieldOfEducationCode } from '../../../common/fields-of-education.js';
import { SCREEN_REQUESTS } from '../../../common/initial-data.js';
import { NQF_LEVEL_CODES, QUALIFICATION_TYPES, REGISTER_QUERY_MAX, REGISTER_SORTS, REGISTER_STATUSES, type RegisterFilter, registerQueryPairs } from '../../../common/register.js';
import { listPath } from '../../../common/routes.js';
import type { QualificationList } from '../../../common/schemas/qualifications.js';
import type { FormEvent } from 'react';
import { LocalizedLink } from '../../components/localized-link.js';
import { usePageHeader } from '../../components/page-header.js';
import { useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';
import { useRead } from '../../lib/query.js';
import { HydrateInTurn } from '../../lib/hydration-turns.js';
import { AlertsLink } from '../shared/alerts-link.js';
import { RegisterFilters, RegisterResults, RegisterScreenLayout, useRegisterForm } from '../shared/register-list.js';
import { useListQuery } from '../shared/use-list-query.js';
import { QualificationCard } from './qualification-card.js';
import './register.css';

const EQF_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8];

type RegisterCounts = QualificationList['counts'];

interface FilterOption {
  value: string;
  label: string;
}

/**
 * The register of qualifications: a search by name in either script and filters (level, EQF
 * level, type, field, awarding body, status), each value with the number of qualifications it
 * would give. The filters are a GET form, so they work without JavaScript and live in the URL.
 */
export default function RegisterScreen() {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const { id, query, results, submit } = useRegisterForm();
  const requests = SCREEN_REQUESTS.qualifications({ key: 'qualifications', locale }, query);
  const register = useListQuery(requests.register);
  const banner = usePageHeader({ title: t('register.title'), breadcrumbs: [{ label: t('register.title') }] });

  if (register.error) throw register.error;
  const list = register.data;
  // The words searched for and each value chosen count; the order and the page do not narrow anything.
  const activeFilters = registerQueryPairs(query).filter(([key]) => key !== 'sort' && key !== 'page').length;

  return (
    <>
      {banner}
      <RegisterScreenLayout
        intro={
          <>
            <p className="register-screen__intro">{t('register.intro')}</p>
            <p className="register-screen__intro">
              <LocalizedLink to={{ key: 'standards' }}>{t('standards.link')}</LocalizedLink>
            </p>
          </>
        }
        activeFilters={activeFilters}
        filters={<QualificationFilters id={id} query={query} counts={list?.counts} onSubmit={submit} />}
        results={
          <RegisterResults
            id={id}
            headingRef={results}
            title={t('register.results')}
            isFetching={register.isFetching}
            list={list}
            count={(total) => t('register.count', { total })}
            empty={t('register.noMatch')}
            item={(qualification) => ({ key: qualification.id, content: <QualificationCard qualification={qualification} /> })}
          />
        }
        outro={
          <p className="register-screen__follow">
            <AlertsLink topic={{ kind: 'register' }} />
          </p>
        }
      />
    </>
  );
}

interface QualificationFiltersProps {
  id: string;
  query: URLSearchParams;
  /** How many qualifications each value of each filter would give; undefined while the list loads. */
  counts: RegisterCounts | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The register's filters, each value with its count, made in their own turn of the hydration (RegisterScreenLayout). */
function QualificationFilters({ id, query, counts, onSubmit }: QualificationFiltersProps) {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const bodies = useRead(SCREEN_REQUESTS.qualifications({ key: 'qualifications', locale }, query).awardingBodies);
  const chosen = (filter: RegisterFilter) => new Set(query.getAll(filter));
  const hasFilters = [...query.keys()].some((key) => key !== 'page' && key !== 'sort');

  /** The values of a filter offered: those that would find something, and those chosen. */
  function options(filter: RegisterFilter, all: FilterOption[]): (FilterOption & { count: number })[] {
    const found = new Map((counts?.[filter] ?? []).map((entry) => [String(entry.value), entry.count]));
    const picked = chosen(filter);
    return all.filter((option) => !counts || found.has(option.value) || picked.has(option.value)).map((option) => ({ ...option, count: found.get(option.value) ?? 0 }));
  }

  const fieldCodes = [...new Set([...(counts?.field.map((entry) => entry.value) ?? []), ...chosen('field')])].filter(isFieldOfEducationCode).sort();
  const groups: { filter: RegisterFilter; legend: string; options: FilterOption[] }[] = [
    { filter: 'level', legend: t('register.filters.level'), options: NQF_LEVEL_CODES.map((code) => ({ value: code, label: t('register.levelOption', { code }) })) },
    { filter: 'eqf', legend: t('register.filters.eqf'), options: EQF_LEVELS.map((level) => ({ value: String(level), label: t('register.eqfOption', { level }) })) },
    { filter: 'type', legend: t('register.filters.type'), options: QUALIFICATION_TYPES.map((type) => ({ value: type, label: t(`register.types.${type}`) })) },
    { filter: 'field', legend: t('register.filters.field'), options: fieldCodes.map((code) => ({ value: code, label: `${code} ${fieldOfEducationName(code, locale)}` })) },
    { filter: 'awardingBody', legend: t('register.filters.awardingBody'), options: (bodies.data?.items ?? []).map((body) => ({ value: String(body.id), label: body.name })) },
    { filter: 'status', legend: t('register.filters.status'), options: REGISTER_STATUSES.map((status) => ({ value: status, label: t(`register.statuses.${status}`) })) },
  ];

  return (
    <RegisterFilters
      id={id}
      action={listPath('qualifications', locale)}
      query={query}
      labels={{ title: t('register.filtersTitle'), search: t('register.searchLabel'), apply: t('register.apply'), clear: t('register.clear') }}
      searchMax={REGISTER_QUERY_MAX}
      hasFilters={hasFilters}
      onSubmit={onSubmit}
    >
      {groups.map(({ filter, legend, options: all }) => {
        const offered = options(filter, all);
        if (offered.length === 0) return null;
        const picked = chosen(filter);
        // Each group of checkboxes hydrates in a turn of its own: all six at once held a phone for over 100 ms.
        return (
          <HydrateInTurn key={filter}>
            <fieldset className="register-filters__group">
              <legend>{legend}</legend>
              <ul>
                {offered.map((option) => (
                  <li key={option.value}>
                    <label>
                      <input type="checkbox" name={filter} value={option.value} defaultChecked={picked.has(option.value)} />
                      {option.label} {counts && <span className="register-filters__count">({option.count})</span>}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          </HydrateInTurn>
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
    </RegisterFilters>
  );
}
