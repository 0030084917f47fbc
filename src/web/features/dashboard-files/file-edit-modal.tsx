import { Alert, Button, Chip, Divider, Fieldset, Group, Loader, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMedia, ReferenceMode } from '../../../common/schemas/admin.js';
import { CONTENT_STATUSES } from '../../../common/schemas/common.js';
import { ApiError } from '../../lib/api-client.js';
import { useLocale } from '../../lib/locale.js';
import { mayOnItem, usePermissions } from '../../lib/permissions.js';
import { useRuleForm } from '../dashboard/use-rule-form.js';
import { UnpublishedReferencesAlert, unpublishedReferencesOf, useUnpublishedReferences } from '../dashboard/unpublished-references.js';
import { releaseMedia } from '../dashboard-media/media-api.js';
import { useAdminCategories } from '../dashboard-lists/use-content-list.js';
import { FileDelete } from './file-delete.js';
import { FileDocumentField } from './file-document-field.js';
import { type FileFormValues, type LatinOverrides, type TextField, fileFormRules, fileSaveOf, formErrorsOf, formValuesOf, latinValue, overridesOf } from './file-form.js';
import { type FieldProps, LatinFields, WrittenLocaleFields } from './file-text-fields.js';
import { type FileView, useAdminTags, useFileView, useSaveFile } from './files-api.js';

const TEXT_COLOR = { title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } };

interface FileEditModalProps {
  /** The file being edited; null when the dialog is closed. */
  id: number | null;
  onClose: () => void;
  onSaved: (title: string) => void;
  onDeleted: (title: string) => void;
}

/** One file's texts, year, category, tags, status and document, in a dialog opened from the list. */
export function FileEditModal({ id, onClose, onSaved, onDeleted }: FileEditModalProps) {
  const { t } = useTranslation('dashboard-files');
  const file = useFileView(id);
  // Bumped to start the form again from the stored file (after a conflict, on request).
  const [generation, setGeneration] = useState(0);
  const view = id !== null && file.data?.id === id ? file.data : null;

  async function reload() {
    await file.refetch();
    setGeneration((count) => count + 1);
  }

  return (
    <Modal opened={id !== null} onClose={onClose} title={t('edit.heading')} size="xl" closeButtonProps={{ 'aria-label': t('edit.close') }}>
      {file.isError && id !== null ? (
        <Alert color="red.9" variant="outline" role="alert" title={t('edit.loadFailed')} styles={TEXT_COLOR}>
          <Button variant="default" onClick={() => void file.refetch()}>
            {t('edit.retry')}
          </Button>
        </Alert>
      ) : view ? (
        <FileEditForm key={`${view.id}:${generation}`} view={view} onCancel={onClose} onSaved={onSaved} onDeleted={onDeleted} onReload={reload} />
      ) : (
        <Loader role="status" aria-label={t('edit.loading')} />
      )}
    </Modal>
  );
}

interface FileEditFormProps {
  view: FileView;
  onCancel: () => void;
  onSaved: (title: string) => void;
  onDeleted: (title: string) => void;
  onReload: () => Promise<void>;
}

/** Uploaded replacements never saved are released when the form goes away. */
function useReplacement(view: FileView) {
  const locale = useLocale();
  const [media, setMedia] = useState<AdminMedia | null>(view.media);
  const unsaved = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (unsaved.current !== null) void releaseMedia(unsaved.current, locale);
    },
    [locale],
  );
  const isReplacement = media !== null && media.id !== view.mediaId;
  return {
    media,
    isReplacement,
    replace(next: AdminMedia) {
      if (unsaved.current !== null && unsaved.current !== next.id) void releaseMedia(unsaved.current, locale);
      unsaved.current = next.id;
      setMedia(next);
    },
    undo() {
      if (unsaved.current !== null) void releaseMedia(unsaved.current, locale);
      unsaved.current = null;
      setMedia(view.media);
    },
    /** After a save: the new document is the file's now, the old one is released. */
    commit() {
      if (unsaved.current === null) return;
      unsaved.current = null;
      void releaseMedia(view.mediaId, locale);
    },
  };
}

function FileEditForm({ view, onCancel, onSaved, onDeleted, onReload }: FileEditFormProps) {
  const { t } = useTranslation('dashboard-files');
  const permissions = usePermissions();
  const locale = useLocale();
  const tagsLabelId = useId();
  const categories = useAdminCategories(true);
  const tags = useAdminTags();
  const save = useSaveFile(view.id);
  const document = useReplacement(view);
  const [overrides, setOverrides] = useState<LatinOverrides>(() => overridesOf(view));
  const [tagIds, setTagIds] = useState<string[]>(() => view.tagIds.map(String));
  const [conflictVersion, setConflictVersion] = useState<number | null>(null);
  const references = useUnpublishedReferences();
  const alert = useRef<HTMLDivElement>(null);
  const rules = fileFormRules(
    { required: t('rules.required'), tooLong: (max) => t('rules.tooLong', { max }), englishTitle: t('rules.englishTitle'), year: t('rules.year') },
    overrides,
  );
  const form = useRuleForm(formValuesOf(view), rules);
  // NOTE: the rule form's change handler reads only `currentTarget.value`, which text areas and selects have too.
  const field = (name: keyof FileFormValues): FieldProps => {
    const props = form.field(name);
    return { ...props, onChange: (event) => props.onChange(event as ChangeEvent<HTMLInputElement>) };
  };

  useEffect(() => {
    if (save.isError) alert.current?.focus();
  }, [save.isError, save.error]);

  function override(field: TextField, isOverride: boolean) {
    const key = field === 'title' ? 'latTitle' : 'latDescription';
    // Writing by hand starts from the text derived so far.
    if (isOverride) form.setValues((values) => ({ ...values, [key]: latinValue(values, overrides, field) }));
    setOverrides((current) => ({ ...current, [field]: isOverride }));
  }

  /** Saves the form; `referenceMode` is the editor's answer about an unpublished category or tags, when asked. */
  async function submit(version: number, referenceMode?: ReferenceMode) {
    if (!form.validate()) return;
    const input = fileSaveOf(form.values, { view, mediaId: document.media?.id ?? view.mediaId, tagIds: tagIds.map(Number), overrides, version });
    try {
      const saved = await save.mutateAsync({ input, references: referenceMode ?? references.modeFor(input.status === 'published') });
      document.commit();
      onSaved(saved.translations.sr?.title ?? form.values.srTitle);
    } catch (error) {
      if (references.ask(error, (answer) => void submit(version, answer))) return;
      const current = error instanceof ApiError && error.code === 'VERSION_CONFLICT' ? error.details?.currentVersion : undefined;
      setConflictVersion(typeof current === 'number' ? current : null);
      form.setServerErrors(formErrorsOf(error instanceof ApiError ? (error.details?.fields as Record<string, unknown> | undefined) : undefined));
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(view.version);
  }

  const isConflict = save.error instanceof ApiError && save.error.code === 'VERSION_CONFLICT';

  return (
    <Stack gap="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {references.asked && (
            <UnpublishedReferencesAlert
              references={references.asked}
              itemName={form.values.srTitle.trim()}
              onAnswer={(mode) => {
                references.answer(mode);
                void submit(view.version, mode);
              }}
              onCancel={references.close}
            />
          )}
          {save.isError && !references.asked && !unpublishedReferencesOf(save.error) && (
            <Alert ref={alert} tabIndex={-1} color="red.9" variant="outline" role="alert" title={isConflict ? t('conflict.title') : t('errors.saveFailed')} styles={TEXT_COLOR}>
              {isConflict ? (
                <Stack gap="sm">
                  <Text size="sm">{t('conflict.text')}</Text>
                  <Group gap="sm">
                    <Button variant="default" onClick={() => void submit(conflictVersion ?? view.version)}>
                      {t('conflict.overwrite')}
                    </Button>
                    <Button variant="default" onClick={() => void onReload()}>
                      {t('conflict.reload')}
                    </Button>
                  </Group>
                </Stack>
              ) : (
                <Text size="sm">{saveErrorText(save.error, t)}</Text>
              )}
            </Alert>
          )}

          <WrittenLocaleFields locale="sr" field={field} />
          <LatinFields values={form.values} field={field} overrides={overrides} onOverride={override} />
          <WrittenLocaleFields locale="en" field={field} />

          <Fieldset legend={t('form.details')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label={t('form.year')} inputMode="numeric" required {...field('year')} />
              <NativeSelect
                label={t('form.category')}
                data={[{ value: '', label: t('form.noCategory') }, ...(categories.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.title || `#${c.id}` }))]}
                {...field('categoryId')}
              />
              <NativeSelect label={t('form.status')} data={CONTENT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))} {...field('status')} />
            </SimpleGrid>
            <Chip.Group multiple value={tagIds} onChange={setTagIds}>
              <Group gap="xs" mt="md" role="group" aria-labelledby={tagsLabelId}>
                <Text id={tagsLabelId} size="sm" fw={500} w="100%">
                  {t('form.tags')}
                </Text>
                {(tags.data ?? []).map((tag) => (
                  <Chip key={tag.id} value={String(tag.id)} size="sm" variant="outline">
                    {tag.title || `#${tag.id}`}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Fieldset>

          <FileDocumentField media={document.media} isReplacement={document.isReplacement} onReplace={document.replace} onUndo={document.undo} />

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider />
      {mayOnItem(permissions, 'files', 'delete', { id: view.id, categoryId: view.categoryId }) ? (
        <FileDelete
          id={view.id}
          title={view.translations.sr?.title ?? ''}
          onDeleted={() => {
            document.undo();
            void releaseMedia(view.mediaId, locale);
            onDeleted(view.translations.sr?.title ?? '');
          }}
        />
      ) : (
        <Text size="sm">{t('permissions.noDelete')}</Text>
      )}
    </Stack>
  );
}

function saveErrorText(error: unknown, t: (key: string) => string): string {
  if (!(error instanceof ApiError)) return t('errors.network');
  if (error.code === 'VALIDATION_FAILED') return t('errors.invalid');
  return error.message || t('errors.generic');
}
