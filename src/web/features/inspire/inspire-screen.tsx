import { mdiCheck, mdiDownload, mdiOpenInNew } from '@mdi/js';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LocalizedLink } from '../../components/localized-link.js';
import { Button } from '../../components/ui/button.js';
import { Icon } from '../../components/ui/icon.js';
import { Pagination } from '../../components/ui/pagination.js';
import { usePageHeader } from '../../components/page-header.js';
import { useMessages } from '../../lib/messages.js';
import { useApi } from '../../lib/query.js';
import type { ArticleList as ArticleListResponse, Calendar } from '../shared/api-types.js';
import { ArticleCard } from '../shared/article-card.js';
import { MonthCalendar } from '../shared/calendar/month-calendar.js';
import { todayInPortalZone } from '../shared/format.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { SlideViewer } from '../shared/slide-viewer/slide-viewer.js';
import { type ContrastLevel, contrastLevel, contrastRatio, parseColor } from './contrast.js';
import THEME_CSS from '../../styles/theme.css?raw';
import { THEME_COLOURS, sampleSlides } from './inspire-samples.js';
import '../shared/shared.css';
import './inspire.css';

const SECTIONS = ['colours', 'typography', 'buttons', 'links', 'forms', 'pagination', 'breadcrumbs', 'cards', 'calendar', 'slides'] as const;
const DEMO_PAGE_COUNT = 12;
const SLIDES = sampleSlides(4);

/**
 * The living style guide: the portal's real components in its theme, with the theme's colours
 * measured for contrast from theme.css itself (so a change there shows up here at once).
 */
export default function InspireScreen() {
  const { t } = useMessages('screens');
  const banner = usePageHeader({ title: t('inspire.title'), breadcrumbs: [{ label: t('inspire.title') }] });

  return (
    <>
      {banner}
      <div className="content inspire-screen">
        <p className="inspire-screen__intro">{t('inspire.intro')}</p>
        <nav className="inspire-toc" aria-labelledby="inspire-toc">
          <h2 id="inspire-toc" className="inspire-toc__title">
            {t('inspire.contents')}
          </h2>
          <ol>
            {SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#inspire-${section}`}>{t(`inspire.sections.${section}`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <Colours />
        <Typography />
        <Buttons />
        <Links />
        <FormFields />
        <PaginationSample />
        <Section id="breadcrumbs">
          <p>{t('inspire.breadcrumbsText')}</p>
        </Section>
        <Cards />
        <CalendarSample />
        <Section id="slides">
          <p>{t('inspire.slidesText')}</p>
          <SlideViewer title={t('inspire.sampleSlidesTitle')} slides={SLIDES} />
        </Section>
      </div>
    </>
  );
}

function Section({ id, children }: { id: (typeof SECTIONS)[number]; children: ReactNode }) {
  const { t } = useMessages('screens');
  return (
    <section className="inspire-section" id={`inspire-${id}`} aria-labelledby={`inspire-${id}-title`}>
      <h2 id={`inspire-${id}-title`}>{t(`inspire.sections.${id}`)}</h2>
      {children}
    </section>
  );
}

/** A custom property's value as theme.css declares it on :root (the same on the server and in the browser). */
function readVariable(name: string): string {
  const escaped = name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
  return new RegExp(`${escaped}\\s*:\\s*([^;]+);`).exec(THEME_CSS)?.[1]?.trim() ?? '';
}

const LEVEL_PASSES: Record<'text' | 'ui', (level: ContrastLevel) => boolean> = {
  text: (level) => level === 'AA' || level === 'AAA',
  ui: (level) => level !== 'fail',
};

function Colours() {
  const { t } = useMessages('screens');
  // The theme's values as theme.css declares them.
  const rows = useMemo(
    () =>
      THEME_COLOURS.map((colour) => {
        const value = readVariable(colour.variable);
        const foreground = parseColor(readVariable(colour.foreground));
        const background = parseColor(readVariable(colour.background));
        const ratio = foreground && background ? contrastRatio(foreground, background) : null;
        return { ...colour, value, ratio };
      }),
    [],
  );
  return (
    <Section id="colours">
      <p>{t('inspire.coloursText')}</p>
      <div className="inspire-table-wrap">
        <table className="data-table inspire-colours">
          <caption className="visually-hidden">{t('inspire.sections.colours')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('inspire.colourColumns.name')}</th>
              <th scope="col">{t('inspire.colourColumns.sample')}</th>
              <th scope="col">{t('inspire.colourColumns.variable')}</th>
              <th scope="col">{t('inspire.colourColumns.contrast')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const level = row.ratio === null ? null : contrastLevel(row.ratio);
              const passes = level !== null && row.use !== 'decorative' && LEVEL_PASSES[row.use](level);
              return (
                <tr key={row.name}>
                  <th scope="row">{t(`inspire.colours.${row.name}`)}</th>
                  <td>
                    {/* Its colours come from inspire.css (the page allows no inline style). */}
                    <span className={`inspire-swatch inspire-swatch--${row.name}`}>
                      {row.use === 'text' ? t('inspire.sampleText') : <span className="inspire-swatch__edge" />}
                    </span>
                  </td>
                  <td>
                    <code>{row.variable}</code>
                    <br />
                    <code className="muted">{row.value}</code>
                  </td>
                  <td>
                    {row.ratio === null ? (
                      '—'
                    ) : (
                      <>
                        <span className="inspire-ratio">{row.ratio.toFixed(1)}:1</span>{' '}
                        {row.use === 'decorative' ? (
                          <span className="muted">{t('inspire.decorative')}</span>
                        ) : (
                          <span className={passes ? 'chip inspire-level' : 'chip inspire-level inspire-level--fail'}>
                            {passes && <Icon path={mdiCheck} size={16} />}
                            {level === 'fail' ? t('inspire.levelFail') : row.use === 'ui' ? t('inspire.levelUi') : level}
                          </span>
                        )}
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

function Typography() {
  const { t } = useMessages('screens');
  return (
    <Section id="typography">
      <div className="inspire-specimen">
        <p className="inspire-specimen__label">{t('inspire.headingSample', { level: 1 })}</p>
        <p className="inspire-specimen__h1" aria-hidden="true">
          {t('inspire.sampleHeading')}
        </p>
        <p className="inspire-specimen__label">{t('inspire.headingSample', { level: 2 })}</p>
        <p className="inspire-specimen__h2" aria-hidden="true">
          {t('inspire.sampleHeading')}
        </p>
        <h3>{t('inspire.sampleHeading')}</h3>
        <h4>{t('inspire.sampleHeading')}</h4>
      </div>
      <div className="prose">
        <p>{t('inspire.sampleParagraph')}</p>
        <ul>
          <li>{t('inspire.sampleItem1')}</li>
          <li>{t('inspire.sampleItem2')}</li>
        </ul>
        <blockquote>{t('inspire.sampleQuote')}</blockquote>
        <p className="muted">{t('inspire.sampleMuted')}</p>
        <div className="notice">{t('inspire.sampleNotice')}</div>
        <p>
          <span className="chip">{t('inspire.sampleChip')}</span> <mark>{t('inspire.sampleMark')}</mark>
        </p>
      </div>
    </Section>
  );
}

function Buttons() {
  const { t } = useMessages('screens');
  const [pressed, setPressed] = useState(0);
  return (
    <Section id="buttons">
      <div className="inspire-row">
        <Button variant="primary" onClick={() => setPressed((n) => n + 1)}>
          {t('inspire.buttonPrimary')}
        </Button>
        <Button variant="secondary">{t('inspire.buttonSecondary')}</Button>
        <Button variant="outline">{t('inspire.buttonOutline')}</Button>
        <Button variant="text">{t('inspire.buttonText')}</Button>
        <Button variant="primary" icon={mdiDownload}>
          {t('inspire.buttonIcon')}
        </Button>
        <Button variant="primary" disabled>
          {t('inspire.buttonDisabled')}
        </Button>
      </div>
      <p className="muted" aria-live="polite">
        {t('inspire.buttonPressed', { times: pressed })}
      </p>
    </Section>
  );
}

function Links() {
  const { t } = useMessages('screens');
  return (
    <Section id="links">
      <ul className="inspire-links">
        <li>
          <LocalizedLink to={{ key: 'home' }}>{t('inspire.linkInternal')}</LocalizedLink>
        </li>
        <li>
          <LocalizedLink to={{ key: 'files' }}>{t('inspire.linkFiles')}</LocalizedLink>
        </li>
        <li>
          <a href="https://europa.eu/europass/en/europass-tools/european-qualifications-framework" rel="noopener noreferrer" target="_blank">
            {t('inspire.linkExternal')}
            <Icon path={mdiOpenInNew} size={16} />
            <span className="visually-hidden"> ({t('inspire.newWindow')})</span>
          </a>
        </li>
      </ul>
    </Section>
  );
}

function FormFields() {
  const { t } = useMessages('screens');
  const id = useId();
  return (
    <Section id="forms">
      <form className="inspire-form" onSubmit={(event) => event.preventDefault()} aria-label={t('inspire.sections.forms')}>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('inspire.fieldText')}</label>
          <input id={`${id}-name`} type="text" aria-describedby={`${id}-name-hint`} autoComplete="name" />
          <p className="field__hint" id={`${id}-name-hint`}>
            {t('inspire.fieldHint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-search`}>{t('inspire.fieldSearch')}</label>
          <input id={`${id}-search`} type="search" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-select`}>{t('inspire.fieldSelect')}</label>
          <select id={`${id}-select`} defaultValue="citizens">
            <option value="citizens">{t('home.audiences.citizens.title')}</option>
            <option value="employers">{t('home.audiences.employers.title')}</option>
            <option value="institutions">{t('home.audiences.institutions.title')}</option>
          </select>
        </div>
        <div className="field inspire-form__wide">
          <label htmlFor={`${id}-message`}>{t('inspire.fieldTextarea')}</label>
          <textarea id={`${id}-message`} />
        </div>
        <div className="field field--check">
          <input id={`${id}-check`} type="checkbox" defaultChecked />
          <label htmlFor={`${id}-check`}>{t('inspire.fieldCheckbox')}</label>
        </div>
        <fieldset className="inspire-form__radios">
          <legend>{t('inspire.fieldRadios')}</legend>
          {(['sr', 'lat', 'en'] as const).map((value) => (
            <div className="field field--check" key={value}>
              <input id={`${id}-radio-${value}`} type="radio" name="script" value={value} defaultChecked={value === 'sr'} />
              <label htmlFor={`${id}-radio-${value}`}>{t(`common.languages.${value}`)}</label>
            </div>
          ))}
        </fieldset>
      </form>
    </Section>
  );
}

function PaginationSample() {
  const { t } = useMessages('screens');
  const [query] = useSearchParams();
  const page = Math.min(Math.max(Number(query.get('page')) || 1, 1), DEMO_PAGE_COUNT);
  return (
    <Section id="pagination">
      <p>{t('inspire.paginationText', { page, pages: DEMO_PAGE_COUNT })}</p>
      <Pagination page={page} pageCount={DEMO_PAGE_COUNT} />
    </Section>
  );
}

function Cards() {
  const { t } = useMessages('screens');
  const articles = useApi<ArticleListResponse>('/api/articles?limit=3');
  return (
    <Section id="cards">
      <p>{t('inspire.cardsText')}</p>
      {articles.isPending ? (
        <ScreenPlaceholder lines={3} />
      ) : articles.isError || !articles.data.items.length ? (
        <p className="muted">{t('inspire.noSampleData')}</p>
      ) : (
        <>
          <ul className="card-grid">
            {articles.data.items.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} headingLevel={3} />
              </li>
            ))}
          </ul>
          <div className="inspire-compact">
            <ArticleCard article={articles.data.items[0]!} headingLevel={3} compact />
          </div>
        </>
      )}
    </Section>
  );
}

function CalendarSample() {
  const { t } = useMessages('screens');
  const [month, setMonth] = useState(() => todayInPortalZone().slice(0, 7));
  const calendar = useApi<Calendar>(`/api/calendar?month=${month}`);
  return (
    <Section id="calendar">
      <p>{t('inspire.calendarText')}</p>
      <MonthCalendar
        month={month}
        days={calendar.data?.month === month ? calendar.data.days : []}
        onMonthChange={setMonth}
        isLoading={calendar.isPending}
        hasFailed={calendar.isError}
        headingLevel={3}
      />
    </Section>
  );
}
