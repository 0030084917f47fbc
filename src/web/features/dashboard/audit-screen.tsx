import { Button, Group, Loader, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type AuditAction } from '../../../common/schemas/audit.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { useLocale } from '../../lib/locale.js';
import { pageCountOf } from '../shared/paging.js';
import { type AuditFilters, useAuditEntries, useAuditExport } from './dashboard-api.js';
import { saveFile } from './save-file.js';
import { apiErrorText } from './error-text.js';
import { formatDateTime } from './section-paths.js';

const NO_FILTERS: AuditFilters = { action: '', from: '', to: '' };

/** Admins only (guard 'admin'): who did what and when, newest first, filtered by action and days. */
export default function AuditScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const entries = useAuditEntries(filters, page);
  const csv = useAuditExport();
  useDocumentTitle(t('sections.audit'));
  const pages = entries.data ? pageCountOf(entries.data) : 1;

  function filter(change: Partial<AuditFilters>) {
    setFilters({ ...filters, ...change });
    setPage(1);
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{t('sections.audit')}</Title>
      <Text maw={720}>{t('audit.intro')}</Text>
      <Group align="flex-end">
        <NativeSelect
          label={t('audit.action')}
          value={filters.action}
          onChange={(event) => filter({ action: event.currentTarget.value as AuditAction | '' })}
          data={[{ value: '', label: t('audit.allActions') }, ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }))]}
        />
        <TextInput type="date" label={t('audit.from')} value={filters.from} onChange={(event) => filter({ from: event.currentTarget.value })} />
        <TextInput type="date" label={t('audit.to')} value={filters.to} onChange={(event) => filter({ to: event.currentTarget.value })} />
        <Button variant="outline" loading={csv.isPending} onClick={() => csv.mutate(filters, { onSuccess: (blob) => saveFile(blob, `audit-log-${new Date().toISOString().slice(0, 10)}.csv`) })}>
          {t('audit.export')}
        </Button>
      </Group>
      {csv.isError && (
        <Text c="#bf360c" role="alert">
          {apiErrorText(csv.error, t)}
        </Text>
      )}
      {entries.isPending && <Loader aria-label={t('common.loading')} />}
      {entries.isError && (
        <Text c="#bf360c" role="alert">
          {apiErrorText(entries.error, t)}
        </Text>
      )}
      {entries.data && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped>
            <Table.Caption>{t('audit.caption', { total: entries.data.total, page, pages })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('audit.time')}</Table.Th>
                <Table.Th scope="col">{t('audit.who')}</Table.Th>
                <Table.Th scope="col">{t('audit.action')}</Table.Th>
                <Table.Th scope="col">{t('audit.item')}</Table.Th>
                <Table.Th scope="col">{t('audit.summary')}</Table.Th>
                <Table.Th scope="col">{t('audit.address')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.data.items.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
                  </Table.Td>
                  <Table.Td>{entry.actor?.name ?? t('audit.nobody')}</Table.Td>
                  <Table.Td>{t(`audit.actions.${entry.action}`)}</Table.Td>
                  {/* The item and the summary are written by the server in English. */}
                  <Table.Td lang="en">{entry.entityType ? `${entry.entityType} ${entry.entityId}` : '—'}</Table.Td>
                  <Table.Td lang="en" style={{ wordBreak: 'break-word' }}>
                    {entry.summary}
                  </Table.Td>
                  <Table.Td>{entry.ip ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('audit.previous')}
        </Button>
        <Button variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t('audit.next')}
        </Button>
      </Group>
    </Stack>
  );
}
