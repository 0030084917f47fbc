import { Alert, Button, Fieldset, Group, Loader, Modal, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_STATUSES, type ContentStatus, NAME_MAX, URL_MAX } from '../../../common/schemas/common.js';
import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import { maxLength, required } from '../dashboard/form-rules.js';
import { useRuleForm } from '../dashboard/use-rule-form.js';
import { errorText, apiFieldErrors } from './error-text.js';
import type { MenuEditorNode, MenuItemView, MenuName } from './menu-api.js';
import { type MenuItemForm, emptyForm, formErrorsOf, formOfView, isEntityKind, linkAddress, menuItemPayload, onlyWhen } from './menu-item-form.js';
import { TargetPicker } from './target-picker.js';
import { useMenuItemView, useSaveMenuItem } from './use-menu-api.js';

/** Where the form saves: a new item at the end of the menu's top level, or a stored item where it stands. */
type Destination = { kind: 'new'; menu: MenuName; position: number } | { kind: 'stored'; view: MenuItemView };

interface ItemFormProps {
  initial: MenuItemForm;
  destination: Destination;
  onCancel: () => void;
  onSaved: (label: string) => void;
}

function ItemForm({ initial, destination, onCancel, onSaved }: ItemFormProps) {
  const { t } = useTranslation('dashboard-menu', { useSuspense: false });
  const menu = destination.kind === 'new' ? destination.menu : destination.view.menu;
  const save = useSaveMenuItem(menu);
  const [choices, setChoices] = useState(initial.choices);
  const [targetError, setTargetError] = useState<string | undefined>();
  const label = [required(t('rules.required')), maxLength(NAME_MAX, t('rules.tooLong', { max: NAME_MAX }))];
  const form = useRuleForm(initial.texts, {
    labelSr: label,
    labelLat: [onlyWhen(() => choices.isLatOverridden, label)],
    labelEn: [maxLength(NAME_MAX, t('rules.tooLong', { max: NAME_MAX }))],
    url: [onlyWhen(() => choices.targetKind === 'url', [required(t('rules.required')), linkAddress(t('rules.url')), maxLength(URL_MAX, t('rules.tooLong', { max: URL_MAX }))])],
  });

  function toggleLatin(isOverridden: boolean) {
    // Starting from the transliteration, the editor corrects only what needs it.
    if (isOverridden && !form.values.labelLat) form.setValues({ ...form.values, labelLat: cyrillicToLatin(form.values.labelSr) });
    setChoices({ ...choices, isLatOverridden: isOverridden });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const isTargetMissing = isEntityKind(choices.targetKind) && choices.targetId === null;
    setTargetError(isTargetMissing ? t('rules.target') : undefined);
    if (!form.validate() || isTargetMissing) return;
    const values = { texts: form.values, choices };
    const body =
      destination.kind === 'new'
        ? menuItemPayload(values, { menu, parentId: null, position: destination.position })
        : { ...menuItemPayload(values, destination.view), version: destination.view.version };
    try {
      await save.mutateAsync({ id: destination.kind === 'new' ? null : destination.view.id, body });
      onSaved(form.values.labelSr.trim());
    } catch (error) {
      const { target, ...texts } = formErrorsOf(apiFieldErrors(error));
      form.setServerErrors(texts);
      if (target) setTargetError(target);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {save.isError && (
          <Alert color="red.9" variant="outline" role="alert">
            <Text c="red.9">{errorText(save.error, t)}</Text>
          </Alert>
        )}
        <Fieldset legend={t('form.labels')}>
          <Stack>
            <TextInput label={t('form.labelSr')} lang="sr-Cyrl" required data-autofocus autoComplete="off" {...form.field('labelSr')} />
            <Switch label={t('form.latOverride')} checked={choices.isLatOverridden} onChange={(event) => toggleLatin(event.currentTarget.checked)} />
            {choices.isLatOverridden ? (
              <TextInput label={t('form.labelLat')} lang="sr-Latn" required autoComplete="off" {...form.field('labelLat')} />
            ) : (
              <TextInput label={t('form.labelLat')} lang="sr-Latn" description={t('form.latDerived')} variant="filled" readOnly value={cyrillicToLatin(form.values.labelSr)} />
            )}
            <TextInput label={t('form.labelEn')} lang="en" description={t('form.labelEnHint')} autoComplete="off" {...form.field('labelEn')} />
          </Stack>
        </Fieldset>
        <NativeSelect
          label={t('form.status')}
          description={t('form.statusHint')}
          value={choices.status}
          onChange={(event) => setChoices({ ...choices, status: event.currentTarget.value as ContentStatus })}
          data={CONTENT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
        <TargetPicker
          choices={choices}
          onChoicesChange={(next) => {
            setChoices(next);
            if (next.targetId !== null || !isEntityKind(next.targetKind)) setTargetError(undefined);
          }}
          targetError={targetError}
          urlField={form.field('url')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {destination.kind === 'new' ? t('form.create') : t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The edit form, once the item is loaded as it is stored now (with its current version). */
function EditItem({ node, onCancel, onSaved }: { node: MenuEditorNode; onCancel: () => void; onSaved: (label: string) => void }) {
  const { t } = useTranslation('dashboard-menu', { useSuspense: false });
  const view = useMenuItemView(node.id);
  if (view.isError) {
    return (
      <Alert color="red.9" variant="outline" role="alert">
        <Text c="red.9">{t('form.loadError')}</Text>
      </Alert>
    );
  }
  if (!view.data) return <Loader aria-label={t('form.loading')} />;
  return (
    <ItemForm
      key={`${view.data.id}:${view.data.version}`}
      initial={formOfView(view.data, node.targetTitle)}
      destination={{ kind: 'stored', view: view.data }}
      onCancel={onCancel}
      onSaved={onSaved}
    />
  );
}

export type ItemModalState = { kind: 'add'; menu: MenuName; position: number } | { kind: 'edit'; node: MenuEditorNode } | null;

interface MenuItemModalProps {
  /** What the dialog is for; it stays set while the dialog fades out after closing. */
  state: ItemModalState;
  opened: boolean;
  onClose: () => void;
  /** After a save, with the item's Serbian label (for the announcement). */
  onSaved: (label: string, isNew: boolean) => void;
}

/** Adds or edits one item: labels per locale (Latin derived live unless overridden), status, target. */
export function MenuItemModal({ state, opened, onClose, onSaved }: MenuItemModalProps) {
  const { t } = useTranslation('dashboard-menu', { useSuspense: false });
  return (
    <Modal
      opened={opened && state !== null}
      onClose={onClose}
      title={state?.kind === 'edit' ? t('form.editTitle') : t('form.addTitle')}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      size="lg"
    >
      {opened && state?.kind === 'add' && (
        <ItemForm initial={emptyForm()} destination={{ kind: 'new', menu: state.menu, position: state.position }} onCancel={onClose} onSaved={(label) => onSaved(label, true)} />
      )}
      {opened && state?.kind === 'edit' && <EditItem key={state.node.id} node={state.node} onCancel={onClose} onSaved={(label) => onSaved(label, false)} />}
    </Modal>
  );
}
