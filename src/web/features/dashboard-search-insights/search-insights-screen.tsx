import { Group, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../common/locales.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { apiErrorText } from '../dashboard/error-text.js';
import { can, canRead } from '../../../common/permissions.js';
import { usePermissions } from '../../lib/permissions.js';
import { BestBetModal } from './best-bet-modal.js';
import { BestBetsList } from './best-bets-list.js';
import { QueryTable } from './query-table.js';
import { type InsightsFilters, type SearchInsightsQueryRow, useBestBets, useSearchInsights } from './search-insights-api.js';
import { defaultPeriod, everyDay } from './search-insights-days.js';
import { SearchesChart } from './searches-chart.js';

/** The three lists of queries, in the order the screen shows them. */
const LISTS = [
  { key: 'frequent', id: 'frequent-queries' },
  { key: 'noResults', id: 'no-result-queries' },
  { key: 'notOpened', id: 'not-opened-queries' },
] as const;

/** Every signed-in user: what readers searched for (counts only) and the best bets that answer it. */
export default function SearchInsightsScreen() {
  const { t } = useTranslation('dashboard');
  const [filters, setFilters] = useState<InsightsFilters>(() => ({ ...defaultPeriod(), locale: '' }));
  const insights = useSearchInsights(filters);
  const permissions = usePermissions();
  const mayReadBets = canRead(permissions, 'search-best-bets');
  const maySetBets = can(permissions, 'search-best-bets', 'edit');
  const bets = useBestBets(mayReadBets);
  const [betFor, setBetFor] = useState<SearchInsightsQueryRow | null>(null);
  useDocumentTitle(t('sections.search-insights'));

  return (
    <Stack gap="lg">
      <Title order={1}>{t('sections.search-insights')}</Title>
      <Text maw={720}>{t('searchInsights.intro')}</Text>
      <Group align="flex-end">
        <TextInput type="date" label={t('searchInsights.from')} value={filters.from} max={filters.to || undefined} onChange={(event) => setFilters({ ...filters, from: event.currentTarget.value })} />
        <TextInput type="date" label={t('searchInsights.to')} value={filters.to} min={filters.from || undefined} onChange={(event) => setFilters({ ...filters, to: event.currentTarget.value })} />
        <NativeSelect
          label={t('searchInsights.locale')}
          value={filters.locale}
          onChange={(event) => setFilters({ ...filters, locale: event.currentTarget.value as Locale | '' })}
          data={[{ value: '', label: t('searchInsights.allLocales') }, ...LOCALES.map((locale) => ({ value: locale, label: t(`searchInsights.locales.${locale}`) }))]}
        />
      </Group>
      {insights.isPending && <Loader aria-label={t('common.loading')} />}
      {insights.isError && (
        <Text c="#bf360c" role="alert">
          {apiErrorText(insights.error, t)}
        </Text>
      )}
      {insights.data && (
        <>
          <section aria-labelledby="searches-per-day">
            <Title order={2} id="searches-per-day" size="h3" mb="xs">
              {t('searchInsights.chart.title')}
            </Title>
            <SearchesChart days={everyDay(insights.data.from, insights.data.to, insights.data.days)} />
          </section>
          {LISTS.map(({ key, id }) => (
            <QueryTable key={key} id={id} title={t(`searchInsights.lists.${key}.title`)} empty={t(`searchInsights.lists.${key}.empty`)} rows={insights.data[key]} onSetBestBet={maySetBets ? setBetFor : undefined} />
          ))}
        </>
      )}
      {bets.isError && (
        <Text c="#bf360c" role="alert">
          {apiErrorText(bets.error, t)}
        </Text>
      )}
      {!maySetBets && <Text size="sm">{t('searchInsights.bestBets.noPermission')}</Text>}
      {bets.data && <BestBetsList bets={bets.data.items} mayRemove={can(permissions, 'search-best-bets', 'delete')} />}
      <BestBetModal row={betFor} onClose={() => setBetFor(null)} onSaved={() => void insights.refetch()} />
    </Stack>
  );
}
