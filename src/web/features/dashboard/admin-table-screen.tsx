import { Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title.js';

interface AdminTableScreenProps {
  title: string;
  /** The button that opens the form of a new row. */
  createLabel: string;
  onCreate: () => void;
  /** Between the heading and the table: an introduction, a search field. */
  above?: ReactNode;
  isPending: boolean;
  /** Why the list could not be read, in words; null when it was. */
  errorText: string | null;
  /** The table's rows once the list is read (null before), its caption and column headers. */
  rows: ReactNode | null;
  caption: string;
  columns: readonly string[];
  minWidth: number;
  /** The screen's dialogs. */
  children?: ReactNode;
}

/** An admin screen that lists accounts or groups: the heading with its "new" button, the list's state and its table. */
export function AdminTableScreen({ title, createLabel, onCreate, above, isPending, errorText, rows, caption, columns, minWidth, children }: AdminTableScreenProps) {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        <Button onClick={onCreate}>{createLabel}</Button>
      </Group>
      {above}
      {isPending && <Loader aria-label={t('common.loading')} />}
      {errorText !== null && (
        <Text c="#bf360c" role="alert">
          {errorText}
        </Text>
      )}
      {rows !== null && (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped highlightOnHover>
            <Table.Caption>{caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{rows}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {children}
    </Stack>
  );
}
