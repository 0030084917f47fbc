import { Alert, Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { signedOutPath } from '../../../common/routes.js';
import { useLocale } from '../../lib/locale.js';
import { sessionHasEnded } from '../../lib/session.js';
import { SignInForm } from './sign-in-form.js';
import { SignedOutFrame } from './signed-out-frame.js';

/**
 * Shown at any dashboard path while nobody is signed in (guard 'auth'); after signing in, the
 * same path loads again, so the user lands where they were going.
 */
export default function SignInScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [hasEnded] = useState(sessionHasEnded);

  return (
    <SignedOutFrame id="sign-in-title" title={t('signIn.title')}>
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
      <Anchor component={Link} to={signedOutPath(locale, 'forgotten-password')} size="sm">
        {t('signIn.forgotten')}
      </Anchor>
    </SignedOutFrame>
  );
}
