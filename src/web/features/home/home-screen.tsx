import { mdiAccountGroup, mdiArrowRight, mdiBank, mdiBriefcase, mdiFileDocumentMultipleOutline, mdiMagnify } from '@mdi/js';
import { useState } from 'react';
import type { Audience } from '../../../common/schemas/content.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { buttonClass } from '../../components/ui/button.js';
import { Icon } from '../../components/ui/icon.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { HydrateInTurn } from '../../lib/hydration-turns.js';
import { useMessages } from '../../lib/messages.js';
import { useApi, useRead } from '../../lib/query.js';
import { HOME_REQUEST } from '../../../common/initial-data.js';
import type { Calendar } from '../shared/api-types.js';
import { ArticleList } from '../shared/article-card.js';
import { MonthCalendar } from '../shared/calendar/month-calendar.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import './home.css';

const AUDIENCE_ICONS: Record<Audience, string> = { citizens: mdiAccountGroup, employers: mdiBriefcase, institutions: mdiBank };

/** The register's ways in for each audience: citizens ask what their diploma is worth, institutions reuse the data. */
const AUDIENCE_REGISTER_LINKS: Record<Audience, readonly ('guide' | 'register' | 'levels' | 'openData')[]> = {
  citizens: ['guide', 'register'],
  employers: ['register', 'levels'],
  institutions: ['register', 'openData'],
};
const ROUTE_OF_LINK = { guide: 'guide', register: 'qualifications', levels: 'levels', openData: 'open-data' } as const;

/**
 * The home page: why the framework matters, the latest articles for citizens, employers and
 * institutions, and the latest news beside a calendar of news and events. Everything of the
 * first view comes from /api/home; other months of the calendar from /api/calendar.
 */
export default function HomeScreen() {
  const { t } = useMessages('screens');
  const home = useRead(HOME_REQUEST);
  useDocumentTitle(null);

  if (home.error) throw home.error;
  if (!home.data) return <ScreenPlaceholder lines={8} />;
  const data = home.data;

  return (
    <div className="home-screen">
      <HydrateInTurn>
        <section className="home-hero" aria-labelledby="home-hero-title">
          <div className="content home-hero__inner">
            <p className="home-hero__eyebrow">{t('home.hero.eyebrow')}</p>
            <h1 id="home-hero-title" className="home-hero__title">
              {t('home.hero.title')}
            </h1>
            <p className="home-hero__lead">{t('home.hero.lead')}</p>
            <ul className="home-hero__points">
              <li>{t('home.hero.pointInstitutions')}</li>
              <li>{t('home.hero.pointRecognition')}</li>
              <li>{t('home.hero.pointQuality')}</li>
            </ul>
            <p className="home-hero__actions">
              <LocalizedLink to={{ key: 'files' }} className={buttonClass('primary')}>
                <Icon path={mdiFileDocumentMultipleOutline} size={20} />
                {t('home.hero.documents')}
              </LocalizedLink>
              <LocalizedLink to={{ key: 'search' }} className={buttonClass('outline')}>
                <Icon path={mdiMagnify} size={20} />
                {t('home.hero.search')}
              </LocalizedLink>
            </p>
          </div>
        </section>
      </HydrateInTurn>

      <div className="content home-audiences">
        {data.audiences.map((group) => (
          <HydrateInTurn key={group.audience}>
            <section className={`home-audience home-audience--${group.audience}`} aria-labelledby={`home-audience-${group.audience}`}>
              <h2 id={`home-audience-${group.audience}`} className="home-audience__title">
                <Icon path={AUDIENCE_ICONS[group.audience]} size={28} />
                {t(`home.audiences.${group.audience}.title`)}
              </h2>
              <p className="home-audience__intro">{t(`home.audiences.${group.audience}.intro`)}</p>
              <ul className="home-audience__register">
                {AUDIENCE_REGISTER_LINKS[group.audience].map((link) => (
                  <li key={link}>
                    <LocalizedLink to={{ key: ROUTE_OF_LINK[link] }}>{t(`home.register.${link}`)}</LocalizedLink>
                  </li>
                ))}
              </ul>
              {group.articles.length > 0 ? (
                <ArticleList articles={group.articles} headingLevel={3} compact showCategory={false} />
              ) : (
                <p className="home-audience__empty">{t('home.noArticles')}</p>
              )}
              {group.category && (
                <p className="home-audience__more">
                  <LocalizedLink to={{ key: 'category', id: group.category.id, slug: group.category.slug }}>
                    {t(`home.audiences.${group.audience}.more`)}
                    <Icon path={mdiArrowRight} size={20} />
                  </LocalizedLink>
                </p>
              )}
            </section>
          </HydrateInTurn>
        ))}
      </div>

      <section className="content home-advice" aria-labelledby="home-advice-title">
        <h2 id="home-advice-title" className="home-advice__title">
          {t('home.advice.title')}
        </h2>
        <div className="home-advice__columns">
          <HydrateInTurn>
            <section className="home-advice__news" aria-labelledby="home-news-title">
              <h3 id="home-news-title">{t('home.advice.latestNews')}</h3>
              {data.news.length > 0 ? <ArticleList articles={data.news} headingLevel={4} showCategory={false} /> : <p>{t('home.noNews')}</p>}
            </section>
          </HydrateInTurn>
          <HydrateInTurn>
            <section className="home-advice__calendar" aria-labelledby="home-calendar-title">
              <h3 id="home-calendar-title">{t('home.advice.calendar')}</h3>
              <HomeCalendar initial={data.calendar} />
            </section>
          </HydrateInTurn>
        </div>
      </section>
    </div>
  );
}

/** The calendar starts on the month /api/home sent; other months are fetched when asked for. */
function HomeCalendar({ initial }: { initial: Calendar }) {
  const [month, setMonth] = useState(initial.month);
  const isInitial = month === initial.month;
  const other = useApi<Calendar>(isInitial ? null : `/api/calendar?month=${month}`);
  const calendar = isInitial ? initial : other.data;
  return (
    <MonthCalendar
      month={month}
      days={calendar?.month === month ? calendar.days : []}
      onMonthChange={setMonth}
      isLoading={!isInitial && other.isPending}
      hasFailed={!isInitial && other.isError}
    />
  );
}
