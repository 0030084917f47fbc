import { SCREEN_REQUESTS } from '../../../common/initial-data.js';
import { APPROVAL_ACTIVITIES, PROVIDER_STATUS_FILTERS, providerQueryPairs } from '../../../common/providers.js';
import { NQF_LEVEL_CODES, REGISTER_QUERY_MAX } from '../../../common/register.js';
import { listPath } from '../../../common/routes.js';
import { usePageHeader } from '../../components/page-header.js';
import { useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';
import { RegisterFilters, RegisterResults, RegisterScreenLayout, useRegisterForm } from '../shared/register-list.js';
import { useListQuery } from '../shared/use-list-query.js';
import { ProviderCard } from './provider-card.js';
import '../qualifications/register.css';

/** The longest municipality name the API takes (NAME_MAX of the schemas, which stay out of this bundle). */
const MUNICIPALITY_MAX = 120;

/**
 * The register of adult-education providers: a search by name and filters (municipality where a
 * programme is delivered, activity, level, status of the approvals: in force unless chosen), a page
 * of providers at a time. The filters are a GET form, so they work without JavaScript and live in the URL.
 */
export default function ProvidersScreen() {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const { id, query, results, submit } = useRegisterForm();
  const providers = useListQuery(SCREEN_REQUESTS.providers({ key: 'providers', locale }, query).providers);
  const banner = usePageHeader({ title: t('providers.title'), breadcrumbs: [{ label: t('providers.title') }] });
  if (providers.error) throw providers.error;
  // The page does not narrow anything.
  const pairs = providerQueryPairs(query).filter(([key]) => key !== 'page');
  const qualification = query.get('qualification');
  const selects = {
    activity: { any: true, options: APPROVAL_ACTIVITIES.map((activity) => ({ value: activity, label: t(`providers.activities.${activity}`) })) },
    level: { any: true, options: NQF_LEVEL_CODES.map((code) => ({ value: code, label: t('register.levelOption', { code }) })) },
    // In force unless chosen: the API's default, so the form offers no blank choice.
    status: { any: false, options: PROVIDER_STATUS_FILTERS.map((status) => ({ value: status, label: t(`providers.statuses.${status}`) })) },
  };

  const filters = (
    <RegisterFilters id={id} action={listPath('providers', locale)} query={query} searchMax={REGISTER_QUERY_MAX} hasFilters={pairs.length > 0} onSubmit={submit}
      labels={{ title: t('register.filtersTitle'), search: t('providers.searchLabel'), apply: t('providers.apply'), clear: t('register.clear') }}>
      <div className="field">
        <label htmlFor={`${id}-municipality`}>{t('providers.filters.municipality')}</label>
        <input id={`${id}-municipality`} name="municipality" type="text" defaultValue={query.get('municipality') ?? ''} maxLength={MUNICIPALITY_MAX} autoComplete="off" aria-describedby={`${id}-municipality-hint`} />
        <p id={`${id}-municipality-hint`} className="field__hint">
          {t('providers.municipalityHint')}
        </p>
      </div>
      {Object.entries(selects).map(([name, { any, options }]) => (
        <div className="field" key={name}>
          <label htmlFor={`${id}-${name}`}>{t(`providers.filters.${name as keyof typeof selects}`)}</label>
          <select id={`${id}-${name}`} name={name} defaultValue={query.get(name) ?? (any ? '' : 'in-force')}>
            {any && <option value="">{t('providers.any')}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {qualification && (
        <div className="field">
          <label>
            <input type="checkbox" name="qualification" value={qualification} defaultChecked /> {t('providers.qualificationFilter')}
          </label>
        </div>
      )}
    </RegisterFilters>
  );

  return (
    <>
      {banner}
      <RegisterScreenLayout
        intro={<p className="register-screen__intro">{t('providers.intro')}</p>}
        activeFilters={pairs.length}
        filters={filters}
        results={<RegisterResults id={id} headingRef={results} title={t('providers.results')} isFetching={providers.isFetching} list={providers.data} count={(total) => t('providers.count', { total })} empty={t('providers.noMatch')} item={(provider) => ({ key: provider.id, content: <ProviderCard provider={provider} /> })} />}
      />
    </>
  );
}
