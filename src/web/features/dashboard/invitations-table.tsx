import { Alert, Badge, Button, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationDto } from '../../../common/schemas/invitations.js';
import { ApiError } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';
import { ConfirmDialog } from '../dashboard-edit/confirm-dialog.js';
import { groupName } from '../dashboard-groups/grant-rules.js';
import { AdminTable } from './admin-table-screen.js';
import { useInvitations, useRevokeInvitation } from './dashboard-api.js';
import { apiErrorText } from './error-text.js';
import { formatDateTime } from './section-paths.js';

const STATUS_COLOURS: Record<InvitationDto['status'], string> = { pending: 'noksBlue.8', accepted: '#2e7d32', revoked: 'gray.8', expired: 'gray.8' };

/** The date that matters of an invitation: until when it is valid (or was), else when it was accepted or revoked. */
const dateOf = (invitation: InvitationDto) => invitation.closedAt ?? invitation.expiresAt;

function InvitationRow({ invitation, onRevoke }: { invitation: InvitationDto; onRevoke: (invitation: InvitationDto) => void }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={600}>
        {invitation.name}
      </Table.Th>
      <Table.Td>{invitation.email}</Table.Td>
      <Table.Td>{invitation.groups.map((group) => groupName(group, t)).join(', ')}</Table.Td>
      <Table.Td>
        <Badge variant="filled" color={STATUS_COLOURS[invitation.status]}>
          {t(`invitations.statuses.${invitation.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <time dateTime={dateOf(invitation)}>{formatDateTime(dateOf(invitation), locale)}</time>
      </Table.Td>
      <Table.Td>{invitation.invitedBy?.name ?? t('invitations.nobody')}</Table.Td>
      <Table.Td>
        {invitation.status === 'pending' && (
          <Button size="xs" variant="outline" color="noksRed.9" onClick={() => onRevoke(invitation)} aria-label={t('invitations.revokeNamed', { name: invitation.name })}>
            {t('invitations.revoke')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Why a revocation failed; a conflict means it was accepted or revoked meanwhile, and the list now shows which. */
function revokeErrorText(error: unknown, t: TFunction<'dashboard'>): string {
  return error instanceof ApiError && error.code === 'CONFLICT' ? t('invitations.revokeConflict') : apiErrorText(error, t);
}

/**
 * Below the users: the invitations of the last weeks (closed ones go after 30 days), and a pending
 * one's revocation, asked first. `sentTo` is the address of the invitation just sent, said once here.
 */
export function InvitationsTable({ sentTo }: { sentTo: string | null }) {
  const { t } = useTranslation('dashboard');
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<InvitationDto | null>(null);

  function closeRevoke() {
    revoke.reset();
    setRevoking(null);
  }

  return (
    <Stack component="section" aria-labelledby="invitations-title" gap="md">
      <Title order={2} id="invitations-title">
        {t('invitations.title')}
      </Title>
      <Text role="status">{sentTo && t('invitations.sent', { email: sentTo })}</Text>
      <AdminTable
        isPending={invitations.isPending}
        errorText={invitations.isError ? apiErrorText(invitations.error, t) : null}
        caption={t('invitations.caption', { total: invitations.data?.items.length ?? 0 })}
        columns={[t('users.name'), t('users.email'), t('users.groups'), t('invitations.status'), t('invitations.date'), t('invitations.invitedBy'), t('users.actions')]}
        minWidth={860}
        rows={invitations.data?.items.map((invitation) => <InvitationRow key={invitation.id} invitation={invitation} onRevoke={setRevoking} />) ?? null}
      />
      {/* The question speaks partly from the edit screens' catalogue, loaded meanwhile without holding up the screen. */}
      <Suspense fallback={null}>
        <ConfirmDialog
          opened={revoking !== null}
          title={t('invitations.revokeTitle')}
          confirmLabel={t('invitations.revoke')}
          isDanger
          isPending={revoke.isPending}
          onCancel={closeRevoke}
          onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: closeRevoke })}
        >
          <Stack>
            <Text>{t('invitations.revokeText', { name: revoking?.name ?? '', email: revoking?.email ?? '' })}</Text>
            {revoke.isError && (
              <Alert color="noksRed" variant="outline" role="alert">
                <Text c="noksRed.9">{revokeErrorText(revoke.error, t)}</Text>
              </Alert>
            )}
          </Stack>
        </ConfirmDialog>
      </Suspense>
    </Stack>
  );
}
