import { mdiDownload } from '@mdi/js';
import { useSearchParams } from 'react-router';
import { SCREEN_REQUESTS } from '../../../common/initial-data.js';
import { listPath } from '../../../common/routes.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { usePageHeader } from '../../components/page-header.js';
import { Icon } from '../../components/ui/icon.js';
import { useAlternateSlugs } from '../../lib/alternate-slugs.js';
import { htmlLang } from '../../lib/i18n.js';
import { useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';
import { useRead } from '../../lib/query.js';
import { FallbackNotice, useFallbackLang } from '../shared/fallback-notice.js';
import { ExternalLink } from '../shared/external-link.js';
import { formatDate, formatDay } from '../shared/format.js';
import { Outcomes } from '../shared/outcomes.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { useCanonicalSlug, useContentMatch } from '../shared/use-content-match.js';
import '../qualifications/register.css';

/**
 * A qualification of the register: its facts (code, level in the NQF and the EQF, type, field,
 * credits, ways to acquire it, status and dates), what a holder knows and can do, its level
 * explained, who awards it, how its quality is assured, related occupations and documents.
 */
export default function QualificationScreen() {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const match = useContentMatch('qualification');
  const [query] = useSearchParams();
  const qualification = useRead(SCREEN_REQUESTS.qualification(match, query).item);
  const data = qualification.data;
  const lang = useFallbackLang(data);

  useCanonicalSlug(match, data);
  useAlternateSlugs(data?.slugs);
  const banner = usePageHeader(data ? { title: data.title, breadcrumbs: [{ label: t('register.title'), to: listPath('qualifications', locale) }, { label: data.title }] } : null);

  if (qualification.error) throw qualification.error;
  if (!data) return <ScreenPlaceholder lines={10} />;

  const { learningOutcomes: outcomes, qualityAssurance: qa } = data;
  const volume = [data.credits ? t('qualification.credits', { value: data.credits }) : null, data.hours ? t('qualification.hours', { value: data.hours }) : null].filter(Boolean).join(', ');

  return (
    <>
      {banner}
      <div className="content qualification-screen">
        <FallbackNotice item={data} />
        <article className="qualification" lang={lang}>
          {data.description && <p className="qualification__description">{data.description}</p>}
          <dl className="qualification__facts">
            <div>
              <dt>{t('qualification.code')}</dt>
              <dd>{data.code}</dd>
            </div>
            <div>
              <dt>{t('qualification.nqfLevel')}</dt>
              <dd>{data.level ? <LocalizedLink to={{ key: 'level', id: data.level.id, slug: data.level.slug }}>{data.level.title}</LocalizedLink> : data.nqfLevel}</dd>
            </div>
            <div>
              <dt>{t('qualification.eqfLevel')}</dt>
              <dd>{data.eqfLevel}</dd>
            </div>
            <div>
              <dt>{t('qualification.type')}</dt>
              <dd>{t(`register.types.${data.type}`)}</dd>
            </div>
            <div>
              <dt>{t('qualification.field')}</dt>
              <dd>
                {data.field.code} {data.field.name}
              </dd>
            </div>
            {volume && (
              <div>
                <dt>{t('qualification.volume')}</dt>
                <dd>{volume}</dd>
              </div>
            )}
            <div>
              <dt>{t('qualification.acquisition')}</dt>
              <dd>{data.acquisitionWays.map((way) => t(`qualification.ways.${way}`)).join(', ')}</dd>
            </div>
            <div>
              <dt>{t('qualification.status')}</dt>
              <dd>{t(`register.statuses.${data.registerStatus}`)}</dd>
            </div>
            <div>
              <dt>{t('qualification.registeredOn')}</dt>
              <dd>
                <time dateTime={data.registeredOn}>{formatDay(data.registeredOn, locale)}</time>
              </dd>
            </div>
            {data.validUntil && (
              <div>
                <dt>{t('qualification.validUntil')}</dt>
                <dd>
                  <time dateTime={data.validUntil}>{formatDay(data.validUntil, locale)}</time>
                </dd>
              </div>
            )}
            {(data.standard ?? data.standardText) && (
              <div>
                <dt>{t('qualification.standard')}</dt>
                {/* The register's standard when linked and public, else the free text the qualification names it by. */}
                <dd>{data.standard ? <LocalizedLink to={{ key: 'standard', id: data.standard.id, slug: data.standard.slug }}>{data.standard.title}</LocalizedLink> : data.standardText}</dd>
              </div>
            )}
            {(data.council ?? data.sectorCouncil) && (
              <div>
                <dt>{t('qualification.sectorCouncil')}</dt>
                {/* The council when linked and public, else the free text the qualification names it by. */}
                <dd>{data.council ? <LocalizedLink to={{ key: 'council', id: data.council.id, slug: data.council.slug }}>{data.council.title}</LocalizedLink> : data.sectorCouncil}</dd>
              </div>
            )}
          </dl>

          <section aria-labelledby="qualification-outcomes">
            <h2 id="qualification-outcomes">{t('qualification.outcomes')}</h2>
            <Outcomes title={t('qualification.knowledge')} items={outcomes.knowledge} />
            <Outcomes title={t('qualification.skills')} items={outcomes.skills} />
            <Outcomes title={t('qualification.autonomy')} items={outcomes.autonomy} />
          </section>

          {data.level && (
            <section aria-labelledby="qualification-level">
              <h2 id="qualification-level">{t('qualification.levelExplained', { code: data.nqfLevel, eqf: data.eqfLevel })}</h2>
              <p>{data.level.summary}</p>
              <p>
                <LocalizedLink to={{ key: 'level', id: data.level.id, slug: data.level.slug }}>{t('qualification.levelDescriptors', { title: data.level.title })}</LocalizedLink>
              </p>
            </section>
          )}

          {data.entryRequirements && (
            <section aria-labelledby="qualification-entry">
              <h2 id="qualification-entry">{t('qualification.entryRequirements')}</h2>
              <p>{data.entryRequirements}</p>
            </section>
          )}

          {data.awardingBodies.length > 0 && (
            <section aria-labelledby="qualification-bodies">
              <h2 id="qualification-bodies">{t('qualification.awardingBodies')}</h2>
              <ul className="qualification__bodies">
                {data.awardingBodies.map((body) => (
                  <li key={body.id} lang={body.fallback ? htmlLang(body.locale) : undefined}>
                    {body.website ? (
                      <ExternalLink href={body.website} note={t('qualification.externalLink')}>
                        {body.name}
                      </ExternalLink>
                    ) : (
                      body.name
                    )}
                    {body.city && `, ${body.city}`}
                    <span className="qualification__body-kind"> ({t(`qualification.bodyKinds.${body.kind}`)})</span>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {data.adultProviders.length > 0 && (
            <section aria-labelledby="qualification-adult-providers">
              <h2 id="qualification-adult-providers">{t('adultProviders.title')}</h2>
              <p>{t('adultProviders.intro')}</p>
              <ul className="qualification__adult-providers">
                {data.adultProviders.map((provider, index) => (
                  <li key={index}>
                    <LocalizedLink to={{ key: 'provider', id: provider.id, slug: provider.slug }}>{provider.name}</LocalizedLink>, {provider.municipality}: {provider.programme} (
                    {provider.validUntil ? (
                      <>
                        {t('adultProviders.validUntil')} <time dateTime={provider.validUntil}>{formatDate(provider.validUntil, locale)}</time>
                      </>
                    ) : (
                      t('adultProviders.openEnded')
                    )}
                    )
                  </li>
                ))}
              </ul>
              <p>
                <LocalizedLink to={`${listPath('providers', locale)}?${new URLSearchParams({ qualification: String(data.id) })}`}>{t('adultProviders.all')}</LocalizedLink>
              </p>
            </section>
          )}

          {(qa.internal || qa.external) && (
            <section aria-labelledby="qualification-qa">
              <h2 id="qualification-qa">{t('qualification.qualityAssurance')}</h2>
              <dl className="qualification__qa">
                {qa.internal && (
                  <div>
                    <dt>{t('qualification.internalQa')}</dt>
                    <dd>{qa.internal}</dd>
                  </div>
                )}
                {qa.external && (
                  <div>
                    <dt>{t('qualification.externalQa')}</dt>
                    <dd>{qa.external}</dd>
                  </div>
                )}
              </dl>
            </section>
          )}

          {data.occupations.length > 0 && (
            <section aria-labelledby="qualification-occupations">
              <h2 id="qualification-occupations">{t('qualification.occupations')}</h2>
              <ul>
                {data.occupations.map((occupation) => (
                  <li key={occupation.uri}>
                    <ExternalLink href={occupation.uri} note={t('qualification.escoLink')}>
                      {occupation.label}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {data.supplements.length > 0 && (
            <section aria-labelledby="qualification-documents">
              <h2 id="qualification-documents">{t('qualification.documents')}</h2>
              <ul>
                {data.supplements.map((document) => (
                  <li key={document.id}>
                    <a href={document.url} download>
                      <Icon path={mdiDownload} size={16} />
                      {document.title}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
        <p className="qualification__back">
          <LocalizedLink to={{ key: 'qualifications' }}>{t('qualification.back')}</LocalizedLink>
        </p>
      </div>
    </>
  );
}
