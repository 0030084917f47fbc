import { FIELD_OF_EDUCATION_CODES, fieldOfEducationName } from '../../../common/fields-of-education.js';
import { SCREEN_REQUESTS } from '../../../common/initial-data.js';
import { NQF_LEVEL_CODES, REGISTER_QUERY_MAX } from '../../../common/register.js';
import { listPath } from '../../../common/routes.js';
import { STANDARD_STATUSES, standardQueryPairs } from '../../../common/standards.js';
import type { FormEvent } from 'react';
import { usePageHeader } from '../../components/page-header.js';
import { useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';
import { useRead } from '../../lib/query.js';
import { AlertsLink } from '../shared/alerts-link.js';
import { RegisterFilters, RegisterResults, RegisterScreenLayout, useRegisterForm } from '../shared/register-list.js';
import { useListQuery } from '../shared/use-list-query.js';
import { StandardCard } from './standard-card.js';
import '../qualifications/register.css';

/**
 * The register of qualification standards: a search by words and filters (level, field of
 * education, sector council, in force or withdrawn), one value each, a page of standards at a
 * time. The filters are a GET form, so they work without JavaScript and live in the URL.
 */
export default function StandardsScreen() {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const { id, query, results, submit } = useRegisterForm();
  const requests = SCREEN_REQUESTS.standards({ key: 'standards', locale }, query);
  const standards = useListQuery(requests.standards);
  const banner = usePageHeader({ title: t('standards.title'), breadcrumbs: [{ label: t('standards.title') }] });
  if (standards.error) throw standards.error;
  // The page does not narrow anything.
  const active = standardQueryPairs(query).filter(([key]) => key !== 'page').length;

  return (
    <>
      {banner}
      <RegisterScreenLayout
        intro={
          <>
            <p className="register-screen__intro">{t('standards.intro')}</p>
            <p className="register-screen__intro">
              <AlertsLink topic={{ kind: 'register' }} />
            </p>
          </>
        }
        activeFilters={active}
        filters={<StandardFilters id={id} query={query} hasFilters={active > 0} onSubmit={submit} />}
        results={<RegisterResults id={id} headingRef={results} title={t('standards.results')} isFetching={standards.isFetching} list={standards.data} count={(total) => t('standards.count', { total })} empty={t('standards.noMatch')} item={(standard) => ({ key: standard.id, content: <StandardCard standard={standard} /> })} />}
      />
    </>
  );
}

/** The standards' filters, made in their own turn of the hydration (RegisterScreenLayout). */
function StandardFilters({ id, query, hasFilters, onSubmit }: { id: string; query: URLSearchParams; hasFilters: boolean; onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const councils = useRead(SCREEN_REQUESTS.standards({ key: 'standards', locale }, query).councils);
  const selects = {
    level: NQF_LEVEL_CODES.map((code) => ({ value: code, label: t('register.levelOption', { code }) })),
    field: FIELD_OF_EDUCATION_CODES.map((code) => ({ value: code, label: `${code} ${fieldOfEducationName(code, locale)}` })),
    status: STANDARD_STATUSES.map((status) => ({ value: status, label: t(`standards.statuses.${status}`) })),
    council: (councils.data?.items ?? []).map((council) => ({ value: String(council.id), label: council.title })),
  };
  return (
    <RegisterFilters id={id} action={listPath('standards', locale)} query={query} searchMax={REGISTER_QUERY_MAX} hasFilters={hasFilters} onSubmit={onSubmit}
      labels={{ title: t('register.filtersTitle'), search: t('standards.searchLabel'), apply: t('standards.apply'), clear: t('register.clear') }}>
      {Object.entries(selects).map(([name, options]) => (
        <div className="field" key={name}>
          <label htmlFor={`${id}-${name}`}>{t(`standards.filters.${name as keyof typeof selects}`)}</label>
          <select id={`${id}-${name}`} name={name} defaultValue={query.get(name) ?? ''}>
            <option value="">{t('standards.any')}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </RegisterFilters>
  );
}
