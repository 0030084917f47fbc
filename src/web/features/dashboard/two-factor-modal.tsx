import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setTotpEnabled } from '../../lib/session.js';
import { useUiStore } from '../../lib/ui-store.js';
import { useTotpDisable } from './dashboard-api.js';
import { apiErrorText, apiFieldErrors } from './error-text.js';
import { required } from './form-rules.js';
import { TwoFactorSetup } from './two-factor-setup.js';
import { useRuleForm } from './use-rule-form.js';

/** The user's own two-factor sign-in, from the header's menu: set it up, or turn it off. */
export function TwoFactorModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const user = useUiStore((state) => state.user);
  const isOn = 'totpEnabled' in user && user.totpEnabled;
  // Remounted at each opening, so a set-up left halfway starts afresh.
  const [opening, setOpening] = useState(0);

  function close() {
    setOpening((count) => count + 1);
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={t('twoFactor.title')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack key={opening}>
        <Text size="sm">{t('twoFactor.intro')}</Text>
        <Text fw={600}>{isOn ? t('twoFactor.isOn') : t('twoFactor.isOff')}</Text>
        {isOn ? (
          <DisableForm />
        ) : (
          <TwoFactorSetup
            onDone={() => {
              setTotpEnabled(true);
              close();
            }}
          />
        )}
      </Stack>
    </Modal>
  );
}

function DisableForm() {
  const { t } = useTranslation('dashboard');
  const disable = useTotpDisable();
  const form = useRuleForm({ password: '', code: '' }, { password: [required(t('rules.required'))], code: [required(t('rules.required'))] });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      await disable.mutateAsync({ password: form.values.password, code: form.values.code.trim() });
      setTotpEnabled(false);
    } catch (error) {
      // The fields the API names, in the screen's language.
      const fields = apiFieldErrors(error);
      if (fields?.password) form.setServerErrors({ password: t('twoFactor.wrongPassword') });
      else if (fields?.code) form.setServerErrors({ code: t('signIn.wrongCode') });
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('twoFactor.disableIntro')}</Text>
        {disable.isError && !apiFieldErrors(disable.error) && (
          <Alert color="noksRed" variant="outline" role="alert">
            <Text c="noksRed.9">{apiErrorText(disable.error, t)}</Text>
          </Alert>
        )}
        <PasswordInput label={t('twoFactor.password')} autoComplete="current-password" required {...form.field('password')} />
        <TextInput label={t('twoFactor.disableCode')} autoComplete="one-time-code" required {...form.field('code')} />
        <Group>
          <Button type="submit" color="noksRed.8" loading={disable.isPending}>
            {t('twoFactor.disable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
