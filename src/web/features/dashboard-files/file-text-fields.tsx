import { Fieldset, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../common/locales.js';
import { htmlLang } from '../../lib/i18n.js';
import { type FileFormValues, type LatinOverrides, TEXT_FIELDS, TEXT_MAX, type TextField, latinValue } from './file-form.js';

/** What useRuleForm's `field(name)` gives an input, for text inputs, text areas and selects alike. */
export interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: () => void;
}

const COUNTER_ORDER: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

function Counter({ length, max }: { length: number; max: number }) {
  const { t } = useTranslation('dashboard-files');
  const isOver = length > max;
  return (
    <Text span size="xs" c={isOver ? 'var(--mantine-color-error)' : 'dimmed'} fw={isOver ? 700 : undefined}>
      {isOver ? t('form.counterOver', { length, max }) : t('form.counter', { length, max })}
    </Text>
  );
}

interface CountedInputProps {
  field: TextField;
  label: string;
  locale: Locale;
  input: Partial<FieldProps> & { value: string };
  readOnly?: boolean;
  autoFocus?: boolean;
}

/** A title or description with its character counter under it (in the error colour over the limit). */
function CountedInput({ field, label, locale, input, readOnly = false, autoFocus = false }: CountedInputProps) {
  const common = {
    label,
    lang: htmlLang(locale),
    readOnly,
    // A derived (read-only) text looks different from one to type in.
    variant: readOnly ? 'filled' : 'default',
    description: <Counter length={input.value.length} max={TEXT_MAX[field]} />,
    inputWrapperOrder: COUNTER_ORDER,
    required: field === 'title' && locale !== 'en' && !readOnly,
    'data-autofocus': autoFocus || undefined,
    ...input,
  };
  return field === 'title' ? <TextInput {...common} /> : <Textarea autosize minRows={2} maxRows={8} {...common} />;
}

const fieldKey = (locale: Locale, field: TextField) => `${locale}${field === 'title' ? 'Title' : 'Description'}` as keyof FileFormValues;

interface LocaleFieldsProps {
  field: (name: keyof FileFormValues) => FieldProps;
}

/** Serbian in Cyrillic (required) and English (optional): title and description each. */
export function WrittenLocaleFields({ locale, field }: LocaleFieldsProps & { locale: 'sr' | 'en' }) {
  const { t } = useTranslation('dashboard-files');
  return (
    <Fieldset legend={t(`form.locales.${locale}`)}>
      <Stack gap="sm">
        {locale === 'en' && (
          <Text size="sm" c="dimmed">
            {t('form.englishHint')}
          </Text>
        )}
        {TEXT_FIELDS.map((name) => (
          <CountedInput key={name} field={name} label={t(`form.${name}`)} locale={locale} input={field(fieldKey(locale, name))} autoFocus={locale === 'sr' && name === 'title'} />
        ))}
      </Stack>
    </Fieldset>
  );
}

interface LatinFieldsProps extends LocaleFieldsProps {
  values: FileFormValues;
  overrides: LatinOverrides;
  onOverride: (field: TextField, isOverride: boolean) => void;
}

/**
 * Serbian in Latin script: each field follows the Cyrillic as it is typed (transliterated) until
 * the editor switches it to their own text; switching back returns to the derived text.
 */
export function LatinFields({ values, field, overrides, onOverride }: LatinFieldsProps) {
  const { t } = useTranslation('dashboard-files');
  return (
    <Fieldset legend={t('form.locales.lat')}>
      <Stack gap="sm">
        {TEXT_FIELDS.map((name) => (
          <Stack key={name} gap={6}>
            <CountedInput
              field={name}
              label={t(`form.${name}`)}
              locale="lat"
              readOnly={!overrides[name]}
              input={overrides[name] ? field(fieldKey('lat', name)) : { value: latinValue(values, overrides, name) }}
            />
            <Switch
              label={t(`form.latOverride.${name}`)}
              description={overrides[name] ? t('form.latOverrideOn') : t('form.latOverrideOff')}
              checked={overrides[name]}
              onChange={(event) => onOverride(name, event.currentTarget.checked)}
            />
          </Stack>
        ))}
      </Stack>
    </Fieldset>
  );
}
