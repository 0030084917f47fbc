import { NativeSelect, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_ROUTES } from '../../../common/schemas/content.js';
import type { EntityTargetType } from './menu-api.js';
import { type MenuItemChoices, type MenuRoute, TARGET_KINDS, type TargetKind, isEntityKind } from './menu-item-form.js';
import { useTargetSearch } from './use-menu-api.js';

/** Typing settles for this long before the search goes to the server. */
const SEARCH_DELAY_MS = 250;

interface EntitySelectProps {
  type: EntityTargetType;
  value: { id: number | null; title: string | null };
  error: string | undefined;
  onChange: (id: number | null, title: string | null) => void;
}

/** A searchable choice among the pages (categories, …): the server searches the titles. */
function EntitySelect({ type, value, error, onChange }: EntitySelectProps) {
  const { t } = useTranslation('dashboard-menu', { useSuspense: false });
  const [search, setSearch] = useState(value.title ?? '');
  const [query] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const results = useTargetSearch(type, query === value.title ? '' : query);
  const found = (results.data?.items ?? []).map((item) => ({ value: String(item.id), label: item.title || `#${item.id}` }));
  // The chosen item stays an option while other searches run, so the field keeps showing it.
  const chosen = value.id === null || found.some((option) => option.value === String(value.id)) ? [] : [{ value: String(value.id), label: value.title ?? `#${value.id}` }];
  return (
    <Select
      label={t(`targets.${type}`)}
      placeholder={t('form.search')}
      required
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={[...chosen, ...found]}
      filter={({ options }) => options}
      value={value.id === null ? null : String(value.id)}
      onChange={(id, option) => onChange(id === null ? null : Number(id), option?.label ?? null)}
      nothingFoundMessage={results.isFetching ? t('loading') : t('form.nothingFound')}
      error={error}
    />
  );
}

interface TargetPickerProps {
  choices: MenuItemChoices;
  onChoicesChange: (next: MenuItemChoices) => void;
  targetError: string | undefined;
  /** Props of the URL field from the rule form (value, onChange, onBlur, error). */
  urlField: Record<string, unknown>;
}

/** What the item links to: a page, category, article or presentation, a portal screen, an address, or nothing. */
export function TargetPicker({ choices, onChoicesChange, targetError, urlField }: TargetPickerProps) {
  const { t } = useTranslation('dashboard-menu', { useSuspense: false });
  const kind = choices.targetKind;
  return (
    <>
      <NativeSelect
        label={t('form.targetKind')}
        value={kind}
        onChange={(event) => onChoicesChange({ ...choices, targetKind: event.currentTarget.value as TargetKind, targetId: null, targetTitle: null })}
        data={TARGET_KINDS.map((value) => ({ value, label: t(`targets.${value}`) }))}
      />
      {isEntityKind(kind) && (
        <EntitySelect
          key={kind}
          type={kind}
          value={{ id: choices.targetId, title: choices.targetTitle }}
          error={targetError}
          onChange={(targetId, targetTitle) => onChoicesChange({ ...choices, targetId, targetTitle })}
        />
      )}
      {kind === 'route' && (
        <NativeSelect
          label={t('form.route')}
          value={choices.route}
          onChange={(event) => onChoicesChange({ ...choices, route: event.currentTarget.value as MenuRoute })}
          data={MENU_ROUTES.map((value) => ({ value, label: t(`routes.${value}`) }))}
        />
      )}
      {kind === 'url' && <TextInput label={t('form.url')} description={t('form.urlHint')} type="url" required autoComplete="url" {...urlField} />}
      {kind === 'none' && <Text size="sm">{t('form.noneHint')}</Text>}
    </>
  );
}
