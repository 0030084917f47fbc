import { Anchor, Badge, Button, Group, Loader, NativeSelect, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FORM_KEYS, type FormKey } from '../../../common/forms/form-definitions.js';
import { SUBMISSION_STATES, type SubmissionState } from '../../../common/forms/form-state.js';
import { QUEUE_OF_FORM, canRead } from '../../../common/permissions.js';
import { dashboardPath } from '../../../common/routes.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { useLocale } from '../../lib/locale.js';
import { usePermissions } from '../../lib/permissions.js';
import { apiErrorText } from '../dashboard/error-text.js';
import { saveFile } from '../dashboard/save-file.js';
import { formatDateTime } from '../dashboard/section-paths.js';
import { pageCountOf } from '../shared/paging.js';
import { SubmissionScreen } from './submission-detail.js';
import { type QueueFilters, exportQueue, useSubmissionQueue } from './submissions-api.js';


/** The forms' queues (the list), or one submission (with an id). */
export default function SubmissionsScreen({ id }: { id: string | null }) {
  return id === null ? <QueueScreen /> : <SubmissionScreen id={Number(id)} />;
}

/** A form's queue: its submissions newest first, by state and by who handles them; exported whole as CSV. */
function QueueScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const permissions = usePermissions();
  const readable = FORM_KEYS.filter((form) => canRead(permissions, QUEUE_OF_FORM[form]));
  const [filters, setFilters] = useState<QueueFilters>({ form: readable[0] ?? 'question', state: '', assigned: '', page: 1 });
  const queue = useSubmissionQueue(filters);
  const [exportError, setExportError] = useState<unknown>(null);
  useDocumentTitle(t('sections.submissions'));
  const pages = queue.data ? pageCountOf(queue.data) : 1;
  const filter = (change: Partial<QueueFilters>) => setFilters({ ...filters, page: 1, ...change });

  async function download() {
    setExportError(null);
    try {
      saveFile(await exportQueue(filters.form, locale), `${filters.form}-submissions-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      setExportError(error);
    }
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{t('sections.submissions')}</Title>
      <Text maw={720}>{t('submissions.intro')}</Text>
      {readable.length > 1 && (
        <SegmentedControl
          aria-label={t('submissions.form')}
          value={filters.form}
          onChange={(value) => filter({ form: value as FormKey })}
          data={readable.map((form) => ({ value: form, label: t(`submissions.forms.${form}`) }))}
        />
      )}
      <Group align="flex-end">
        <NativeSelect
          label={t('submissions.state')}
          value={filters.state}
          onChange={(event) => filter({ state: event.currentTarget.value as SubmissionState | '' })}
          data={[{ value: '', label: t('submissions.allStates') }, ...SUBMISSION_STATES.map((state) => ({ value: state, label: `${t(`submissions.states.${state}`)} (${queue.data?.counts[state] ?? 0})` }))]}
        />
        <NativeSelect
          label={t('submissions.assigned')}
          value={filters.assigned}
          onChange={(event) => filter({ assigned: event.currentTarget.value as QueueFilters['assigned'] })}
          data={[
            { value: '', label: t('submissions.anyone') },
            { value: 'me', label: t('submissions.me') },
            { value: 'none', label: t('submissions.nobody') },
          ]}
        />
        <Button variant="outline" onClick={() => void download()}>
          {t('submissions.export')}
        </Button>
      </Group>
      {exportError !== null && (
        <Text c="#bf360c" role="alert">
          {apiErrorText(exportError, t)}
        </Text>
      )}
      {queue.isPending && <Loader aria-label={t('common.loading')} />}
      {queue.isError && (
        <Text c="#bf360c" role="alert">
          {apiErrorText(queue.error, t)}
        </Text>
      )}
      {queue.data && (
        <Table.ScrollContainer minWidth={800}>
          <Table striped>
            <Table.Caption>{t('submissions.caption', { total: queue.data.total, page: filters.page, pages })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('submissions.number')}</Table.Th>
                <Table.Th scope="col">{t('submissions.received')}</Table.Th>
                <Table.Th scope="col">{t('submissions.submitter')}</Table.Th>
                <Table.Th scope="col">{t('submissions.subject')}</Table.Th>
                <Table.Th scope="col">{t('submissions.state')}</Table.Th>
                <Table.Th scope="col">{t('submissions.handler')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {queue.data.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Anchor component={Link} to={dashboardPath(locale, 'submissions', item.id)}>
                      {item.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, locale)}</time>
                  </Table.Td>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{item.title}</Table.Td>
                  <Table.Td>
                    <Badge variant="outline" color="dark">
                      {t(`submissions.states.${item.state}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{item.assignee?.name ?? t('submissions.nobody')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        <Button variant="default" disabled={filters.page <= 1} onClick={() => setFilters({ ...filters, page: filters.page - 1 })}>
          {t('audit.previous')}
        </Button>
        <Button variant="default" disabled={filters.page >= pages} onClick={() => setFilters({ ...filters, page: filters.page + 1 })}>
          {t('audit.next')}
        </Button>
      </Group>
    </Stack>
  );
}
