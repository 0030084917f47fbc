import { Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title.js';

interface AdminTableProps {
  isPending: boolean;
  /** Why the list could not be read, in words; null when it was. */
  errorText: string | null;
  /** The table's rows once the list is read (null before), its caption and column headers. */
  rows: ReactNode | null;
  caption: string;
  columns: readonly string[];
  minWidth: number;
}

/** A list of an admin screen: its state while it is read, then its table. */
export function AdminTable({ isPending, errorText, rows, caption, columns, minWidth }: AdminTableProps) {
  const { t } = useTranslation('dashboard');
  return (
    <>
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
    </>
  );
}

interface AdminTableScreenProps extends AdminTableProps {
  title: string;
  /** The button that opens the form of a new row. */
  createLabel: string;
  onCreate: () => void;
  /** More buttons beside it. */
  actions?: ReactNode;
  /** Between the heading and the table: an introduction, a search field. */
  above?: ReactNode;
  /** After the table: the screen's dialogs, and any more it shows. */
  children?: ReactNode;
}

/** An admin screen that lists accounts or groups: the heading with its "new" button, the list's state and its table. */
export function AdminTableScreen({ title, createLabel, onCreate, actions, above, children, ...table }: AdminTableScreenProps) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        <Group gap="sm">
          {actions}
          <Button onClick={onCreate}>{createLabel}</Button>
        </Group>
      </Group>
      {above}
      <AdminTable {...table} />
      {children}
    </Stack>
  );
}
