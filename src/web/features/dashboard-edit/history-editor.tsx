import { ActionIcon, Button, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { mdiClose, mdiPlus } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '../../../common/schemas/common.js';
import { DECISIONS_MAX, DECISION_KINDS } from '../../../common/standards.js';
import { Icon } from '../../components/ui/icon.js';
import type { DecisionValue } from './edit-form-state.js';

interface HistoryEditorProps {
  value: DecisionValue[];
  onChange: (value: DecisionValue[]) => void;
  error?: string | undefined;
}

/**
 * A standard's history of decisions, oldest first: each row its kind, number, date and the body
 * that took it. A new row continues the history (an amendment after the adoption); the server
 * checks the order and that nothing follows a withdrawal, and its message shows here.
 */
export function HistoryEditor({ value, onChange, error }: HistoryEditorProps) {
  const { t } = useTranslation('dashboard-edit');
  const change = (index: number, part: keyof DecisionValue, text: string) => onChange(value.map((row, i) => (i === index ? { ...row, [part]: text } : row)));
  const next = (): DecisionValue => ({ kind: value.length === 0 ? 'adopted' : 'amended', number: '', date: '', body: value.at(-1)?.body ?? '' });

  return (
    <Fieldset legend={t('own.history')} variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('own.historyHint')}
        </Text>
        {value.map((row, index) => (
          <Group key={index} gap="xs" align="flex-end" wrap="wrap">
            <NativeSelect
              style={{ flex: '1 1 9rem' }}
              label={t('own.decisionKind', { number: index + 1 })}
              value={row.kind}
              onChange={(event) => change(index, 'kind', event.currentTarget.value)}
              data={DECISION_KINDS.map((kind) => ({ value: kind, label: t(`decisionKinds.${kind}`) }))}
              required
            />
            <TextInput style={{ flex: '1 1 11rem' }} label={t('own.decisionNumber', { number: index + 1 })} value={row.number} onChange={(event) => change(index, 'number', event.currentTarget.value)} required />
            <TextInput style={{ flex: '1 1 9rem' }} type="date" label={t('own.decisionDate', { number: index + 1 })} value={row.date} onChange={(event) => change(index, 'date', event.currentTarget.value)} required />
            <TextInput
              style={{ flex: '2 1 14rem' }}
              label={t('own.decisionBody', { number: index + 1 })}
              value={row.body}
              maxLength={NAME_MAX}
              onChange={(event) => change(index, 'body', event.currentTarget.value)}
              lang="sr"
              required
            />
            <ActionIcon variant="subtle" size="lg" aria-label={t('own.decisionRemove', { number: index + 1 })} onClick={() => onChange(value.filter((_, i) => i !== index))}>
              <Icon path={mdiClose} size={18} />
            </ActionIcon>
          </Group>
        ))}
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button variant="light" size="compact-sm" leftSection={<Icon path={mdiPlus} size={16} />} disabled={value.length >= DECISIONS_MAX} onClick={() => onChange([...value, next()])}>
            {t('own.decisionAdd')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
