import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../common/locales.js';
import type { EditableSection } from '../../../common/routes.js';
import { slugify } from '../../../common/text/slug.js';
import { useSlugCheck } from './edit-api.js';

interface SlugFieldProps {
  section: EditableSection;
  locale: Locale;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  /** The item's name in this locale: an empty slug is made from it when saving. */
  nameText: string;
  /** The item itself does not count as taking its own slug. */
  itemId: number | null;
  lang: string;
}

/** What the live check says under the field. */
function useSlugStatus({ section, locale, value, nameText, itemId }: Pick<SlugFieldProps, 'section' | 'locale' | 'value' | 'nameText' | 'itemId'>) {
  const { t } = useTranslation('dashboard-edit');
  const { result, isChecking, isFailed } = useSlugCheck(section, locale, value, itemId);
  if (value.trim() === '') {
    const made = slugify(nameText, locale);
    return { hint: made ? t('slug.auto', { slug: made }) : t('slug.autoEmpty'), taken: undefined };
  }
  // Without an answer the server still checks the slug when saving.
  if (isFailed) return { hint: undefined, taken: undefined };
  if (isChecking || !result) return { hint: t('slug.checking'), taken: undefined };
  if (!result.slug) return { hint: undefined, taken: t('slug.invalid') };
  if (!result.available) return { hint: undefined, taken: t('slug.taken', { slug: result.slug }) };
  return { hint: t('slug.available', { slug: result.slug }), taken: undefined };
}

/**
 * The address of the item in one locale, checked as the editor types: the normalised form it will
 * be saved as, and whether another item already uses it.
 */
export function SlugField(props: SlugFieldProps) {
  const { t } = useTranslation('dashboard-edit');
  const { hint, taken } = useSlugStatus(props);
  return (
    <TextInput
      label={t('fields.slug')}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      onBlur={props.onBlur}
      error={props.error ?? taken}
      description={hint && <span aria-live="polite">{hint}</span>}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      lang={props.lang}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
