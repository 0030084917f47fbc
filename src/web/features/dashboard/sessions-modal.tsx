import { Alert, Badge, Button, Group, Loader, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionDto } from '../../../common/schemas/user.js';
import { useLocale } from '../../lib/locale.js';
import { useEndSessions, useOwnSessions } from './dashboard-api.js';
import { apiErrorText } from './error-text.js';
import { formatDateTime } from './section-paths.js';

/**
 * The signed-in user's open sessions (GET /api/auth/sessions): where and when each was opened and
 * last used; any but the current one can be ended, or all of them at once.
 */
export function SessionsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const sessions = useOwnSessions(opened);
  const end = useEndSessions();
  const items = sessions.data?.items ?? [];
  const others = items.filter((session) => !session.current);

  function close() {
    end.reset();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={t('sessions.title')} size="xl" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack>
        <Text size="sm">{t('sessions.intro')}</Text>
        {(sessions.isError || end.isError) && (
          <Alert color="noksRed" variant="outline" role="alert">
            <Text c="noksRed.9">{apiErrorText(sessions.error ?? end.error, t)}</Text>
          </Alert>
        )}
        {end.isSuccess && (
          <Text role="status" fw={600}>
            {end.data === null ? t('sessions.endedOne') : t('sessions.endedOthers', { count: end.data.ended })}
          </Text>
        )}
        {sessions.isPending ? <Loader size="sm" aria-label={t('sessions.loading')} /> : <SessionsTable items={items} onEnd={(id) => end.mutate(id)} isEnding={end.isPending} />}
        <Group justify="space-between">
          <Button variant="outline" color="noksRed.8" disabled={others.length === 0} loading={end.isPending && end.variables === null} onClick={() => end.mutate(null)}>
            {t('sessions.endOthers')}
          </Button>
          <Button onClick={close}>{t('common.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function SessionsTable({ items, onEnd, isEnding }: { items: SessionDto[]; onEnd: (id: number) => void; isEnding: boolean }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table>
        <Table.Caption>{t('sessions.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('sessions.browser')}</Table.Th>
            <Table.Th scope="col">{t('sessions.address')}</Table.Th>
            <Table.Th scope="col">{t('sessions.signedIn')}</Table.Th>
            <Table.Th scope="col">{t('sessions.lastUsed')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('sessions.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((session) => (
            <Table.Tr key={session.id}>
              {/* A User-Agent header is not text in the screen's language. */}
              <Table.Td lang="en" style={{ wordBreak: 'break-word' }}>
                {session.userAgent ?? t('sessions.unknown')}
              </Table.Td>
              <Table.Td>{session.ip ?? t('sessions.unknown')}</Table.Td>
              <Table.Td>{formatDateTime(session.createdAt, locale)}</Table.Td>
              <Table.Td>{formatDateTime(session.lastUsedAt, locale)}</Table.Td>
              <Table.Td>
                {session.current ? (
                  <Badge color="noksBlue.8" variant="filled">
                    {t('sessions.current')}
                  </Badge>
                ) : (
                  <Button
                    size="xs"
                    variant="default"
                    disabled={isEnding}
                    aria-label={t('sessions.endOne', { address: session.ip ?? t('sessions.unknown'), time: formatDateTime(session.lastUsedAt, locale) })}
                    onClick={() => onEnd(session.id)}
                  >
                    {t('sessions.end')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
