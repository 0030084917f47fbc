import { Badge, Button, Group, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../common/schemas/user.js';
import { useLocale } from '../../lib/locale.js';
import { groupName } from '../dashboard-groups/grant-rules.js';
import { AdminTableScreen } from './admin-table-screen.js';
import { useUsers } from './dashboard-api.js';
import { apiErrorText } from './error-text.js';
import { formatDateTime } from './section-paths.js';
import { InvitationsTable } from './invitations-table.js';
import { InviteModal } from './invite-modal.js';
import { CreateUserModal, EditUserModal, ResetPasswordModal } from './user-modals.js';

const SEARCH_DELAY_MS = 300;

/** Admins only (guard 'admin'): the accounts, with search, creation, groups and activity, password resets; the invitations below. */
export default function UsersScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const users = useUsers(debounced);
  const [isCreating, setCreating] = useState(false);
  const [editing, setEditing] = useState<UserDto | null>(null);
  const [resetting, setResetting] = useState<UserDto | null>(null);
  const [isInviting, setInviting] = useState(false);
  const [invitedEmail, setInvitedEmail] = useState<string | null>(null);

  return (
    <AdminTableScreen
      title={t('sections.users')}
      createLabel={t('users.create')}
      onCreate={() => setCreating(true)}
      actions={
        <Button variant="outline" onClick={() => setInviting(true)}>
          {t('invitations.invite')}
        </Button>
      }
      above={<TextInput type="search" label={t('users.search')} value={search} onChange={(event) => setSearch(event.currentTarget.value)} maw={400} />}
      isPending={users.isPending}
      errorText={users.isError ? apiErrorText(users.error, t) : null}
      caption={t('users.caption', { total: users.data?.total ?? 0 })}
      columns={[t('users.name'), t('users.email'), t('users.groups'), t('users.active'), t('users.lastLogin'), t('users.actions')]}
      minWidth={760}
      rows={
        users.data?.items.map((user) => (
          <Table.Tr key={user.id}>
            <Table.Th scope="row" fw={600}>
              {user.name}
            </Table.Th>
            <Table.Td>{user.email}</Table.Td>
            <Table.Td>{user.groups.map((group) => groupName(group, t)).join(', ')}</Table.Td>
            <Table.Td>
              <Badge variant="filled" color={user.active ? '#2e7d32' : 'gray.8'}>
                {user.active ? t('users.isActive') : t('users.isInactive')}
              </Badge>
            </Table.Td>
            <Table.Td>{user.lastLoginAt ? <time dateTime={user.lastLoginAt}>{formatDateTime(user.lastLoginAt, locale)}</time> : t('users.never')}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="outline" onClick={() => setEditing(user)} aria-label={t('users.editNamed', { name: user.name })}>
                  {t('users.edit')}
                </Button>
                <Button size="xs" variant="outline" color="noksBlue.8" onClick={() => setResetting(user)} aria-label={t('users.resetNamed', { name: user.name })}>
                  {t('users.resetPassword')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        )) ?? null
      }
    >
      <CreateUserModal opened={isCreating} onClose={() => setCreating(false)} />
      <EditUserModal user={editing} onClose={() => setEditing(null)} />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
      <InvitationsTable sentTo={invitedEmail} />
      <InviteModal opened={isInviting} onClose={() => setInviting(false)} onSent={setInvitedEmail} />
    </AdminTableScreen>
  );
}
