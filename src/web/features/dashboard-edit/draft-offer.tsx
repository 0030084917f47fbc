import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale.js';
import { formatDateTime } from '../shared/format.js';
import type { LocalDraft } from './local-draft.js';

interface DraftOfferProps {
  draft: LocalDraft;
  /** The version on screen; the draft may have been based on an older one. */
  loadedVersion: number | null;
  onRestore: () => void;
  onDiscard: () => void;
}

/**
 * Unsaved changes found on this device (a session that ended, a reload, a crash): restore or
 * discard. A region named by its title, not an alert: it waits for an answer, it is not news.
 */
export function DraftOffer({ draft, loadedVersion, onRestore, onDiscard }: DraftOfferProps) {
  const { t } = useTranslation('dashboard-edit');
  const locale = useLocale();
  const isOlder = draft.baseVersion !== null && loadedVersion !== null && draft.baseVersion !== loadedVersion;
  return (
    <Alert color="noksBlue" variant="outline" title={t('draft.title', { time: formatDateTime(draft.savedAt, locale) })} role="region" styles={{ title: { color: 'var(--mantine-color-noksBlue-9)' } }}>
      <Stack gap="sm">
        <Text c="noksBlue.9">{t('draft.text')}</Text>
        {isOlder && <Text c="noksBlue.9">{t('draft.older', { version: loadedVersion })}</Text>}
        <Group>
          <Button onClick={onRestore}>{t('draft.restore')}</Button>
          <Button variant="default" onClick={onDiscard}>
            {t('draft.discard')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
