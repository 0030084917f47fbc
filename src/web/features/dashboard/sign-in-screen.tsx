import { Alert, Anchor, Button, Center, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { useLocale } from '../../lib/locale.js';
import { type Credentials, sessionHasEnded, signIn } from '../../lib/session.js';
import { apiErrorText } from './error-text.js';
import { emailAddress, required } from './form-rules.js';
import { useRuleForm } from './use-rule-form.js';

/** The second step, for accounts with two-factor sign-in on: a code from the app, or a recovery code. */
type SecondStep = 'totp' | 'recoveryCode';

/**
 * Shown at any dashboard path while nobody is signed in (guard 'auth'); after signing in, the
 * same path loads again, so the user lands where they were going. When the account has
 * two-factor sign-in on, the API asks for a code after the password, and a second step asks
 * the user for it.
 */
export default function SignInScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const [hasEnded] = useState(sessionHasEnded);
  useDocumentTitle(t('signIn.title'));
  const form = useRuleForm(
    { email: '', password: '', code: '' },
    {
      email: [required(t('rules.required')), emailAddress(t('rules.email'))],
      password: [required(t('rules.required'))],
      code: [(value) => (secondStep && !value.trim() ? t('rules.required') : true)],
    },
  );

  function credentials(): Credentials {
    const { email, password, code } = form.values;
    if (secondStep === 'totp') return { email, password, totp: code.replace(/\s/g, '') };
    if (secondStep === 'recoveryCode') return { email, password, recoveryCode: code.trim() };
    return { email, password };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!form.validate()) return;
    setSending(true);
    try {
      await signIn(locale, credentials());
      // The same path again: its guards now let the user through (a new location also clears
      // the error boundary that shows this screen).
      await navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
    } catch (error) {
      setSending(false);
      if (error instanceof ApiError && error.code === 'TOTP_REQUIRED') setSecondStep('totp');
      else setFailure(apiErrorText(error, t));
    }
  }

  function switchSecondStep(step: SecondStep | null) {
    setFailure(null);
    form.setValues((values) => ({ ...values, code: '' }));
    setSecondStep(step);
  }

  return (
    <Center component="main" id="main" tabIndex={-1} mih="100vh" p="md" bg="gray.0">
      <Paper component="section" withBorder shadow="sm" p="xl" w="100%" maw={420} aria-labelledby="sign-in-title">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2" id="sign-in-title">
              {t('signIn.title')}
            </Title>
            <Text>{secondStep === 'totp' ? t('signIn.codeIntro') : secondStep === 'recoveryCode' ? t('signIn.recoveryIntro') : t('signIn.intro')}</Text>
            {hasEnded && !secondStep && (
              <Alert color="noksBlue" variant="outline" title={t('signIn.sessionEndedTitle')}>
                <Text c="noksBlue.9">{t('signIn.sessionEnded')}</Text>
              </Alert>
            )}
            {failure && (
              <Alert color="noksRed" variant="outline" role="alert">
                <Text c="noksRed.9">{failure}</Text>
              </Alert>
            )}
            {secondStep ? (
              <SecondStepFields step={secondStep} field={form.field('code')} onSwitch={switchSecondStep} />
            ) : (
              <>
                <TextInput label={t('signIn.email')} type="email" autoComplete="username" required {...form.field('email')} />
                <PasswordInput label={t('signIn.password')} autoComplete="current-password" required {...form.field('password')} />
              </>
            )}
            <Button type="submit" loading={isSending}>
              {t('signIn.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}

interface SecondStepFieldsProps {
  step: SecondStep;
  /** The code field's props from the form. */
  field: { name: string; value: string; error: string | undefined; onChange: (event: ChangeEvent<HTMLInputElement>) => void; onBlur: () => void };
  onSwitch: (step: SecondStep | null) => void;
}

function SecondStepFields({ step, field, onSwitch }: SecondStepFieldsProps) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      {step === 'totp' ? (
        <TextInput key="totp" label={t('signIn.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={7} required autoFocus {...field} />
      ) : (
        <TextInput key="recovery" label={t('signIn.recoveryCode')} autoComplete="off" spellCheck={false} required autoFocus {...field} />
      )}
      <Group justify="space-between">
        <Anchor component="button" type="button" size="sm" onClick={() => onSwitch(step === 'totp' ? 'recoveryCode' : 'totp')}>
          {step === 'totp' ? t('signIn.useRecovery') : t('signIn.useApp')}
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={() => onSwitch(null)}>
          {t('signIn.startAgain')}
        </Anchor>
      </Group>
    </>
  );
}
