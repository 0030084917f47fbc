import { Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale, isLocale } from '../../../common/locales.js';
import { INVITATION_VALID_DAYS } from '../../../common/schemas/invitations.js';
import { ApiError } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';
import { useInvite } from './dashboard-api.js';
import { apiFieldErrors } from './error-text.js';
import { FormAlert, ModalButtons, NewPersonFields, useNewPersonForm } from './user-modals.js';

/**
 * The API's per-field messages of a refused invitation, the address's in the dashboard's words: it
 * belongs to a user already (EMAIL_TAKEN), or has an invitation still open (CONFLICT).
 */
function inviteFieldErrors(error: unknown, t: TFunction<'dashboard'>): Record<string, unknown> | undefined {
  const fields = apiFieldErrors(error);
  if (!(error instanceof ApiError) || fields?.email === undefined) return fields;
  if (error.code === 'EMAIL_TAKEN') return { ...fields, email: t('users.emailTaken') };
  if (error.code === 'CONFLICT') return { ...fields, email: t('invitations.alreadyInvited') };
  return fields;
}

/** A refusal said at its fields is pointed to from the top; any other is said there. */
function InviteRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation('dashboard');
  if (!inviteFieldErrors(error, t)) return <FormAlert error={error} />;
  return (
    <Text c="noksRed.9" role="alert">
      {t('invitations.checkFields')}
    </Text>
  );
}

/**
 * An invitation: whom (name, address), into which groups (the authors unless chosen otherwise) and
 * in which language the e-mail is written, and the dashboard first opens (the admin's own unless chosen).
 */
export function InviteModal({ opened, onClose, onSent }: { opened: boolean; onClose: () => void; onSent: (email: string) => void }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const invite = useInvite();
  const person = useNewPersonForm({ name: '', email: '' }, {}, (error) => inviteFieldErrors(error, t));
  const [language, setLanguage] = useState<Locale>(locale);

  function close() {
    person.reset();
    invite.reset();
    setLanguage(locale);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const sent = await person.send(({ name, email }, groupIds) => invite.mutateAsync({ name: name.trim(), email: email.trim(), groupIds, locale: language }));
    if (!sent) return;
    close();
    onSent(sent.email);
  }

  return (
    <Modal opened={opened} onClose={close} title={t('invitations.invite')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text>{t('invitations.inviteIntro', { days: INVITATION_VALID_DAYS })}</Text>
          {invite.isError && <InviteRefusal error={invite.error} />}
          <NewPersonFields field={person.form.field} groups={person.groups} />
          <Radio.Group label={t('invitations.language')} description={t('invitations.languageHint')} required value={language} onChange={(value) => isLocale(value) && setLanguage(value)}>
            <Group gap="md" mt="xs">
              {LOCALES.map((option) => (
                <Radio key={option} value={option} label={t(`invitations.languages.${option}`)} />
              ))}
            </Group>
          </Radio.Group>
          <ModalButtons onCancel={close} isPending={invite.isPending} label={t('invitations.send')} />
        </Stack>
      </form>
    </Modal>
  );
}
