import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';
import { type Credentials, signIn } from '../../lib/session.js';
import { apiErrorText } from './error-text.js';
import { emailAddress, required } from './form-rules.js';
import { useRuleForm } from './use-rule-form.js';

/** The second step, for accounts with two-factor sign-in on: a code from the app, or a recovery code. */
type SecondStep = 'totp' | 'recoveryCode';

interface SignInFormProps {
  /** What the first step says above the fields. */
  intro: string;
  /** The account to sign in to again: its address is filled in and cannot be changed. Unset: any account. */
  email?: string;
  /** Shown under the intro on the first step (why the user is asked). */
  notice?: ReactNode;
  onSignedIn: () => void | Promise<void>;
}

/**
 * E-mail and password, then, when the account has two-factor sign-in on, a second step asking for
 * a code from the app or a recovery code (the API asks for it after the password). Shared by the
 * sign-in screen and the dialog that signs in again in place.
 */
export function SignInForm({ intro, email = '', notice, onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const isEmailFixed = email !== '';
  const form = useRuleForm(
    { email, password: '', code: '' },
    {
      email: [required(t('rules.required')), emailAddress(t('rules.email'))],
      password: [required(t('rules.required'))],
      code: [(value) => (secondStep && !value.trim() ? t('rules.required') : true)],
    },
  );

  function credentials(): Credentials {
    const { email: address, password, code } = form.values;
    if (secondStep === 'totp') return { email: address, password, totp: code.replace(/\s/g, '') };
    if (secondStep === 'recoveryCode') return { email: address, password, recoveryCode: code.trim() };
    return { email: address, password };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!form.validate()) return;
    setSending(true);
    try {
      await signIn(locale, credentials());
      await onSignedIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TOTP_REQUIRED') setSecondStep('totp');
      else setFailure(apiErrorText(error, t));
    } finally {
      setSending(false);
    }
  }

  function switchSecondStep(step: SecondStep | null) {
    setFailure(null);
    form.setValues((values) => ({ ...values, code: '' }));
    setSecondStep(step);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>{secondStep === 'totp' ? t('signIn.codeIntro') : secondStep === 'recoveryCode' ? t('signIn.recoveryIntro') : intro}</Text>
        {!secondStep && notice}
        {failure && (
          <Alert color="noksRed" variant="outline" role="alert">
            <Text c="noksRed.9">{failure}</Text>
          </Alert>
        )}
        {secondStep ? (
          <SecondStepFields step={secondStep} field={form.field('code')} onSwitch={switchSecondStep} />
        ) : (
          <>
            <TextInput label={t('signIn.email')} type="email" autoComplete="username" required readOnly={isEmailFixed} {...form.field('email')} />
            <PasswordInput label={t('signIn.password')} autoComplete="current-password" required data-autofocus={isEmailFixed || undefined} {...form.field('password')} />
          </>
        )}
        <Button type="submit" loading={isSending}>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
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
