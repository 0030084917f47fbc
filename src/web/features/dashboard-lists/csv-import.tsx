import { Alert, Button, FileInput, Group, Stack, Table, Text, Title } from '@mantine/core';
import { mdiFileUploadOutline } from '@mdi/js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.js';
import { ApiError, apiFetch } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';
import { adminApiBase } from './admin-api.js';

interface ImportReport {
  rows: { line: number; code: string; title: string; errors: Record<string, string> }[];
  valid: number;
  invalid: number;
}

/** The registers that import CSV files, and where their texts are: the shared ones under `import`, each register's own under its key. */
const OWN_TEXTS = { qualifications: 'import', providers: 'providerImport' } as const;
type ImportSection = keyof typeof OWN_TEXTS;

/**
 * A register's items from a CSV file (the qualifications in the columns of the register's open
 * data, the providers one row an approval): the file is checked first and each row's errors listed;
 * only a file without errors can be imported, every row as a draft. Cancelling saves nothing.
 */
export function CsvImport({ section }: { section: ImportSection }) {
  const { t } = useTranslation('dashboard-lists');
  const own = OWN_TEXTS[section];
  const importPath = `/api/admin/${section}/import`;
  const locale = useLocale();
  const client = useQueryClient();
  const id = useId();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const send = (path: string, text: string) => apiFetch<unknown>(path, locale, { method: 'POST', headers: { 'Content-Type': 'text/csv; charset=utf-8' }, body: text });

  const preview = useMutation({
    mutationFn: async (chosen: File) => {
      const text = await chosen.text();
      setFile({ name: chosen.name, text });
      return (await send(`${importPath}/preview`, text)) as ImportReport;
    },
    onSuccess: setReport,
  });
  const save = useMutation({
    mutationFn: (text: string) => send(importPath, text) as Promise<{ created: number }>,
    onSuccess: ({ created }) => {
      setDone(created);
      cancel();
      void client.invalidateQueries({ predicate: ({ queryKey }) => String(queryKey[0]).startsWith(`${adminApiBase(section)}?`) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.details?.report) setReport(error.details.report as ImportReport);
    },
  });

  function choose(chosen: File | null) {
    setReport(null);
    setDone(null);
    save.reset();
    if (chosen) preview.mutate(chosen);
    else cancel();
  }
  function cancel() {
    setFile(null);
    setReport(null);
    preview.reset();
  }

  const failure = preview.error ?? save.error;
  const withErrors = report?.rows.filter((row) => Object.keys(row.errors).length > 0) ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby={`${id}-title`}>
      <Title order={2} size="h4" id={`${id}-title`}>
        {t(`${own}.title`)}
      </Title>
      <Text size="sm">{t(`${own}.intro`)}</Text>
      {done !== null && (
        <Alert role="status" color="teal.9" variant="outline" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
          {t(`${own}.done`, { count: done })}
        </Alert>
      )}
      <FileInput
        label={t('import.file')}
        accept=".csv,text/csv"
        value={null}
        onChange={choose}
        leftSection={<Icon path={mdiFileUploadOutline} size={18} />}
        placeholder={file?.name ?? t('import.choose')}
        disabled={preview.isPending || save.isPending}
        clearable={false}
      />
      {failure && !report && (
        <Alert role="alert" color="red.9" variant="outline" title={t('import.failed')} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          {failure.message}
        </Alert>
      )}
      {report && file && (
        <Stack gap="xs">
          <Text fw={700} role="status">
            {t('import.summary', { valid: report.valid, invalid: report.invalid })}
          </Text>
          {withErrors.length > 0 && (
            <Table striped withTableBorder>
              <Table.Caption>{t('import.errorsCaption', { file: file.name })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('import.line')}</Table.Th>
                  <Table.Th scope="col">{t('import.code')}</Table.Th>
                  <Table.Th scope="col">{t(`${own}.item`)}</Table.Th>
                  <Table.Th scope="col">{t('import.errors')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {withErrors.map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td>{row.code}</Table.Td>
                    <Table.Td lang="sr-Cyrl">{row.title}</Table.Td>
                    <Table.Td>
                      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                        {Object.entries(row.errors).map(([column, message]) => (
                          <li key={column}>
                            {/* The server words its checks in English, whatever the dashboard's language. */}
                            <code>{column}</code>: <span lang="en">{message}</span>
                          </li>
                        ))}
                      </ul>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Group>
            <Button onClick={() => save.mutate(file.text)} loading={save.isPending} disabled={report.invalid > 0 || report.valid === 0}>
              {t('import.confirm', { count: report.valid })}
            </Button>
            <Button variant="default" onClick={cancel} disabled={save.isPending}>
              {t('import.cancel')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
