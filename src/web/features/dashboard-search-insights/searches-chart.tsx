import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../common/locales.js';
import { useLocale } from '../../lib/locale.js';
import { type DayCount, summarise } from './search-insights-days.js';

/** Up to this many days every day has its label on the axis; longer periods label the first of each month. */
const DAILY_LABELS_MAX = 31;
const BAR_WIDTH = 24;
const BAR_GAP = 4;
const PLOT_HEIGHT = 160;
const AXIS_HEIGHT = 28;
const SCALE_WIDTH = 40;
/** NOTE: noksBlue.8 and gray.8 of the dashboard theme: above 3:1 against white (WCAG 2.2 AA, 1.4.11). */
const BAR_COLOUR = '#0d47a1';
const AXIS_COLOUR = '#424242';

const DATE_LOCALES: Record<Locale, string> = { sr: 'sr-Cyrl-RS', lat: 'sr-Latn-RS', en: 'en-GB' };

/** A day (YYYY-MM-DD) as people of the locale write it. */
function formatDay(day: string, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The top of the scale: the busiest day rounded up to a number easy to read. */
function scaleTop(max: number): number {
  if (max <= 5) return 5;
  const step = 10 ** Math.floor(Math.log10(max));
  return Math.ceil(max / step) * step;
}

interface SearchesChartProps {
  /** Every day of the period, days without searches as zero. */
  days: DayCount[];
}

/**
 * Searches per day as bars: one image for screen readers, summarised in its label (the total and
 * the busiest day), with the same figures in a table one can unfold below it.
 */
export function SearchesChart({ days }: SearchesChartProps) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { total, busiest } = summarise(days);
  const top = scaleTop(busiest?.searches ?? 0);
  const isDaily = days.length <= DAILY_LABELS_MAX;
  const width = SCALE_WIDTH + days.length * (BAR_WIDTH + BAR_GAP);
  const height = PLOT_HEIGHT + AXIS_HEIGHT;
  const summary = busiest
    ? t('searchInsights.chart.summary', { total, day: formatDay(busiest.day, locale), searches: busiest.searches })
    : t('searchInsights.chart.summaryNone');
  return (
    <figure style={{ margin: 0 }}>
      <div style={{ overflowX: 'auto' }}>
        <svg role="img" aria-label={summary} viewBox={`0 0 ${width} ${height}`} width={width} height={height} style={{ display: 'block', fontSize: 11 }}>
          <text x={SCALE_WIDTH - 6} y={10} textAnchor="end" fill={AXIS_COLOUR}>
            {top}
          </text>
          <text x={SCALE_WIDTH - 6} y={PLOT_HEIGHT} textAnchor="end" fill={AXIS_COLOUR}>
            0
          </text>
          <line x1={SCALE_WIDTH} x2={width} y1={PLOT_HEIGHT + 0.5} y2={PLOT_HEIGHT + 0.5} stroke={AXIS_COLOUR} />
          {days.map((entry, index) => {
            const x = SCALE_WIDTH + index * (BAR_WIDTH + BAR_GAP) + BAR_GAP / 2;
            const barHeight = (entry.searches / top) * (PLOT_HEIGHT - 8);
            const isLabelled = isDaily || entry.day.endsWith('-01');
            return (
              <g key={entry.day}>
                <title>{t('searchInsights.chart.bar', { day: formatDay(entry.day, locale), searches: entry.searches })}</title>
                {/* The whole column answers to the pointer, so a day with no bar still shows its title. */}
                <rect x={x} y={0} width={BAR_WIDTH} height={PLOT_HEIGHT} fill="transparent" />
                <rect x={x} y={PLOT_HEIGHT - barHeight} width={BAR_WIDTH} height={barHeight} fill={BAR_COLOUR} />
                {isLabelled && (
                  <text x={x + BAR_WIDTH / 2} y={PLOT_HEIGHT + 16} textAnchor="middle" fill={AXIS_COLOUR}>
                    {isDaily ? Number(entry.day.slice(8)) : formatDay(entry.day, locale, { month: 'short' })}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption>
        <Text size="sm">{summary}</Text>
      </figcaption>
      <details>
        <summary>{t('searchInsights.chart.showTable')}</summary>
        <Table striped maw={360}>
          <Table.Caption>{t('searchInsights.chart.title')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('searchInsights.chart.day')}</Table.Th>
              <Table.Th scope="col">{t('searchInsights.columns.searches')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((entry) => (
              <Table.Tr key={entry.day}>
                <Table.Th scope="row" fw={400}>
                  <time dateTime={entry.day}>{formatDay(entry.day, locale)}</time>
                </Table.Th>
                <Table.Td>{entry.searches}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </details>
    </figure>
  );
}
