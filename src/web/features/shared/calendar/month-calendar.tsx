import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { LocalizedLink } from '../../../components/localized-link.js';
import { Icon } from '../../../components/ui/icon.js';
import { useLocale } from '../../../lib/locale.js';
import { useMessages } from '../../../lib/messages.js';
import type { CalendarDay } from '../api-types.js';
import { INTL_LOCALES, formatDateTime, formatDay, formatEventRange, formatMonth, todayInPortalZone } from '../format.js';
import { buildMonthGrid, moveInMonth, shiftMonth, weekdayNames } from './month-grid.js';
import './month-calendar.css';

/** Stands for the date in a label translated once for every empty day; no message contains it. */
const DATE_SLOT = '\u2060date\u2060';

interface MonthCalendarProps {
  /** The month shown, YYYY-MM. */
  month: string;
  /** Days of that month with news or events (days of another month are ignored). */
  days: CalendarDay[];
  onMonthChange: (month: string) => void;
  /** The days of the month are still loading. */
  isLoading?: boolean;
  /** Loading the month failed. */
  hasFailed?: boolean;
  /** Level of the heading over the chosen day's list. */
  headingLevel?: 3 | 4 | 5;
}

/**
 * A month of news and events. Every day is a button (aria-pressed, a label with the date and the
 * counts); days with entries are marked. Arrow keys, Home and End move between days (one tab stop
 * for the grid); choosing a day lists its news and events below.
 */
export function MonthCalendar({ month, days, onMonthChange, isLoading = false, hasFailed = false, headingLevel = 4 }: MonthCalendarProps) {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const id = useId();
  const [selected, setSelected] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const weeks = useMemo(() => buildMonthGrid(month), [month]);
  const byDate = useMemo(() => new Map(days.filter((day) => day.date.startsWith(month)).map((day) => [day.date, day])), [days, month]);
  const shortNames = useMemo(() => weekdayNames(INTL_LOCALES[locale], 'short'), [locale]);
  const longNames = useMemo(() => weekdayNames(INTL_LOCALES[locale], 'long'), [locale]);
  const today = todayInPortalZone();

  const inMonth = (date: string | null) => (date?.startsWith(`${month}-`) ? date : null);
  const firstMarked = days.find((day) => day.date.startsWith(month))?.date ?? null;
  // The one day of the grid in the tab order: the last one focused, the chosen one, today, the first with entries, the 1st.
  const tabStop = inMonth(focused) ?? inMonth(selected) ?? inMonth(today) ?? firstMarked ?? `${month}-01`;
  const chosen = inMonth(selected);
  const chosenDay = chosen ? byDate.get(chosen) : undefined;

  function changeMonth(delta: number) {
    setSelected(null);
    setFocused(null);
    onMonthChange(shiftMonth(month, delta));
  }

  function onDayKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const target = moveInMonth(date, event.key);
    if (!target) return;
    event.preventDefault();
    setFocused(target);
    buttons.current.get(target)?.focus();
  }

  // Most days are empty: their label is translated once and the date put in, since a translation
  // costs more than the rest of a day's cell and the server renders the month on every change.
  const emptyDayLabel = t('calendar.dayEmpty', { date: DATE_SLOT });
  function dayLabel(date: string): string {
    const day = byDate.get(date);
    const name = formatDay(date, locale, true);
    if (!day) return emptyDayLabel.replace(DATE_SLOT, name);
    return t('calendar.dayWithEntries', { date: name, news: day.news.length, events: day.events.length });
  }

  const Heading = `h${headingLevel}` as const;
  const monthTitleId = `${id}-month`;

  return (
    <div className="month-calendar">
      <div className="month-calendar__bar">
        <button type="button" className="month-calendar__step" onClick={() => changeMonth(-1)} aria-label={t('calendar.previousMonth')}>
          <Icon path={mdiChevronLeft} />
        </button>
        <p className="month-calendar__month" id={monthTitleId} aria-live="polite">
          {formatMonth(month, locale)}
        </p>
        <button type="button" className="month-calendar__step" onClick={() => changeMonth(1)} aria-label={t('calendar.nextMonth')}>
          <Icon path={mdiChevronRight} />
        </button>
      </div>
      <table className="month-calendar__grid" aria-labelledby={monthTitleId} aria-describedby={`${id}-help`} aria-busy={isLoading || undefined}>
        <thead>
          <tr>
            {shortNames.map((name, i) => (
              <th key={name} scope="col" abbr={longNames[i]}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) =>
                date === null ? (
                  <td key={`empty-${i}`} />
                ) : (
                  <td key={date}>
                    <button
                      type="button"
                      ref={(element) => {
                        if (element) buttons.current.set(date, element);
                        else buttons.current.delete(date);
                      }}
                      className={byDate.has(date) ? 'month-calendar__day month-calendar__day--marked' : 'month-calendar__day'}
                      tabIndex={date === tabStop ? 0 : -1}
                      aria-pressed={date === chosen}
                      aria-current={date === today ? 'date' : undefined}
                      aria-label={dayLabel(date)}
                      onClick={() => {
                        setSelected(date);
                        setFocused(date);
                      }}
                      onFocus={() => setFocused(date)}
                      onKeyDown={(event) => onDayKeyDown(event, date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="month-calendar__help" id={`${id}-help`}>
        {t('calendar.help')}
      </p>
      {hasFailed && (
        <p className="month-calendar__error" role="alert">
          {t('calendar.failed')}
        </p>
      )}
      <div className="month-calendar__details" aria-live="polite">
        {chosen ? (
          <>
            <Heading className="month-calendar__day-title">{formatDay(chosen, locale, true)}</Heading>
            {!chosenDay && <p>{t('calendar.nothing')}</p>}
            {chosenDay && chosenDay.news.length > 0 && (
              <>
                <p className="month-calendar__list-title" id={`${id}-news`}>
                  {t('calendar.news')}
                </p>
                <ul className="month-calendar__entries" aria-labelledby={`${id}-news`}>
                  {chosenDay.news.map((entry) => (
                    <li key={entry.id}>
                      <LocalizedLink to={{ key: 'article', id: entry.id, slug: entry.slug }}>{entry.title}</LocalizedLink>{' '}
                      <time dateTime={entry.publishedAt}>{formatDateTime(entry.publishedAt, locale)}</time>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {chosenDay && chosenDay.events.length > 0 && (
              <>
                <p className="month-calendar__list-title" id={`${id}-events`}>
                  {t('calendar.events')}
                </p>
                <ul className="month-calendar__entries" aria-labelledby={`${id}-events`}>
                  {chosenDay.events.map((entry) => (
                    <li key={entry.id}>
                      <LocalizedLink to={{ key: 'article', id: entry.id, slug: entry.slug }}>{entry.title}</LocalizedLink>{' '}
                      <time dateTime={entry.start}>{formatEventRange(entry.start, entry.end, locale)}</time>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        ) : (
          <p className="month-calendar__hint">{t('calendar.chooseDay')}</p>
        )}
      </div>
    </div>
  );
}
