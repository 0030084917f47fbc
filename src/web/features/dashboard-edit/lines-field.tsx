import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { mdiClose, mdiPlus } from '@mdi/js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.js';
import { CharCount } from './char-count.js';
import type { TextFieldProps } from './text-field-props.js';

interface LinesFieldProps extends TextFieldProps {
  /** What the list holds, where it is not learning outcomes: the add button's text and the empty list's. */
  addLabel?: string;
  emptyLabel?: string;
}

/**
 * A list of texts edited row by row (learning outcomes, a standard's codes), kept as one line each
 * of the value. A row can be added (at most `rows`) and removed; each row has its own label and counter.
 */
export function LinesField({ field, label, value, onChange, onBlur, error, hint, lang, readOnly = false, addLabel, emptyLabel }: LinesFieldProps) {
  const { t } = useTranslation('dashboard-edit');
  // An empty value has no rows; a row just added to it is shown until something is typed.
  const [hasEmptyRow, setHasEmptyRow] = useState(false);
  const rows = value === '' ? (hasEmptyRow ? [''] : []) : value.split('\n');
  const maxRows = field.rows ?? 1;

  const setRows = (next: string[]) => {
    setHasEmptyRow(next.length === 1 && next[0] === '');
    onChange?.(next.join('\n'));
  };

  return (
    <Fieldset legend={label} variant="unstyled" lang={lang}>
      <Stack gap="xs">
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {emptyLabel ?? t('lines.none')}
          </Text>
        )}
        {rows.map((row, index) => (
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('lines.row', { label, number: index + 1 })}
              labelProps={{ className: 'visually-hidden' }}
              value={row}
              readOnly={readOnly}
              onChange={(event) => setRows(rows.map((text, i) => (i === index ? event.currentTarget.value.replace(/\n/g, ' ') : text)))}
              onBlur={onBlur}
              description={readOnly ? undefined : <CharCount count={row.trim().length} max={field.max} />}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            {!readOnly && (
              <ActionIcon variant="subtle" size="lg" aria-label={t('lines.remove', { number: index + 1 })} onClick={() => setRows(rows.filter((_, i) => i !== index))}>
                <Icon path={mdiClose} size={18} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        )}
        {!readOnly && (
          <Group>
            <Button variant="light" size="compact-sm" leftSection={<Icon path={mdiPlus} size={16} />} disabled={rows.length >= maxRows} onClick={() => setRows([...rows, ''])}>
              {addLabel ?? t('lines.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
