import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.js';
import { useLocale } from '../../lib/locale.js';
import { sessionHasEnded, signIn } from '../../lib/session.js';
import { apiErrorText } from './error-text.js';
import { emailAddress, required } from './form-rules.js';
import { useRuleForm } from './use-rule-form.js';

/**
 * Shown at any dashboard path while nobody is signed in (guard 'auth'); after signing in, the
 * same path loads again, so the user lands where they were going.
 */
export default function SignInScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [hasEnded] = useState(sessionHasEnded);
  useDocumentTitle(t('signIn.title'));
  const form = useRuleForm(
    { email: '', password: '' },
    { email: [required(t('rules.required')), emailAddress(t('rules.email'))], password: [required(t('rules.required'))] },
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!form.validate()) return;
    setSending(true);
    try {
      await signIn(locale, form.values);
      // The same path again: its guards now let the user through (a new location also clears
      // the error boundary that shows this screen).
      await navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
    } catch (error) {
      setFailure(apiErrorText(error, t));
      setSending(false);
    }
  }

  return (
    <Center component="main" id="main" tabIndex={-1} mih="100vh" p="md" bg="gray.0">
      <Paper component="section" withBorder shadow="sm" p="xl" w="100%" maw={420} aria-labelledby="sign-in-title">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2" id="sign-in-title">
              {t('signIn.title')}
            </Title>
            <Text>{t('signIn.intro')}</Text>
            {hasEnded && (
              <Alert color="noksBlue" variant="outline" title={t('signIn.sessionEndedTitle')}>
                <Text c="noksBlue.9">{t('signIn.sessionEnded')}</Text>
              </Alert>
            )}
            {failure && (
              <Alert color="noksRed" variant="outline" role="alert">
                <Text c="noksRed.9">{failure}</Text>
              </Alert>
            )}
            <TextInput label={t('signIn.email')} type="email" autoComplete="username" required {...form.field('email')} />
            <PasswordInput label={t('signIn.password')} autoComplete="current-password" required {...form.field('password')} />
            <Button type="submit" loading={isSending}>
              {t('signIn.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
