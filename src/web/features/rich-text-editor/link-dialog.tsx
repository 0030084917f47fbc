import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkUrlRule, normalizeLinkHref } from './url-rules.js';
import { useRuleField } from './use-rule-field.js';

interface LinkDialogProps {
  editor: Editor;
  isOpen: boolean;
  onClose: () => void;
}

const NEW_TAB = '_blank';

function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation('rich-text-editor');
  const current = editor.getAttributes('link') as { href?: string; target?: string | null };
  const isEditing = editor.isActive('link');
  // With nothing selected the link needs a text of its own.
  const needsText = !isEditing && editor.state.selection.empty;
  const url = useRuleField(current.href ?? '', linkUrlRule({ empty: t('link.empty'), scheme: t('link.scheme'), invalid: t('link.invalid') }));
  const text = useRuleField('');
  const [opensInNewTab, setOpensInNewTab] = useState(current.target === NEW_TAB);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!url.validate()) return;
    const result = normalizeLinkHref(url.value);
    if (!result.ok) return;
    const attributes = { href: result.href, target: opensInNewTab ? NEW_TAB : null, rel: opensInNewTab ? 'noopener noreferrer' : null };
    const chain = editor.chain();
    if (needsText) {
      chain.insertContent({ type: 'text', text: text.value.trim() || result.href, marks: [{ type: 'link', attrs: attributes }] });
    } else {
      chain.extendMarkRange('link').setLink(attributes);
    }
    chain.run();
    onClose();
  }

  function removeLink() {
    editor.chain().extendMarkRange('link').unsetLink().run();
    onClose();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('link.url')} description={t('link.urlDescription')} required data-autofocus autoComplete="url" inputMode="url" {...url.inputProps} />
        {needsText && <TextInput label={t('link.text')} {...text.inputProps} />}
        <Checkbox label={t('link.newTab')} checked={opensInNewTab} onChange={(event) => setOpensInNewTab(event.currentTarget.checked)} />
        <Group justify="flex-end">
          {isEditing && (
            <Button variant="outline" color="noksRed" onClick={removeLink} mr="auto">
              {t('link.remove')}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit">{t('link.apply')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds, changes or removes the link of the selection (only http, https, mailto and tel: SPEC §5). */
export function LinkDialog({ editor, isOpen, onClose }: LinkDialogProps) {
  const { t } = useTranslation('rich-text-editor');
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('link.title')} closeButtonProps={{ 'aria-label': t('dialog.close') }}>
      {isOpen && <LinkForm editor={editor} onClose={onClose} />}
    </Modal>
  );
}
