import { Alert, Box, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../lib/i18n.js';
import { useLocale } from '../../lib/locale.js';
import { formatDateTime } from '../shared/format.js';
import { type ConflictRow, type ReferenceNames, conflictRows } from './conflict.js';
import { type AdminView, type EditForm, formFromView } from './edit-form-state.js';
import type { EditTypeSpec } from './edit-types.js';
import { PORTAL_TIME_ZONE, zonedInputToIso } from '../../../common/time/zoned-time.js';

interface ConflictDialogProps {
  spec: EditTypeSpec;
  /** The editor's form, as it was when the save was refused. */
  mine: EditForm;
  myVersion: number;
  /** The version saved in between; null while it loads. */
  current: AdminView | null;
  loadError: string | null;
  names: ReferenceNames;
  onKeepMine: () => void;
  onLoadCurrent: () => void;
  onClose: () => void;
}

function useRowText() {
  const { t } = useTranslation('dashboard-edit');
  const locale = useLocale();
  const time = (value: string) => {
    const iso = zonedInputToIso(value, PORTAL_TIME_ZONE);
    return iso ? formatDateTime(iso, locale) : '';
  };
  return {
    label(row: ConflictRow): string {
      if (row.kind === 'text') return `${t(`fields.${row.field}`)} (${t(`locales.${row.locale}`)})`;
      if (row.kind === 'own') return t(`own.${row.field}`);
      return t(`publishing.${row.kind}`);
    },
    value(row: ConflictRow, text: string): string {
      if (row.kind === 'status') return t(`statuses.${text}`);
      if (row.kind === 'publishedAt' || (row.kind === 'own' && row.field.startsWith('event'))) return time(text);
      return text;
    },
  };
}

/** One side's text; long texts scroll inside the cell (and can be scrolled with the keyboard). */
function CellText({ text, lang }: { text: string; lang: string | undefined }) {
  const { t } = useTranslation('dashboard-edit');
  if (!text) return <Text c="dimmed">{t('conflict.empty')}</Text>;
  return (
    <Box lang={lang} tabIndex={0} style={{ whiteSpace: 'pre-wrap', maxHeight: '12rem', overflowY: 'auto', overflowWrap: 'anywhere' }}>
      {text}
    </Box>
  );
}

function ConflictTable({ rows, currentVersion }: { rows: ConflictRow[]; currentVersion: number }) {
  const { t } = useTranslation('dashboard-edit');
  const rowText = useRowText();
  if (rows.length === 0) return <Text>{t('conflict.noDifferences')}</Text>;
  return (
    <Table withTableBorder withColumnBorders verticalSpacing="xs" layout="fixed">
      <Table.Caption>{t('conflict.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="20%">{t('conflict.field')}</Table.Th>
          <Table.Th>{t('conflict.mine')}</Table.Th>
          <Table.Th>{t('conflict.theirs', { version: currentVersion })}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const lang = row.kind === 'text' ? htmlLang(row.locale) : undefined;
          return (
            <Table.Tr key={row.kind === 'text' ? `${row.locale}.${row.field}` : row.kind === 'own' ? row.field : row.kind}>
              <Table.Th scope="row" fw={600}>
                {rowText.label(row)}
              </Table.Th>
              <Table.Td>
                <CellText text={rowText.value(row, row.mine)} lang={lang} />
              </Table.Td>
              <Table.Td>
                <CellText text={rowText.value(row, row.theirs)} lang={lang} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A save refused because someone saved in between: both versions side by side, then the editor
 * keeps theirs (the next save replaces the other one, after a confirmation) or loads the saved
 * one (their own text stays as a local draft to restore). Closing changes nothing.
 */
export function ConflictDialog({ spec, mine, myVersion, current, loadError, names, onKeepMine, onLoadCurrent, onClose }: ConflictDialogProps) {
  const { t } = useTranslation('dashboard-edit');
  const [isConfirming, setConfirming] = useState(false);
  const theirs = current ? formFromView(spec, current, PORTAL_TIME_ZONE) : null;

  return (
    <Modal opened onClose={onClose} title={t('conflict.title')} size="90rem" closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack>
        {!current && !loadError && <Loader aria-label={t('conflict.loading')} />}
        {loadError && (
          <Alert color="noksRed" variant="outline" role="alert">
            <Text c="noksRed.9">{loadError}</Text>
          </Alert>
        )}
        {current && theirs && (
          <>
            <Text>{t('conflict.text', { mine: myVersion, current: current.version })}</Text>
            <ConflictTable rows={conflictRows(spec, mine, theirs, names)} currentVersion={current.version} />
            {isConfirming ? (
              <Alert color="noksRed" variant="outline" title={t('conflict.keepMineTitle')}>
                <Stack gap="sm">
                  <Text>{t('conflict.keepMineConfirm', { version: current.version })}</Text>
                  <Group>
                    <Button onClick={onKeepMine}>{t('conflict.keepMineYes')}</Button>
                    <Button variant="default" onClick={() => setConfirming(false)}>
                      {t('conflict.back')}
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            ) : (
              <Group justify="space-between" align="flex-start">
                <Stack gap={4} maw="28rem">
                  <Button variant="outline" onClick={onLoadCurrent}>
                    {t('conflict.loadCurrent')}
                  </Button>
                  <Text size="sm">{t('conflict.loadCurrentHint')}</Text>
                </Stack>
                <Button onClick={() => setConfirming(true)}>{t('conflict.keepMine')}</Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
