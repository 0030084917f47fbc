import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../common/permissions.js';
import { mayOnItem, usePermissions } from '../../lib/permissions.js';
import { ContentList } from '../dashboard-lists/content-list-screen.js';
import { FileEditModal } from './file-edit-modal.js';
import { FileUploadArea } from './file-upload-area.js';

type Notice = { key: number; text: string };

/**
 * /dashboard/files: the document library's list (search, filters, bulk actions) with an upload
 * area above it; each uploaded document becomes a draft file, edited in a dialog (files have no
 * route of their own).
 */
export default function FilesScreen() {
  const { t, ready } = useTranslation('dashboard-files', { useSuspense: false });
  const { t: tDashboard } = useTranslation('dashboard');
  const [editing, setEditing] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const permissions = usePermissions();

  // A document is a file and its upload: both must be allowed.
  const mayUpload = mayOnItem(permissions, 'files', 'create') && can(permissions, 'media', 'create');

  if (!ready) return <Loader role="status" aria-label={tDashboard('common.loading')} />;

  const finish = (text: string) => {
    setEditing(null);
    setNotice({ key: Date.now(), text });
  };

  const intro = (
    <Stack gap="md">
      {notice && (
        <Alert
          key={notice.key}
          role="status"
          color="teal.9"
          variant="outline"
          withCloseButton
          closeButtonLabel={t('notice.dismiss')}
          onClose={() => setNotice(null)}
          styles={{ message: { color: 'var(--mantine-color-text)' } }}
        >
          {notice.text}
        </Alert>
      )}
      {mayUpload ? <FileUploadArea onEdit={setEditing} /> : <Text size="sm">{t('permissions.noUpload')}</Text>}
    </Stack>
  );

  return (
    <>
      <ContentList section="files" intro={intro} onOpen={(item) => setEditing(item.id)} />
      <FileEditModal
        id={editing}
        onClose={() => setEditing(null)}
        onSaved={(title) => finish(t('notice.saved', { title }))}
        onDeleted={(title) => finish(t('notice.deleted', { title }))}
      />
    </>
  );
}
