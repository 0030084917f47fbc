import { Button, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../common/locales.js';
import type { SearchInsightsQueryRow } from './search-insights-api.js';

const CYRILLIC = /\p{Script=Cyrillic}/u;

/** The language of a query as readers typed it: Serbian in the script it is written in, or English. */
export function queryLang(typed: string, locale: Locale): string {
  if (CYRILLIC.test(typed)) return 'sr-Cyrl';
  return locale === 'en' ? 'en' : 'sr-Latn';
}

interface QueryTableProps {
  /** The heading's id labels the table. */
  id: string;
  title: string;
  empty: string;
  rows: SearchInsightsQueryRow[];
  /** Absent when the user's groups do not allow setting best bets: the table has no actions then. */
  onSetBestBet?: ((row: SearchInsightsQueryRow) => void) | undefined;
}

/** One list of queries (frequent, found nothing, not opened) with the action that sets a query's best bet. */
export function QueryTable({ id, title, empty, rows, onSetBestBet }: QueryTableProps) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} size="h3" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text>{empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-labelledby={id}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('searchInsights.columns.query')}</Table.Th>
                <Table.Th scope="col">{t('searchInsights.columns.locale')}</Table.Th>
                <Table.Th scope="col">{t('searchInsights.columns.searches')}</Table.Th>
                <Table.Th scope="col">{t('searchInsights.columns.results')}</Table.Th>
                <Table.Th scope="col">{t('searchInsights.columns.opened')}</Table.Th>
                {onSetBestBet && <Table.Th scope="col">{t('searchInsights.columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.locale}:${row.query}`}>
                  <Table.Th scope="row" fw={600} lang={queryLang(row.typed, row.locale)}>
                    {row.typed}
                  </Table.Th>
                  <Table.Td>{t(`searchInsights.locales.${row.locale}`)}</Table.Td>
                  <Table.Td>{row.searches}</Table.Td>
                  <Table.Td>{row.results}</Table.Td>
                  <Table.Td>{row.opened}</Table.Td>
                  {onSetBestBet && (
                    <Table.Td>
                      <Button size="xs" variant="outline" onClick={() => onSetBestBet(row)} aria-label={t('searchInsights.bestBets.setFor', { query: row.typed })}>
                        {t('searchInsights.bestBets.set')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
