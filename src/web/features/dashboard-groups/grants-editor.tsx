import { Checkbox, Fieldset, Group, NativeSelect, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Grant, PERMISSION_ACTIONS, PERMISSION_SUBJECTS, type PermissionSubject } from '../../../common/permissions.js';
import { GRANTS_MAX } from '../../../common/schemas/groups.js';
import { RowList } from '../dashboard-edit/row-list.js';
import { type SubjectRow, newGrant, sectionKindOf, withActions, withSubject } from './grant-rules.js';
import { type SectionKind, useSectionChoices } from './groups-api.js';

/** The value of "every section" in the section select (ids are positive). */
const EVERY_SECTION = '';

interface SectionSelectProps {
  kind: SectionKind;
  value: number | null;
  onChange: (section: number | null) => void;
  error: string | undefined;
}

/** Every category (page, council) or one of them, chosen among those there are. */
function SectionSelect({ kind, value, onChange, error }: SectionSelectProps) {
  const { t } = useTranslation('dashboard');
  const choices = useSectionChoices(kind);
  const options = (choices.data ?? []).map((choice) => ({ value: String(choice.id), label: choice.title }));
  // While the list loads (or if the section is gone), the chosen one stays shown by its id.
  const chosen = value === null || options.some((option) => option.value === String(value)) ? [] : [{ value: String(value), label: `#${value}` }];
  return (
    <NativeSelect
      label={t(`groups.sectionKinds.${kind}`)}
      description={choices.isPending ? t('common.loading') : undefined}
      value={value === null ? EVERY_SECTION : String(value)}
      onChange={(event) => onChange(event.currentTarget.value === EVERY_SECTION ? null : Number(event.currentTarget.value))}
      data={[{ value: EVERY_SECTION, label: t(`groups.everySection.${kind}`) }, ...chosen, ...options]}
      error={error ?? (choices.isError ? t('groups.sectionsUnavailable') : undefined)}
      maw={320}
    />
  );
}

interface SubjectFieldsProps<Row extends SubjectRow> {
  row: Row;
  /** The subjects offered. */
  subjects: readonly PermissionSubject[];
  onChange: (row: Row) => void;
  /** The row's field name as the API gives it (grants.N, rules.N), and the messages by field. */
  field: string;
  errors: Readonly<Record<string, string>>;
}

/** What a grant or a review rule is on: a subject, and its section when it has sections. */
export function SubjectFields<Row extends SubjectRow>({ row, subjects, onChange, field, errors }: SubjectFieldsProps<Row>) {
  const { t } = useTranslation('dashboard');
  const kind = sectionKindOf(row.subject);
  return (
    <>
      <NativeSelect
        label={t('groups.grants.subject')}
        value={row.subject}
        onChange={(event) => onChange(withSubject(row, event.currentTarget.value as PermissionSubject))}
        data={subjects.map((subject) => ({ value: subject, label: t(`groups.subjects.${subject}`) }))}
        error={errors[`${field}.subject`]}
        maw={320}
      />
      {kind && <SectionSelect kind={kind} value={row.section} onChange={(section) => onChange({ ...row, section })} error={errors[`${field}.section`]} />}
    </>
  );
}

interface GrantFieldsProps {
  grant: Grant;
  index: number;
  onChange: (grant: Grant) => void;
  errors: Readonly<Record<string, string>>;
}

/** One grant: the subject, its section when it has sections, and the actions allowed. */
function GrantFields({ grant, index, onChange, errors }: GrantFieldsProps) {
  const { t } = useTranslation('dashboard');
  const actionsErrorId = useId();
  const actionsError = errors[`grants.${index}.actions`];
  return (
    <>
      <SubjectFields row={grant} subjects={PERMISSION_SUBJECTS} onChange={onChange} field={`grants.${index}`} errors={errors} />
      <Fieldset legend={t('groups.grants.actions')} variant="unstyled" w="100%" aria-describedby={actionsError ? actionsErrorId : undefined}>
        <Group gap="md">
          {PERMISSION_ACTIONS.map((action) => (
            <Checkbox
              key={action}
              label={t(`groups.actionNames.${action}`)}
              checked={grant.actions.includes(action)}
              onChange={(event) => onChange(withActions(grant, event.currentTarget.checked ? [...grant.actions, action] : grant.actions.filter((other) => other !== action)))}
            />
          ))}
        </Group>
        {actionsError && (
          <Text id={actionsErrorId} size="sm" c="var(--mantine-color-error)" mt={4}>
            {actionsError}
          </Text>
        )}
      </Fieldset>
    </>
  );
}

interface GrantsEditorProps {
  value: Grant[];
  onChange: (grants: Grant[]) => void;
  /** Messages keyed as the API names the fields: grants, grants.N, grants.N.section, grants.N.actions. */
  errors: Readonly<Record<string, string>>;
}

/** A group's grants, a row each, added and removed by buttons that name their row. */
export function GrantsEditor({ value, onChange, errors }: GrantsEditorProps) {
  const { t } = useTranslation('dashboard');
  return (
    <RowList
      legend={t('groups.grants.legend')}
      hint={t('groups.grants.hint')}
      add={t('groups.grants.add')}
      max={GRANTS_MAX}
      empty={newGrant}
      isOrdered={false}
      rowName={(number) => t('groups.grants.row', { number })}
      row={(grant, index, change) => <GrantFields grant={grant} index={index} onChange={change} errors={errors} />}
      rowError={(index) => errors[`grants.${index}`]}
      value={value}
      onChange={onChange}
      error={errors.grants}
    />
  );
}
