import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OCCUPATIONS_MAX } from '../../../common/register.js';
import type { OccupationValue } from './edit-form-state.js';
import { RowList, type RowsProps } from './row-list.js';

/** The ESCO occupations a qualification leads to: each its ESCO URI and its label in Serbian and English, a row each. */
export function OccupationsEditor(props: RowsProps<OccupationValue>) {
  const { t } = useTranslation('dashboard-edit');
  return (
    <RowList {...props} legend={t('own.occupations')} hint={t('own.occupationsHint')} add={t('own.occupationAdd')} max={OCCUPATIONS_MAX} empty={() => ({ uri: '', labelSr: '', labelEn: '' })} rowName={(number) => t('own.occupationRow', { number })}
      row={(row, index, change) => (
        <>
          <TextInput style={{ flex: '2 1 20rem' }} type="url" label={t('own.occupationUri', { number: index + 1 })} value={row.uri} onChange={(event) => change({ ...row, uri: event.currentTarget.value })} required />
          <TextInput style={{ flex: '1 1 12rem' }} label={t('own.occupationLabelSr', { number: index + 1 })} value={row.labelSr} onChange={(event) => change({ ...row, labelSr: event.currentTarget.value })} lang="sr-Cyrl" required />
          <TextInput style={{ flex: '1 1 12rem' }} label={t('own.occupationLabelEn', { number: index + 1 })} value={row.labelEn} onChange={(event) => change({ ...row, labelEn: event.currentTarget.value })} lang="en" />
        </>
      )}
    />
  );
}
