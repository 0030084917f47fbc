import { Alert, Badge, Box, Button, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../common/locales.js';
import { htmlLang } from '../../lib/i18n.js';
import { useLocale } from '../../lib/locale.js';
import { formatDateTime } from '../shared/format.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { type Revision, useRestoreRevision, useRevision, useRevisions } from './edit-api.js';
import type { AdminView } from './edit-form-state.js';
import type { EditTypeSpec } from './edit-types.js';
import { errorMessage } from './error-message.js';
import { richTextToPlain } from './rich-text-content.js';

interface RevisionsPanelProps {
  spec: EditTypeSpec;
  itemId: number;
  /** The version on screen: a restore is saved over it. */
  currentVersion: number;
  /** The form has unsaved changes (they are kept as a local draft before a restore). */
  isDirty: boolean;
  onBeforeRestore: () => void;
  onRestored: (view: AdminView, version: number) => void;
}

/** One locale's texts of a revision, as plain text. */
function RevisionTexts({ spec, view, locale }: { spec: EditTypeSpec; view: AdminView; locale: Locale }) {
  const { t } = useTranslation('dashboard-edit');
  const texts = view.translations[locale];
  if (!texts) return null;
  return (
    <Stack gap={4} lang={htmlLang(locale)}>
      <Title order={3} size="h5" lang={undefined}>
        {t(`locales.${locale}`)}
      </Title>
      <Box component="dl" m={0}>
        {spec.fields.map((field) => {
          const value = typeof texts[field.name] === 'string' ? (texts[field.name] as string) : '';
          return (
            <Box key={field.name} mb="xs">
              <Text component="dt" fw={600} size="sm">
                {t(`fields.${field.name}`)}
              </Text>
              <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap' }}>
                {(field.kind === 'rich' ? richTextToPlain(value) : value) || t('conflict.empty')}
              </Text>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}

/** What a revision holds (GET …/revisions/:id). */
function RevisionContent({ spec, itemId, revision, onClose, onRestore }: { spec: EditTypeSpec; itemId: number; revision: Revision; onClose: () => void; onRestore: (() => void) | null }) {
  const { t } = useTranslation('dashboard-edit');
  const locale = useLocale();
  const content = useRevision(spec.section, itemId, revision.id);
  return (
    <Modal opened onClose={onClose} size="lg" title={t('revisions.contentTitle', { version: revision.version, time: formatDateTime(revision.createdAt, locale) })} closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack>
        {content.isPending && <Loader aria-label={t('loading')} />}
        {content.isError && <Text c="var(--mantine-color-error)">{errorMessage(content.error, t)}</Text>}
        {content.data && (
          <>
            <Text>{t('revisions.contentStatus', { status: t(`statuses.${content.data.status}`) })}</Text>
            <RevisionTexts spec={spec} view={content.data} locale="sr" />
            <RevisionTexts spec={spec} view={content.data} locale="en" />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
          {onRestore && <Button onClick={onRestore}>{t('revisions.restore')}</Button>}
        </Group>
      </Stack>
    </Modal>
  );
}

function RevisionRow({ revision, isCurrent, onShow, onRestore }: { revision: Revision; isCurrent: boolean; onShow: () => void; onRestore: () => void }) {
  const { t } = useTranslation('dashboard-edit');
  const locale = useLocale();
  return (
    <Table.Tr>
      <Table.Th scope="row">
        <Group gap="xs" wrap="nowrap">
          {revision.version}
          {isCurrent && (
            <Badge variant="outline" color="noksBlue.8" size="sm">
              {t('revisions.current')}
            </Badge>
          )}
        </Group>
      </Table.Th>
      <Table.Td>{formatDateTime(revision.createdAt, locale)}</Table.Td>
      <Table.Td>{revision.createdBy?.name || t('revisions.unknownAuthor')}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={onShow} aria-label={t('revisions.showVersion', { version: revision.version })}>
            {t('revisions.show')}
          </Button>
          {!isCurrent && (
            <Button size="xs" variant="outline" onClick={onRestore} aria-label={t('revisions.restoreVersion', { version: revision.version })}>
              {t('revisions.restore')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The saved versions of the item (version, time, author), each shown or restored as a new version. */
export function RevisionsPanel({ spec, itemId, currentVersion, isDirty, onBeforeRestore, onRestored }: RevisionsPanelProps) {
  const { t } = useTranslation('dashboard-edit');
  const revisions = useRevisions(spec.section, itemId);
  const restore = useRestoreRevision(spec.section, itemId);
  const [shown, setShown] = useState<Revision | null>(null);
  const [toRestore, setToRestore] = useState<Revision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirmRestore() {
    if (!toRestore) return;
    setFailure(null);
    onBeforeRestore();
    try {
      const view = await restore.mutateAsync({ revisionId: toRestore.id, version: currentVersion });
      onRestored(view, toRestore.version);
    } catch (error) {
      setFailure(t('revisions.failed', { message: errorMessage(error, t) }));
    }
    setToRestore(null);
  }

  return (
    <Stack component="section" aria-labelledby="revisions-title" gap="sm">
      <Title order={2} size="h3" id="revisions-title">
        {t('revisions.title')}
      </Title>
      {failure && (
        <Alert color="noksRed" variant="outline" role="alert">
          <Text c="noksRed.9">{failure}</Text>
        </Alert>
      )}
      {revisions.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {revisions.isError && <Text c="var(--mantine-color-error)">{t('revisions.loadFailed')}</Text>}
      {revisions.data && revisions.data.items.length === 0 && <Text>{t('revisions.empty')}</Text>}
      {revisions.data && revisions.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table striped verticalSpacing="xs">
            <Table.Caption>{t('revisions.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('revisions.version')}</Table.Th>
                <Table.Th scope="col">{t('revisions.savedAt')}</Table.Th>
                <Table.Th scope="col">{t('revisions.author')}</Table.Th>
                <Table.Th scope="col">{t('revisions.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {revisions.data.items.map((revision) => (
                <RevisionRow
                  key={revision.id}
                  revision={revision}
                  isCurrent={revision.version === currentVersion}
                  onShow={() => setShown(revision)}
                  onRestore={() => setToRestore(revision)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {shown && (
        <RevisionContent
          spec={spec}
          itemId={itemId}
          revision={shown}
          onClose={() => setShown(null)}
          onRestore={
            shown.version === currentVersion
              ? null
              : () => {
                  setShown(null);
                  setToRestore(shown);
                }
          }
        />
      )}
      <ConfirmDialog
        opened={toRestore !== null}
        title={t('revisions.confirmTitle', { version: toRestore?.version ?? '' })}
        confirmLabel={t('revisions.restore')}
        onConfirm={() => void confirmRestore()}
        onCancel={() => setToRestore(null)}
        isPending={restore.isPending}
      >
        <Text>{t('revisions.confirmText', { version: currentVersion })}</Text>
        {isDirty && <Text fw={600}>{t('revisions.confirmDirty')}</Text>}
      </ConfirmDialog>
    </Stack>
  );
}
