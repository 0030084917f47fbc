import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTableScreen } from '../dashboard/admin-table-screen.js';
import { ConfirmDialog } from '../dashboard-edit/confirm-dialog.js';
import { type SectionTitle, groupName, sectionKindOf, summarizeGrants } from './grant-rules.js';
import { GroupErrorAlert, groupErrorText } from './group-errors.js';
import { type GroupEditing, GroupModal } from './group-modal.js';
import { type GroupDto, type SectionKind, useDeleteGroup, useGroups, useSectionChoices } from './groups-api.js';
import { ReviewRulesSection } from './review-rules-editor.js';

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

interface GroupRowProps {
  group: GroupDto;
  sectionTitle: SectionTitle;
  onEdit: (group: GroupDto) => void;
  onDelete: (group: GroupDto) => void;
}

/** A group's row: its name (built-in ones marked), description, members, grants in a line, and its buttons named after it. */
function GroupRow({ group, sectionTitle, onEdit, onDelete }: GroupRowProps) {
  const { t } = useTranslation('dashboard');
  const name = groupName(group, t);
  return (
    <Table.Tr>
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
          <Button size="xs" variant="outline" onClick={() => onEdit(group)} aria-label={t('groups.editNamed', { name })}>
            {t('groups.edit')}
          </Button>
          {group.key === null && (
            <Button size="xs" variant="outline" color="noksRed.9" onClick={() => onDelete(group)} aria-label={t('groups.deleteNamed', { name })}>
              {t('groups.delete')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Admins only (guard 'admin'): the groups, what each allows, how many belong to it; new, edit,
 * delete. Below them, the rules of where publishing needs review.
 */
export default function GroupsScreen() {
  // The grants' rows and the delete question speak partly from the edit screens' catalogue.
  const { t } = useTranslation(['dashboard', 'dashboard-edit']);
  const groups = useGroups();
  const sectionTitle = useSectionTitles(groups.data?.items);
  const [editing, setEditing] = useState<GroupEditing>(null);
  const [deleting, setDeleting] = useState<GroupDto | null>(null);
  const remove = useDeleteGroup();

  function closeDelete() {
    remove.reset();
    setDeleting(null);
  }

  return (
    <AdminTableScreen
      title={t('sections.groups')}
      createLabel={t('groups.create')}
      onCreate={() => setEditing('new')}
      above={<Text maw={720}>{t('groups.intro')}</Text>}
      isPending={groups.isPending}
      errorText={groups.isError ? groupErrorText(groups.error, t) : null}
      caption={t('groups.caption', { total: groups.data?.items.length ?? 0 })}
      columns={[t('groups.name'), t('groups.description'), t('groups.members'), t('groups.permissions'), t('groups.actions')]}
      minWidth={860}
      rows={groups.data?.items.map((group) => <GroupRow key={group.id} group={group} sectionTitle={sectionTitle} onEdit={setEditing} onDelete={setDeleting} />) ?? null}
    >
      <ReviewRulesSection />
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
          {remove.isError && <GroupErrorAlert error={remove.error} group={deleting ?? undefined} />}
        </Stack>
      </ConfirmDialog>
    </AdminTableScreen>
  );
}
