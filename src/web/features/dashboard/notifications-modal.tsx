import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../common/schemas/user.js';
import { uiStore, useUiStore } from '../../lib/ui-store.js';
import { useChooseNotifications } from './dashboard-api.js';
import { apiErrorText } from './error-text.js';

type Choice = 'each' | 'daily';

/** Everyone chooses how their e-mail about review comes (PUT /api/auth/notifications). */
export function NotificationsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const user = useUiStore((state) => state.user);
  const saved: Choice = 'reviewDigest' in user && user.reviewDigest ? 'daily' : 'each';
  const [choice, setChoice] = useState<Choice>(saved);
  const [isDone, setDone] = useState(false);
  const choose = useChooseNotifications();

  function close() {
    setChoice(saved);
    setDone(false);
    choose.reset();
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    await choose.mutateAsync(choice === 'daily');
    if ('id' in user) uiStore.setUser({ ...(user as CurrentUser), reviewDigest: choice === 'daily' });
    setDone(true);
  }

  return (
    <Modal opened={opened} onClose={close} title={t('notifications.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
        <Stack>
          <Radio.Group label={t('notifications.reviewLabel')} description={t('notifications.reviewHint')} value={choice} onChange={(value) => setChoice(value as Choice)}>
            <Stack gap="xs" mt="xs">
              <Radio value="each" label={t('notifications.each')} />
              <Radio value="daily" label={t('notifications.daily')} />
            </Stack>
          </Radio.Group>
          {isDone && (
            <Text role="status" c="teal.9" fw={600}>
              {t('notifications.saved')}
            </Text>
          )}
          {choose.isError && (
            <Alert color="noksRed" variant="outline" role="alert">
              <Text c="noksRed.9">{apiErrorText(choose.error, t)}</Text>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.close')}
            </Button>
            <Button type="submit" loading={choose.isPending}>
              {t('notifications.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
