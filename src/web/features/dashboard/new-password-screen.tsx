import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PASSWORD_MIN } from '../../../common/schemas/user.js';
import { dashboardPath, signedOutPath } from '../../../common/routes.js';
import { ApiError } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';
import { useSetPasswordWithLink } from './dashboard-api.js';
import { apiErrorText, apiFieldErrors, apiFieldErrorsIn } from './error-text.js';
import { minLength, required, sameAs } from './form-rules.js';
import { SignedOutFrame } from './signed-out-frame.js';
import { useRuleForm } from './use-rule-form.js';

const LINK_REFUSALS = ['RESET_LINK_INVALID', 'RESET_LINK_USED', 'RESET_LINK_EXPIRED'];

/** The link's token: in the address's fragment, which the browser sends to no server. */
function tokenInAddress(): string {
  try {
    return decodeURIComponent(window.location.hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

/** Opened from the e-mailed link: sets a new password for the account, which ends all its sessions. */
export default function NewPasswordScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [token] = useState(tokenInAddress);
  // Once read, the token leaves the address bar and the history: nothing is left behind to reuse.
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }, []);
  const setPassword = useSetPasswordWithLink();
  const [isDone, setDone] = useState(false);
  const form = useRuleForm(
    { password: '', repeatPassword: '' },
    {
      password: [required(t('rules.required')), minLength(PASSWORD_MIN, t('rules.passwordMin', { min: PASSWORD_MIN }))],
      repeatPassword: [sameAs('password', t('rules.passwordRepeat'))],
    },
  );
  const isLinkRefused = !token || (setPassword.error instanceof ApiError && LINK_REFUSALS.includes(setPassword.error.code));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      await setPassword.mutateAsync({ token, password: form.values.password });
      form.reset();
      setDone(true);
    } catch (error) {
      form.setServerErrors(apiFieldErrorsIn(error, t));
    }
  }

  if (isDone) {
    return (
      <SignedOutFrame id="new-password-title" title={t('newPassword.title')}>
        <Alert color="noksBlue" variant="outline" role="status" title={t('newPassword.doneTitle')}>
          <Text c="noksBlue.9">{t('newPassword.done')}</Text>
        </Alert>
        <Button component={Link} to={dashboardPath(locale)}>
          {t('newPassword.signIn')}
        </Button>
      </SignedOutFrame>
    );
  }
  return (
    <SignedOutFrame id="new-password-title" title={t('newPassword.title')}>
      {isLinkRefused ? (
        <Alert color="noksRed" variant="outline" role="alert">
          <Text c="noksRed.9">{token ? apiErrorText(setPassword.error, t) : t('newPassword.invalid')}</Text>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text>{t('newPassword.intro')}</Text>
            {setPassword.isError && !apiFieldErrors(setPassword.error) && (
              <Alert color="noksRed" variant="outline" role="alert">
                <Text c="noksRed.9">{apiErrorText(setPassword.error, t)}</Text>
              </Alert>
            )}
            <PasswordInput label={t('password.new')} description={t('rules.passwordMin', { min: PASSWORD_MIN })} autoComplete="new-password" required {...form.field('password')} />
            <PasswordInput label={t('password.repeat')} autoComplete="new-password" required {...form.field('repeatPassword')} />
            <Button type="submit" loading={setPassword.isPending}>
              {t('newPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={isLinkRefused ? signedOutPath(locale, 'forgotten-password') : dashboardPath(locale)} size="sm">
        {isLinkRefused ? t('newPassword.askAgain') : t('forgotten.backToSignIn')}
      </Anchor>
    </SignedOutFrame>
  );
}
