import { Alert, Button, Group, Modal, NativeSelect, PasswordInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX, PASSWORD_MIN, ROLES, type Role, type UserDto } from '../../../common/schemas/user.js';
import { NAME_MAX } from '../../../common/schemas/common.js';
import { ApiError } from '../../lib/api-client.js';
import { useCreateUser, useResetPassword, useUpdateUser } from './dashboard-api.js';
import { apiErrorText, apiFieldErrors, apiFieldErrorsIn } from './error-text.js';
import { emailAddress, maxLength, minLength, required } from './form-rules.js';
import { useRuleForm } from './use-rule-form.js';

function FormAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('dashboard');
  return (
    <Alert color="noksRed" variant="outline" role="alert">
      <Text c="noksRed.9">{apiErrorText(error, t)}</Text>
    </Alert>
  );
}

function RoleSelect(props: { value: string; onChange: (role: Role) => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <NativeSelect
      label={t('users.role')}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value as Role)}
      data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
    />
  );
}

function ModalButtons({ onCancel, isPending, label }: { onCancel: () => void; isPending: boolean; label: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={isPending}>
        {label}
      </Button>
    </Group>
  );
}

/** A new account: name, e-mail, role and a first password. */
export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const create = useCreateUser();
  const [role, setRole] = useState<Role>('editor');
  const form = useRuleForm(
    { name: '', email: '', password: '' },
    {
      name: [required(t('rules.required')), maxLength(NAME_MAX, t('rules.tooLong', { max: NAME_MAX }))],
      email: [required(t('rules.required')), emailAddress(t('rules.email')), maxLength(EMAIL_MAX, t('rules.tooLong', { max: EMAIL_MAX }))],
      password: [required(t('rules.required')), minLength(PASSWORD_MIN, t('rules.passwordMin', { min: PASSWORD_MIN }))],
    },
  );

  function close() {
    form.reset();
    create.reset();
    setRole('editor');
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      await create.mutateAsync({ ...form.values, role });
      close();
    } catch (error) {
      form.setServerErrors(apiFieldErrorsIn(error, t));
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={t('users.create')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {create.isError && <FormAlert error={create.error} />}
          <TextInput label={t('users.name')} required data-autofocus autoComplete="off" {...form.field('name')} />
          <TextInput label={t('users.email')} type="email" required autoComplete="off" {...form.field('email')} />
          <RoleSelect value={role} onChange={setRole} />
          <PasswordInput label={t('users.password')} description={t('rules.passwordMin', { min: PASSWORD_MIN })} required autoComplete="new-password" {...form.field('password')} />
          <ModalButtons onCancel={close} isPending={create.isPending} label={t('users.createSubmit')} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Name, role and whether the account may sign in; saved against the version it was opened at. */
export function EditUserModal({ user, onClose }: { user: UserDto | null; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Modal opened={user !== null} onClose={onClose} title={t('users.edit')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {user && <EditUserForm key={`${user.id}:${user.version}`} user={user} onClose={onClose} />}
    </Modal>
  );
}

function EditUserForm({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const update = useUpdateUser();
  const [role, setRole] = useState<Role>(user.role);
  const [isActive, setActive] = useState(user.active);
  const form = useRuleForm({ name: user.name }, { name: [required(t('rules.required')), maxLength(NAME_MAX, t('rules.tooLong', { max: NAME_MAX }))] });
  const isConflict = update.error instanceof ApiError && update.error.status === 409;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      await update.mutateAsync({ id: user.id, name: form.values.name, role, active: isActive, version: user.version });
      onClose();
    } catch (error) {
      form.setServerErrors(apiFieldErrors(error));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text fw={600}>{user.email}</Text>
        {update.isError && <FormAlert error={update.error} />}
        {isConflict && (
          <Button variant="outline" onClick={onClose}>
            {t('users.reloadAfterConflict')}
          </Button>
        )}
        <TextInput label={t('users.name')} required data-autofocus {...form.field('name')} />
        <RoleSelect value={role} onChange={setRole} />
        {apiFieldErrors(update.error)?.role !== undefined && <Text c="#bf360c" size="sm">{String(apiFieldErrors(update.error)!.role)}</Text>}
        <Switch label={t('users.activeLabel')} checked={isActive} onChange={(event) => setActive(event.currentTarget.checked)} />
        <ModalButtons onCancel={onClose} isPending={update.isPending} label={t('common.save')} />
      </Stack>
    </form>
  );
}

/** An admin sets a new password for someone (their open sessions end). */
export function ResetPasswordModal({ user, onClose }: { user: UserDto | null; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const reset = useResetPassword();
  const form = useRuleForm({ password: '' }, { password: [required(t('rules.required')), minLength(PASSWORD_MIN, t('rules.passwordMin', { min: PASSWORD_MIN }))] });

  function close() {
    form.reset();
    reset.reset();
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user || !form.validate()) return;
    try {
      await reset.mutateAsync({ id: user.id, password: form.values.password });
      close();
    } catch (error) {
      form.setServerErrors(apiFieldErrorsIn(error, t));
    }
  }

  return (
    <Modal opened={user !== null} onClose={close} title={t('users.resetPassword')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text>{t('users.resetIntro', { name: user?.name ?? '' })}</Text>
          {reset.isError && <FormAlert error={reset.error} />}
          <PasswordInput label={t('users.newPassword')} description={t('rules.passwordMin', { min: PASSWORD_MIN })} required data-autofocus autoComplete="new-password" {...form.field('password')} />
          <ModalButtons onCancel={close} isPending={reset.isPending} label={t('users.resetSubmit')} />
        </Stack>
      </form>
    </Modal>
  );
}
