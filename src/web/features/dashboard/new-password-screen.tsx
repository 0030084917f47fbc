import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardPath, signedOutPath } from '../../../common/routes.js';
import { ApiError } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';
import { useSetPasswordWithLink } from './dashboard-api.js';
import { apiErrorText, apiFieldErrors, apiFieldErrorsIn } from './error-text.js';
import { useLinkToken } from './link-token.js';
import { NewPasswordFields, PasswordSetNotice, newPasswordRules } from './new-password-parts.js';
import { SignedOutFrame } from './signed-out-frame.js';
import { useRuleForm } from './use-rule-form.js';

const LINK_REFUSALS = ['RESET_LINK_INVALID', 'RESET_LINK_USED', 'RESET_LINK_EXPIRED'];

/** Opened from the e-mailed link: sets a new password for the account, which ends all its sessions. */
export default function NewPasswordScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const token = useLinkToken();
  const setPassword = useSetPasswordWithLink();
  const [isDone, setDone] = useState(false);
  const form = useRuleForm({ password: '', repeatPassword: '' }, newPasswordRules(t));
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
        <PasswordSetNotice title={t('newPassword.doneTitle')} text={t('newPassword.done')} />
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
            <NewPasswordFields form={form} />
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
