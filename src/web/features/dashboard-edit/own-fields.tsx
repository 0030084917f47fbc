import { Checkbox, Fieldset, Group, MultiSelect, NativeSelect, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_OF_EDUCATION_CODES, fieldOfEducationName } from '../../../common/fields-of-education.js';
import { ACQUISITION_WAYS, AWARDING_BODY_KINDS, CREDITS_MAX, HOURS_MAX, NQF_LEVELS, QUALIFICATION_TYPES, REGISTER_STATUSES } from '../../../common/register.js';
import { AUDIENCES, FIXED_PAGE_KEYS } from '../../../common/schemas/content.js';
import { ESCO_URIS_MAX, OCCUPATION_CODES_MAX } from '../../../common/standards.js';
import { NAME_MAX, TITLE_MAX, URL_MAX } from '../../../common/schemas/common.js';
import { LEGAL_FORMS } from '../../../common/providers.js';
import { useLocale } from '../../lib/locale.js';
import { DocumentPicker, ImagePicker, SlidesEditor } from '../dashboard-media/media-pickers.js';
import { usePickerItems } from './edit-api.js';
import { POSITION_MAX } from './edit-rules.js';
import { CouncilDecisionsEditor, MembersEditor, SessionsEditor } from './council-rows-editor.js';
import { ApprovalsEditor } from './approvals-editor.js';
import { HistoryEditor } from './history-editor.js';
import { LinesField } from './lines-field.js';
import { OccupationsEditor } from './occupations-editor.js';
import type { EditTypeSpec, OwnFieldName } from './edit-types.js';
import type { ItemForm } from './use-item-form.js';

interface OwnFieldsProps {
  spec: EditTypeSpec;
  /** The fields to show, in the spec's order (the side column's, or the wide ones). */
  names: readonly OwnFieldName[];
  itemForm: ItemForm;
  itemId: number | null;
  /** The fixed-page key the page was saved with: set once, it is not changed here. */
  savedPageKey: string | null;
}

type Option = { value: string; label: string };

/** Categories, tags, awarding bodies, documents and councils for the selects: every one, by name. */
export function usePickerOptions(spec: EditTypeSpec) {
  const categories = usePickerItems('categories', spec.own.includes('categoryId') || spec.own.includes('parentId'));
  const tags = usePickerItems('tags', spec.own.includes('tagIds') || spec.own.includes('tagId'));
  const awardingBodies = usePickerItems('awarding-bodies', spec.own.includes('awardingBodyIds'));
  const files = usePickerItems('files', spec.own.includes('supplementFileIds') || spec.own.includes('sessions'));
  const standards = usePickerItems('standards', spec.own.includes('decisions'));
  const councils = usePickerItems('councils', spec.own.includes('councilId'));
  const qualifications = usePickerItems('qualifications', spec.own.includes('approvals'));
  const options = (items: { id: number; title: string }[] | undefined): Option[] => (items ?? []).map((item) => ({ value: String(item.id), label: item.title || `#${item.id}` }));
  return { categories: options(categories.data), tags: options(tags.data), awardingBodies: options(awardingBodies.data), files: options(files.data), councils: options(councils.data), standards: options(standards.data), qualifications: options(qualifications.data) };
}

/** The fields a content type has beside its texts, status and publish time. */
export function OwnFields({ spec, names, itemForm, itemId, savedPageKey }: OwnFieldsProps) {
  const { t } = useTranslation('dashboard-edit');
  const { form, errors, setOwn, blur } = itemForm;
  const own = form.own;
  const options = usePickerOptions(spec);
  const locale = useLocale();
  const volumeHintId = useId();

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
  const select = (name: 'categoryId' | 'parentId' | 'audience' | 'level' | 'qualificationType' | 'registerStatus' | 'kind' | 'councilId' | 'tagId' | 'legalForm', none: string | null, choices: Option[], description?: string) => (
    <NativeSelect
      label={t(`own.${name}`)}
      description={description}
      value={own[name]}
      onChange={(event) => setOwn(name, event.currentTarget.value)}
      onBlur={() => blur(name)}
      error={errors[name]}
      required={none === null}
      data={none === null ? [{ value: '', label: t('own.choose'), disabled: true }, ...choices] : [{ value: '', label: none }, ...choices]}
    />
  );
  const line = (name: 'code' | 'website' | 'registrationNumber' | 'taxNumber' | 'municipality' | 'address' | 'email' | 'phone', props: { type?: string; required?: boolean; description?: string; maxLength?: number; lang?: string } = {}) => (
    <TextInput label={t(`own.${name}`)} value={own[name]} onChange={(event) => setOwn(name, event.currentTarget.value)} onBlur={() => blur(name)} error={errors[name]} {...props} />
  );
  const date = (name: 'registeredOn' | 'validUntil' | 'constitutedOn', required: boolean) => (
    <TextInput type="date" label={t(`own.${name}`)} value={own[name]} onChange={(event) => setOwn(name, event.currentTarget.value)} onBlur={() => blur(name)} error={errors[name]} required={required} />
  );
  const amount = (name: 'credits' | 'hours', max: number) => (
    <NumberInput
      label={t(`own.${name}`)}
      aria-describedby={volumeHintId}
      value={own[name]}
      onChange={(value) => setOwn(name, String(value))}
      onBlur={() => blur(name)}
      error={errors[name]}
      min={1}
      max={max}
      allowDecimal={false}
      allowNegative={false}
    />
  );
  // Codes and addresses, not words of a language: `zxx` keeps screen readers from reading them as Serbian or English.
  const list = (name: 'occupationCodes' | 'escoUris', max: number, rows: number) => (
    <LinesField
      field={{ name, kind: 'lines', max, rows, isRequired: false }}
      label={t(`own.${name}`)}
      hint={t(`own.${name}Hint`)}
      addLabel={t(`own.${name}Add`)}
      emptyLabel={t('own.listNone')}
      value={own[name]}
      onChange={(value) => setOwn(name, value)}
      onBlur={() => blur(name)}
      error={errors[name]}
      lang="zxx"
    />
  );
  const pick = (name: 'awardingBodyIds' | 'supplementFileIds', choices: Option[]) => (
    <MultiSelect
      label={t(`own.${name}`)}
      data={choices}
      value={own[name]}
      onChange={(value) => setOwn(name, value)}
      error={errors[name]}
      searchable
      clearable
      nothingFoundMessage={t('own.nothingFound')}
      comboboxProps={{ withinPortal: true }}
    />
  );

  const fields: Record<OwnFieldName, () => ReactNode> = {
    code: () => line('code', { required: true, description: t(spec.section === 'standards' ? 'own.standardCodeHint' : 'own.codeHint') }),
    level: () =>
      select(
        'level',
        null,
        NQF_LEVELS.map((level) => ({ value: level.code, label: t('own.levelOption', { code: level.code, eqf: level.eqfLevel }) })),
      ),
    qualificationType: () => select('qualificationType', null, QUALIFICATION_TYPES.map((type) => ({ value: type, label: t(`qualificationTypes.${type}`) }))),
    field: () => (
      <Select
        label={t('own.field')}
        description={t('own.fieldHint')}
        data={FIELD_OF_EDUCATION_CODES.map((code) => ({ value: code, label: `${code} ${fieldOfEducationName(code, locale)}` }))}
        value={own.field || null}
        onChange={(value) => setOwn('field', value ?? '')}
        onBlur={() => blur('field')}
        error={errors.field}
        required
        searchable
        nothingFoundMessage={t('own.nothingFound')}
        comboboxProps={{ withinPortal: true }}
      />
    ),
    // One of the two is required, which a group says before any save: ECTS or hours.
    credits: () => (
      <Fieldset legend={t('own.volume')} variant="unstyled">
        <Stack gap="xs">
          <Text size="sm" c="dimmed" id={volumeHintId}>
            {t('own.volumeHint')}
          </Text>
          {amount('credits', CREDITS_MAX)}
          {amount('hours', HOURS_MAX)}
        </Stack>
      </Fieldset>
    ),
    hours: () => null,
    acquisitionWays: () => (
      <Checkbox.Group label={t('own.acquisitionWays')} value={own.acquisitionWays} onChange={(value) => setOwn('acquisitionWays', value)} error={errors.acquisitionWays} required>
        <Group mt="xs">
          {ACQUISITION_WAYS.map((way) => (
            <Checkbox key={way} value={way} label={t(`acquisitionWays.${way}`)} />
          ))}
        </Group>
      </Checkbox.Group>
    ),
    awardingBodyIds: () => pick('awardingBodyIds', options.awardingBodies),
    registerStatus: () =>
      select(
        'registerStatus',
        null,
        REGISTER_STATUSES.map((status) => ({ value: status, label: t(`registerStatuses.${status}`) })),
        t('own.registerStatusHint'),
      ),
    registeredOn: () => date('registeredOn', true),
    validUntil: () => date('validUntil', false),
    occupations: () => <OccupationsEditor value={own.occupations} onChange={(value) => setOwn('occupations', value)} error={errors.occupations} />,
    supplementFileIds: () => pick('supplementFileIds', options.files),
    occupationCodes: () => list('occupationCodes', 7, OCCUPATION_CODES_MAX),
    escoUris: () => list('escoUris', URL_MAX, ESCO_URIS_MAX),
    history: () => <HistoryEditor value={own.history} onChange={(value) => setOwn('history', value)} error={errors.history} />,
    kind: () => select('kind', null, AWARDING_BODY_KINDS.map((kind) => ({ value: kind, label: t(`bodyKinds.${kind}`) }))),
    website: () => line('website', { type: 'url', description: t('own.websiteHint') }),
    legalForm: () => select('legalForm', null, LEGAL_FORMS.map((form) => ({ value: form, label: t(`legalForms.${form}`) }))),
    // The numbers are digits whatever the language: `zxx`, as for codes.
    registrationNumber: () => line('registrationNumber', { required: true, description: t('own.registrationNumberHint'), maxLength: 8, lang: 'zxx' }),
    taxNumber: () => line('taxNumber', { required: true, description: t('own.taxNumberHint'), maxLength: 9, lang: 'zxx' }),
    municipality: () => line('municipality', { required: true, maxLength: NAME_MAX, lang: 'sr' }),
    address: () => line('address', { required: true, maxLength: TITLE_MAX, lang: 'sr' }),
    email: () => line('email', { type: 'email', maxLength: NAME_MAX }),
    phone: () => line('phone', { type: 'tel', maxLength: 40 }),
    approvals: () => <ApprovalsEditor value={own.approvals} onChange={(value) => setOwn('approvals', value)} error={errors.approvals} errors={errors} onBlur={blur} qualifications={options.qualifications} />,

    categoryId: () => select('categoryId', t('own.noCategory'), options.categories),
    councilId: () => select('councilId', t('own.noCouncil'), options.councils, t('own.councilIdHint')),
    constitutedOn: () => date('constitutedOn', true),
    tagId: () => select('tagId', t('own.noTag'), options.tags, t('own.tagIdHint')),
    members: () => <MembersEditor value={own.members} onChange={(value) => setOwn('members', value)} error={errors.members} />,
    sessions: () => <SessionsEditor value={own.sessions} onChange={(value) => setOwn('sessions', value)} error={errors.sessions} files={options.files} />,
    decisions: () => <CouncilDecisionsEditor value={own.decisions} onChange={(value) => setOwn('decisions', value)} error={errors.decisions} standards={options.standards} />,
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

  return <>{names.map((name) => ({ name, field: fields[name]() })).filter(({ field }) => field !== null).map(({ name, field }) => <div key={name}>{field}</div>)}</>;
}

