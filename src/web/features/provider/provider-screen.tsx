import { SCREEN_REQUESTS } from '../../../common/initial-data.js';
import { listPath } from '../../../common/routes.js';
import type { ApprovalView } from '../../../common/schemas/providers.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { usePageHeader } from '../../components/page-header.js';
import { useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';
import { ExternalLink } from '../shared/external-link.js';
import { FallbackNotice, useFallbackLang } from '../shared/fallback-notice.js';
import { Facts } from '../shared/facts.js';
import { formatDate, formatDay } from '../shared/format.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { useItemRead } from '../shared/use-content-match.js';
import '../qualifications/register.css';
import './provider.css';

/** One approval: its programme as a heading, then what it leads to, its decision, validity, status, places and employers. */
function Approval({ approval }: { approval: ApprovalView }) {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const date = (iso: string) => <time dateTime={iso}>{formatDate(iso, locale)}</time>;
  const headingId = `approval-${approval.id}`;
  const leadsTo = approval.qualification ? (
    <LocalizedLink to={{ key: 'qualification', id: approval.qualification.id, slug: approval.qualification.slug }}>{approval.qualification.title}</LocalizedLink>
  ) : (
    approval.level && t('provider.level', { code: approval.level })
  );
  return (
    <section className={`provider__approval provider__approval--${approval.status}`} aria-labelledby={headingId}>
      <h3 id={headingId}>{approval.programme}</h3>
      <Facts
        className="qualification__facts"
        facts={[
          [t('provider.status'), <strong>{t(`providers.statuses.${approval.status}`)}</strong>],
          [t('provider.activity'), t(`providers.activities.${approval.activity}`)],
          [t('provider.leadsTo'), leadsTo],
          [t('provider.decision'), <>{t('provider.decisionText', { number: approval.decisionNumber })} <time dateTime={approval.decisionDate}>{formatDay(approval.decisionDate, locale)}</time></>],
          [t('provider.validity'), <>{t('provider.validFrom')} {date(approval.validFrom)} {approval.validUntil ? <>{t('provider.validUntil')} {date(approval.validUntil)}</> : t('provider.openEnded')}</>],
          [t('provider.revokedOn'), approval.revocation && date(approval.revocation.at)],
          [t('provider.revocationReason'), approval.revocation?.reason ?? null],
        ]}
      />
      <h4>{t('provider.places')}</h4>
      <ul>
        {approval.places.map((place, index) => (
          <li key={index}>
            {place.municipality}, {place.address}
          </li>
        ))}
      </ul>
      {approval.employers.length > 0 && (
        <>
          <h4>{t('provider.employers')}</h4>
          <ul>
            {approval.employers.map((employer, index) => (
              <li key={index}>
                {employer.name}, {employer.municipality}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * An adult-education provider (ЈПОА): its register facts and public contact, and every approval
 * with its status now (in force first), where it is delivered and with which employers.
 */
export default function ProviderScreen() {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const provider = useItemRead('provider', SCREEN_REQUESTS.provider);
  const data = provider.data;
  const lang = useFallbackLang(data);
  const banner = usePageHeader(data ? { title: data.name, lang, breadcrumbs: [{ label: t('providers.title'), to: listPath('providers', locale) }, { label: data.name }] } : null);

  if (provider.error) throw provider.error;
  if (!data) return <ScreenPlaceholder lines={10} />;

  return (
    <>
      {banner}
      <div className="content qualification-screen provider-screen">
        <FallbackNotice item={data} />
        <article className="qualification provider" lang={lang}>
          <section aria-labelledby="provider-facts">
            <h2 id="provider-facts">{t('provider.facts')}</h2>
            <Facts
              className="qualification__facts"
              facts={[
                [t('providers.legalForm'), t(`providers.legalForms.${data.legalForm}`)],
                [t('provider.registrationNumber'), data.registrationNumber],
                [t('provider.taxNumber'), data.taxNumber],
                [t('providers.seat'), data.municipality],
                [t('provider.address'), data.address],
                [t('provider.email'), data.email && <a href={`mailto:${data.email}`}>{data.email}</a>],
                [t('provider.phone'), data.phone && <a href={`tel:${data.phone.replace(/[^+\d]/g, '')}`}>{data.phone}</a>],
                [t('provider.website'), data.website && <ExternalLink href={data.website} note={t('qualification.externalLink')}>{data.website}</ExternalLink>],
              ]}
            />
          </section>
          <section aria-labelledby="provider-approvals">
            <h2 id="provider-approvals">{t('provider.approvals')}</h2>
            {data.approvals.length === 0 ? <p>{t('provider.noApprovals')}</p> : data.approvals.map((approval) => <Approval key={approval.id} approval={approval} />)}
          </section>
        </article>
      </div>
    </>
  );
}
