import { Button, Group, Modal, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../dashboard/error-text.js';
import { queryLang } from './query-table.js';
import { type BestBet, useDeleteBestBet } from './search-insights-api.js';

interface BestBetsListProps {
  bets: BestBet[];
  /** Whether the user's groups allow removing one: else the list has no actions. */
  mayRemove: boolean;
}

/** The best bets set now, each with a remove button that asks first. */
export function BestBetsList({ bets, mayRemove }: BestBetsListProps) {
  const { t } = useTranslation('dashboard');
  const remove = useDeleteBestBet();
  const [removing, setRemoving] = useState<BestBet | null>(null);

  function close() {
    remove.reset();
    setRemoving(null);
  }

  return (
    <section aria-labelledby="best-bets-title">
      <Title order={2} id="best-bets-title" size="h3" mb="xs">
        {t('searchInsights.bestBets.listTitle')}
      </Title>
      <Text size="sm" mb="xs" maw={720}>
        {t('searchInsights.bestBets.listIntro')}
      </Text>
      {bets.length === 0 ? (
        <Text>{t('searchInsights.bestBets.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-labelledby="best-bets-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('searchInsights.columns.query')}</Table.Th>
                <Table.Th scope="col">{t('searchInsights.columns.locale')}</Table.Th>
                <Table.Th scope="col">{t('searchInsights.bestBets.shownFirst')}</Table.Th>
                {mayRemove && <Table.Th scope="col">{t('searchInsights.columns.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bets.map((bet) => (
                <Table.Tr key={bet.id}>
                  <Table.Th scope="row" fw={600} lang={queryLang(bet.typed, bet.locale)}>
                    {bet.typed}
                  </Table.Th>
                  <Table.Td>{t(`searchInsights.locales.${bet.locale}`)}</Table.Td>
                  <Table.Td>
                    {t(`searchInsights.bestBets.types.${bet.target.type}`)}: {bet.target.title ?? t('searchInsights.bestBets.untitled', { id: bet.target.id })}
                  </Table.Td>
                  {mayRemove && (
                    <Table.Td>
                      <Button size="xs" variant="outline" color="noksRed.8" onClick={() => setRemoving(bet)} aria-label={t('searchInsights.bestBets.removeFor', { query: bet.typed })}>
                        {t('searchInsights.bestBets.remove')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={removing !== null} onClose={close} title={t('searchInsights.bestBets.removeTitle')} closeButtonProps={{ 'aria-label': t('common.close') }}>
        {removing && <Text>{t('searchInsights.bestBets.removeConfirm', { query: removing.typed })}</Text>}
        {remove.isError && (
          <Text c="#bf360c" role="alert" mt="sm">
            {apiErrorText(remove.error, t)}
          </Text>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="noksRed.8" loading={remove.isPending} onClick={() => removing && remove.mutate(removing.id, { onSuccess: close })}>
            {t('searchInsights.bestBets.remove')}
          </Button>
        </Group>
      </Modal>
    </section>
  );
}
