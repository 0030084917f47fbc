import { Badge, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../common/schemas/user.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { useLocale } from '../../lib/locale.js';
import { groupName } from '../dashboard-groups/grant-rules.js';
import { useUsers } from './dashboard-api.js';
import { apiErrorText } from './error-text.js';
import { formatDateTime } from './section-paths.js';
import { CreateUserModal, EditUserModal, ResetPasswordModal } from './user-modals.js';

const SEARCH_DELAY_MS = 300;

/** Admins only (guard 'admin'): the accounts, with search, creation, groups and activity, password resets. */
export default function UsersScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const users = useUsers(debounced);
  const [isCreating, setCreating] = useState(false);
  const [editing, setEditing] = useState<UserDto | null>(null);
  const [resetting, setResetting] = useState<UserDto | null>(null);
  useDocumentTitle(t('sections.users'));

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('sections.users')}</Title>
        <Button onClick={() => setCreating(true)}>{t('users.create')}</Button>
      </Group>
      <TextInput type="search" label={t('users.search')} value={search} onChange={(event) => setSearch(event.currentTarget.value)} maw={400} />
      {users.isPending && <Loader aria-label={t('common.loading')} />}
      {users.isError && (
        <Text c="#bf360c" role="alert">
          {apiErrorText(users.error, t)}
        </Text>
      )}
      {users.data && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Caption>{t('users.caption', { total: users.data.total })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('users.name')}</Table.Th>
                <Table.Th scope="col">{t('users.email')}</Table.Th>
                <Table.Th scope="col">{t('users.groups')}</Table.Th>
                <Table.Th scope="col">{t('users.active')}</Table.Th>
                <Table.Th scope="col">{t('users.lastLogin')}</Table.Th>
                <Table.Th scope="col">{t('users.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.items.map((user) => (
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
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <CreateUserModal opened={isCreating} onClose={() => setCreating(false)} />
      <EditUserModal user={editing} onClose={() => setEditing(null)} />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
    </Stack>
  );
}
