import { SCREEN_REQUESTS } from '../../../common/initial-data.js';
import { listPath } from '../../../common/routes.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { usePageHeader } from '../../components/page-header.js';
import { useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';
import { FallbackNotice, useFallbackLang } from '../shared/fallback-notice.js';
import { ExternalLink } from '../shared/external-link.js';
import { Facts } from '../shared/facts.js';
import { formatDay } from '../shared/format.js';
import { Outcomes } from '../shared/outcomes.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { useItemRead } from '../shared/use-content-match.js';
import '../qualifications/register.css';
import './standard.css';

/** A section of prose of the standard under its heading; nothing when the standard has no text for it. */
function TextSection({ id, title, text }: { id: string; title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <section className="standard__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </section>
  );
}

/**
 * A qualification standard: the rulebook's elements (code, levels, type, ways to acquire, field,
 * occupations, job description, entry requirements, progression, duration, learning outcomes,
 * assessment, document and issuer, sector council), its history of decisions with the version in
 * force, and the qualifications that rest on it. It prints as a document of its own (standard.css).
 */
export default function StandardScreen() {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const standard = useItemRead('standard', SCREEN_REQUESTS.standard);
  const data = standard.data;
  const lang = useFallbackLang(data);
  const banner = usePageHeader(data ? { title: data.title, lang, breadcrumbs: [{ label: t('standards.title'), to: listPath('standards', locale) }, { label: data.title }] } : null);

  if (standard.error) throw standard.error;
  if (!data) return <ScreenPlaceholder lines={10} />;

  const outcomes = data.learningOutcomes;
  const withdrawn = data.status === 'withdrawn';
  const day = (date: string) => <time dateTime={date}>{formatDay(date, locale)}</time>;

  return (
    <>
      {banner}
      <div className="content qualification-screen standard-screen">
        <FallbackNotice item={data} />
        {withdrawn && (
          <p className="notice notice--warning standard__withdrawn">
            <strong>{t('standard.withdrawnTitle')}</strong> {t('standard.withdrawnText', { number: data.inForce.decision.number, body: data.inForce.decision.body })} {day(data.since)}
          </p>
        )}
        <article className="qualification standard" lang={lang}>
          <section className="standard__section" aria-labelledby="standard-facts">
            <h2 id="standard-facts">{t('standard.facts')}</h2>
            <Facts
              className="qualification__facts"
              facts={[
                [t('qualification.code'), data.code],
                [t('qualification.nqfLevel'), data.nqfLevel],
                [t('qualification.eqfLevel'), data.eqfLevel],
                [t('qualification.type'), t(`register.types.${data.type}`)],
                [t('qualification.acquisition'), data.acquisitionWays.map((way) => t(`qualification.ways.${way}`)).join(', ')],
                [t('qualification.field'), `${data.field.code} ${data.field.name}`],
                [t('standard.occupationCodes'), data.occupationCodes.join(', ')],
                [t('standard.duration'), data.duration],
                [t('standard.document'), data.document],
                [t('standard.issuer'), data.issuer],
                [t('standard.sectorCouncil'), data.council ? <LocalizedLink to={{ key: 'council', id: data.council.id, slug: data.council.slug }}>{data.council.title}</LocalizedLink> : data.sectorCouncil],
                [t('standard.status'), <>{t(`standards.statuses.${data.status}`)} ({t(withdrawn ? 'standards.withdrawnOn' : 'standards.inForceSince')} {day(data.since)})</>],
              ]}
            />
          </section>

          <TextSection id="standard-job" title={t('standard.jobDescription')} text={data.jobDescription} />
          <TextSection id="standard-entry" title={t('standard.entryRequirements')} text={data.entryRequirements} />
          <TextSection id="standard-progression" title={t('standard.progression')} text={data.progression} />

          <section className="standard__section" aria-labelledby="standard-outcomes">
            <h2 id="standard-outcomes">{t('qualification.outcomes')}</h2>
            <Outcomes title={t('qualification.knowledge')} items={outcomes.knowledge} />
            <Outcomes title={t('qualification.skills')} items={outcomes.skills} />
            <Outcomes title={t('qualification.autonomy')} items={outcomes.autonomy} />
          </section>

          <TextSection id="standard-assessment" title={t('standard.assessment')} text={data.assessment} />

          {data.escoUris.length > 0 && (
            <section className="standard__section" aria-labelledby="standard-esco">
              <h2 id="standard-esco">{t('qualification.occupations')}</h2>
              <ul className="standard__links">
                {data.escoUris.map((uri) => (
                  <li key={uri}>
                    <ExternalLink href={uri} note={t('qualification.escoLink')}>
                      {uri}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <section className="standard__section" aria-labelledby="standard-history">
            <h2 id="standard-history">{t('standard.history')}</h2>
            <ol className="standard__history">
              {data.history.map((decision, index) => {
                const current = index + 1 === data.inForce.version;
                return (
                  <li key={index} className={current ? 'standard__decision standard__decision--current' : 'standard__decision'} aria-current={current ? 'true' : undefined}>
                    <strong>{t(`standard.decisions.${decision.kind}`)}</strong> {day(decision.date)}, {t('standard.decisionNumber', { number: decision.number })}, {decision.body}
                    {current && <span className="standard__current"> ({t(withdrawn ? 'standard.currentWithdrawal' : 'standard.inForce', { version: data.inForce.version })})</span>}
                  </li>
                );
              })}
            </ol>
          </section>

          <section className="standard__section" aria-labelledby="standard-qualifications">
            <h2 id="standard-qualifications">{t('standard.qualifications')}</h2>
            {data.qualifications.length === 0 ? (
              <p>{t('standard.noQualifications')}</p>
            ) : (
              <ul className="standard__links">
                {data.qualifications.map((qualification) => (
                  <li key={qualification.id}>
                    <LocalizedLink to={{ key: 'qualification', id: qualification.id, slug: qualification.slug }}>{qualification.title}</LocalizedLink> ({qualification.code})
                  </li>
                ))}
              </ul>
            )}
          </section>
        </article>
      </div>
    </>
  );
}
