import { MultiSelect, NativeSelect, NumberInput, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIENCES, FIXED_PAGE_KEYS } from '../../../common/schemas/content.js';
import { DocumentPicker, ImagePicker, SlidesEditor } from '../dashboard-media/media-pickers.js';
import { usePickerItems } from './edit-api.js';
import { POSITION_MAX } from './edit-rules.js';
import type { EditTypeSpec, OwnFieldName } from './edit-types.js';
import type { ItemForm } from './use-item-form.js';

interface OwnFieldsProps {
  spec: EditTypeSpec;
  itemForm: ItemForm;
  itemId: number | null;
  /** The fixed-page key the page was saved with: set once, it is not changed here. */
  savedPageKey: string | null;
}

type Option = { value: string; label: string };

/** Categories and tags for the selects: every one, by name. */
export function usePickerOptions(spec: EditTypeSpec) {
  const categories = usePickerItems('categories', spec.own.includes('categoryId') || spec.own.includes('parentId'));
  const tags = usePickerItems('tags', spec.own.includes('tagIds'));
  const options = (items: { id: number; title: string }[] | undefined): Option[] => (items ?? []).map((item) => ({ value: String(item.id), label: item.title || `#${item.id}` }));
  return { categories: options(categories.data), tags: options(tags.data) };
}

/** The fields a content type has beside its texts, status and publish time. */
export function OwnFields({ spec, itemForm, itemId, savedPageKey }: OwnFieldsProps) {
  const { t } = useTranslation('dashboard-edit');
  const { form, errors, setOwn, blur } = itemForm;
  const own = form.own;
  const options = usePickerOptions(spec);

  const dateTime = (name: 'eventStart' | 'eventEnd' | 'eventDate') => (
    <TextInput
      type="datetime-local"
      label={t(`own.${name}`)}
      description={t('own.timeHint')}
      value={own[name]}
      onChange={(event) => setOwn(name, event.currentTarget.value)}
      onBlur={() => blur(name)}
      error={errors[name]}
    />
  );
  const select = (name: 'categoryId' | 'parentId' | 'audience', none: string, choices: Option[]) => (
    <NativeSelect label={t(`own.${name}`)} value={own[name]} onChange={(event) => setOwn(name, event.currentTarget.value)} error={errors[name]} data={[{ value: '', label: none }, ...choices]} />
  );

  const fields: Record<OwnFieldName, () => ReactNode> = {
    categoryId: () => select('categoryId', t('own.noCategory'), options.categories),
    parentId: () => select('parentId', t('own.noParent'), options.categories.filter((option) => option.value !== String(itemId))),
    audience: () => select('audience', t('own.noAudience'), AUDIENCES.map((audience) => ({ value: audience, label: t(`audiences.${audience}`) }))),
    tagIds: () => (
      <MultiSelect
        label={t('own.tagIds')}
        data={options.tags}
        value={own.tagIds}
        onChange={(value) => setOwn('tagIds', value)}
        error={errors.tagIds}
        searchable
        clearable
        nothingFoundMessage={t('own.noTags')}
        comboboxProps={{ withinPortal: true }}
      />
    ),
    cover: () => <ImagePicker label={t('own.cover')} value={own.cover} onChange={(media) => setOwn('cover', media)} error={errors.cover} />,
    pdf: () => <DocumentPicker label={t('own.pdf')} value={own.pdf} onChange={(media) => setOwn('pdf', media)} error={errors.pdf} />,
    slides: () => <SlidesEditor label={t('own.slides')} value={own.slides} onChange={(slides) => setOwn('slides', slides)} error={errors.slides} />,
    eventStart: () => dateTime('eventStart'),
    eventEnd: () => dateTime('eventEnd'),
    eventDate: () => dateTime('eventDate'),
    position: () => (
      <NumberInput
        label={t('own.position')}
        description={t('own.positionHint')}
        value={own.position}
        onChange={(value) => setOwn('position', String(value))}
        onBlur={() => blur('position')}
        error={errors.position}
        min={0}
        max={POSITION_MAX}
        allowDecimal={false}
        allowNegative={false}
      />
    ),
    key: () =>
      savedPageKey ? (
        <TextInput label={t('own.key')} description={t('own.keyFixed')} value={t(`pageKeys.${savedPageKey}`, { defaultValue: savedPageKey })} readOnly />
      ) : (
        <NativeSelect
          label={t('own.key')}
          description={t('own.keyHint')}
          value={own.key}
          onChange={(event) => setOwn('key', event.currentTarget.value)}
          error={errors.key}
          data={[{ value: '', label: t('own.noKey') }, ...FIXED_PAGE_KEYS.map((key) => ({ value: key, label: t(`pageKeys.${key}`) }))]}
        />
      ),
  };

  return <>{spec.own.map((name) => <div key={name}>{fields[name]()}</div>)}</>;
}

