import { Alert, Button, Code, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../lib/ui-store.js';
import { useTotpEnable, useTotpSetup } from './dashboard-api.js';
import { apiErrorText } from './error-text.js';
import { QrCode } from './qr-code.js';
import { saveFile } from './save-file.js';

/**
 * Enrolling an authenticator app, in three steps: set up (a new secret), scan its QR code and
 * confirm with a code from the app, then keep the recovery codes, which are shown only here.
 * `onDone` runs when the user says the codes are saved.
 */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('dashboard');
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  if (enable.data) return <RecoveryCodes codes={enable.data.recoveryCodes} onDone={onDone} />;
  if (!setup.data) {
    return (
      <Stack align="flex-start">
        {setup.isError && <ErrorAlert text={apiErrorText(setup.error, t)} />}
        <Button onClick={() => setup.mutate()} loading={setup.isPending}>
          {t('twoFactor.start')}
        </Button>
      </Stack>
    );
  }
  return <ScanAndConfirm secret={setup.data.secret} otpauthUrl={setup.data.otpauthUrl} onConfirm={(code) => enable.mutate(code)} error={enable.isError ? apiErrorText(enable.error, t) : null} isSending={enable.isPending} />;
}

interface ScanAndConfirmProps {
  secret: string;
  otpauthUrl: string;
  onConfirm: (code: string) => void;
  error: string | null;
  isSending: boolean;
}

function ScanAndConfirm({ secret, otpauthUrl, onConfirm, error, isSending }: ScanAndConfirmProps) {
  const { t } = useTranslation('dashboard');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setCodeError(t('twoFactor.codeFormat'));
      return;
    }
    setCodeError(null);
    onConfirm(digits);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={3} size="h4">
          {t('twoFactor.scanStep')}
        </Title>
        <QrCode text={otpauthUrl} label={t('twoFactor.qrLabel')} />
        <Text size="sm">
          {t('twoFactor.typeSecret')} <Code data-testid="totp-secret">{secret.match(/.{1,4}/g)!.join(' ')}</Code>
        </Text>
        <Title order={3} size="h4">
          {t('twoFactor.codeStep')}
        </Title>
        {error && <ErrorAlert text={error} />}
        <TextInput
          label={t('twoFactor.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          value={code}
          error={codeError}
          onChange={(event) => setCode(event.currentTarget.value)}
          w={200}
        />
        <Group>
          <Button type="submit" loading={isSending}>
            {t('twoFactor.enable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('dashboard');
  const user = useUiStore((state) => state.user);
  const account = 'email' in user ? user.email : '';

  function download() {
    const text = [t('twoFactor.codesFile', { account, site: window.location.host }), '', ...codes, ''].join('\n');
    saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), `recovery-codes-${window.location.host}.txt`);
  }

  return (
    <Stack>
      <Title order={3} size="h4">
        {t('twoFactor.codesTitle')}
      </Title>
      <Alert color="green" variant="outline" role="status">
        <Text c="teal.9">{t('twoFactor.codesIntro')}</Text>
      </Alert>
      <List aria-label={t('twoFactor.codesCaption')} ff="monospace" spacing={4} data-testid="recovery-codes">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group>
        <Button variant="outline" onClick={download}>
          {t('twoFactor.download')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.done')}</Button>
      </Group>
    </Stack>
  );
}

function ErrorAlert({ text }: { text: string }) {
  return (
    <Alert color="noksRed" variant="outline" role="alert">
      <Text c="noksRed.9">{text}</Text>
    </Alert>
  );
}
