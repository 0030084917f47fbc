import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { mdiClose, mdiPlus } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { OCCUPATIONS_MAX } from '../../../common/register.js';
import { Icon } from '../../components/ui/icon.js';
import type { OccupationValue } from './edit-form-state.js';

interface OccupationsEditorProps {
  value: OccupationValue[];
  onChange: (value: OccupationValue[]) => void;
  error?: string | undefined;
}

/** The ESCO occupations a qualification leads to: each its ESCO URI and its label in Serbian and English, a row each. */
export function OccupationsEditor({ value, onChange, error }: OccupationsEditorProps) {
  const { t } = useTranslation('dashboard-edit');
  const change = (index: number, part: keyof OccupationValue, text: string) => onChange(value.map((row, i) => (i === index ? { ...row, [part]: text } : row)));

  return (
    <Fieldset legend={t('own.occupations')} variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('own.occupationsHint')}
        </Text>
        {value.map((row, index) => (
          <Group key={index} gap="xs" align="flex-end" wrap="wrap">
            <TextInput style={{ flex: '2 1 20rem' }} type="url" label={t('own.occupationUri', { number: index + 1 })} value={row.uri} onChange={(event) => change(index, 'uri', event.currentTarget.value)} required />
            <TextInput style={{ flex: '1 1 12rem' }} label={t('own.occupationLabelSr', { number: index + 1 })} value={row.labelSr} onChange={(event) => change(index, 'labelSr', event.currentTarget.value)} lang="sr-Cyrl" required />
            <TextInput style={{ flex: '1 1 12rem' }} label={t('own.occupationLabelEn', { number: index + 1 })} value={row.labelEn} onChange={(event) => change(index, 'labelEn', event.currentTarget.value)} lang="en" />
            <ActionIcon variant="subtle" size="lg" aria-label={t('own.occupationRemove', { number: index + 1 })} onClick={() => onChange(value.filter((_, i) => i !== index))}>
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
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<Icon path={mdiPlus} size={16} />}
            disabled={value.length >= OCCUPATIONS_MAX}
            onClick={() => onChange([...value, { uri: '', labelSr: '', labelEn: '' }])}
          >
            {t('own.occupationAdd')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
