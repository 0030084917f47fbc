import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuleField } from './use-rule-field.js';
import { videoUrlRule } from './video-embed-url.js';

interface VideoDialogProps {
  editor: Editor;
  isOpen: boolean;
  onClose: () => void;
}

function VideoForm({ editor, onClose }: Omit<VideoDialogProps, 'isOpen'>) {
  const { t } = useTranslation('rich-text-editor');
  const url = useRuleField('', videoUrlRule({ empty: t('video.empty'), unsupported: t('video.unsupported') }));
  const title = useRuleField('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!url.validate()) return;
    editor
      .chain()
      .setVideoEmbed({ url: url.value, title: title.value.trim() || t('video.defaultTitle') })
      .run();
    onClose();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('video.url')} description={t('video.urlDescription')} required data-autofocus inputMode="url" {...url.inputProps} />
        <TextInput label={t('video.videoTitle')} description={t('video.videoTitleDescription')} {...title.inputProps} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit">{t('video.insert')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Embeds a YouTube or Vimeo video from its address. */
export function VideoDialog({ editor, isOpen, onClose }: VideoDialogProps) {
  const { t } = useTranslation('rich-text-editor');
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('video.title')} closeButtonProps={{ 'aria-label': t('dialog.close') }}>
      {isOpen && <VideoForm editor={editor} onClose={onClose} />}
    </Modal>
  );
}
