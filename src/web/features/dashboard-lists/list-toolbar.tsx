import { mdiMagnify } from '@mdi/js';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_OF_EDUCATION_CODES, fieldOfEducationName } from '../../../common/fields-of-education.js';
import { LOCALES } from '../../../common/locales.js';
import { NQF_LEVELS, QUALIFICATION_TYPES, REGISTER_STATUSES } from '../../../common/register.js';
import { CONTENT_STATUSES } from '../../../common/schemas/common.js';
import { Icon } from '../../components/ui/icon.js';
import { useLocale } from '../../lib/locale.js';
import type { AdminListItem } from './admin-api.js';
import { DEFAULT_FILTERS, type FilterChange, type ListFilters, hasFilters, withFilter } from './list-filters.js';

const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_MAX_LENGTH = 200;

interface ListToolbarProps {
  filters: ListFilters;
  /** Applies a change to the filters as they are when it runs. */
  onChange: (change: FilterChange) => void;
  /** The categories to filter by; undefined when the section has no category filter. */
  categories?: Pick<AdminListItem, 'id' | 'title'>[];
  /** Whether to filter by the register's level, type, field and status (qualifications). */
  withRegisterFilters?: boolean;
}

/** Search (applied 300 ms after the last key stroke), status, missing translation and category filters. */
export function ListToolbar({ filters, onChange, categories, withRegisterFilters = false }: ListToolbarProps) {
  const { t } = useTranslation('dashboard-lists');
  const locale = useLocale();

  // The input follows the URL when its search changes from elsewhere (back/forward, clear), not when
  // the URL catches up with what the box asked for: words typed meanwhile stay.
  const [search, setSearch] = useState(filters.q);
  const [followedQ, setFollowedQ] = useState(filters.q);
  const [askedQ, setAskedQ] = useState(filters.q);
  if (followedQ !== filters.q) {
    setFollowedQ(filters.q);
    if (filters.q !== askedQ && search.trim() !== filters.q) setSearch(filters.q);
  }

  const pushSearch = useDebouncedCallback((value: string) => {
    setAskedQ(value.trim());
    onChange((current) => withFilter(current, { q: value.trim() }));
  }, SEARCH_DEBOUNCE_MS);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    pushSearch.flush();
  }

  const statusOptions = [{ value: '', label: t('filters.anyStatus') }, ...CONTENT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))];
  const localeOptions = [{ value: '', label: t('filters.anyLocale') }, ...LOCALES.map((locale) => ({ value: locale, label: t(`localeNames.${locale}`) }))];
  const categoryOptions = categories && [
    { value: '', label: t('filters.anyCategory') },
    ...categories.map((category) => ({ value: String(category.id), label: category.title || `#${category.id}` })),
    // A category chosen in a link is kept while the list loads (or when it is not listed).
    ...(filters.categoryId && !categories.some((category) => String(category.id) === filters.categoryId)
      ? [{ value: filters.categoryId, label: t('filters.categoryNumber', { id: filters.categoryId }) }]
      : []),
  ];

  return (
    <form role="search" aria-label={t('filters.label')} onSubmit={submit}>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          type="search"
          label={t('filters.search')}
          value={search}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          leftSection={<Icon path={mdiMagnify} size={18} />}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            pushSearch(event.currentTarget.value);
          }}
          miw={240}
        />
        <NativeSelect
          label={t('filters.status')}
          data={statusOptions}
          value={filters.status}
          onChange={(event) => onChange((current) => withFilter(current, { status: event.currentTarget.value as ListFilters['status'] }))}
        />
        <NativeSelect
          label={t('filters.untranslated')}
          data={localeOptions}
          value={filters.untranslated}
          onChange={(event) => onChange((current) => withFilter(current, { untranslated: event.currentTarget.value as ListFilters['untranslated'] }))}
        />
        {categoryOptions && (
          <NativeSelect
            label={t('filters.category')}
            data={categoryOptions}
            value={filters.categoryId}
            onChange={(event) => onChange((current) => withFilter(current, { categoryId: event.currentTarget.value }))}
          />
        )}
        {withRegisterFilters && (
          <>
            <NativeSelect
              label={t('filters.level')}
              data={[{ value: '', label: t('filters.anyLevel') }, ...NQF_LEVELS.map((level) => ({ value: level.code, label: t('filters.levelOption', { code: level.code, eqf: level.eqfLevel }) }))]}
              value={filters.level}
              onChange={(event) => onChange((current) => withFilter(current, { level: event.currentTarget.value }))}
            />
            <NativeSelect
              label={t('filters.type')}
              data={[{ value: '', label: t('filters.anyType') }, ...QUALIFICATION_TYPES.map((type) => ({ value: type, label: t(`filters.types.${type}`) }))]}
              value={filters.type}
              onChange={(event) => onChange((current) => withFilter(current, { type: event.currentTarget.value }))}
            />
            <NativeSelect
              label={t('filters.field')}
              data={[{ value: '', label: t('filters.anyField') }, ...FIELD_OF_EDUCATION_CODES.map((code) => ({ value: code, label: `${code} ${fieldOfEducationName(code, locale)}` }))]}
              value={filters.field}
              onChange={(event) => onChange((current) => withFilter(current, { field: event.currentTarget.value }))}
              maw={320}
            />
            <NativeSelect
              label={t('filters.registerStatus')}
              data={[{ value: '', label: t('filters.anyRegisterStatus') }, ...REGISTER_STATUSES.map((status) => ({ value: status, label: t(`filters.registerStatuses.${status}`) }))]}
              value={filters.registerStatus}
              onChange={(event) => onChange((current) => withFilter(current, { registerStatus: event.currentTarget.value }))}
            />
          </>
        )}
        {hasFilters(filters) && (
          <Button
            variant="default"
            onClick={() => {
              pushSearch.cancel();
              onChange((current) => ({ ...DEFAULT_FILTERS, sort: current.sort, order: current.order }));
            }}
          >
            {t('filters.clear')}
          </Button>
        )}
      </Group>
    </form>
  );
}
