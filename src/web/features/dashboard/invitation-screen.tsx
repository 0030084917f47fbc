import { Alert, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { dashboardPath } from '../../../common/routes.js';
import type { InvitationPreview } from '../../../common/schemas/invitations.js';
import { ApiError } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';
import { signIn } from '../../lib/session.js';
import { useAcceptInvitation, useInvitationPreview } from './dashboard-api.js';
import { apiErrorText, apiFieldErrors, apiFieldErrorsIn } from './error-text.js';
import { useLinkToken } from './link-token.js';
import { NewPasswordFields, PasswordSetNotice, newPasswordRules } from './new-password-parts.js';
import { formatDateTime } from './section-paths.js';
import { SignedOutFrame } from './signed-out-frame.js';
import { useRuleForm } from './use-rule-form.js';

const LINK_REFUSALS = ['INVITATION_INVALID', 'INVITATION_USED', 'INVITATION_EXPIRED', 'INVITATION_REVOKED'];

const isLinkRefusal = (error: unknown): error is ApiError => error instanceof ApiError && LINK_REFUSALS.includes(error.code);

/** Why the link cannot be used, and what to do: a used one means the account exists, so sign in. */
function LinkRefused({ error }: { error: ApiError | null }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <>
      <Alert color="noksRed" variant="outline" role="alert">
        <Text c="noksRed.9">{error ? apiErrorText(error, t) : t('invitation.invalid')}</Text>
      </Alert>
      {error?.code === 'INVITATION_USED' && (
        <Button component={Link} to={dashboardPath(locale)}>
          {t('invitation.signIn')}
        </Button>
      )}
    </>
  );
}

/**
 * The invited person chooses a password: the account is made, then signed in with it, and the
 * dashboard opens (with two-factor sign-in to set up first where the portal requires it).
 */
function AcceptForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [isSigningIn, setSigningIn] = useState(false);
  const [isAccountReady, setAccountReady] = useState(false);
  const form = useRuleForm({ password: '', repeatPassword: '' }, newPasswordRules(t));

  async function signInAs(email: string, password: string) {
    setSigningIn(true);
    try {
      await signIn(locale, { email, password });
      await navigate(dashboardPath(locale), { replace: true });
    } catch {
      setAccountReady(true);
    } finally {
      setSigningIn(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) return;
    const { password } = form.values;
    const accepted = await accept.mutateAsync({ token, password }).catch((error: unknown) => {
      form.setServerErrors(apiFieldErrorsIn(error, t));
      return null;
    });
    if (accepted) await signInAs(accepted.email, password);
  }

  if (isLinkRefusal(accept.error)) return <LinkRefused error={accept.error} />;
  // The account is made but signing in failed (the network, too many attempts): the password works on the sign-in screen.
  if (isAccountReady) return <PasswordSetNotice title={t('invitation.readyTitle')} text={t('invitation.ready')} />;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>{t('invitation.intro', { name: invitation.name })}</Text>
        <Text size="sm">
          {t('invitation.validUntil')} <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt, locale)}</time>
        </Text>
        {accept.isError && !apiFieldErrors(accept.error) && (
          <Alert color="noksRed" variant="outline" role="alert">
            <Text c="noksRed.9">{apiErrorText(accept.error, t)}</Text>
          </Alert>
        )}
        {/* The address the account signs in with, read-only: password managers keep it with the new password. */}
        <TextInput label={t('signIn.email')} type="email" autoComplete="username" readOnly value={invitation.email} />
        <NewPasswordFields form={form} />
        <Button type="submit" loading={accept.isPending || isSigningIn}>
          {t('invitation.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** What the link stands for: a refusal, the wait for the answer, or the form. */
function InvitationOfLink({ token }: { token: string }) {
  const { t } = useTranslation('dashboard');
  const preview = useInvitationPreview(token);
  if (!token) return <LinkRefused error={null} />;
  if (isLinkRefusal(preview.error)) return <LinkRefused error={preview.error} />;
  if (preview.isPending) return <Loader aria-label={t('common.loading')} />;
  if (preview.isError) {
    return (
      <Alert color="noksRed" variant="outline" role="alert">
        <Text c="noksRed.9">{apiErrorText(preview.error, t)}</Text>
      </Alert>
    );
  }
  return <AcceptForm token={token} invitation={preview.data} />;
}

/** Opened from the invitation's e-mailed link, in the invitation's language: whom it is for, then the account's password. */
export default function InvitationScreen() {
  const { t } = useTranslation('dashboard');
  const token = useLinkToken();
  return (
    <SignedOutFrame id="invitation-title" title={t('invitation.title')}>
      <InvitationOfLink token={token} />
    </SignedOutFrame>
  );
}
