import { Checkbox, NativeSelect, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPROVALS_MAX, APPROVAL_ACTIVITIES, PROVIDER_DECISION_NUMBER_MAX, REVOCATION_REASON_MAX } from '../../../common/providers.js';
import { NQF_LEVELS } from '../../../common/register.js';
import { TITLE_MAX } from '../../../common/schemas/common.js';
import { PORTAL_TIME_ZONE, isoToZonedInput } from '../../../common/time/zoned-time.js';
import { APPROVAL_TEXT_ROWS, type ApprovalTextRows, type ApprovalValue, approvalPath, approvalStatusOf, emptyApproval } from './approval-form-state.js';
import { RowList, type RowsProps } from './row-list.js';
import type { FieldErrors } from './use-item-form.js';

type Option = { value: string; label: string };

interface ApprovalsEditorProps extends RowsProps<ApprovalValue> {
  /** Messages of the approvals' fields, by form path (approvals.0.revocationReason). */
  errors: FieldErrors;
  onBlur: (path: string) => void;
  /** The qualifications an approval may lead to. */
  qualifications: Option[];
}

/**
 * Rows of Serbian texts (an approval's places, its employers): each part of a row a required text
 * input. Written in Cyrillic only; the other locales read them transliterated.
 */
function TextRows({ list, approval, ...props }: RowsProps<Record<string, string>> & { list: ApprovalTextRows; approval: number }) {
  const { t } = useTranslation('dashboard-edit');
  return (
    <RowList
      {...props}
      legend={t(list.legend, { number: approval })}
      add={t(list.add)}
      max={list.max}
      rowName={(number) => t(list.row, { number })}
      empty={() => Object.fromEntries(list.parts.map((part) => [part.name, '']))}
      row={(item, index, change) =>
        list.parts.map((part) => (
          <TextInput
            key={part.name}
            style={{ flex: part.flex }}
            label={t(part.label, { number: index + 1 })}
            value={item[part.name] ?? ''}
            maxLength={part.max}
            lang="sr"
            required
            onChange={(event) => change({ ...item, [part.name]: event.currentTarget.value })}
          />
        ))
      }
    />
  );
}

/**
 * A provider's approvals, a row each: what it allows, the programme, the qualification or level it
 * leads to, the decision, its validity, its places and employers, and its revocation. Revoking asks
 * for the time and the reason; the status each approval has now is shown as the form stands.
 */
export function ApprovalsEditor({ errors, onBlur, qualifications, ...props }: ApprovalsEditorProps) {
  const { t } = useTranslation('dashboard-edit');
  const zone = PORTAL_TIME_ZONE;
  const full = { flex: '1 1 100%' };

  return (
    <RowList
      {...props}
      legend={t('own.approvals')}
      hint={t('own.approvalsHint')}
      add={t('own.approvalAdd')}
      max={APPROVALS_MAX}
      empty={() => emptyApproval(Date.now(), zone)}
      rowName={(number) => t('own.approvalRow', { number })}
      rowError={(index) => errors[`approvals.${index}`]}
      rowAside={(approval) => {
        const status = approvalStatusOf(approval, Date.now(), zone);
        return status && (
          <Text size="sm" fw={600} mt="xs">
            {t('own.approvalStatus', { status: t(`approvalStatuses.${status}`) })}
          </Text>
        );
      }}
      row={(approval, index, change) => {
        const number = index + 1;
        const path = (field: keyof ApprovalValue) => approvalPath(index, field);
        const text = (field: 'programmeSr' | 'programmeEn' | 'decisionNumber', max: number, extra: { lang?: string; required?: boolean; flex?: string }) => (
          <TextInput
            style={{ flex: extra.flex ?? '1 1 14rem' }}
            label={t(`own.approval.${field}`, { number })}
            value={approval[field]}
            maxLength={max}
            lang={extra.lang}
            required={extra.required}
            error={errors[path(field)]}
            onChange={(event) => change({ ...approval, [field]: event.currentTarget.value })}
            onBlur={() => onBlur(path(field))}
          />
        );
        const time = (field: 'decisionDate' | 'validFrom' | 'validUntil' | 'revokedAt', required: boolean) => (
          <TextInput
            style={{ flex: '1 1 11rem' }}
            type={field === 'decisionDate' ? 'date' : 'datetime-local'}
            label={t(`own.approval.${field}`, { number })}
            value={approval[field]}
            required={required}
            error={errors[path(field)]}
            onChange={(event) => change({ ...approval, [field]: event.currentTarget.value })}
            onBlur={() => onBlur(path(field))}
          />
        );
        return (
          <>
            <NativeSelect
              style={{ flex: '1 1 14rem' }}
              label={t('own.approval.activity', { number })}
              value={approval.activity}
              data={APPROVAL_ACTIVITIES.map((activity) => ({ value: activity, label: t(`approvalActivities.${activity}`) }))}
              error={errors[path('activity')]}
              onChange={(event) => change({ ...approval, activity: event.currentTarget.value })}
            />
            {text('programmeSr', TITLE_MAX, { lang: 'sr', required: true, flex: '1 1 20rem' })}
            {text('programmeEn', TITLE_MAX, { lang: 'en', flex: '1 1 20rem' })}
            <Select
              style={{ flex: '2 1 16rem' }}
              label={t('own.approval.qualificationId', { number })}
              description={t('own.approvalQualificationHint')}
              data={qualifications}
              value={approval.qualificationId || null}
              error={errors[path('qualificationId')]}
              onChange={(value) => change({ ...approval, qualificationId: value ?? '' })}
              searchable
              clearable
              nothingFoundMessage={t('own.nothingFound')}
              comboboxProps={{ withinPortal: true }}
            />
            <NativeSelect
              style={{ flex: '1 1 9rem' }}
              label={t('own.approval.level', { number })}
              value={approval.level}
              data={[{ value: '', label: t('own.approvalNoLevel') }, ...NQF_LEVELS.map((level) => ({ value: level.code, label: t('own.levelOption', { code: level.code, eqf: level.eqfLevel }) }))]}
              error={errors[path('level')]}
              onChange={(event) => change({ ...approval, level: event.currentTarget.value })}
            />
            {text('decisionNumber', PROVIDER_DECISION_NUMBER_MAX, { required: true })}
            {time('decisionDate', true)}
            {time('validFrom', true)}
            {time('validUntil', false)}
            {APPROVAL_TEXT_ROWS.map((list) => (
              <div key={list.field} style={full}>
                <TextRows list={list} approval={number} value={approval[list.field]} onChange={(rows) => change({ ...approval, [list.field]: rows })} error={errors[path(list.field)]} />
              </div>
            ))}
            <Stack gap="xs" style={full}>
              <Checkbox
                label={t('own.approval.isRevoked', { number })}
                description={t('own.revocationHint')}
                checked={approval.isRevoked}
                // Revoked now unless the editor says when: the time is there to be changed.
                onChange={(event) => change({ ...approval, isRevoked: event.currentTarget.checked, revokedAt: approval.revokedAt || isoToZonedInput(new Date().toISOString(), zone) })}
              />
              {approval.isRevoked && (
                <>
                  {time('revokedAt', true)}
                  <Textarea
                    label={t('own.approval.revocationReason', { number })}
                    value={approval.revocationReason}
                    maxLength={REVOCATION_REASON_MAX}
                    autosize
                    minRows={2}
                    lang="sr"
                    required
                    error={errors[path('revocationReason')]}
                    onChange={(event) => change({ ...approval, revocationReason: event.currentTarget.value })}
                    onBlur={() => onBlur(path('revocationReason'))}
                  />
                </>
              )}
            </Stack>
          </>
        );
      }}
    />
  );
}
