import { Alert, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.js';
import { sessionHasEnded } from '../../lib/session.js';
import { SignInForm } from './sign-in-form.js';

/**
 * Shown at any dashboard path while nobody is signed in (guard 'auth'); after signing in, the
 * same path loads again, so the user lands where they were going.
 */
export default function SignInScreen() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const location = useLocation();
  const [hasEnded] = useState(sessionHasEnded);
  useDocumentTitle(t('signIn.title'));

  return (
    <Center component="main" id="main" tabIndex={-1} mih="100vh" p="md" bg="gray.0">
      <Paper component="section" withBorder shadow="sm" p="xl" w="100%" maw={420} aria-labelledby="sign-in-title">
        <Stack>
          <Title order={1} size="h2" id="sign-in-title">
            {t('signIn.title')}
          </Title>
          <SignInForm
            intro={t('signIn.intro')}
            notice={
              hasEnded && (
                <Alert color="noksBlue" variant="outline" title={t('signIn.sessionEndedTitle')}>
                  <Text c="noksBlue.9">{t('signIn.sessionEnded')}</Text>
                </Alert>
              )
            }
            // The same path again: its guards now let the user through (a new location also clears
            // the error boundary that shows this screen).
            onSignedIn={() => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })}
          />
        </Stack>
      </Paper>
    </Center>
  );
}
