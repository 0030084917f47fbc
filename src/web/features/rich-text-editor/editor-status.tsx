import { CloseButton, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface UploadInProgress {
  id: string;
  name: string;
  /** Share of the file sent, 0–1. */
  fraction: number;
}

export interface EditorNotice {
  id: string;
  text: string;
}

interface EditorStatusProps {
  uploads: readonly UploadInProgress[];
  notices: readonly EditorNotice[];
  onDismiss: (id: string) => void;
}

/**
 * Below the editing area: the uploads on their way (announced politely once, with a progress
 * bar each) and the messages about images that were not added (announced at once).
 */
export function EditorStatus({ uploads, notices, onDismiss }: EditorStatusProps) {
  const { t } = useTranslation('rich-text-editor');
  return (
    <>
      <div role="status" className="rte-status">
        {uploads.map((upload) => (
          <div key={upload.id} className="rte-upload">
            <Text size="sm">{t('upload.progress', { name: upload.name })}</Text>
            <Progress value={Math.round(upload.fraction * 100)} size="sm" aria-label={t('upload.progressLabel', { name: upload.name })} />
          </div>
        ))}
      </div>
      <div role="alert" className="rte-status">
        {notices.map((notice) => (
          <div key={notice.id} className="rte-notice">
            <Text size="sm">{notice.text}</Text>
            <CloseButton size="sm" aria-label={t('upload.dismiss')} onClick={() => onDismiss(notice.id)} />
          </div>
        ))}
      </div>
    </>
  );
}
