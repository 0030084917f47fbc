import { Alert, Anchor, Badge, Button, Group, Loader, NativeSelect, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ENTITY_TYPES, type EntityType } from '../../../common/schemas/admin.js';
import { TRANSLATION_STATE_FILTERS, type TranslationState, type TranslationStatusItem } from '../../../common/schemas/translation-status.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { htmlLang } from '../../lib/i18n.js';
import { useLocale } from '../../lib/locale.js';
import { useSearchParamsUpdate } from '../../lib/search-params-update.js';
import { apiErrorText } from '../dashboard/error-text.js';
import { itemPath } from '../dashboard/section-paths.js';
import { DANGER_COLOR, STATUS_COLORS, SUCCESS_COLOR } from '../dashboard-lists/list-colors.js';
import { formatDateTime } from '../shared/format.js';
import { pageCountOf } from '../shared/paging.js';
import { formatTimeAgo } from './time-ago.js';
import { type StateFilter, type TranslationFilters, filtersFromQuery, hasFilters, queryFromFilters } from './translation-filters.js';
import { useTranslationStatus } from './translation-status-api.js';

/** The states' badges: white text on shades of 4.5:1 or more (list-colors.ts); the text says the state. */
const STATE_COLORS: Record<TranslationState, string> = { stale: DANGER_COLOR, missing: STATUS_COLORS.draft, current: SUCCESS_COLOR };

// NOTE: a badge cuts its label with an ellipsis; in an auto-sized table column that squeezes it.
const FULL_LABEL = { label: { overflow: 'visible' } };

function StateBadge({ state }: { state: TranslationState }) {
  const { t } = useTranslation('dashboard');
  return (
    <Badge variant="filled" color={STATE_COLORS[state]} styles={FULL_LABEL}>
      {t(`translations.states.${state}`)}
    </Badge>
  );
}

function StatusRow({ item, now }: { item: TranslationStatusItem; now: number }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        <Anchor component={Link} to={itemPath(locale, item.type, item.id)} lang={item.title ? htmlLang('sr') : undefined}>
          {item.title || t('translations.untitled', { id: item.id })}
        </Anchor>
      </Table.Th>
      <Table.Td>{t(`types.${item.type}`)}</Table.Td>
      <Table.Td>
        <StateBadge state={item.lat.state} />
      </Table.Td>
      <Table.Td>
        <StateBadge state={item.en.state} />
      </Table.Td>
      <Table.Td>
        <time dateTime={item.sourceChangedAt}>{formatDateTime(item.sourceChangedAt, locale)}</time>
        <Text size="sm" c="dimmed">
          {formatTimeAgo(item.sourceChangedAt, locale, now)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /dashboard/translations, for every editor: which English and hand-written Latin texts are
 * missing or older than the Serbian they follow, the longest waiting first. The filters and the
 * page live in the URL query, so going back from an item returns to the same rows.
 */
export default function TranslationStatusScreen() {
  const { t } = useTranslation('dashboard');
  const [query] = useSearchParams();
  const updateQuery = useSearchParamsUpdate();
  const filters = filtersFromQuery(query);
  const list = useTranslationStatus(filters);
  useDocumentTitle(t('sections.translations'));

  // Each change applies to the filters as they will be, not as this render read them: a second
  // choice made before the router has applied the first keeps it.
  const apply = (change: (current: TranslationFilters) => TranslationFilters) => updateQuery((current) => queryFromFilters(change(filtersFromQuery(current))));
  const data = list.data;
  const pages = data ? pageCountOf(data) : 1;
  const now = Date.now();

  return (
    <Stack gap="lg">
      <Title order={1}>{t('sections.translations')}</Title>
      <Text maw={720}>{t('translations.intro')}</Text>
      <Group align="flex-end">
        <NativeSelect
          label={t('translations.type')}
          value={filters.type}
          onChange={(event) => {
            const type = event.currentTarget.value as EntityType | '';
            apply((current) => ({ ...current, type, page: 1 }));
          }}
          data={[{ value: '', label: t('translations.allTypes') }, ...ENTITY_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))]}
        />
        <NativeSelect
          label={t('translations.state')}
          value={filters.state}
          onChange={(event) => {
            const state = event.currentTarget.value as StateFilter | '';
            apply((current) => ({ ...current, state, page: 1 }));
          }}
          data={[{ value: '', label: t('translations.allStates') }, ...TRANSLATION_STATE_FILTERS.map((state) => ({ value: state, label: t(`translations.filters.${state}`) }))]}
        />
      </Group>

      {list.isError && (
        <Alert color="noksRed" variant="outline" role="alert">
          <Text c="noksRed.9">{apiErrorText(list.error, t)}</Text>
          <Button variant="default" mt="sm" onClick={() => void list.refetch()}>
            {t('translations.retry')}
          </Button>
        </Alert>
      )}
      {!data ? (
        !list.isError && <Loader aria-label={t('common.loading')} />
      ) : (
        <>
          <Text fw={500} role="status">
            {t('translations.total', { total: data.total })}
          </Text>
          {data.items.length === 0 ? (
            <Text py="xl">{hasFilters(filters) ? t('translations.noMatch') : t('translations.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table highlightOnHover verticalSpacing="sm" captionSide="top" aria-busy={list.isFetching || undefined}>
                <Table.Caption ta="start" c="var(--mantine-color-text)">
                  {t('translations.caption', { page: data.page, pages })}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('translations.columns.title')}</Table.Th>
                    <Table.Th scope="col">{t('translations.columns.type')}</Table.Th>
                    <Table.Th scope="col">{t('translations.columns.lat')}</Table.Th>
                    <Table.Th scope="col">{t('translations.columns.en')}</Table.Th>
                    <Table.Th scope="col">{t('translations.columns.sourceChanged')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((item) => (
                    <StatusRow key={`${item.type}:${item.id}`} item={item} now={now} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {(pages > 1 || filters.page > 1) && (
            <nav aria-label={t('translations.pagination.label')}>
              <Pagination
                total={Math.max(pages, filters.page)}
                value={filters.page}
                onChange={(page) => apply((current) => ({ ...current, page }))}
                withEdges
                getItemProps={(page) => ({ 'aria-label': t('translations.pagination.page', { page }), 'aria-current': page === filters.page ? 'page' : undefined })}
                getControlProps={(control) => ({ 'aria-label': t(`translations.pagination.${control}`) })}
              />
            </nav>
          )}
        </>
      )}
    </Stack>
  );
}
