import { Button, Group, Modal, NativeSelect, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BEST_BET_TYPES } from '../../../common/schemas/search-insights.js';
import { apiErrorText } from '../dashboard/error-text.js';
import { type BestBetType, type SearchInsightsQueryRow, useItemSearch, useSaveBestBet } from './search-insights-api.js';

/** Typing settles for this long before the search goes to the server. */
const SEARCH_DELAY_MS = 250;

interface ItemSelectProps {
  type: BestBetType;
  value: { id: number; title: string } | null;
  error: string | undefined;
  onChange: (item: { id: number; title: string } | null) => void;
}

/** A searchable choice among the items of a type: the server searches the titles. */
function ItemSelect({ type, value, error, onChange }: ItemSelectProps) {
  const { t } = useTranslation('dashboard');
  const [search, setSearch] = useState(value?.title ?? '');
  const [query] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const results = useItemSearch(type, query === value?.title ? '' : query);
  const found = (results.data?.items ?? []).map((item) => ({ value: String(item.id), label: item.title || `#${item.id}` }));
  // The chosen item stays an option while other searches run, so the field keeps showing it.
  const chosen = value === null || found.some((option) => option.value === String(value.id)) ? [] : [{ value: String(value.id), label: value.title }];
  return (
    <Select
      label={t(`searchInsights.bestBets.item.${type}`)}
      placeholder={t('searchInsights.bestBets.searchItem')}
      required
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={[...chosen, ...found]}
      filter={({ options }) => options}
      value={value === null ? null : String(value.id)}
      onChange={(id, option) => onChange(id === null ? null : { id: Number(id), title: option?.label ?? `#${id}` })}
      nothingFoundMessage={results.isFetching ? t('common.loading') : t('searchInsights.bestBets.nothingFound')}
      error={error}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

interface BestBetModalProps {
  /** The query the bet is for; null: the dialog is closed. */
  row: SearchInsightsQueryRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Sets the item shown first when readers search for a query in its locale. */
export function BestBetModal({ row, onClose, onSaved }: BestBetModalProps) {
  const { t } = useTranslation('dashboard');
  const save = useSaveBestBet();
  const [type, setType] = useState<BestBetType>('article');
  const [item, setItem] = useState<{ id: number; title: string } | null>(null);
  const [isItemMissing, setItemMissing] = useState(false);

  function close() {
    save.reset();
    setType('article');
    setItem(null);
    setItemMissing(false);
    onClose();
  }

  function submit() {
    if (!row) return;
    if (!item) {
      setItemMissing(true);
      return;
    }
    save.mutate(
      { locale: row.locale, query: row.query, type, id: item.id },
      {
        onSuccess: () => {
          close();
          onSaved();
        },
      },
    );
  }

  return (
    <Modal opened={row !== null} onClose={close} title={t('searchInsights.bestBets.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {row && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack>
            <Text>{t('searchInsights.bestBets.intro', { query: row.typed, locale: t(`searchInsights.locales.${row.locale}`) })}</Text>
            <NativeSelect
              label={t('searchInsights.bestBets.type')}
              value={type}
              data-autofocus
              onChange={(event) => {
                setType(event.currentTarget.value as BestBetType);
                setItem(null);
              }}
              data={BEST_BET_TYPES.map((value) => ({ value, label: t(`searchInsights.bestBets.types.${value}`) }))}
            />
            <ItemSelect
              key={type}
              type={type}
              value={item}
              error={isItemMissing && !item ? t('searchInsights.bestBets.itemRequired') : undefined}
              onChange={(next) => setItem(next)}
            />
            {save.isError && (
              <Text c="#bf360c" role="alert">
                {apiErrorText(save.error, t)}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
