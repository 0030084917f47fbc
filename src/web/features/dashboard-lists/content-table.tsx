import { mdiArrowDown, mdiArrowUp, mdiSwapVertical } from '@mdi/js';
import { Anchor, Badge, Checkbox, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOCALES } from '../../../common/locales.js';
import { dashboardPath } from '../../../common/routes.js';
import { Icon } from '../../components/ui/icon.js';
import { htmlLang } from '../../lib/i18n.js';
import { useLocale } from '../../lib/locale.js';
import { formatDateTime } from '../shared/format.js';
import { type AdminListItem, type ContentSection, isEditable } from './admin-api.js';
import { DANGER_COLOR, SCHEDULED_COLOR, STATUS_COLORS } from './list-colors.js';
import { type ListFilters, type ListSort, ariaSortOf } from './list-filters.js';

interface ContentTableProps {
  section: ContentSection;
  items: AdminListItem[];
  caption: string;
  filters: ListFilters;
  onSort: (sort: ListSort) => void;
  selected: number[];
  onSelect: (ids: number[]) => void;
  isBusy: boolean;
  /** Opens an item of a section without edit screens (the title becomes a button). */
  onOpen?: ((item: AdminListItem) => void) | undefined;
}

// NOTE: a badge cuts its label with an ellipsis; in an auto-sized table column that squeezes it to "ОБЈАВ…".
const FULL_LABEL = { label: { overflow: 'visible' } };

function SortHeader({ sort, label, filters, onSort }: { sort: ListSort; label: string; filters: ListFilters; onSort: (sort: ListSort) => void }) {
  const state = ariaSortOf(filters, sort);
  const icon = state === 'ascending' ? mdiArrowUp : state === 'descending' ? mdiArrowDown : mdiSwapVertical;
  return (
    <Table.Th aria-sort={state}>
      <UnstyledButton onClick={() => onSort(sort)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon path={icon} size={16} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

interface ItemTitleProps {
  item: AdminListItem;
  title: string;
  section: ContentSection;
  editable: boolean;
  onOpen: ((item: AdminListItem) => void) | undefined;
}

/** The title: a link to the item's editor, a button opening it where it has no editor screen, or text. */
function ItemTitle({ item, title, section, editable, onOpen }: ItemTitleProps) {
  const locale = useLocale();
  const lang = item.title ? htmlLang('sr') : undefined;
  if (editable) {
    return (
      <Anchor component={Link} to={dashboardPath(locale, section, item.id)} fw={500} lang={lang}>
        {title}
      </Anchor>
    );
  }
  if (onOpen) {
    return (
      <Anchor component="button" type="button" fw={500} ta="start" onClick={() => onOpen(item)} lang={lang}>
        {title}
      </Anchor>
    );
  }
  return (
    <Text component="span" fw={500} lang={lang}>
      {title}
    </Text>
  );
}

function DateTime({ iso }: { iso: string }) {
  const locale = useLocale();
  return <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
}

/** The rows of one page: selection, title (a link to the editor where there is one), status, dates, translations. */
export function ContentTable({ section, items, caption, filters, onSort, selected, onSelect, isBusy, onOpen }: ContentTableProps) {
  const { t } = useTranslation('dashboard-lists');
  const locale = useLocale();
  const editable = isEditable(section);
  const pageIds = items.map((item) => item.id);
  const selectedOnPage = pageIds.filter((id) => selected.includes(id));
  const allSelected = pageIds.length > 0 && selectedOnPage.length === pageIds.length;

  const toggle = (id: number, checked: boolean) => onSelect(checked ? [...selected, id] : selected.filter((other) => other !== id));

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm" captionSide="top" aria-busy={isBusy || undefined}>
        <Table.Caption ta="start" c="var(--mantine-color-text)">
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>
              <Checkbox
                aria-label={t('selectAll')}
                checked={allSelected}
                indeterminate={selectedOnPage.length > 0 && !allSelected}
                onChange={(event) => onSelect(event.currentTarget.checked ? pageIds : [])}
              />
            </Table.Th>
            <SortHeader sort="title" label={t('columns.title')} filters={filters} onSort={onSort} />
            <Table.Th>{t('columns.status')}</Table.Th>
            <SortHeader sort="published" label={t('columns.published')} filters={filters} onSort={onSort} />
            <Table.Th>{t('columns.locales')}</Table.Th>
            <SortHeader sort="updated" label={t('columns.updated')} filters={filters} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const title = item.title || t('untitled');
            const isSelected = selected.includes(item.id);
            return (
              <Table.Tr key={item.id} bg={isSelected ? 'var(--mantine-color-blue-light)' : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('selectRow', { title })}
                    checked={isSelected}
                    onChange={(event) => toggle(item.id, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <ItemTitle item={item} title={title} section={section} editable={editable} onOpen={onOpen} />
                  {item.documentWarnings && item.documentWarnings.length > 0 && (
                    <Badge variant="outline" color={DANGER_COLOR} tt="none" ml="xs" styles={FULL_LABEL}>
                      {t('documentWarning')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge variant="filled" color={STATUS_COLORS[item.status]} styles={FULL_LABEL}>
                    {t(`statuses.${item.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {item.scheduled && item.publishedAt ? (
                    <Badge variant="filled" color={SCHEDULED_COLOR} tt="none" styles={FULL_LABEL}>
                      {t('scheduledFor', { time: formatDateTime(item.publishedAt, locale) })}
                    </Badge>
                  ) : item.publishedAt ? (
                    <DateTime iso={item.publishedAt} />
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>
                  {item.locales.length === 0 ? (
                    t('noLocales')
                  ) : (
                    <Group gap={4} wrap="nowrap">
                      {LOCALES.filter((code) => item.locales.includes(code)).map((code) => (
                        <Badge key={code} variant="outline" color="gray.8" radius="sm" styles={FULL_LABEL}>
                          <span aria-hidden="true">{t(`localeCodes.${code}`)}</span>
                          <VisuallyHidden>{t(`localeNames.${code}`)}</VisuallyHidden>
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Table.Td>
                <Table.Td>
                  <DateTime iso={item.updatedAt} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
