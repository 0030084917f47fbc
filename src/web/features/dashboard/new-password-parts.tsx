// The parts the screens that set a password through an e-mailed link share: a new password's, an invitation's.
import { Alert, Button, PasswordInput, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardPath } from '../../../common/routes.js';
import { PASSWORD_MIN } from '../../../common/schemas/user.js';
import { useLocale } from '../../lib/locale.js';
import { minLength, required, sameAs } from './form-rules.js';
import type { useRuleForm } from './use-rule-form.js';

/** A password chosen through an e-mailed link (a new one, an invitation's first): long enough, and typed twice the same. */
export function newPasswordRules(t: TFunction<'dashboard'>) {
  return {
    password: [required(t('rules.required')), minLength(PASSWORD_MIN, t('rules.passwordMin', { min: PASSWORD_MIN }))],
    repeatPassword: [sameAs('password', t('rules.passwordRepeat'))],
  };
}

type NewPasswordForm = ReturnType<typeof useRuleForm<{ password: string; repeatPassword: string }>>;

/** The new password and its repetition, with the rule said under the first. */
export function NewPasswordFields({ form }: { form: NewPasswordForm }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <PasswordInput label={t('password.new')} description={t('rules.passwordMin', { min: PASSWORD_MIN })} autoComplete="new-password" required {...form.field('password')} />
      <PasswordInput label={t('password.repeat')} autoComplete="new-password" required {...form.field('repeatPassword')} />
    </>
  );
}

/** The password is set: what to know next, and the way to the sign-in screen. */
export function PasswordSetNotice({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <>
      <Alert color="noksBlue" variant="outline" role="status" title={title}>
        <Text c="noksBlue.9">{text}</Text>
      </Alert>
      <Button component={Link} to={dashboardPath(locale)}>
        {t('newPassword.signIn')}
      </Button>
    </>
  );
}
