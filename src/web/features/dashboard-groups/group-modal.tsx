import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Grant } from '../../../common/permissions.js';
import { NAME_MAX } from '../../../common/schemas/common.js';
import { DESCRIPTION_MAX } from '../../../common/schemas/groups.js';
import { isVersionConflict } from '../../lib/api-errors.js';
import { apiFieldErrors } from '../dashboard/error-text.js';
import { maxLength, required } from '../dashboard/form-rules.js';
import { useRuleForm } from '../dashboard/use-rule-form.js';
import { grantErrors, groupName, localizeGroupFieldErrors } from './grant-rules.js';
import { GrantsEditor } from './grants-editor.js';
import { GroupErrorAlert } from './group-errors.js';
import { type GroupDto, useCreateGroup, useUpdateGroup } from './groups-api.js';

/** The group the modal works on: a new one, one to edit, or none (closed). */
export type GroupEditing = GroupDto | 'new' | null;

/** A new group, or a group's name, description and grants, saved against the version it was opened at. */
export function GroupModal({ editing, onClose }: { editing: GroupEditing; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const title = editing === 'new' ? t('groups.create') : editing ? t('groups.editTitle', { name: groupName(editing, t) }) : '';
  return (
    <Modal opened={editing !== null} onClose={onClose} title={title} size="xl" closeButtonProps={{ 'aria-label': t('common.close') }}>
      {editing && <GroupForm key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`} group={editing === 'new' ? null : editing} onClose={onClose} />}
    </Modal>
  );
}

/** Fields of the form the rules check (the grants have their own). */
const TEXT_FIELDS = ['name', 'description'];

function GroupForm({ group, onClose }: { group: GroupDto | null; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const save = group ? update : create;
  const [grants, setGrants] = useState<Grant[]>(group?.grants ?? []);
  const [grantMessages, setGrantMessages] = useState<Record<string, string>>({});
  const [wasSubmitted, setSubmitted] = useState(false);
  const form = useRuleForm(
    { name: group ? groupName(group, t) : '', description: group?.description ?? '' },
    {
      name: [required(t('rules.required')), maxLength(NAME_MAX, t('rules.tooLong', { max: NAME_MAX }))],
      description: [maxLength(DESCRIPTION_MAX, t('rules.tooLong', { max: DESCRIPTION_MAX }))],
    },
  );
  const isBuiltIn = group !== null && group.key !== null;
  const checkGrants = (next: Grant[]) => grantErrors(next, { chooseAction: t('groups.chooseAction'), duplicate: t('groups.duplicate') });

  function changeGrants(next: Grant[]) {
    setGrants(next);
    // Rows moved with the change: the messages are those of the rules now, the API's no longer apply.
    if (wasSubmitted) setGrantMessages(checkGrants(next));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const grantProblems = checkGrants(grants);
    setGrantMessages(grantProblems);
    if (!form.validate() || Object.keys(grantProblems).length > 0) return;
    // A built-in group's name is stored in English and cannot change: it is sent as stored.
    const input = { name: group?.key ? group.name : form.values.name, description: form.values.description, grants: group?.admin ? [] : grants };
    try {
      if (group) await update.mutateAsync({ id: group.id, version: group.version, ...input });
      else await create.mutateAsync(input);
      onClose();
    } catch (error) {
      const fields = localizeGroupFieldErrors(apiFieldErrors(error), t);
      form.setServerErrors(fields);
      setGrantMessages(Object.fromEntries(Object.entries(fields).filter(([field]) => !TEXT_FIELDS.includes(field))));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {save.isError && (
          <GroupErrorAlert error={save.error}>
            {isVersionConflict(save.error) && (
              <Button variant="outline" mt="sm" onClick={onClose}>
                {t('groups.reloadAfterConflict')}
              </Button>
            )}
          </GroupErrorAlert>
        )}
        <TextInput label={t('groups.name')} required disabled={isBuiltIn} description={isBuiltIn ? t('groups.builtInName') : undefined} data-autofocus={isBuiltIn ? undefined : true} autoComplete="off" {...form.field('name')} />
        <Textarea label={t('groups.description')} autosize minRows={2} maxRows={6} {...form.field('description')} />
        {group?.admin ? <Text>{t('groups.adminHolds')}</Text> : <GrantsEditor value={grants} onChange={changeGrants} errors={grantMessages} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {group ? t('common.save') : t('groups.createSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
