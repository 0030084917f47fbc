import { mdiMagnify } from '@mdi/js';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FIELD_OF_EDUCATION_CODES, fieldOfEducationName } from '../../../common/fields-of-education.js';
import { LOCALES } from '../../../common/locales.js';
import { NQF_LEVELS, QUALIFICATION_TYPES, REGISTER_STATUSES } from '../../../common/register.js';
import { CONTENT_STATUSES } from '../../../common/schemas/common.js';
import { Icon } from '../../components/ui/icon.js';
import { useLocale } from '../../lib/locale.js';
import type { AdminListItem } from './admin-api.js';
import { DEFAULT_FILTERS, type ListFilters, filtersFromQuery, hasFilters, queryFromFilters, withFilter } from './list-filters.js';

const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_MAX_LENGTH = 200;

interface ListToolbarProps {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
  /** The categories to filter by; undefined when the section has no category filter. */
  categories?: Pick<AdminListItem, 'id' | 'title'>[];
  /** Whether to filter by the register's level, type, field and status (qualifications). */
  withRegisterFilters?: boolean;
}

/** Search (applied 300 ms after the last key stroke), status, missing translation and category filters. */
export function ListToolbar({ filters, onChange, categories, withRegisterFilters = false }: ListToolbarProps) {
  const { t } = useTranslation('dashboard-lists');
  const locale = useLocale();
  const [, setQuery] = useSearchParams();

  // The input follows the URL when the URL's search changes (back/forward, clear), not while typing.
  const [search, setSearch] = useState(filters.q);
  const [followedQ, setFollowedQ] = useState(filters.q);
  if (followedQ !== filters.q) {
    setFollowedQ(filters.q);
    if (search.trim() !== filters.q) setSearch(filters.q);
  }

  // Reads the current URL (not this render's filters), so a filter chosen meanwhile is kept.
  const pushSearch = useDebouncedCallback((value: string) => {
    setQuery((current) => queryFromFilters(withFilter(filtersFromQuery(current), { q: value.trim() })));
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
          onChange={(event) => onChange(withFilter(filters, { status: event.currentTarget.value as ListFilters['status'] }))}
        />
        <NativeSelect
          label={t('filters.untranslated')}
          data={localeOptions}
          value={filters.untranslated}
          onChange={(event) => onChange(withFilter(filters, { untranslated: event.currentTarget.value as ListFilters['untranslated'] }))}
        />
        {categoryOptions && (
          <NativeSelect
            label={t('filters.category')}
            data={categoryOptions}
            value={filters.categoryId}
            onChange={(event) => onChange(withFilter(filters, { categoryId: event.currentTarget.value }))}
          />
        )}
        {withRegisterFilters && (
          <>
            <NativeSelect
              label={t('filters.level')}
              data={[{ value: '', label: t('filters.anyLevel') }, ...NQF_LEVELS.map((level) => ({ value: level.code, label: t('filters.levelOption', { code: level.code, eqf: level.eqfLevel }) }))]}
              value={filters.level}
              onChange={(event) => onChange(withFilter(filters, { level: event.currentTarget.value }))}
            />
            <NativeSelect
              label={t('filters.type')}
              data={[{ value: '', label: t('filters.anyType') }, ...QUALIFICATION_TYPES.map((type) => ({ value: type, label: t(`filters.types.${type}`) }))]}
              value={filters.type}
              onChange={(event) => onChange(withFilter(filters, { type: event.currentTarget.value }))}
            />
            <NativeSelect
              label={t('filters.field')}
              data={[{ value: '', label: t('filters.anyField') }, ...FIELD_OF_EDUCATION_CODES.map((code) => ({ value: code, label: `${code} ${fieldOfEducationName(code, locale)}` }))]}
              value={filters.field}
              onChange={(event) => onChange(withFilter(filters, { field: event.currentTarget.value }))}
              maw={320}
            />
            <NativeSelect
              label={t('filters.registerStatus')}
              data={[{ value: '', label: t('filters.anyRegisterStatus') }, ...REGISTER_STATUSES.map((status) => ({ value: status, label: t(`filters.registerStatuses.${status}`) }))]}
              value={filters.registerStatus}
              onChange={(event) => onChange(withFilter(filters, { registerStatus: event.currentTarget.value }))}
            />
          </>
        )}
        {hasFilters(filters) && (
          <Button
            variant="default"
            onClick={() => {
              pushSearch.cancel();
              onChange({ ...DEFAULT_FILTERS, sort: filters.sort, order: filters.order });
            }}
          >
            {t('filters.clear')}
          </Button>
        )}
      </Group>
    </form>
  );
}
