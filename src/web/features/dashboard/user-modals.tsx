import { Alert, Button, Checkbox, Group, Loader, Modal, PasswordInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX, PASSWORD_MIN, type UserDto } from '../../../common/schemas/user.js';
import { NAME_MAX } from '../../../common/schemas/common.js';
import { ApiError } from '../../lib/api-client.js';
import { groupName } from '../dashboard-groups/grant-rules.js';
import { useGroups } from '../dashboard-groups/groups-api.js';
import { useCreateUser, useResetPassword, useUpdateUser } from './dashboard-api.js';
import { apiErrorText, apiFieldErrors, apiFieldErrorsIn } from './error-text.js';
import { type Rules, emailAddress, maxLength, minLength, required } from './form-rules.js';
import { useRuleForm } from './use-rule-form.js';

export function FormAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('dashboard');
  return (
    <Alert color="noksRed" variant="outline" role="alert">
      <Text c="noksRed.9">{apiErrorText(error, t)}</Text>
    </Alert>
  );
}

/** The group new users join unless the admin chooses otherwise: the least that lets them work. */
const DEFAULT_GROUP_KEY = 'authors';

/**
 * The groups chosen for a user or an invitation, and their message: the rule (at least one), then the API's for
 * `groupIds` (or one of its ids). `initial` null: a new user, in the default group.
 */
function useGroupChoice(initial: number[] | null) {
  const { t } = useTranslation('dashboard');
  const groups = useGroups();
  const [chosen, setChosen] = useState<number[] | null>(initial);
  const [error, setError] = useState<string | undefined>();
  const ids = chosen ?? (groups.data?.items ?? []).filter((group) => group.key === DEFAULT_GROUP_KEY).map((group) => group.id);
  const check = (next: number[]) => {
    const message = next.length === 0 ? t('users.chooseGroup') : undefined;
    setError(message);
    return message === undefined;
  };
  return {
    groups,
    ids,
    error,
    change: (next: number[]) => {
      setChosen(next);
      check(next);
    },
    validate: () => check(ids),
    setServerErrors: (fields: Record<string, unknown> | undefined) => {
      const message = Object.entries(fields ?? {}).find(([field]) => field === 'groupIds' || field.startsWith('groupIds.'))?.[1];
      if (message !== undefined) setError(String(message));
    },
    reset: () => {
      setChosen(initial);
      setError(undefined);
    },
  };
}

/** The groups a user belongs to, a checkbox each: what the user may do is what any of them allows. */
function GroupChoice({ choice }: { choice: ReturnType<typeof useGroupChoice> }) {
  const { t } = useTranslation('dashboard');
  const { groups } = choice;
  if (groups.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (groups.isError) return <FormAlert error={groups.error} />;
  return (
    <Checkbox.Group label={t('users.groups')} description={t('users.groupsHint')} required value={choice.ids.map(String)} onChange={(ids) => choice.change(ids.map(Number))} error={choice.error}>
      <Stack gap="xs" mt="xs">
        {groups.data.items.map((group) => (
          <Checkbox key={group.id} value={String(group.id)} label={groupName(group, t)} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

export function ModalButtons({ onCancel, isPending, label }: { onCancel: () => void; isPending: boolean; label: string }) {
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

/** The rules of a new person's name and address. */
function nameAndEmailRules(t: TFunction<'dashboard'>) {
  return {
    name: [required(t('rules.required')), maxLength(NAME_MAX, t('rules.tooLong', { max: NAME_MAX }))],
    email: [required(t('rules.required')), emailAddress(t('rules.email')), maxLength(EMAIL_MAX, t('rules.tooLong', { max: EMAIL_MAX }))],
  };
}

/**
 * The form of a new person, an account or an invitation: name, address and groups (the authors
 * unless chosen otherwise), with what else the caller asks (`initial`, `rules`). `send` checks it
 * all, calls the API and shows its refusal at the fields (`fieldErrorsOf` words them); null unless sent.
 */
export function useNewPersonForm<V extends { name: string; email: string }>(initial: V, rules: Rules<V>, fieldErrorsOf: (error: unknown) => Record<string, unknown> | undefined) {
  const { t } = useTranslation('dashboard');
  const form = useRuleForm<V>(initial, { ...nameAndEmailRules(t), ...rules });
  const groups = useGroupChoice(null);

  async function send<R>(call: (values: V, groupIds: number[]) => Promise<R>): Promise<R | null> {
    const isFormValid = form.validate();
    if (!groups.validate() || !isFormValid) return null;
    try {
      return await call(form.values, groups.ids);
    } catch (error) {
      form.setServerErrors(fieldErrorsOf(error));
      groups.setServerErrors(apiFieldErrors(error));
      return null;
    }
  }

  const reset = () => {
    form.reset();
    groups.reset();
  };
  return { form, groups, send, reset };
}

/** What the form gives a text field (useRuleForm's `field`). */
interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

/** A new person's name, address and groups. */
export function NewPersonFields({ field, groups }: { field: (name: 'name' | 'email') => FieldProps; groups: ReturnType<typeof useGroupChoice> }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <TextInput label={t('users.name')} required data-autofocus autoComplete="off" {...field('name')} />
      <TextInput label={t('users.email')} type="email" required autoComplete="off" {...field('email')} />
      <GroupChoice choice={groups} />
    </>
  );
}

/** A new account: name, e-mail, groups (the authors unless chosen otherwise) and a first password. */
export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const create = useCreateUser();
  const person = useNewPersonForm(
    { name: '', email: '', password: '' },
    { password: [required(t('rules.required')), minLength(PASSWORD_MIN, t('rules.passwordMin', { min: PASSWORD_MIN }))] },
    (error) => apiFieldErrorsIn(error, t),
  );

  function close() {
    person.reset();
    create.reset();
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await person.send((values, groupIds) => create.mutateAsync({ ...values, groupIds }))) close();
  }

  return (
    <Modal opened={opened} onClose={close} title={t('users.create')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {create.isError && <FormAlert error={create.error} />}
          <NewPersonFields field={person.form.field} groups={person.groups} />
          <PasswordInput label={t('users.password')} description={t('rules.passwordMin', { min: PASSWORD_MIN })} required autoComplete="new-password" {...person.form.field('password')} />
          <ModalButtons onCancel={close} isPending={create.isPending} label={t('users.createSubmit')} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Name, groups and whether the account may sign in; saved against the version it was opened at. */
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
  const groups = useGroupChoice(user.groups.map((group) => group.id));
  const [isActive, setActive] = useState(user.active);
  const form = useRuleForm({ name: user.name }, { name: [required(t('rules.required')), maxLength(NAME_MAX, t('rules.tooLong', { max: NAME_MAX }))] });
  const isConflict = update.error instanceof ApiError && update.error.status === 409;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const isFormValid = form.validate();
    if (!groups.validate() || !isFormValid) return;
    try {
      await update.mutateAsync({ id: user.id, name: form.values.name, groupIds: groups.ids, active: isActive, version: user.version });
      onClose();
    } catch (error) {
      form.setServerErrors(apiFieldErrors(error));
      groups.setServerErrors(apiFieldErrors(error));
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
        <GroupChoice choice={groups} />
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
