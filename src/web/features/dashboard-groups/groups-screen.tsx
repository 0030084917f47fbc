import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title.js';
import { ConfirmDialog } from '../dashboard-edit/confirm-dialog.js';
import { type SectionTitle, groupName, sectionKindOf, summarizeGrants } from './grant-rules.js';
import { groupErrorText } from './group-errors.js';
import { type GroupEditing, GroupModal } from './group-modal.js';
import { type GroupDto, type SectionKind, useDeleteGroup, useGroups, useSectionChoices } from './groups-api.js';

/** The titles of the sections the groups' grants name, read only for the kinds some grant limits to a section. */
function useSectionTitles(groups: readonly GroupDto[] | undefined): SectionTitle {
  const isUsed = (kind: SectionKind) => (groups ?? []).some((group) => group.grants.some((grant) => grant.section !== null && sectionKindOf(grant.subject) === kind));
  const choices = {
    categories: useSectionChoices('categories', isUsed('categories')),
    pages: useSectionChoices('pages', isUsed('pages')),
    councils: useSectionChoices('councils', isUsed('councils')),
  } satisfies Record<SectionKind, unknown>;
  return (kind, id) => choices[kind].data?.find((choice) => choice.id === id)?.title;
}

/** Admins only (guard 'admin'): the groups, what each allows, how many belong to it; new, edit, delete. */
export default function GroupsScreen() {
  // The grants' rows and the delete question speak partly from the edit screens' catalogue.
  const { t } = useTranslation(['dashboard', 'dashboard-edit']);
  const groups = useGroups();
  const sectionTitle = useSectionTitles(groups.data?.items);
  const [editing, setEditing] = useState<GroupEditing>(null);
  const [deleting, setDeleting] = useState<GroupDto | null>(null);
  const remove = useDeleteGroup();
  useDocumentTitle(t('sections.groups'));

  function closeDelete() {
    remove.reset();
    setDeleting(null);
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('sections.groups')}</Title>
        <Button onClick={() => setEditing('new')}>{t('groups.create')}</Button>
      </Group>
      <Text maw={720}>{t('groups.intro')}</Text>
      {groups.isPending && <Loader aria-label={t('common.loading')} />}
      {groups.isError && (
        <Text c="#bf360c" role="alert">
          {groupErrorText(groups.error, t)}
        </Text>
      )}
      {groups.data && (
        <Table.ScrollContainer minWidth={860}>
          <Table striped highlightOnHover>
            <Table.Caption>{t('groups.caption', { total: groups.data.items.length })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('groups.name')}</Table.Th>
                <Table.Th scope="col">{t('groups.description')}</Table.Th>
                <Table.Th scope="col">{t('groups.members')}</Table.Th>
                <Table.Th scope="col">{t('groups.permissions')}</Table.Th>
                <Table.Th scope="col">{t('groups.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.data.items.map((group) => {
                const name = groupName(group, t);
                return (
                  <Table.Tr key={group.id}>
                    <Table.Th scope="row" fw={600}>
                      {name}
                      {group.key && (
                        <Badge ml="xs" size="sm" variant="outline" color="noksBlue.8">
                          {t('groups.builtInBadge')}
                        </Badge>
                      )}
                    </Table.Th>
                    <Table.Td>{group.description}</Table.Td>
                    <Table.Td>{group.memberCount}</Table.Td>
                    <Table.Td>{summarizeGrants(group, t, sectionTitle)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="outline" onClick={() => setEditing(group)} aria-label={t('groups.editNamed', { name })}>
                          {t('groups.edit')}
                        </Button>
                        {group.key === null && (
                          <Button size="xs" variant="outline" color="noksRed.9" onClick={() => setDeleting(group)} aria-label={t('groups.deleteNamed', { name })}>
                            {t('groups.delete')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <GroupModal editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('groups.deleteTitle')}
        confirmLabel={t('groups.delete')}
        isDanger
        isPending={remove.isPending}
        onCancel={closeDelete}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: closeDelete })}
      >
        <Stack>
          <Text>{t('groups.deleteText', { name: deleting ? groupName(deleting, t) : '' })}</Text>
          {remove.isError && (
            <Alert color="noksRed" variant="outline" role="alert">
              <Text c="noksRed.9">{groupErrorText(remove.error, t, deleting ?? undefined)}</Text>
            </Alert>
          )}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
