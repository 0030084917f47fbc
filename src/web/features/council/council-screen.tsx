import type { ReactNode } from 'react';
import { SCREEN_REQUESTS } from '../../../common/initial-data.js';
import { listPath } from '../../../common/routes.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { usePageHeader } from '../../components/page-header.js';
import { useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';
import { FallbackNotice, useFallbackLang } from '../shared/fallback-notice.js';
import { AlertsLink } from '../shared/alerts-link.js';
import { Facts } from '../shared/facts.js';
import { formatDay } from '../shared/format.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { useItemRead } from '../shared/use-content-match.js';
import '../qualifications/register.css';
import './council.css';

/** A part of the council's page under its heading, or what to say when it has nothing yet. */
function Part({ id, title, empty, children }: { id: string; title: string; empty: string | null; children: ReactNode }) {
  return (
    <section className="council__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty === null ? children : <p>{empty}</p>}
    </section>
  );
}

/**
 * A sector skills council: its sector, its members (name, organisation, role; no contact data),
 * its sessions with their agendas and minutes, its decisions, and the standards, qualifications
 * and news of its sector.
 */
export default function CouncilScreen() {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const council = useItemRead('council', SCREEN_REQUESTS.council);
  const data = council.data;
  const lang = useFallbackLang(data);
  const banner = usePageHeader(data ? { title: data.title, lang, breadcrumbs: [{ label: t('councils.title'), to: listPath('councils', locale) }, { label: data.title }] } : null);

  if (council.error) throw council.error;
  if (!data) return <ScreenPlaceholder lines={10} />;

  const day = (date: string) => <time dateTime={date}>{formatDay(date, locale)}</time>;
  const emptyIf = (items: readonly unknown[], message: string) => (items.length === 0 ? message : null);
  const registerLinks = (key: 'standard' | 'qualification', items: typeof data.standards) => (
    <ul className="council__links">
      {items.map((item) => (
        <li key={item.id}>
          <LocalizedLink to={{ key, id: item.id, slug: item.slug }}>{item.title}</LocalizedLink> ({item.code})
        </li>
      ))}
    </ul>
  );

  return (
    <>
      {banner}
      <div className="content council-screen">
        <FallbackNotice item={data} />
        <article className="council" lang={lang}>
          {data.description && <p className="council__description">{data.description}</p>}
          <Facts className="qualification__facts" facts={[[t('council.constitutedOn'), day(data.constitutedOn)]]} />
          <p>
            <AlertsLink topic={{ kind: 'council', id: data.id }} />
          </p>

          <Part id="council-members" title={t('council.members')} empty={emptyIf(data.members, t('council.noMembers'))}>
            <table className="data-table data-table--stacked">
              <caption className="visually-hidden">{t('council.members')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('council.memberName')}</th>
                  <th scope="col">{t('council.organisation')}</th>
                  <th scope="col">{t('council.role')}</th>
                </tr>
              </thead>
              <tbody>
                {data.members.map((member, index) => (
                  <tr key={index}>
                    <th scope="row">{member.name}</th>
                    <td data-label={t('council.organisation')}>{member.organisation}</td>
                    <td data-label={t('council.role')}>{t(`council.roles.${member.role}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Part>

          <Part id="council-sessions" title={t('council.sessions')} empty={emptyIf(data.sessions, t('council.noSessions'))}>
            <ol className="council__entries" reversed>
              {data.sessions.map((session) => (
                <li key={session.number} className="council__entry">
                  <h3>
                    {t('council.session', { number: session.number })}, {day(session.date)}
                  </h3>
                  <p className="council__label">{t('council.agenda')}</p>
                  <ol>
                    {session.agenda.map((item, index) => (
                      <li key={index}>{item}</li>
                    ))}
                  </ol>
                  {session.minutes && (
                    <p>
                      <a href={session.minutes.url} download>
                        {t('council.minutes')}: {session.minutes.title}
                      </a>
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </Part>

          <Part id="council-decisions" title={t('council.decisions')} empty={emptyIf(data.decisions, t('council.noDecisions'))}>
            <ul className="council__entries">
              {data.decisions.map((decision, index) => (
                <li key={index} className="council__entry">
                  <strong>{t('council.decision', { number: decision.number })}</strong>, {day(decision.date)}: {decision.subject}
                  {decision.standard && (
                    <>
                      {' '}
                      ({t('council.concerns')}{' '}
                      <LocalizedLink to={{ key: 'standard', id: decision.standard.id, slug: decision.standard.slug }}>{decision.standard.title}</LocalizedLink>)
                    </>
                  )}
                </li>
              ))}
            </ul>
          </Part>

          <Part id="council-standards" title={t('council.standards')} empty={emptyIf(data.standards, t('council.noStandards'))}>
            {registerLinks('standard', data.standards)}
          </Part>
          <Part id="council-qualifications" title={t('council.qualifications')} empty={emptyIf(data.qualifications, t('council.noQualifications'))}>
            {registerLinks('qualification', data.qualifications)}
          </Part>
          <Part id="council-news" title={t('council.news')} empty={emptyIf(data.news, t('council.noNews'))}>
            <ul className="council__links">
              {data.news.map((article) => (
                <li key={article.id}>
                  <LocalizedLink to={{ key: 'article', id: article.id, slug: article.slug }}>{article.title}</LocalizedLink> {day(article.publishedAt.slice(0, 10))}
                </li>
              ))}
            </ul>
          </Part>
        </article>
      </div>
    </>
  );
}
