import { Alert, Button, Checkbox, Divider, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_FILE_ACCEPT, checkImageSrc, imageUrlRule, isUploadableImage } from './url-rules.js';
import { useRuleField } from './use-rule-field.js';

interface ImageDialogProps {
  editor: Editor;
  isOpen: boolean;
  onClose: () => void;
  /** Uploads a file (already checked to be an image type we take) with its alternative text ('' when decorative). */
  onUpload: (file: File, alt: string) => void;
}

function ImageForm({ editor, onClose, onUpload }: Omit<ImageDialogProps, 'isOpen'>) {
  const { t } = useTranslation('rich-text-editor');
  const selected = editor.isActive('image') ? (editor.getAttributes('image') as { src?: string; alt?: string }) : null;
  const [isDecorative, setDecorative] = useState(selected?.alt === '');
  // The text alternative is asked for: an image is described, or marked as decoration.
  const alt = useRuleField(selected?.alt ?? '', (value) => isDecorative || value.trim() !== '' || t('image.altRequired'));
  const altValue = () => (isDecorative ? '' : alt.value.trim());
  const url = useRuleField(selected?.src ?? '', imageUrlRule({ empty: t('image.empty'), scheme: t('image.scheme'), invalid: t('image.invalid') }));
  const [refusal, setRefusal] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (!isUploadableImage(file)) {
      setRefusal(t('upload.refusedType', { name: file.name }));
      return;
    }
    if (!alt.validate()) return;
    onUpload(file, altValue());
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!alt.validate() || !url.validate()) return;
    const result = checkImageSrc(url.value);
    if (!result.ok) return;
    const attributes = { src: result.src, alt: altValue() };
    if (selected) editor.chain().updateAttributes('image', attributes).run();
    else editor.chain().setImage(attributes).run();
    onClose();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('image.alt')} description={t('image.altDescription')} disabled={isDecorative} data-autofocus {...alt.inputProps} />
        <Checkbox label={t('image.decorative')} checked={isDecorative} onChange={(event) => setDecorative(event.currentTarget.checked)} />
        {!selected && (
          <>
            <Group gap="sm">
              <Button variant="default" onClick={() => fileInput.current?.click()}>
                {t('image.upload')}
              </Button>
              <Text size="sm" c="dimmed">
                {t('image.uploadHint')}
              </Text>
              <input ref={fileInput} type="file" accept={IMAGE_FILE_ACCEPT} hidden tabIndex={-1} aria-hidden="true" onChange={chooseFile} />
            </Group>
            {refusal && (
              <Alert color="noksRed" variant="outline" role="alert">
                <Text size="sm" c="noksRed.9">
                  {refusal}
                </Text>
              </Alert>
            )}
            <Divider label={t('image.or')} labelPosition="center" />
          </>
        )}
        <TextInput label={t('image.url')} inputMode="url" {...url.inputProps} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit">{selected ? t('image.update') : t('image.insert')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Inserts an image (uploaded from the computer, or from an address), or changes the selected
 * image's address and alternative text.
 */
export function ImageDialog({ editor, isOpen, onClose, onUpload }: ImageDialogProps) {
  const { t } = useTranslation('rich-text-editor');
  const title = isOpen && editor.isActive('image') ? t('image.editTitle') : t('image.title');
  return (
    <Modal opened={isOpen} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('dialog.close') }}>
      {isOpen && <ImageForm editor={editor} onClose={onClose} onUpload={onUpload} />}
    </Modal>
  );
}
