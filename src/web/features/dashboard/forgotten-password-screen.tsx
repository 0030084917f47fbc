import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardPath } from '../../../common/routes.js';
import { useLocale } from '../../lib/locale.js';
import { useRequestPasswordLink } from './dashboard-api.js';
import { apiErrorText } from './error-text.js';
import { emailAddress, required } from './form-rules.js';
import { SignedOutFrame } from './signed-out-frame.js';
import { useRuleForm } from './use-rule-form.js';

/**
 * Reached from the sign-in screen: asks for the account's address and has a link to set a new
 * password sent there. The answer is the same whether or not an account has the address.
 */
export default function ForgottenPasswordScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const request = useRequestPasswordLink();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useRuleForm({ email: '' }, { email: [required(t('rules.required')), emailAddress(t('rules.email'))] });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) return;
    const email = form.values.email.trim();
    try {
      await request.mutateAsync(email);
      setSentTo(email);
    } catch {
      // Shown from the mutation's error below.
    }
  }

  return (
    <SignedOutFrame id="forgotten-password-title" title={t('forgotten.title')}>
      {sentTo ? (
        <Alert color="noksBlue" variant="outline" role="status" title={t('forgotten.sentTitle')}>
          <Text c="noksBlue.9">{t('forgotten.sent', { email: sentTo })}</Text>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text>{t('forgotten.intro')}</Text>
            {request.isError && (
              <Alert color="noksRed" variant="outline" role="alert">
                <Text c="noksRed.9">{apiErrorText(request.error, t)}</Text>
              </Alert>
            )}
            <TextInput label={t('signIn.email')} type="email" autoComplete="username" required {...form.field('email')} />
            <Button type="submit" loading={request.isPending}>
              {t('forgotten.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={dashboardPath(locale)} size="sm">
        {t('forgotten.backToSignIn')}
      </Anchor>
    </SignedOutFrame>
  );
}
