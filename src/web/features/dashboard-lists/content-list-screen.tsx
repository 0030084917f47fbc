import { mdiPlus } from '@mdi/js';
import { Alert, Button, Group, Pagination, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { dashboardPath } from '../../../common/routes.js';
import { Icon } from '../../components/ui/icon.js';
import { useLocale } from '../../lib/locale.js';
import { mayOnItem, usePermissions } from '../../lib/permissions.js';
import { useSearchParamsUpdate } from '../../lib/search-params-update.js';
import { pageCountOf } from '../shared/paging.js';
import { type AdminListItem, type ContentSection, canCreate, hasCategoryFilter, hasRegisterFilters, listApiPath } from './admin-api.js';
import { BulkActions } from './bulk-actions.js';
import { ContentTable } from './content-table.js';
import { type FilterChange, filtersFromQuery, hasFilters, queryFromFilters, withSort } from './list-filters.js';
import { ListToolbar } from './list-toolbar.js';
import { useAdminCategories, useAdminList } from './use-content-list.js';

const SKELETON_ROWS = 6;

function LoadingList({ label }: { label: string }) {
  return (
    <Stack gap="xs" role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <Skeleton key={index} height={36} aria-hidden="true" />
      ))}
    </Stack>
  );
}

export interface ContentListProps {
  section: ContentSection;
  /** Shown between the heading and the filters (the files screen puts its upload area there). */
  intro?: ReactNode;
  /** Opens an item of a section without an edit screen of its own (a file opens in a dialog). */
  onOpen?: (item: AdminListItem) => void;
}

/**
 * A dashboard list of one content type: search and filters, sorting and the page in the URL query
 * (so back/forward and reload keep them), selection with bulk publish, unpublish and delete.
 */
export function ContentList({ section, intro, onOpen }: ContentListProps) {
  const { t, ready } = useTranslation('dashboard-lists', { useSuspense: false });
  const locale = useLocale();
  const [query] = useSearchParams();
  const filters = filtersFromQuery(query);
  const path = listApiPath(section, filters);
  const list = useAdminList(path);
  const withCategories = hasCategoryFilter(section);
  const categories = useAdminCategories(withCategories);
  const permissions = usePermissions();

  // The selection belongs to one page of one filter choice: another page starts with none.
  const [selection, setSelection] = useState<{ path: string; ids: number[] }>({ path, ids: [] });
  const selected = selection.path === path ? selection.ids : [];
  const select = (ids: number[]) => setSelection({ path, ids });

  // Each change applies to the filters as they will be, not as this render read them: the router
  // moves the address after the route's loader and renders a change as a transition, and a second
  // choice (or the debounced search) made meanwhile must keep the first.
  const updateQuery = useSearchParamsUpdate();
  const apply = (change: FilterChange) => updateQuery((current) => queryFromFilters(change(filtersFromQuery(current))));

  if (!ready) return <LoadingList label="…" />;

  const data = list.data;
  const sectionName = t(`sections.${section}`);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{sectionName}</Title>
        {canCreate(section) &&
          (mayOnItem(permissions, section, 'create') ? (
            <Button component={Link} to={dashboardPath(locale, section, 'new')} leftSection={<Icon path={mdiPlus} size={20} />}>
              {t('new')}
            </Button>
          ) : (
            <Text size="sm">{t('permissions.noCreate')}</Text>
          ))}
      </Group>

      {intro}

      <ListToolbar filters={filters} onChange={apply} categories={withCategories ? (categories.data?.items ?? []) : undefined} withRegisterFilters={hasRegisterFilters(section)} />

      {list.isError && (
        <Alert color="red.9" variant="outline" title={t('error')} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          <Button variant="default" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}

      {!data ? (
        !list.isError && <LoadingList label={t('loading')} />
      ) : (
        <>
          <BulkActions
            section={section}
            selected={selected}
            items={data.items}
            onDone={() => select([])}
            aside={
              <Text fw={500} role="status">
                {t('total', { total: data.total })}
              </Text>
            }
          />
          {data.items.length === 0 ? (
            <Text py="xl">{hasFilters(filters) ? t('noMatch') : t('empty')}</Text>
          ) : (
            <ContentTable
              section={section}
              items={data.items}
              caption={t('caption', { section: sectionName, page: data.page, pages: pageCountOf(data) })}
              filters={filters}
              onSort={(sort) => apply((current) => withSort(current, sort))}
              selected={selected}
              onSelect={select}
              isBusy={list.isFetching}
              onOpen={onOpen}
            />
          )}
          {(pageCountOf(data) > 1 || filters.page > 1) && (
            <nav aria-label={t('pagination.label')}>
              <Pagination
                total={Math.max(pageCountOf(data), filters.page)}
                value={filters.page}
                onChange={(page) => apply((current) => ({ ...current, page }))}
                withEdges
                getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }), 'aria-current': page === filters.page ? 'page' : undefined })}
                getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
              />
            </nav>
          )}
        </>
      )}
    </Stack>
  );
}

/** /dashboard/{section}: the plain list of a section (files and the menu have screens of their own). */
export default function ContentListScreen({ section }: { section: ContentSection }) {
  return <ContentList section={section} />;
}
