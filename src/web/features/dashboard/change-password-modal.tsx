import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '../../../common/schemas/user.js';
import { useChangeOwnPassword } from './dashboard-api.js';
import { apiErrorText, apiFieldErrors, apiFieldErrorsIn } from './error-text.js';
import { minLength, required, sameAs } from './form-rules.js';
import { useRuleForm } from './use-rule-form.js';

/** Everyone changes their own password here (POST /api/auth/password). */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const change = useChangeOwnPassword();
  const [isDone, setDone] = useState(false);
  const form = useRuleForm(
    { currentPassword: '', newPassword: '', repeatPassword: '' },
    {
      currentPassword: [required(t('rules.required'))],
      newPassword: [required(t('rules.required')), minLength(PASSWORD_MIN, t('rules.passwordMin', { min: PASSWORD_MIN }))],
      repeatPassword: [sameAs('newPassword', t('rules.passwordRepeat'))],
    },
  );

  function close() {
    form.reset();
    change.reset();
    setDone(false);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      await change.mutateAsync({ currentPassword: form.values.currentPassword, newPassword: form.values.newPassword });
      form.reset();
      setDone(true);
    } catch (error) {
      form.setServerErrors(apiFieldErrorsIn(error, t));
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={t('password.change')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {isDone ? (
        <Stack>
          <Alert color="green" variant="outline" role="status">
            <Text c="teal.9">{t('password.changed')}</Text>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('common.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            {change.isError && !apiFieldErrors(change.error) && (
              <Alert color="noksRed" variant="outline" role="alert">
                <Text c="noksRed.9">{apiErrorText(change.error, t)}</Text>
              </Alert>
            )}
            <PasswordInput label={t('password.current')} autoComplete="current-password" required data-autofocus {...form.field('currentPassword')} />
            <PasswordInput label={t('password.new')} description={t('rules.passwordMin', { min: PASSWORD_MIN })} autoComplete="new-password" required {...form.field('newPassword')} />
            <PasswordInput label={t('password.repeat')} autoComplete="new-password" required {...form.field('repeatPassword')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={change.isPending}>
                {t('password.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
