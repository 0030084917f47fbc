import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { abandonRenewal, hostSessionRenewal, showRenewalDialog, useSessionLapse } from '../../lib/session.js';
import { SignInForm } from './sign-in-form.js';

/**
 * When the session ends while the dashboard is open (it expired, or was ended elsewhere), the user
 * signs in again here, over the screen, which keeps what was typed; the requests the API refused
 * meanwhile (a save) are sent again once signed in. Closed, the header offers it again; "Sign out"
 * gives up and shows the sign-in screen.
 */
export function SessionRenewalDialog() {
  const { t } = useTranslation('dashboard');
  const lapse = useSessionLapse();
  useEffect(() => hostSessionRenewal(), []);
  return (
    <Modal opened={lapse?.isAsking ?? false} onClose={() => showRenewalDialog(false)} title={t('session.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {lapse && (
        <SignInForm
          key={lapse.user.id}
          intro={t('session.intro')}
          email={lapse.user.email}
          // Above the fields: a message a field shows on blur does not move it from under the pointer.
          notice={
            <Stack gap="xs">
              <Text size="sm">{t('session.kept')}</Text>
              <Text size="sm">
                {t('session.notNow')}{' '}
                <Anchor component="button" type="button" size="sm" onClick={abandonRenewal}>
                  {t('shell.signOut')}
                </Anchor>
              </Text>
            </Stack>
          }
          onSignedIn={() => undefined}
        />
      )}
    </Modal>
  );
}
